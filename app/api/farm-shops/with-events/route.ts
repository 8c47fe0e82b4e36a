// GET /api/farm-shops/with-events – ids of approved shops that have upcoming events
import { apiRoute } from "@/lib/api/handler";
import { publicJson } from "@/lib/api/respond";
import { getShopIdsWithEvents } from "@/lib/shops/cached";
import { dublinToday } from "@/lib/time";

export const GET = apiRoute(async () => publicJson(await getShopIdsWithEvents(dublinToday())));
