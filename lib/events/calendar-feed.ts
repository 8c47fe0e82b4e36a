import { countySlug } from "@/lib/counties";
import { addDays } from "@/lib/time";

/**
 * The subscribable calendar of events (/events/calendar.ics, and ?county= for one county): a
 * rolling window rather than every upcoming event, so that the feed stays a size calendar apps
 * take at any number of shops (at 20,000 shops the events list holds about 500 events a month).
 * Calendar apps fetch it again every `refreshHours`, and the window moves on with them.
 */
export const CALENDAR_FEED = { days: 90, maxEvents: 500, refreshHours: 6 } as const;

/** The last start date the feed includes: today and the following CALENDAR_FEED.days days. */
export function calendarWindowEnd(today: string): string {
  return addDays(today, CALENDAR_FEED.days);
}

/** The feed's description (X-WR-CALDESC): what it holds, and that it was cut short when it was. */
export function calendarDescription({ place, shown, total }: { place: string; shown: number; total: number }): string {
  const scope = `Farm shop events ${place} in the next ${CALENDAR_FEED.days} days, soonest first.`;
  return shown < total
    ? `${scope} The first ${shown} of ${total}: the events list on the site has them all.`
    : scope;
}

/** The feed's file name, calendar name, description and refresh interval, for all of Ireland or one county. */
export function calendarFeedInfo(county: string | null, shown: number, total: number) {
  return {
    filename: county ? `farm-shop-events-${countySlug(county)}.ics` : "farm-shop-events-ireland.ics",
    name: county ? `Farm Shop Events – Co. ${county}` : "Farm Shop Events – Ireland",
    description: calendarDescription({ place: county ? `in Co. ${county}` : "across Ireland", shown, total }),
    refreshSeconds: CALENDAR_FEED.refreshHours * 3600,
  };
}
