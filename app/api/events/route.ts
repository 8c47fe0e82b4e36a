// GET /api/events – upcoming events of approved shops with their shop, soonest first, a page at a time
import { apiRoute } from "@/lib/api/handler";
import { publicPage } from "@/lib/api/paged";
import { getUpcomingEventsPage } from "@/lib/events/cached";
import { dublinToday } from "@/lib/time";

export const GET = apiRoute((req) =>
  publicPage(req, async (limit, offset) => {
    const { events, total } = await getUpcomingEventsPage(dublinToday(), null, limit, offset);
    return { items: events, total };
  }),
);
