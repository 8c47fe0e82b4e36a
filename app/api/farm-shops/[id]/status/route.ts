// GET /api/farm-shops/[id]/status?at= – an approved shop's open/closed status at an instant (default now)
import { AppError } from "@/lib/errors";
import { apiRoute } from "@/lib/api/handler";
import { notFound } from "@/lib/errors";
import { json } from "@/lib/api/respond";
import { getShopByIdOrSlug } from "@/lib/shops/queries";
import { parseAtParameter } from "@/lib/hours/at-parameter";
import { shopStatusAt } from "@/lib/hours/shop-status";

export const GET = apiRoute<{ id: string }>(async (req, { params }) => {
  const at = parseAtParameter(req.nextUrl.searchParams.get("at"));
  if (!at.ok) throw new AppError("bad_request", `at: ${at.message}`);
  const shop = params.id.length <= 200 ? await getShopByIdOrSlug({ idOrSlug: params.id }) : null;
  if (!shop) throw notFound("Farm shop");
  // The answer depends on the clock: never stored.
  return json(shopStatusAt(shop, at.at));
});
