/**
 * What the shop page lists beside the weekly hours, and what its structured data carries: the
 * special dates of the coming weeks and the next public holidays, each with the shop's hours that
 * day (the full precedence: a special date can override a holiday).
 */
import { addDays } from "@/lib/time";
import { dayPlan, planText } from "./rules";
import { dayAndDate } from "./status";
import type { HoursRules } from "./types";

export const SPECIAL_DATES_DAYS = 60;
export const NEXT_HOLIDAYS = 3;

export type UpcomingDay = {
  /** First and last date of the entry (the same for one day), YYYY-MM-DD. */
  from: string;
  to: string;
  /** "Thursday 24 December" or "Thursday 24 December – Saturday 2 January". */
  when: string;
  /** "10:00–14:00" or "Closed". */
  hours: string;
  opens: string | null;
  closes: string | null;
  /** The note of a special date, or the name of a holiday. */
  label: string | null;
};

const when = (from: string, to: string) =>
  from === to ? dayAndDate(from) : `${dayAndDate(from)} – ${dayAndDate(to)}`;

/** Special dates that touch the next 60 days (today included), in date order. */
export function upcomingSpecialDates(
  rules: HoursRules,
  today: string,
  days = SPECIAL_DATES_DAYS,
): UpcomingDay[] {
  const last = addDays(today, days);
  return rules.exceptions
    .filter((e) => e.to >= today && e.from <= last)
    .sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to))
    .map((e) => {
      const open = !e.closed && e.open && e.close;
      return {
        from: e.from,
        to: e.to,
        when: when(e.from, e.to),
        hours: open ? `${e.open}–${e.close}` : "Closed",
        opens: open ? (e.open ?? null) : null,
        closes: open ? (e.close ?? null) : null,
        label: e.note?.trim() || null,
      };
    });
}

/**
 * The next public holidays of the shop's jurisdiction (today included) with the shop's hours on
 * each; none when the hours are not confirmed (they would read "Closed" from hours nobody gave).
 */
export function nextPublicHolidays(
  rules: HoursRules,
  today: string,
  count = NEXT_HOLIDAYS,
): UpcomingDay[] {
  if (rules.unconfirmed) return [];
  return rules.holidays
    .filter((h) => h.date >= today)
    .slice(0, count)
    .map((h) => {
      const plan = dayPlan(rules, h.date);
      return {
        from: h.date,
        to: h.date,
        when: dayAndDate(h.date),
        hours: planText(plan),
        opens: plan.slot?.openText ?? null,
        closes: plan.slot?.closeText ?? null,
        label: h.name,
      };
    });
}
