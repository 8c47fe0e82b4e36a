/**
 * A shop's hours written in OpenStreetMap's `opening_hours` syntax, in the form the reference
 * library prints (its prettifyValue): weekly rules by groups of days, then the public holidays,
 * then the special dates, widest first, so that OSM's rule that a later rule wins on its days gives
 * the directory's precedence (special date, then holiday, then weekly; the narrowest date wins).
 */
import { MONTH_NAMES } from "@/lib/time";
import { parseOsmHours, withPlainDate } from "./osm-library";
import { openSlot, slotOf, slotPieces, type Slot } from "./rules";
import { DAYS, type HoursException, type OpeningHours, type PublicHolidayHours } from "./types";

const OSM_DAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

/** "08:00-12:30,14:00-18:00"; past midnight "18:00-01:00", to midnight "18:00-24:00". */
function slotTimes(slot: Slot): string {
  return slotPieces(slot)
    .map(([a, b]) => `${hhmm(a)}-${b === 1440 ? "24:00" : hhmm(b % 1440)}`)
    .join(",");
}

/** Day numbers 0-6 as "Mo-We,Fr": runs of three or more as ranges. */
function dayList(days: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < days.length; ) {
    let j = i;
    while (j + 1 < days.length && days[j + 1] === days[j]! + 1) j++;
    const first = OSM_DAYS[days[i]!];
    const last = OSM_DAYS[days[j]!];
    if (j - i >= 2) parts.push(`${first}-${last}`);
    else for (let k = i; k <= j; k++) parts.push(OSM_DAYS[days[k]!]!);
    i = j + 1;
  }
  return parts.join(",");
}

/** "2026 Dec 24" from 2026-12-24. */
function osmDate(date: string): string {
  return `${date.slice(0, 4)} ${MONTH_NAMES[Number(date.slice(5, 7)) - 1]?.slice(0, 3)} ${date.slice(8, 10)}`;
}

const spanOf = (e: HoursException) => Date.parse(e.to) - Date.parse(e.from);

function exceptionRule(e: HoursException): string {
  const dates = e.from === e.to ? osmDate(e.from) : `${osmDate(e.from)}-${osmDate(e.to)}`;
  const slot = e.closed === false ? slotOf(e.open, e.close) : null;
  // OSM comments cannot hold a double quote; a comment after times without "open" would make the
  // state unknown.
  const note = e.note?.trim() ? ` "${e.note.trim().replace(/"/g, "'")}"` : "";
  return `${dates} ${slot ? `${slotTimes(slot)}${note ? " open" : ""}` : "off"}${note}`;
}

/** Writes a shop's hours in canonical OSM `opening_hours` syntax; "" when the shop has no hours. */
export function toOsmHours(hours: {
  openingHours: OpeningHours;
  publicHolidayHours: PublicHolidayHours;
  hoursExceptions: HoursException[];
}): string {
  const rules: string[] = [];
  const groups = new Map<string, { days: number[]; wraps: boolean }>();
  DAYS.forEach((day, i) => {
    const slot = openSlot(hours.openingHours?.[day]);
    if (!slot) return;
    const times = slotTimes(slot);
    const group = groups.get(times) ?? { days: [], wraps: slot.close <= slot.open && slot.close > 0 };
    groups.set(times, { ...group, days: [...group.days, i] });
  });
  // After hours that run past midnight, the weekly rules are additional (","): in OSM a later
  // rule for the next day would otherwise take back the hours that ran into it.
  let wrapped = false;
  const weekly: string[] = [];
  for (const [times, { days, wraps }] of groups) {
    const rule = `${dayList(days)} ${times}`;
    if (wrapped && weekly.length) weekly[weekly.length - 1] += `, ${rule}`;
    else weekly.push(rule);
    wrapped ||= wraps;
  }
  rules.push(...weekly);
  const ph = hours.publicHolidayHours;
  if (ph === "closed") rules.push("PH off");
  else if (ph && ph !== "usual") {
    const slot = slotOf(ph.open, ph.close);
    rules.push(slot ? `PH ${slotTimes(slot)}` : "PH off");
  }
  const exceptions = (hours.hoursExceptions ?? [])
    .map((e, i) => ({ e, i }))
    .sort((a, b) => spanOf(b.e) - spanOf(a.e) || a.i - b.i);
  for (const { e } of exceptions) rules.push(exceptionRule(e));
  if (!rules.length) return Object.keys(hours.openingHours ?? {}).length ? "off" : "";
  const value = rules.join("; ");
  try {
    return withPlainDate(() => parseOsmHours(value, null).prettifyValue());
  } catch {
    return value;
  }
}
