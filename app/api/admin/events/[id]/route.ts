// PATCH /api/admin/events/[id] – edit an event; DELETE – delete it
import { readJson } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { editEvent, removeEvent } from "@/lib/events/commands";
import { eventInputSchema } from "@/lib/validation/event";

export const PATCH = adminRoute<{ id: string }>(async (req, { params }) => {
  const data = await readJson(req, eventInputSchema);
  return json(await editEvent({ id: params.id, data }));
});

export const DELETE = adminRoute<{ id: string }>(async (_req, { params }) => {
  const event = await removeEvent({ id: params.id });
  return json({ message: `Deleted ${event.name}`, id: event.id });
});
