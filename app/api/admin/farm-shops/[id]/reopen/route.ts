// POST /api/admin/farm-shops/[id]/reopen – reopen a closed shop
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache/tags";
import { ADMIN } from "@/lib/db/queries/audit";
import { forgetClosedShops } from "@/lib/listings/closed-shops";
import { reopenShop } from "@/lib/db/queries/shop-status";

export const POST = adminRoute<{ id: string }>(async (_req, { params }) => {
  const shop = await reopenShop({ id: params.id, actor: ADMIN });
  forgetClosedShops();
  revalidatePublic(CACHE_TAGS.shops, CACHE_TAGS.events);
  return json(shop);
});
