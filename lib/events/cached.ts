import "server-only";
import { CACHE_TAGS } from "@/lib/cache/tags";
import * as q from "@/lib/events/queries";
import { cachedRead, type Serialized } from "@/lib/cache/cached-read";

/** Cached public reads of events, keyed by the Irish date so that "upcoming" moves on at midnight. */
export type PublicEvent = Serialized<q.EventWithShop>;
const tags = [CACHE_TAGS.events, CACHE_TAGS.shops];

export const getUpcomingEvents = cachedRead("events:upcoming", tags, (today: string) => q.listUpcomingEvents({ today }));
/** One page of upcoming events (county: a county name, or null for all); keyed by date, county and page. */
export const getUpcomingEventsPage = cachedRead("events:upcoming-page", tags, (today: string, county: string | null, limit: number, offset: number) =>
  q.listUpcomingEventsPage({ today, county, limit, offset }),
);
export const getUpcomingEventCounts = cachedRead("events:upcoming-counts", tags, (today: string) => q.countUpcomingEventsByCounty({ today }));
export const getFeaturedEvents = cachedRead("events:featured", tags, (today: string) => q.listFeaturedEvents({ today }));
export const getShopUpcomingEvents = cachedRead("events:shop-upcoming", tags, (shopId: string, today: string) =>
  q.listShopUpcomingEvents({ shopId, today }),
);
export const getPublicEvent = cachedRead("events:one", tags, (id: string) => q.getEventById({ id }));
