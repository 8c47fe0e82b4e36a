import "server-only";
import { cachedRead } from "@/lib/cache/cached-read";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { publicShopCondition } from "@/lib/shops/conditions";
import { facetRows } from "./facets";

/**
 * The facet pass over every public shop (facetCounts' rows for a search with no text and no filter
 * but county and type), the same for every such question: kept in the data cache with the shops'
 * tag, as the home page's county counts are. At 20,000 shops the pass is an index-only scan of
 * every public shop, 5–7 ms alone and 19 ms a call among the long tail's ten connections, and one
 * facets call in seven asks it (`npm run bench:long-tail`); read from the cache, none of them
 * reaches the database. Searches with any other condition are read afresh.
 */
export const getPublicFacetRows = cachedRead("search:public-facet-rows", [CACHE_TAGS.shops], () =>
  facetRows(publicShopCondition(), { withOther: true }),
);
