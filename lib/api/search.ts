import "server-only";
import { parseWith } from "@/lib/validation/parse";
import { CACHE_PUBLIC } from "./respond";
import { getPublicFacetRows, getPublicMapExtent, getPublicWholeMap, keptSearchTotal } from "@/lib/search/cached";
import { facetCounts } from "@/lib/search/facets";
import { mapClusters } from "@/lib/search/map";
import { rawSearchParams } from "@/lib/search/addresses";
import { mapParamsSchema } from "@/lib/search/map-params";
import { readSearchRequest } from "@/lib/search/request";
import { searchShopsJson } from "@/lib/search/search";

/**
 * The three public search calls (/api/farm-shops/search, /facets, /map) as HTTP answers. Each
 * call reads the database afresh: the queries are bounded for any question (one indexed pass per
 * answer), so no answer is kept in memory; `Cache-Control` lets a CDN or the browser keep them.
 * The reads kept are those that depend on the data alone: the facet pass over every public shop
 * and the map of the whole country without a search (lib/search/cached.ts).
 */

/** A public JSON answer from its text. */
function jsonText(body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { headers: { "Content-Type": "application/json", "Cache-Control": CACHE_PUBLIC, ...headers } });
}

const json = (value: unknown, headers: Record<string, string> = {}) => jsonText(JSON.stringify(value), headers);

/** GET /api/farm-shops/search: validates the parameters (400 with a message), then one page and its total. */
export async function answerSearchCall(params: URLSearchParams): Promise<Response> {
  const { params: parsed, query, order } = readSearchRequest(params);
  // Each shop as JSON text built by Postgres (shopJson, lib/shops/queries.ts), sent as it is.
  const page = await searchShopsJson({ query, order, limit: parsed.limit, offset: parsed.offset, keptTotal: keptSearchTotal });
  const headers: Record<string, string> = { "X-Total-Count": String(page.total), "Access-Control-Expose-Headers": "X-Total-Count, X-Did-You-Mean" };
  // ASCII only in a header: the corrected words are folded letters.
  if (page.didYouMean) headers["X-Did-You-Mean"] = encodeURIComponent(page.didYouMean);
  return jsonText(`[${page.shops.join(",")}]`, headers);
}

/** GET /api/farm-shops/facets: the counts per filter value for the search parameters. */
export async function answerFacetsCall(params: URLSearchParams): Promise<Response> {
  return json(await facetCounts({ query: readSearchRequest(params).query, everyPublicShop: getPublicFacetRows }));
}

/** GET /api/farm-shops/map: the clusters of the matches inside a box at a zoom. */
export async function answerMapCall(params: URLSearchParams): Promise<Response> {
  // As every other parameter that is not repeatable: a repeated one keeps its last value.
  const raw = rawSearchParams(params);
  const { bbox, zoom } = parseWith(mapParamsSchema, { bbox: raw.bbox, zoom: raw.zoom });
  const wholeMap = { extent: getPublicMapExtent, at: getPublicWholeMap };
  const clusters = await mapClusters({ query: readSearchRequest(params).query, bbox, zoom, wholeMap });
  return json(clusters, { "X-Total-Count": String(clusters.total), "Access-Control-Expose-Headers": "X-Total-Count" });
}
