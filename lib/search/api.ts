import "server-only";
import { parseWith } from "@/lib/api/body";
import { CACHE_PUBLIC } from "@/lib/api/respond";
import { cachedSearchRead, keptAnswer } from "./cache";
import { facetCounts } from "./facets";
import { mapClusters } from "./map";
import { mapParamsSchema } from "./map-params";
import { readSearchRequest } from "./request";
import { searchShops } from "./search";

/**
 * The three public search calls (/api/farm-shops/search, /facets, /map) as HTTP answers: each
 * answer is kept encoded, with its headers, for the search's minute of memory (cache.ts). A
 * repeated call then costs neither the database nor JSON encoding, and the proxy sends a kept
 * answer before the route handler runs at all: at ten visitors at once on two cores, the route
 * handler's own work per call was most of what a kept answer cost.
 */

/** A call's answer as it is sent: the JSON body and its headers besides the common ones. */
export type SearchApiAnswer = { body: Uint8Array<ArrayBuffer>; headers: Record<string, string> };

type Call<A> = { kind: string; read: (params: URLSearchParams) => A; answer: (args: A) => Promise<SearchApiAnswer> };

const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

const search: Call<ReturnType<typeof readSearchCall>> = {
  kind: "api:search",
  read: readSearchCall,
  async answer(args) {
    const page = await searchShops(args);
    const headers: Record<string, string> = { "X-Total-Count": String(page.total) };
    // ASCII only in a header: the corrected words are folded letters.
    if (page.didYouMean) headers["X-Did-You-Mean"] = encodeURIComponent(page.didYouMean);
    return { body: encode(page.shops), headers };
  },
};

const facets: Call<ReturnType<typeof readFacetsCall>> = {
  kind: "api:facets",
  read: readFacetsCall,
  answer: async (args) => ({ body: encode(await facetCounts(args)), headers: {} }),
};

const map: Call<ReturnType<typeof readMapCall>> = {
  kind: "api:map",
  read: readMapCall,
  async answer(args) {
    const clusters = await mapClusters(args);
    return { body: encode(clusters), headers: { "X-Total-Count": String(clusters.total) } };
  },
};

/** The calls by path, as the proxy looks them up (it only reads parameters and kept answers). */
const CALLS: Record<string, Pick<Call<unknown>, "kind" | "read"> | undefined> = {
  "/api/farm-shops/search": search,
  "/api/farm-shops/facets": facets,
  "/api/farm-shops/map": map,
};

function readSearchCall(params: URLSearchParams) {
  const { params: parsed, query, order } = readSearchRequest(params);
  return { query, order, limit: parsed.limit, offset: parsed.offset };
}

function readFacetsCall(params: URLSearchParams) {
  return { query: readSearchRequest(params).query };
}

function readMapCall(params: URLSearchParams) {
  const { bbox, zoom } = parseWith(mapParamsSchema, { bbox: params.get("bbox") ?? undefined, zoom: params.get("zoom") ?? undefined });
  return { query: readSearchRequest(params).query, bbox, zoom };
}

function respond({ body, headers }: SearchApiAnswer): Response {
  return new Response(body, { headers: { "Content-Type": "application/json", "Cache-Control": CACHE_PUBLIC, ...headers } });
}

/** The route handler's answer: validates the parameters (400 with a message), then answers, kept or fresh. */
async function answerCall<A>(call: Call<A>, params: URLSearchParams): Promise<Response> {
  const args = call.read(params);
  return respond(await cachedSearchRead(call.kind, args, () => call.answer(args)));
}

export const answerSearchCall = (params: URLSearchParams) => answerCall(search, params);
export const answerFacetsCall = (params: URLSearchParams) => answerCall(facets, params);
export const answerMapCall = (params: URLSearchParams) => answerCall(map, params);

/**
 * For the proxy: the kept answer to this call, or null when there is none (another address, bad
 * parameters, not asked in the last minute, or still being read). The route handler answers those.
 */
export async function keptSearchCallResponse(pathname: string, params: URLSearchParams): Promise<Response | null> {
  const call = CALLS[pathname];
  if (!call) return null;
  let args: unknown;
  try {
    args = call.read(params);
  } catch {
    return null;
  }
  const kept = await keptAnswer<SearchApiAnswer>(call.kind, args);
  return kept ? respond(kept) : null;
}
