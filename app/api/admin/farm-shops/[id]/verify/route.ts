// POST /api/admin/farm-shops/[id]/verify – the administrator has checked the details (sets verifiedAt)
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache/tags";
import { ADMIN } from "@/lib/db/queries/audit";
import { verifyShop } from "@/lib/db/queries/shop-status";

export const POST = adminRoute<{ id: string }>(async (_req, { params }) => {
  const shop = await verifyShop({ id: params.id, actor: ADMIN });
  revalidatePublic(CACHE_TAGS.shops, CACHE_TAGS.events);
  return json(shop);
});
