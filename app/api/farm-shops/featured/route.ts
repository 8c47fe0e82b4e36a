// GET /api/farm-shops/featured – featured approved shops
import { apiRoute } from "@/lib/api/handler";
import { publicJson } from "@/lib/api/respond";
import { getFeaturedShops } from "@/lib/shops/cached";

export const GET = apiRoute(async () => publicJson(await getFeaturedShops()));
