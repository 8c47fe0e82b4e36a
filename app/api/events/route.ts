// GET /api/events – upcoming events of approved shops with their shop, soonest first
import { apiRoute } from "@/lib/api/handler";
import { publicJson } from "@/lib/api/respond";
import { getUpcomingEvents } from "@/lib/events/cached";
import { dublinToday } from "@/lib/time";

export const GET = apiRoute(async () => publicJson(await getUpcomingEvents(dublinToday())));
