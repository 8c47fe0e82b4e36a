// GET /api/farm-shops/map?bbox=west,south,east,north&zoom=Z – the search's matches in the box as clustered GeoJSON
import { apiRoute } from "@/lib/api/handler";
import { answerMapCall } from "@/lib/api/search";

export const GET = apiRoute((req) => answerMapCall(req.nextUrl.searchParams));
