// POST /api/farm-shops/[id]/claim – mail the listing's own address a link to update it
import { after } from "next/server";
import { apiRoute } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { limitClaims } from "@/lib/auth/listing-limits";
import { assertSameSite } from "@/lib/auth/admin";
import { CLAIM_ANSWER, loadPublicShop } from "@/lib/listings/public-shop";
import { sendUpdateLink } from "@/lib/mail/owner-notify";

export const POST = apiRoute<{ id: string }>(async (req, { params }) => {
  assertSameSite(req);
  const shop = await loadPublicShop(params.id);
  await limitClaims(req, shop.id);
  const { email } = shop;
  // The link goes only to the address stored on the listing; nothing the requester sends is read.
  if (email) after(() => sendUpdateLink({ ...shop, email }));
  return json({ message: CLAIM_ANSWER }, { status: 202 });
});
