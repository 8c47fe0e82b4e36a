/**
 * Dates (day, long month, year) and 24-hour times on the Irish clock, in English (en-IE) or Irish
 * ("28 Samhain 2026", "28 Samhain 2026 ag 14:05"); counts as en-IE writes them.
 */
import type { Locale } from "@/i18n/config";
import { monthName, shortMonthName } from "./calendar";
import { dateFormat, IRISH_TIME_ZONE, irishWallClock } from "./time";

const longDate = dateFormat("en-IE", { day: "numeric", month: "long", year: "numeric", timeZone: IRISH_TIME_ZONE });
const longDateTime = dateFormat("en-IE", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: IRISH_TIME_ZONE,
});

const toDate = (value: Date | string) => (typeof value === "string" ? new Date(value) : value);

/** "3 October 2026" (or "3 Deireadh Fómhair 2026") from a Date or an ISO timestamp. */
export function formatLongDate(value: Date | string, locale?: Locale): string {
  if (locale === "ga-IE") return formatIsoDate(irishWallClock(toDate(value)).toISOString().slice(0, 10), locale);
  return longDate().format(toDate(value));
}

/** "3 October 2026 at 09:30" style (en-IE, 24-hour); in Irish "3 Deireadh Fómhair 2026 ag 09:30". */
export function formatLongDateTime(value: Date | string, locale?: Locale): string {
  if (locale === "ga-IE") {
    const wall = irishWallClock(toDate(value)).toISOString();
    return `${formatIsoDate(wall.slice(0, 10), locale)} ag ${wall.slice(11, 16)}`;
  }
  return longDateTime().format(toDate(value));
}

/**
 * A calendar date "YYYY-MM-DD" (no time zone shift) as "3 October 2026", written out: event cards
 * show it while the page hydrates, where a date format would first load the browser's time-zone
 * data (about 90 ms on a mid-range phone).
 */
export function formatIsoDate(isoDate: string, locale?: Locale): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  return `${d ?? 1} ${monthName(m ?? 1, locale)} ${y ?? 1970}`;
}

/** A calendar date's month as en-IE abbreviates it ("Sept"), or Irish ("MFómh"). */
export function shortMonth(isoDate: string, locale?: Locale): string {
  return shortMonthName(Number(isoDate.slice(5, 7)) || 1, locale);
}

/**
 * A whole number as en-IE writes it, thousands grouped ("1,348"), written out: the search's filter
 * chips show dozens of counts while the page hydrates, and a browser's first number format loads
 * its locale data first: 15–40 ms in a desktop Chromium, four times that on the phone Lighthouse
 * simulates.
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return String(n);
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ",");
  return n < 0 ? `-${digits}` : digits;
}

/** "3 October 2026" or "3 October 2026 - 5 October 2026" (end only when it differs). */
export function formatDateRange(start: string, end: string | null | undefined, locale?: Locale): string {
  return end && end !== start
    ? `${formatIsoDate(start, locale)} - ${formatIsoDate(end, locale)}`
    : formatIsoDate(start, locale);
}

/** "10:00" or "10:00 - 16:00". */
export function formatTimeRange(start: string, end: string | null | undefined): string {
  return end && end !== start ? `${start} - ${end}` : start;
}

/** Read time at 200 words a minute, rounded up, at least 1. HTML tags are not words. */
export function readTimeMinutes(content: string): number {
  const words = content.replace(/<[^>]*>/g, " ").trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}

/**
 * The start of a text for a card that clamps it to a few lines: cut at a word before `max`
 * characters, with an ellipsis. `max` is more than the clamp ever shows, so what a visitor sees is
 * unchanged while the page stops carrying (twice: HTML and RSC payload) text nobody can see.
 */
export function cardExcerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}
