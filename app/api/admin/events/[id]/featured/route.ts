// PATCH /api/admin/events/[id]/featured – feature or un-feature an event
import { readJson } from "@/lib/api/body";
import { notFound } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache/tags";
import { setEventFeatured } from "@/lib/db/queries/events";
import { featuredSchema } from "@/lib/validation/shop";

export const PATCH = adminRoute<{ id: string }>(async (req, { params }) => {
  const { featured } = await readJson(req, featuredSchema);
  const event = await setEventFeatured({ id: params.id, featured });
  if (!event) throw notFound("Event");
  revalidatePublic(CACHE_TAGS.events);
  return json(event);
});
