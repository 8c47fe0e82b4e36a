// GET /event/[id]/ics – one event as an iCalendar file
import { getPublicEvent } from "@/lib/events/cached";
import { calendarResponse } from "@/lib/ical-response";
import { slugify } from "@/lib/slug";

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const event = id.length <= 64 ? await getPublicEvent(id) : null;
  if (!event) return Response.json({ message: "Event not found" }, { status: 404 });
  return calendarResponse([event], `${slugify(event.name, "event")}.ics`);
}
