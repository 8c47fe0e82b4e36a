// GET /owner/confirm?token= – the reminder's one-click "everything is still right"
import type { NextRequest } from "next/server";
import { isSecureRequest } from "@/lib/auth/request-info";
import { getEnv } from "@/lib/env";
import { confirmListingByLink } from "@/lib/listings/commands";
import { confirmedCookie, seeOther, spentLinkPage } from "@/lib/listings/link-page";

export async function GET(req: NextRequest): Promise<Response> {
  const token = req.nextUrl.searchParams.get("token") ?? "";
  const shop = await confirmListingByLink({ token });
  if (!shop) return spentLinkPage({ contactEmail: getEnv().CONTACT_EMAIL });
  const res = seeOther("/owner/confirmed");
  res.headers.set("Set-Cookie", confirmedCookie(shop.name, isSecureRequest(req)));
  return res;
}
