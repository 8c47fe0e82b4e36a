// PATCH /api/admin/events/[id]/featured – feature or un-feature an event
import { readJson } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { featureEvent } from "@/lib/events/commands";
import { featuredSchema } from "@/lib/validation/shop";

export const PATCH = adminRoute<{ id: string }>(async (req, { params }) => {
  const { featured } = await readJson(req, featuredSchema);
  return json(await featureEvent({ id: params.id, featured }));
});
