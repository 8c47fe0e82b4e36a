// POST /api/farm-shops/[id]/claim – mail the listing's own address a link to update it
import { apiRoute } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { limitClaims } from "@/lib/auth/listing-limits";
import { assertSameSite } from "@/lib/auth/admin";
import { mailUpdateLink } from "@/lib/listings/commands";
import { CLAIM_ANSWER, loadPublicShop } from "@/lib/listings/queries";

export const POST = apiRoute<{ id: string }>(async (req, { params }) => {
  assertSameSite(req);
  const shop = await loadPublicShop(params.id);
  await limitClaims(req, shop.id);
  mailUpdateLink({ shop });
  return json({ message: CLAIM_ANSWER }, { status: 202 });
});
