import "server-only";
import { CACHE_TAGS } from "@/lib/cache/tags";
import * as q from "@/lib/db/queries/shops";
import { cachedRead, type Serialized } from "./cached";

/** Cached public reads of shops for server-rendered pages. */
export type PublicShop = Serialized<q.Shop>;
const tags = [CACHE_TAGS.shops];

export const getApprovedShops = cachedRead("shops:approved", tags, () => q.listApprovedShops());
export const getApprovedShopsPage = cachedRead("shops:approved-page", tags, (limit: number, offset: number) =>
  q.listApprovedShopsPage({ limit, offset }),
);
export const getApprovedShopCount = cachedRead("shops:count", tags, () => q.countApprovedShops());
export const getShopSitemapEntries = cachedRead("shops:sitemap", tags, (limit: number, offset: number) =>
  q.listShopSitemapEntries({ limit, offset }),
);
export const getFeaturedShops = cachedRead("shops:featured", tags, () => q.listFeaturedShops());
export const getCountyCounts = cachedRead("shops:county-counts", tags, () => q.countApprovedShopsByCounty());
export const searchApprovedShops = cachedRead("shops:search", tags, (query: string, county: string) =>
  q.searchShops({ q: query, county }),
);
/** The search page's results: at most SEARCH_RESULTS_MAX shops, and how many matched in all. */
export const SEARCH_RESULTS_MAX = 120;
export const searchApprovedShopsCapped = cachedRead(
  "shops:search-capped",
  tags,
  async (query: string, county: string, order: "name" | "county") => {
    const shops = await q.searchShopsPage({ q: query, county, order, limit: SEARCH_RESULTS_MAX + 1 });
    const total = shops.length > SEARCH_RESULTS_MAX ? await q.countSearchMatches({ q: query, county }) : shops.length;
    return { shops: shops.slice(0, SEARCH_RESULTS_MAX), total };
  },
);
export const getPublicShop = cachedRead("shops:one", tags, (idOrSlug: string) => q.getShopByIdOrSlug({ idOrSlug }));
/** Keyed by the Irish date, so that "upcoming" moves on at midnight even without a change. */
export const getShopIdsWithEvents = cachedRead("shops:with-events", [CACHE_TAGS.shops, CACHE_TAGS.events], (today: string) =>
  q.listShopIdsWithUpcomingEvents({ today }),
);
