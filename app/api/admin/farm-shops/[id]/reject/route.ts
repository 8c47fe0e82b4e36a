// DELETE /api/admin/farm-shops/[id]/reject – remove a pending submission (approved shops: 404)
import { notFound } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache/tags";
import { rejectShop } from "@/lib/db/queries/shops";

export const DELETE = adminRoute<{ id: string }>(async (_req, { params }) => {
  const shop = await rejectShop({ id: params.id });
  if (!shop) throw notFound("Pending submission");
  revalidatePublic(CACHE_TAGS.shops);
  return json({ message: `Rejected ${shop.name}`, id: shop.id });
});
