import "server-only";
import { buildCalendar, type CalendarEvent } from "@/lib/ical";
import { siteUrl } from "@/lib/seo/metadata";
import { routes } from "@/lib/routes";

/** What a subscribable calendar says about itself (the feed; a single event's file has none). */
export type CalendarFeedInfo = { name: string; description: string; refreshSeconds: number };

/** The iCalendar text of the given events, with the site's addresses. */
export function calendarText(events: CalendarEvent[], feed?: CalendarFeedInfo): string {
  return buildCalendar(events, {
    eventUrl: (id) => siteUrl(routes.event({ id })),
    host: new URL(siteUrl(routes.home())).hostname,
    now: new Date(),
    calendarName: feed?.name,
    calendarDescription: feed?.description,
    refreshSeconds: feed?.refreshSeconds,
  });
}

/** An .ics download of a calendar's text (calendarText): /event/[id]/ics and /events/calendar.ics. */
export function calendarResponse(text: string, filename: string): Response {
  return new Response(text, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "public, max-age=300",
    },
  });
}
