// GET /api/farm-shops/[id]/events – one page of a shop's events, past ones too (admin only; q, limit, offset, sort; total in X-Total-Count)
import { notFound } from "@/lib/errors";
import { pagedJson, parseQuery } from "@/lib/api/paged";
import { adminRoute } from "@/lib/auth/admin";
import { listAdminShopEvents } from "@/lib/events/queries";
import { getShopByIdOrSlug } from "@/lib/shops/queries";
import { adminEventListSchema } from "@/lib/validation/admin-content-list";

export const GET = adminRoute<{ id: string }>(async (req, { params }) => {
  const query = parseQuery(req, adminEventListSchema);
  const shop = params.id.length <= 200 ? await getShopByIdOrSlug({ idOrSlug: params.id, includePending: true }) : null;
  if (!shop) throw notFound("Farm shop");
  const { events, total } = await listAdminShopEvents({ shopId: shop.id, params: query });
  return pagedJson(req, events, { total, limit: query.limit, offset: query.offset });
});
