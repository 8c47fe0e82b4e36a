/**
 * A shop's hours rules with its jurisdiction's public holidays attached, ready for the pure status
 * code on the server or in the browser. Built on the server: only the holidays from yesterday to
 * about a year ahead travel to the page, not the holiday calendars.
 */
import { addDays, dublinToday } from "@/lib/time";
import { holidayWindow, jurisdictionOf } from "./holidays";
import {
  DAYS,
  type HoursException,
  type HoursRules,
  type OpeningHours,
  type PublicHolidayHours,
} from "./types";

export type ShopHoursFields = {
  county: string;
  openingHours: OpeningHours | null;
  publicHolidayHours?: PublicHolidayHours | null;
  hoursExceptions?: HoursException[] | null;
  /** Non-null: the hours are not confirmed (the original text of hours the model cannot hold). */
  hoursAsPublished?: string | null;
};

/**
 * Hours that say nothing: no day of the week given, the usual hours on holidays and no special
 * date (an import whose file has no opening_hours, as most OpenStreetMap farms have none). Such
 * a shop is not closed every day, its hours are unknown: not confirmed, like hours as published.
 * Seven days marked closed are hours (closed every day), and so is a day given or a special date.
 */
export function givesNoHours(
  shop: Pick<ShopHoursFields, "openingHours" | "publicHolidayHours" | "hoursExceptions">,
): boolean {
  const weekly = shop.openingHours ?? {};
  return (
    !DAYS.some((d) => weekly[d]) &&
    (shop.publicHolidayHours ?? "usual") === "usual" &&
    !shop.hoursExceptions?.length
  );
}

export function shopHoursRules(shop: ShopHoursFields, today: string = dublinToday()): HoursRules {
  const yesterday = addDays(today, -1);
  // Past special dates no longer matter to anyone (yesterday still can: a late opening).
  const exceptions = (shop.hoursExceptions ?? []).filter((e) => e.to >= yesterday);
  const unconfirmed =
    shop.hoursAsPublished != null || givesNoHours({ ...shop, hoursExceptions: exceptions });
  return {
    weekly: shop.openingHours ?? {},
    publicHolidayHours: shop.publicHolidayHours ?? "usual",
    exceptions,
    holidays: holidayWindow(jurisdictionOf(shop.county), today),
    ...(unconfirmed ? { unconfirmed: true } : {}),
  };
}
