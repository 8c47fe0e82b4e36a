// GET /api/farm-shops/search – a page of approved shops matching the search parameters; the total in X-Total-Count
import { apiRoute } from "@/lib/api/handler";
import { json, CACHE_PUBLIC } from "@/lib/api/respond";
import { readSearchRequest } from "@/lib/search/request";
import { searchShops } from "@/lib/search/search";

// Not a cached read: visitors' free text must not grow the data cache without bound.
export const GET = apiRoute(async (req) => {
  const { params, query, order } = readSearchRequest(req.nextUrl.searchParams);
  const page = await searchShops({ query, order, limit: params.limit, offset: params.offset });
  const headers: Record<string, string> = { "X-Total-Count": String(page.total) };
  // ASCII only in a header: the corrected words are folded letters.
  if (page.didYouMean) headers["X-Did-You-Mean"] = encodeURIComponent(page.didYouMean);
  return json(page.shops, { cache: CACHE_PUBLIC, headers });
});
