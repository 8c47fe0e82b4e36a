// POST /api/admin/farm-shops/[id]/close – mark a shop permanently closed (off every public list; its page answers 410)
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache/tags";
import { ADMIN } from "@/lib/db/queries/audit";
import { forgetClosedShops } from "@/lib/listings/closed-shops";
import { closeShop } from "@/lib/db/queries/shop-status";

export const POST = adminRoute<{ id: string }>(async (_req, { params }) => {
  const shop = await closeShop({ id: params.id, actor: ADMIN });
  forgetClosedShops();
  revalidatePublic(CACHE_TAGS.shops, CACHE_TAGS.events);
  return json(shop);
});
