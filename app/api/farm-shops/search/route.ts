// GET /api/farm-shops/search – a page of approved shops matching the search parameters; the total in X-Total-Count
import { apiRoute } from "@/lib/api/handler";
import { answerSearchCall } from "@/lib/api/search";

// Read afresh each time (visitors' free text must not grow any cache); the query is bounded for any question.
export const GET = apiRoute((req) => answerSearchCall(req.nextUrl.searchParams));
