// POST /api/farm-shops/[id]/claim – mail the listing's own address a link to update it
import { apiRoute } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { limitClaims } from "@/lib/auth/listing-limits";
import { assertSameSite } from "@/lib/auth/admin";
import { mailUpdateLink } from "@/lib/listings/commands";
import { requestedLanguage } from "@/lib/mail/language";
import { CLAIM_ANSWER, loadPublicShop } from "@/lib/listings/queries";

export const POST = apiRoute<{ id: string }>(async (req, { params }) => {
  assertSameSite(req);
  const shop = await loadPublicShop(params.id);
  await limitClaims(req, shop.id);
  // In the language of the page it was asked on; the listing's stored language is the owner's to change.
  mailUpdateLink({ shop, locale: requestedLanguage(req.headers.get("accept-language")) ?? "en-IE" });
  return json({ message: CLAIM_ANSWER }, { status: 202 });
});
