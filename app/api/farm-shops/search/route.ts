// GET /api/farm-shops/search – a page of approved shops matching the search parameters; the total in X-Total-Count
import { apiRoute } from "@/lib/api/handler";
import { answerSearchCall } from "@/lib/search/api";

// Not in the Next.js data cache (visitors' free text must not grow it): lib/search/cache.ts keeps a
// minute of answers, and the proxy sends a kept one before this handler runs.
export const GET = apiRoute((req) => answerSearchCall(req.nextUrl.searchParams));
