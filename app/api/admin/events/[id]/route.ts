// PATCH /api/admin/events/[id] – edit an event; DELETE – delete it
import { readJson } from "@/lib/api/body";
import { notFound } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache/tags";
import { deleteEvent, updateEvent } from "@/lib/db/queries/events";
import { eventInputSchema } from "@/lib/validation/event";

export const PATCH = adminRoute<{ id: string }>(async (req, { params }) => {
  const data = await readJson(req, eventInputSchema);
  const event = await updateEvent({ id: params.id, data });
  if (!event) throw notFound("Event");
  revalidatePublic(CACHE_TAGS.events, CACHE_TAGS.shops);
  return json(event);
});

export const DELETE = adminRoute<{ id: string }>(async (_req, { params }) => {
  const event = await deleteEvent({ id: params.id });
  if (!event) throw notFound("Event");
  revalidatePublic(CACHE_TAGS.events, CACHE_TAGS.shops);
  return json({ message: `Deleted ${event.name}`, id: event.id });
});
