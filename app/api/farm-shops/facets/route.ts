// GET /api/farm-shops/facets – counts per county, product, service and type for the search parameters
import { apiRoute } from "@/lib/api/handler";
import { publicJson } from "@/lib/api/respond";
import { facetCounts } from "@/lib/search/facets";
import { readSearchRequest } from "@/lib/search/request";

export const GET = apiRoute(async (req) => {
  const { query } = readSearchRequest(req.nextUrl.searchParams);
  return publicJson(await facetCounts({ query }));
});
