/**
 * Which hours apply on one Irish calendar date. The precedence is: a special date (exception),
 * then a public holiday of the shop's jurisdiction, then the weekly timetable. Pure and
 * client-safe: the jurisdiction's holidays come in with the rules.
 */
import {
  DAYS,
  type Day,
  type DayHours,
  type HoursException,
  type HoursRules,
  type OpeningHours,
} from "./types";

/** Opening and closing minutes after midnight; a closing time at or before the opening time runs past midnight. */
export type Slot = { open: number; close: number; openText: string; closeText: string };

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
export function slotOf(open: string | undefined, close: string | undefined): Slot | null {
  const o = toMinutes(open);
  const c = toMinutes(close);
  if (o === null || c === null || !open || !close) return null;
  return { open: o, close: c, openText: open.trim(), closeText: close.trim() };
}

/** A day's weekly hours when it is an open day with usable times; null when closed or missing. */
export function openSlot(day: DayHours | undefined): Slot | null {
  if (!day || day.closed) return null;
  return slotOf(day.open, day.close);
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

/** "10:00–14:00" or "Closed": how one date's hours are written on the shop page. */
export function planText(plan: DayPlan): string {
  return plan.slot ? `${plan.slot.openText}–${plan.slot.closeText}` : "Closed";
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
