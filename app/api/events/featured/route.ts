// GET /api/events/featured – featured upcoming events with their shop, soonest first
import { apiRoute } from "@/lib/api/handler";
import { publicJson } from "@/lib/api/respond";
import { getFeaturedEvents } from "@/lib/events/cached";
import { dublinToday } from "@/lib/time";

export const GET = apiRoute(async () => publicJson(await getFeaturedEvents(dublinToday())));
