/** Month names in addresses ("/in-season/june") and on the page, on the Irish clock. Pure. */
import { dublinToday, MONTH_NAMES } from "@/lib/time";

/** The month (1–12) of an address segment: the English name in lower case, nothing else. */
export function monthOfSlug(segment: string): number | null {
  const i = MONTH_NAMES.findIndex((m) => m.toLowerCase() === segment);
  return i === -1 ? null : i + 1;
}

/** A month as its address names it: "january" … "december" (the keys of messages' "Months" too). */
export type MonthSlug = Lowercase<(typeof MONTH_NAMES)[number]>;

export function monthSlug(month: number): MonthSlug {
  return (MONTH_NAMES[month - 1] ?? "January").toLowerCase() as MonthSlug;
}

export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? "January";
}

/** This month in Ireland (1–12). */
export function dublinMonth(now: Date = new Date()): number {
  return Number(dublinToday(now).slice(5, 7));
}

/**
 * The dates of the coming `month` on the Irish calendar (this month from today, a later month
 * this year, an earlier month next year), as YYYY-MM-DD.
 */
export function comingMonthDates(month: number, today: string = dublinToday()): string[] {
  const year = Number(today.slice(0, 4));
  const thisMonth = Number(today.slice(5, 7));
  const y = month < thisMonth ? year + 1 : year;
  const days = new Date(Date.UTC(y, month, 0)).getUTCDate();
  const first = month === thisMonth ? Number(today.slice(8, 10)) : 1;
  const mm = String(month).padStart(2, "0");
  return Array.from({ length: days - first + 1 }, (_, i) => `${y}-${mm}-${String(first + i).padStart(2, "0")}`);
}
