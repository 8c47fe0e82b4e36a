import "server-only";
import { CACHE_TAGS } from "@/lib/cache/tags";
import * as q from "@/lib/events/queries";
import { cachedRead, type Serialized } from "@/lib/cache/cached-read";
import { CALENDAR_FEED, calendarFeedInfo } from "@/lib/events/calendar-feed";
import { calendarText } from "@/lib/ical-response";

/** Cached public reads of events, keyed by the Irish date so that "upcoming" moves on at midnight. */
export type PublicEvent = Serialized<q.EventWithShop>;
const tags = [CACHE_TAGS.events, CACHE_TAGS.shops];

export const getUpcomingEvents = cachedRead("events:upcoming", tags, (today: string) => q.listUpcomingEvents({ today }));
/** One page of upcoming events (county: a county name, or null for all); keyed by date, county and page. */
export const getUpcomingEventsPage = cachedRead("events:upcoming-page", tags, (today: string, county: string | null, limit: number, offset: number) =>
  q.listUpcomingEventsPage({ today, county, limit, offset }),
);
/**
 * The calendar feed (lib/events/calendar-feed.ts) of all of Ireland or one county (its name): the
 * upcoming events, soonest first, at most CALENDAR_FEED.maxEvents. Kept as
 * its finished text: writing 500 events takes the calendar library about 0.2 s.
 */
export const getCalendarFeed = cachedRead("events:calendar-feed", tags, async (today: string, county: string | null) => {
  const { events, total } = await q.listUpcomingEventsPage({
    today,
    county,
    limit: CALENDAR_FEED.maxEvents,
    offset: 0,
  });
  const info = calendarFeedInfo(county, events.length, total);
  return { filename: info.filename, text: calendarText(events, info) };
});
export const getUpcomingEventCounts = cachedRead("events:upcoming-counts", tags, (today: string) => q.countUpcomingEventsByCounty({ today }));
export const getFeaturedEvents = cachedRead("events:featured", tags, (today: string) => q.listFeaturedEvents({ today }));
export const getShopUpcomingEvents = cachedRead("events:shop-upcoming", tags, (shopId: string, today: string) =>
  q.listShopUpcomingEvents({ shopId, today }),
);
export const getPublicEvent = cachedRead("events:one", tags, (id: string) => q.getEventById({ id }));
