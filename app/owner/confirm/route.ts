// GET /owner/confirm?token= – the reminder's one-click "everything is still right"
import type { NextRequest } from "next/server";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache/tags";
import { consumeOwnerToken } from "@/lib/db/queries/owner-tokens";
import { verifyShop } from "@/lib/db/queries/shop-status";
import { getEnv } from "@/lib/env";
import { seeOther, spentLinkPage } from "@/lib/listings/link-page";

export async function GET(req: NextRequest): Promise<Response> {
  const token = req.nextUrl.searchParams.get("token") ?? "";
  const used = await consumeOwnerToken({ token, purpose: "confirm" });
  if (!used) return spentLinkPage({ contactEmail: getEnv().CONTACT_EMAIL });
  await verifyShop({ id: used.shopId, actor: { kind: "owner", shopId: used.shopId } });
  revalidatePublic(CACHE_TAGS.shops);
  return seeOther("/owner/confirmed");
}
