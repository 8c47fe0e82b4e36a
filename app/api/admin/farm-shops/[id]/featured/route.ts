// PATCH /api/admin/farm-shops/[id]/featured – feature or un-feature an approved shop
import { readJson } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache/tags";
import { setShopFeatured } from "@/lib/db/queries/shops";
import { featuredSchema } from "@/lib/validation/shop";

export const PATCH = adminRoute<{ id: string }>(async (req, { params }) => {
  const { featured } = await readJson(req, featuredSchema);
  const shop = await setShopFeatured({ id: params.id, featured });
  revalidatePublic(CACHE_TAGS.shops);
  return json(shop);
});
