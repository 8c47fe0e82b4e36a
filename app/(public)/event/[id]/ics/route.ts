// GET /event/[id]/ics – one event as an iCalendar file
import { getPublicEvent } from "@/lib/events/cached";
import { notFound } from "@/lib/errors";
import { calendarResponse, calendarText } from "@/lib/ical-response";
import { slugify } from "@/lib/slug";

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const event = id.length <= 64 ? await getPublicEvent(id) : null;
  if (!event) {
    // A calendar app's 404: the message alone, as this address has always answered.
    const missing = notFound("Event");
    return Response.json({ message: missing.message }, { status: missing.status });
  }
  return calendarResponse(calendarText([event]), `${slugify(event.name, "event")}.ics`);
}
