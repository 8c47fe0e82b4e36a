// GET /api/events – upcoming events of approved shops with their shop, soonest first, a page at a time
import { apiRoute } from "@/lib/api/handler";
import { pagedJson, parseQuery } from "@/lib/api/paged";
import { CACHE_PUBLIC } from "@/lib/api/respond";
import { getUpcomingEventsPage } from "@/lib/events/cached";
import { dublinToday } from "@/lib/time";
import { PUBLIC_PAGING, pagingSchema } from "@/lib/validation/paging";

const paging = pagingSchema(PUBLIC_PAGING);

export const GET = apiRoute(async (req) => {
  const { limit, offset } = parseQuery(req, paging);
  const { events, total } = await getUpcomingEventsPage(dublinToday(), null, limit, offset);
  return pagedJson(req, events, { total, limit, offset }, CACHE_PUBLIC);
});
