/**
 * The names of a shop search's parameters (lib/search/params.ts validates their values), on the
 * /search page and the search API, and their fixed values and bounds. Free of imports: the route
 * table (lib/routes/table.ts) lists the names as the search page's query parameters, and client
 * code reads the rest without the schema.
 */
export const SEARCH_PARAM_NAMES = ["q", "county", "products", "services", "type", "openNow", "openAt", "near", "radiusKm", "sort", "limit", "offset"] as const;

export type SearchParamName = (typeof SEARCH_PARAM_NAMES)[number];

export const SEARCH_SORTS = ["relevance", "name", "county", "distance", "featured"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_PAGE_DEFAULT = 24;
export const SEARCH_PAGE_MAX = 100;
export const RADIUS_MAX_KM = 500;
/** Parameters that may be given more than once (each value one filter). */
export const REPEATABLE = ["county", "products", "services", "type"] as const;

/** The longest search text the search reads (params.ts refuses more): the boxes take no more. */
export const SEARCH_TEXT_MAX = 200;
