import "server-only";
import { cachedRead } from "@/lib/cache/cached-read";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { publicShopCondition } from "@/lib/shops/conditions";
import { asksEveryPublicShop } from "./conditions";
import { facetRows, facetTotal } from "./facets";
import type { KeptTotal } from "./search";
import { publicMapExtent, publicWholeMap } from "./map";

/*
 * Reads that depend on the data alone, the same for every question that asks for every public
 * shop, kept in the data cache with the shops' tag as the home page's county counts are; every
 * other search is read afresh.
 */

/**
 * The facet pass over every public shop (facetCounts' rows for a search with no text and no filter
 * but county and type). At 20,000 shops the pass is an index-only scan of every public shop,
 * 5–7 ms alone and 19 ms a call among the long tail's ten connections, and one facets call in seven
 * asks it (`npm run bench:long-tail`); read from the cache, none of them reaches the database.
 */
export const getPublicFacetRows = cachedRead("search:public-facet-rows", [CACHE_TAGS.shops], () =>
  facetRows(publicShopCondition(), { withOther: true }),
);

/**
 * The total of a search with no text and no filter but county and type, from the kept pass above
 * (a count of every public shop is 3–5 ms at 20,000 shops; one search call in eight asks it).
 */
export const keptSearchTotal: KeptTotal = async (query) =>
  asksEveryPublicShop(query, ["county", "type"]) ? facetTotal(await getPublicFacetRows(), query) : null;

/**
 * The map of every public shop: the box around the shops, and their clusters at a zoom, for a map
 * view without a search that holds them all (the search page's first view of the whole country,
 * zoom 6-7 on a phone or a laptop). At 20,000 shops that grouping walks every shop on the map,
 * 11 ms alone (`npm run explain:search`, "map zoom 7 all Ireland"); views of a part of the country,
 * or with a search, are read afresh. Keyed by the whole zoom (at most 23).
 */
export const getPublicMapExtent = cachedRead("search:public-map-extent", [CACHE_TAGS.shops], () => publicMapExtent());
export const getPublicWholeMap = cachedRead("search:public-whole-map", [CACHE_TAGS.shops], (zoom: number) => publicWholeMap(zoom));
