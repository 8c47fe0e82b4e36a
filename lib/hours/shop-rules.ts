/**
 * A shop's hours rules with its jurisdiction's public holidays attached, ready for the pure status
 * code on the server or in the browser. Built on the server: only the holidays from yesterday to
 * about a year ahead travel to the page, not the holiday calendars.
 */
import { addDays, dublinToday } from "@/lib/time";
import { holidayWindow, jurisdictionOf } from "./holidays";
import type { HoursException, HoursRules, OpeningHours, PublicHolidayHours } from "./types";

export type ShopHoursFields = {
  county: string;
  openingHours: OpeningHours | null;
  publicHolidayHours?: PublicHolidayHours | null;
  hoursExceptions?: HoursException[] | null;
  /** Non-null: the hours are not confirmed (the original text of hours the model cannot hold). */
  hoursAsPublished?: string | null;
};

export function shopHoursRules(shop: ShopHoursFields, today: string = dublinToday()): HoursRules {
  const yesterday = addDays(today, -1);
  return {
    weekly: shop.openingHours ?? {},
    publicHolidayHours: shop.publicHolidayHours ?? "usual",
    // Past special dates no longer matter to anyone (yesterday still can: a late opening).
    exceptions: (shop.hoursExceptions ?? []).filter((e) => e.to >= yesterday),
    holidays: holidayWindow(jurisdictionOf(shop.county), today),
    ...(shop.hoursAsPublished != null ? { unconfirmed: true } : {}),
  };
}
