/**
 * Which hours apply on one Irish calendar date. The precedence is: a special date (exception),
 * then a public holiday of the shop's jurisdiction, then the weekly timetable. Pure and
 * client-safe: the jurisdiction's holidays come in with the rules.
 */
import {
  DAYS,
  type Day,
  type DayHours,
  type HoursBreak,
  type HoursException,
  type HoursRules,
  type OpeningHours,
} from "./types";

/** A break inside a day's hours, in minutes after that day's midnight: closed strictly between them. */
export type SlotBreak = { from: number; to: number; fromText: string; toText: string };

/**
 * Opening and closing minutes after midnight; a closing time at or before the opening time runs
 * past midnight. `breaks` are the usable breaks of the day, sorted (see slotBreaks).
 */
export type Slot = { open: number; close: number; openText: string; closeText: string; breaks: SlotBreak[] };

export type DayPlan = {
  date: string;
  slot: Slot | null;
  source: "exception" | "holiday" | "weekly";
  exception?: HoursException;
  holiday?: string;
};

/** "HH:MM" → minutes after midnight, or null for anything else (blank, malformed). */
export function toMinutes(time: string | null | undefined): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(time?.trim() ?? "");
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h <= 23 && min <= 59 ? h * 60 + min : null;
}

/** A pair of times as a slot, or null when either is blank or malformed. */
export function slotOf(
  open: string | undefined,
  close: string | undefined,
  breaks?: readonly HoursBreak[] | null,
): Slot | null {
  const o = toMinutes(open);
  const c = toMinutes(close);
  if (o === null || c === null || !open || !close) return null;
  return { open: o, close: c, openText: open.trim(), closeText: close.trim(), breaks: slotBreaks(o, c, breaks) };
}

/** The minute a slot closes, counted from its day's midnight (past 1440 when it runs past midnight). */
export function slotEnd(slot: { open: number; close: number }): number {
  return slot.close > slot.open ? slot.close : slot.close + 1440;
}

/**
 * The breaks that count: both times valid, `from` before `to`, strictly inside the day's hours
 * (after the opening, before midnight and before the closing). Anything else (a hand-written or
 * malformed entry; the forms and the API refuse them) is ignored, in the SQL as here. Sorted.
 */
export function slotBreaks(open: number, close: number, breaks: readonly HoursBreak[] | null | undefined): SlotBreak[] {
  if (!Array.isArray(breaks)) return [];
  const end = slotEnd({ open, close });
  const out: SlotBreak[] = [];
  for (const b of breaks) {
    if (!b || typeof b !== "object" || typeof b.from !== "string" || typeof b.to !== "string") continue;
    const from = toMinutes(b.from);
    const to = toMinutes(b.to);
    if (from === null || to === null || !(open < from && from < to && to < end)) continue;
    out.push({ from, to, fromText: b.from.trim(), toText: b.to.trim() });
  }
  return out.sort((a, b) => a.from - b.from || a.to - b.to);
}

/**
 * The open stretches of a slot as [first, last] minutes after its day's midnight, both counting
 * as open (the last one past 1440 when the hours run past midnight): the hours without the
 * inside of its breaks, whose own two minutes count as open like an opening and a closing.
 */
export function slotPieces(slot: Slot): [number, number][] {
  const pieces: [number, number][] = [];
  let start = slot.open;
  for (const b of slot.breaks) {
    if (b.from > start) pieces.push([start, b.from]);
    start = Math.max(start, b.to);
  }
  pieces.push([start, slotEnd(slot)]);
  return pieces;
}

/** A day's weekly hours when it is an open day with usable times; null when closed or missing. */
export function openSlot(day: DayHours | undefined): Slot | null {
  if (!day || day.closed) return null;
  return slotOf(day.open, day.close, day.breaks);
}

/** The weekday of a YYYY-MM-DD calendar date. */
export function weekdayOf(isoDate: string): Day {
  const sundayFirst = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return DAYS[(sundayFirst + 6) % 7] ?? "monday";
}

