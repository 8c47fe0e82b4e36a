// GET /api/farm-shops/map?bbox=west,south,east,north&zoom=Z – the search's matches in the box as clustered GeoJSON
import { parseWith } from "@/lib/api/body";
import { apiRoute } from "@/lib/api/handler";
import { json, CACHE_PUBLIC } from "@/lib/api/respond";
import { mapClusters } from "@/lib/search/map";
import { mapParamsSchema } from "@/lib/search/map-params";
import { readSearchRequest } from "@/lib/search/request";

export const GET = apiRoute(async (req) => {
  const sp = req.nextUrl.searchParams;
  const { bbox, zoom } = parseWith(mapParamsSchema, { bbox: sp.get("bbox") ?? undefined, zoom: sp.get("zoom") ?? undefined });
  const { query } = readSearchRequest(sp);
  const answer = await mapClusters({ query, bbox, zoom });
  return json(answer, { cache: CACHE_PUBLIC, headers: { "X-Total-Count": String(answer.total) } });
});
