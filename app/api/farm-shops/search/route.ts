// GET /api/farm-shops/search – a page of approved shops matching the search parameters; the total in X-Total-Count
import { apiRoute } from "@/lib/api/handler";
import { encodedJson, CACHE_PUBLIC } from "@/lib/api/respond";
import { readSearchRequest } from "@/lib/search/request";
import { searchShopsEncoded } from "@/lib/search/search";

// Not in the Next.js data cache (visitors' free text must not grow it): lib/search/cache.ts keeps a minute of answers.
export const GET = apiRoute(async (req) => {
  const { params, query, order } = readSearchRequest(req.nextUrl.searchParams);
  const page = await searchShopsEncoded({ query, order, limit: params.limit, offset: params.offset });
  const headers: Record<string, string> = { "X-Total-Count": String(page.total) };
  // ASCII only in a header: the corrected words are folded letters.
  if (page.didYouMean) headers["X-Did-You-Mean"] = encodeURIComponent(page.didYouMean);
  return encodedJson(page.body, { cache: CACHE_PUBLIC, headers });
});
