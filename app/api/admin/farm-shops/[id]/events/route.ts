// POST /api/admin/farm-shops/[id]/events – create an event for a shop
import { readJson } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { addEvent } from "@/lib/events/commands";
import { eventInputSchema } from "@/lib/validation/event";

export const POST = adminRoute<{ id: string }>(async (req, { params }) => {
  const data = await readJson(req, eventInputSchema);
  return json(await addEvent({ shopId: params.id, data }), { status: 201 });
});
