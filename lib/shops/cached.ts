import "server-only";
import { CACHE_TAGS } from "@/lib/cache/tags";
import * as q from "@/lib/shops/queries";
import { countyListing } from "@/lib/search/county";
import { cachedRead, type Serialized } from "@/lib/cache/cached-read";

/** Cached public reads of shops for server-rendered pages (the proxy's one read is in closed.ts). */
export type PublicShop = Serialized<q.Shop>;
const tags = [CACHE_TAGS.shops];

export const getApprovedShopsPage = cachedRead("shops:approved-page", tags, (limit: number, offset: number) =>
  q.listApprovedShopsPage({ limit, offset }),
);
export const getApprovedShopCount = cachedRead("shops:count", tags, () => q.countApprovedShops());
export const getShopSitemapEntries = cachedRead("shops:sitemap", tags, (limit: number, offset: number) =>
  q.listShopSitemapEntries({ limit, offset }),
);
export const getFeaturedShops = cachedRead("shops:featured", tags, () => q.listFeaturedShops());
export const getCountyCounts = cachedRead("shops:county-counts", tags, () => q.countApprovedShopsByCounty());
/** A county page without a search (the cached landing page and its sorts and pages). */
export const getCountyListing = cachedRead(
  "shops:county-listing",
  tags,
  (county: string, sort: "name" | "town" | "featured", page: number) => countyListing({ county, q: "", sort, page }),
);
export const getPublicShop = cachedRead("shops:one", tags, (idOrSlug: string) => q.getShopByIdOrSlug({ idOrSlug }));
/** Keyed by the Irish date, so that "upcoming" moves on at midnight even without a change. */
export const getShopIdsWithEvents = cachedRead("shops:with-events", [CACHE_TAGS.shops, CACHE_TAGS.events], (today: string) =>
  q.listShopIdsWithUpcomingEvents({ today }),
);
/** An approved shop whether or not it has closed (the closed page names it). */
export const getShopIncludingClosed = cachedRead("shops:one-or-closed", tags, (idOrSlug: string) =>
  q.getShopByIdOrSlug({ idOrSlug, includeClosed: true }),
);
