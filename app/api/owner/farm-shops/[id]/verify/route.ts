// POST /api/owner/farm-shops/[id]/verify – the owner says everything is still right (sets verifiedAt)
import { apiRoute } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { assertSameSite } from "@/lib/auth/admin";
import { requireOwnerOf } from "@/lib/auth/owner-session";
import { confirmListing } from "@/lib/listings/commands";
import { requestedLanguage } from "@/lib/mail/language";

export const POST = apiRoute<{ id: string }>(async (req, { params }) => {
  assertSameSite(req);
  await requireOwnerOf(req, params.id);
  return json(await confirmListing({ shopId: params.id, locale: requestedLanguage(req.headers.get("accept-language")) }));
});
