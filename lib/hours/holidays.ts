/**
 * Public holidays of the two jurisdictions of the island, from the maintained `date-holidays`
 * calendars: IE for the 26 counties of the Republic, GB/NIR for the 6 of Northern Ireland.
 *
 * Server code only: the calendar data of every country is large, so pages pass a shop's holidays
 * for the coming year to the browser (see `shopHoursRules`) rather than importing this there.
 */
import Holidays from "date-holidays";
import { isNorthernIreland } from "@/lib/counties";
import { addDays } from "@/lib/time";
import type { Jurisdiction, PublicHoliday } from "./types";

export const JURISDICTIONS: readonly Jurisdiction[] = ["ROI", "NI"];

export function jurisdictionOf(county: string): Jurisdiction {
  return isNorthernIreland(county) ? "NI" : "ROI";
}

const calendars: Record<Jurisdiction, Holidays> = {
  ROI: new Holidays("IE"),
  NI: new Holidays("GB", "NIR"),
};

/**
 * The Republic's bank holidays as people in Ireland name them: date-holidays calls them by their
 * date ("First Monday in May"), which nobody says.
 */
const COMMON_NAMES: Readonly<Record<string, string>> = {
  "First Monday in May": "May Bank Holiday",
  "First Monday in June": "June Bank Holiday",
  "First Monday in August": "August Bank Holiday",
  "Last Monday in October": "October Bank Holiday",
};

/** "St. Stephen’s Day" → "St Stephen's Day": the way the names are written across the site. */
function tidyName(name: string): string {
  const tidy = name.replace(/\bSt\. /g, "St ").replace(/[’‘]/g, "'");
  return COMMON_NAMES[tidy] ?? tidy;
}

const byYear = new Map<string, PublicHoliday[]>();

/**
 * The public holidays of one year, in date order. Only type `public` counts: in the IE calendar
 * Good Friday and the Monday after a weekend St Stephen's Day are `bank` days (not public
 * holidays in the Republic), while GB/NIR lists its substitute weekdays as `public`.
 */
export function publicHolidaysOfYear(jurisdiction: Jurisdiction, year: number): PublicHoliday[] {
  const key = `${jurisdiction}:${year}`;
  let list = byYear.get(key);
  if (!list) {
    const seen = new Set<string>();
    list = [];
    for (const h of calendars[jurisdiction].getHolidays(year)) {
      const date = h.date.slice(0, 10);
      if (h.type !== "public" || seen.has(date)) continue;
      seen.add(date);
      list.push({ date, name: tidyName(h.name) });
    }
    list.sort((a, b) => a.date.localeCompare(b.date));
    byYear.set(key, list);
  }
  return list;
}

/** Public holidays from `from` to `to` inclusive (YYYY-MM-DD), in date order. */
export function publicHolidaysBetween(
  jurisdiction: Jurisdiction,
  from: string,
  to: string,
): PublicHoliday[] {
  const out: PublicHoliday[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const h of publicHolidaysOfYear(jurisdiction, year))
      if (h.date >= from && h.date <= to) out.push(h);
  }
  return out;
}

/** The holiday's name when `date` is a public holiday of the jurisdiction. */
export function publicHolidayOn(jurisdiction: Jurisdiction, date: string): string | null {
  return publicHolidaysBetween(jurisdiction, date, date)[0]?.name ?? null;
}

const windows = new Map<string, PublicHoliday[]>();

/**
 * The holidays a page hands to the browser: from yesterday (late openings) to about a year ahead.
 * One shared list per jurisdiction and day, so that a page of cards serialises it once.
 */
export function holidayWindow(
  jurisdiction: Jurisdiction,
  today: string,
  days = 400,
): PublicHoliday[] {
  const key = `${jurisdiction}:${today}:${days}`;
  let list = windows.get(key);
  if (!list) {
    if (windows.size > 64) windows.clear();
    list = publicHolidaysBetween(jurisdiction, addDays(today, -1), addDays(today, days));
    windows.set(key, list);
  }
  return list;
}
