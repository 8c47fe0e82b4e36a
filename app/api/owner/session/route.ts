// GET /api/owner/session – the owner's shop and its pending change; DELETE – sign the owner out
import { apiRoute } from "@/lib/api/handler";
import { notFound } from "@/lib/errors";
import { json } from "@/lib/api/respond";
import { assertSameSite } from "@/lib/auth/admin";
import { clearedOwnerCookie, requireOwnerOf } from "@/lib/auth/owner-session";
import { getOwnerView } from "@/lib/listings/queries";

export const GET = apiRoute(async (req) => {
  const session = await requireOwnerOf(req);
  const view = await getOwnerView(session.shopId);
  if (!view) throw notFound("Farm shop");
  return json({ ...view, expiresAt: new Date(session.expiresAt * 1000).toISOString() });
});

export const DELETE = apiRoute(async (req) => {
  assertSameSite(req);
  return json({ message: "Signed out" }, { headers: { "Set-Cookie": clearedOwnerCookie(req) } });
});
