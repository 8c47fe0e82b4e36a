// GET /events/calendar.ics – the subscribable calendar of upcoming events (lib/events/calendar-feed.ts);
// ?county={slug} for one county's
import { connection, type NextRequest } from "next/server";
import { findCountyBySlug } from "@/lib/counties";
import { getCalendarFeed } from "@/lib/events/cached";
import { calendarResponse } from "@/lib/ical-response";
import { routes } from "@/lib/routes";
import { dublinToday } from "@/lib/time";

export async function GET(request: NextRequest) {
  await connection();
  const slug = request.nextUrl.searchParams.get("county");
  const county = slug === null ? null : findCountyBySlug(slug);
  if (county === undefined) {
    return new Response(
      `Unknown county "${slug}". Use a county's name in lower case with hyphens for spaces, as in ${routes.eventsCalendar({ county: "cork" })}, or leave it out for all of Ireland.\n`,
      { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } },
    );
  }
  const feed = await getCalendarFeed(dublinToday(), county?.name ?? null);
  return calendarResponse(feed.text, feed.filename);
}
