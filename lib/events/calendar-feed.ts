import { countySlug } from "@/lib/counties";

/**
 * The subscribable calendar of events (/events/calendar.ics, and ?county= for one county): what the
 * events list shows, every upcoming event (running or to come), soonest first, but at most
 * `maxEvents`, so that the feed stays a size calendar apps take at any number of shops (at 20,000
 * shops all of Ireland has about 2,000 upcoming events, a county about 60: a county's feed holds
 * them all). Calendar apps fetch it again every `refreshHours`, and the feed moves on with them.
 */
export const CALENDAR_FEED = { maxEvents: 500, refreshHours: 6 } as const;

/** The feed's description (X-WR-CALDESC): what it holds, and that it was cut short when it was. */
export function calendarDescription({ place, shown, total }: { place: string; shown: number; total: number }): string {
  const scope = `Upcoming farm shop events ${place}, soonest first.`;
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
