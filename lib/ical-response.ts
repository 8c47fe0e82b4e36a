import "server-only";
import { buildCalendar, type CalendarEvent } from "@/lib/ical";
import { siteUrl } from "@/lib/seo/metadata";
import { routes } from "@/lib/routes";

/** An .ics download of the given events (route handlers of /event/[id]/ics and /events/calendar.ics). */
export function calendarResponse(
  events: CalendarEvent[],
  filename: string,
  calendarName?: string,
): Response {
  const body = buildCalendar(events, {
    eventUrl: (id) => siteUrl(routes.event({ id })),
    host: new URL(siteUrl(routes.home())).hostname,
    now: new Date(),
    calendarName,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "public, max-age=300",
    },
  });
}
