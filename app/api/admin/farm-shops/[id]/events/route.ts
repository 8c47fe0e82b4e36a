// POST /api/admin/farm-shops/[id]/events – create an event for a shop
import { readJson } from "@/lib/api/body";
import { notFound } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache/tags";
import { createEvent } from "@/lib/db/queries/events";
import { getShopByIdOrSlug } from "@/lib/db/queries/shops";
import { eventInputSchema } from "@/lib/validation/event";

export const POST = adminRoute<{ id: string }>(async (req, { params }) => {
  const data = await readJson(req, eventInputSchema);
  const shop = await getShopByIdOrSlug({ idOrSlug: params.id, includePending: true });
  if (!shop || shop.id !== params.id) throw notFound("Farm shop");
  const event = await createEvent({ shopId: shop.id, data });
  // The shop's "Events" badge comes from the with-events list (a shops read).
  revalidatePublic(CACHE_TAGS.events, CACHE_TAGS.shops);
  return json(event, { status: 201 });
});
