// GET /owner/sign-in?token= – the mailed link: signs the owner in for their one shop, then opens
// /owner, or /ga/owner when the link came in an Irish mail (&lang=ga)
import type { NextRequest } from "next/server";
import { ownerSessionCookie } from "@/lib/auth/owner-session";
import { consumeOwnerToken } from "@/lib/listings/owner-tokens";
import { getEnv } from "@/lib/env";
import { seeOther, spentLinkPage } from "@/lib/listings/link-page";
import { localePath } from "@/lib/routes/locale";

export async function GET(req: NextRequest): Promise<Response> {
  const token = req.nextUrl.searchParams.get("token") ?? "";
  const used = await consumeOwnerToken({ token, purpose: "sign-in" });
  if (!used) return spentLinkPage({ contactEmail: getEnv().CONTACT_EMAIL });
  const res = seeOther(localePath(req.nextUrl.searchParams.get("lang") === "ga" ? "ga-IE" : "en-IE", "/owner"));
  res.headers.set("Set-Cookie", await ownerSessionCookie(req, used));
  return res;
}
