// GET /api/farm-shops/[id]/events – every event of a shop, past ones too (admin only)
import { notFound } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { listShopEvents } from "@/lib/db/queries/events";
import { getShopByIdOrSlug } from "@/lib/db/queries/shops";

export const GET = adminRoute<{ id: string }>(async (_req, { params }) => {
  const shop = params.id.length <= 200 ? await getShopByIdOrSlug({ idOrSlug: params.id, includePending: true }) : null;
  if (!shop) throw notFound("Farm shop");
  return json(await listShopEvents({ shopId: shop.id }));
});
