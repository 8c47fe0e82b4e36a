// GET /api/farm-shops/facets – counts per county, product, service and type for the search parameters
import { apiRoute } from "@/lib/api/handler";
import { answerFacetsCall } from "@/lib/api/search";

export const GET = apiRoute((req) => answerFacetsCall(req.nextUrl.searchParams));