/** Days from `from` to `to` (YYYY-MM-DD), 0 for the same day. */
function spanDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The special date that governs `date`. When entries overlap, the narrowest range wins (a one-off
 * day inside a season is the more specific statement), and between equally wide ranges the later
 * entry in the list wins (the one added last).
 */
export function exceptionOn(
  exceptions: readonly HoursException[],
  date: string,
): HoursException | undefined {
  let best: HoursException | undefined;
  let bestSpan = Infinity;
  for (const e of exceptions) {
    if (e.from > date || e.to < date) continue;
    const span = spanDays(e.from, e.to);
    if (span <= bestSpan) {
      best = e;
      bestSpan = span;
    }
  }
  return best;
}

/** Date → holiday name, built once per rule set (the list is short; the lookups are many). */
const holidayMaps = new WeakMap<HoursRules["holidays"], Map<string, string>>();
function holidayName(rules: HoursRules, date: string): string | undefined {
  let map = holidayMaps.get(rules.holidays);
  if (!map) {
    map = new Map(rules.holidays.map((h) => [h.date, h.name]));
    holidayMaps.set(rules.holidays, map);
  }
  return map.get(date);
}

/** The hours that apply on `date` and why. */
export function dayPlan(rules: HoursRules, date: string): DayPlan {
  const exception = exceptionOn(rules.exceptions, date);
  if (exception) {
    const slot = exception.closed !== false ? null : slotOf(exception.open, exception.close);
    return { date, slot, source: "exception", exception };
  }
  const holiday = holidayName(rules, date);
  if (holiday && rules.publicHolidayHours !== "usual") {
    const h = rules.publicHolidayHours;
    const slot = h === "closed" ? null : slotOf(h.open, h.close);
    return { date, slot, source: "holiday", holiday };
  }
  return {
    date,
    slot: openSlot(rules.weekly[weekdayOf(date)]),
    source: "weekly",
    ...(holiday ? { holiday } : {}),
  };
}

/** Weekly hours alone (callers that have no holidays or special dates) as a rule set without them. */
export function toRules(input: OpeningHours | HoursRules | null | undefined): HoursRules {
  if (input && "weekly" in input && "exceptions" in input) return input as HoursRules;
  return {
    weekly: (input as OpeningHours | null | undefined) ?? {},
    publicHolidayHours: "usual",
    exceptions: [],
    holidays: [],
  };
}

/** Minutes after midnight as "HH:MM" (past 1440: the time on the next day). */
export function minutesText(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

/**
 * "08:00–12:30, 14:00–18:00": a slot's hours as written on the shop page, its breaks left out
 * (`dash` between a stretch's two times: the weekly table writes "08:00 - 12:30").
 */
export function slotText(slot: Slot, dash = "–"): string {
  const end = slotEnd(slot);
  const text = (m: number) => (m === slot.open ? slot.openText : m === end ? slot.closeText : minutesText(m));
  return slotPieces(slot)
    .map(([a, b]) => `${text(a)}${dash}${text(b)}`)
    .join(", ");
}

/**
 * Open around the clock: opening and closing at the same minute with no break (an import's "24/7",
 * held as 00:00-00:00, runs past midnight into the next day's same minute).
 */
export function isAllDay(slot: Slot): boolean {
  return slot.open === slot.close && slot.breaks.length === 0;
}

/** "10:00–14:00", "Open 24 hours" or "Closed": how one date's hours are written on the shop page. */
export function planText(plan: DayPlan): string {
  return plan.slot ? (isAllDay(plan.slot) ? "Open 24 hours" : slotText(plan.slot)) : "Closed";
}

/** Why today is not the weekly timetable, as shown beside the status; null when it is. */
export function planReason(plan: DayPlan): string | null {
  if (plan.source === "exception") {
    const note = plan.exception?.note?.trim();
    if (!plan.slot) return note ? `Closed today · ${note}` : "Closed today · Special closure";
    return `Special hours today: ${planText(plan)}${note ? ` (${note})` : ""}`;
  }
  if (plan.source === "holiday") {
    if (!plan.slot) return `Closed today · ${plan.holiday}`;
    return `Holiday hours today: ${planText(plan)} (${plan.holiday})`;
  }
  return null;
}
