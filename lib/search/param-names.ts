/**
 * The names of a shop search's parameters (lib/search/params.ts validates their values), on the
 * /search page and the search API. Free of imports: the route table (lib/routes/table.ts) lists
 * them as the search page's query parameters.
 */
export const SEARCH_PARAM_NAMES = ["q", "county", "products", "services", "type", "openNow", "openAt", "near", "radiusKm", "sort", "limit", "offset"] as const;

export type SearchParamName = (typeof SEARCH_PARAM_NAMES)[number];
