import { openSlot, slotText } from "@/lib/hours/rules";
import { DAYS, type Day, type HoursBreak } from "@/lib/hours/types";
const relative = new Intl.RelativeTimeFormat("en-IE", { numeric: "auto" });

/** A count with its noun in the admin's English: "1 row with errors", "2 rows with errors". */
export function countOf(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "3 days ago", "an hour ago" style age of a timestamp. */
export function formatAge(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ["year", 365 * 86400],
    ["month", 30 * 86400],
    ["week", 7 * 86400],
    ["day", 86400],
    ["hour", 3600],
    ["minute", 60],
  ];
  for (const [unit, size] of steps) if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  return "just now";
}

const DAY_SHORT: Record<Day, string> = { monday: "Mon", tuesday: "Tue", wednesday: "Wed", thursday: "Thu", friday: "Fri", saturday: "Sat", sunday: "Sun" };

type DayLike = { open?: string; close?: string; closed?: boolean; breaks?: HoursBreak[] };

/** One day's hours as the shop page writes them, its breaks cut out: "09:00–13:00, 14:00–17:00", or "closed". */
function dayText(h: DayLike | undefined): string {
  if (!h || h.closed) return "closed";
  const slot = openSlot({ open: h.open ?? "", close: h.close ?? "", closed: false, breaks: h.breaks });
  return slot ? slotText(slot) : `${h.open ?? ""}–${h.close ?? ""}`;
}

/** Weekly hours as "Mon 09:00–13:00, 14:00–17:00; Sun closed"; null when `v` is not an object of days. */
function weekText(v: object): string | null {
  const week = v as Partial<Record<Day, DayLike | undefined>>;
  const keys = Object.keys(v);
  if (keys.length === 0 || !keys.every((k) => (DAYS as readonly string[]).includes(k))) return null;
  return DAYS.filter((d) => week[d])
    .map((d) => `${DAY_SHORT[d]} ${dayText(week[d])}`)
    .join("; ");
}

type ExceptionLike = { from?: unknown; to?: unknown; closed?: unknown; open?: unknown; close?: unknown; note?: unknown };

/** Special dates as "24 Dec–26 Dec 2026 closed; 31 Dec 2026 10:00–14:00 (New Year's Eve)"; null when `v` is not a list of them. */
function exceptionsText(v: unknown[]): string | null {
  const isException = (x: unknown): x is ExceptionLike => Boolean(x) && typeof x === "object" && typeof (x as ExceptionLike).from === "string";
  if (!v.every(isException)) return null;
  return v
    .map((x) => {
      const from = String(x.from);
      const to = typeof x.to === "string" && x.to !== from ? `–${x.to}` : "";
      const hours = x.closed ? "closed" : `${String(x.open ?? "")}–${String(x.close ?? "")}`;
      const note = typeof x.note === "string" && x.note ? ` (${x.note})` : "";
      return `${from}${to} ${hours}${note}`;
    })
    .join("; ");
}

/** A value this long (a post's whole text) is cut, its start shown. */
const LONGEST = 300;

/**
 * A before/after value of a recorded change, as one line of text: a list as "Eggs, Honey", weekly
 * hours as "Mon 09:00–17:00; …", special dates as "2026-12-24–2026-12-26 closed; …", set holiday
 * hours as "10:00–14:00", a long text cut after 300 characters, anything else as JSON. `empty` is
 * what nothing reads as.
 */
export const showValue = (v: unknown, empty = "(none)"): string => {
  if (v === null || v === undefined || v === "") return empty;
  if (Array.isArray(v)) {
    if (v.length === 0) return empty;
    if (v.every((x) => typeof x === "string")) return v.join(", ");
    return exceptionsText(v) ?? JSON.stringify(v);
  }
  if (typeof v === "object") {
    if (Object.keys(v).length === 0) return empty;
    const { open, close } = v as { open?: unknown; close?: unknown };
    if (Object.keys(v).length === 2 && typeof open === "string" && typeof close === "string") return `${open}–${close}`;
    return weekText(v) ?? JSON.stringify(v);
  }
  const text = String(v);
  return text.length > LONGEST ? `${text.slice(0, LONGEST)}…` : text;
};
