// POST /api/owner/farm-shops/[id]/verify – the owner says everything is still right (sets verifiedAt)
import { apiRoute } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { assertSameSite } from "@/lib/auth/admin";
import { requireOwnerOf } from "@/lib/auth/owner-session";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache/tags";
import { verifyShop } from "@/lib/db/queries/shop-status";

export const POST = apiRoute<{ id: string }>(async (req, { params }) => {
  assertSameSite(req);
  await requireOwnerOf(req, params.id);
  const shop = await verifyShop({ id: params.id, actor: { kind: "owner", shopId: params.id } });
  revalidatePublic(CACHE_TAGS.shops);
  return json(shop);
});
