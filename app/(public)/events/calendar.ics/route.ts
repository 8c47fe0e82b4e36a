// GET /events/calendar.ics – every upcoming event as one subscribable iCalendar feed
import { connection } from "next/server";
import { getUpcomingEvents } from "@/lib/events/cached";
import { calendarResponse } from "@/lib/ical-response";
import { dublinToday } from "@/lib/time";

export async function GET() {
  await connection();
  const events = await getUpcomingEvents(dublinToday());
  return calendarResponse(events, "farm-shop-events-ireland.ics", "Farm Shop Events – Ireland");
}
