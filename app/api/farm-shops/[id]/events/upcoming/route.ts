// GET /api/farm-shops/[id]/events/upcoming – an approved shop's upcoming events, soonest first
import { apiRoute } from "@/lib/api/handler";
import { notFound } from "@/lib/errors";
import { publicJson } from "@/lib/api/respond";
import { listShopUpcomingEvents } from "@/lib/events/queries";
import { getShopByIdOrSlug } from "@/lib/shops/queries";

export const GET = apiRoute<{ id: string }>(async (_req, { params }) => {
  const shop = params.id.length <= 200 ? await getShopByIdOrSlug({ idOrSlug: params.id }) : null;
  if (!shop) throw notFound("Farm shop");
  return publicJson(await listShopUpcomingEvents({ shopId: shop.id }));
});
