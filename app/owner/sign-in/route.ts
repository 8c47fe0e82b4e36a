// GET /owner/sign-in?token= – the mailed link: signs the owner in for their one shop, then opens /owner
import type { NextRequest } from "next/server";
import { ownerSessionCookie } from "@/lib/auth/owner-session";
import { consumeOwnerToken } from "@/lib/listings/owner-tokens";
import { getEnv } from "@/lib/env";
import { seeOther, spentLinkPage } from "@/lib/listings/link-page";

export async function GET(req: NextRequest): Promise<Response> {
  const token = req.nextUrl.searchParams.get("token") ?? "";
  const used = await consumeOwnerToken({ token, purpose: "sign-in" });
  if (!used) return spentLinkPage({ contactEmail: getEnv().CONTACT_EMAIL });
  const res = seeOther("/owner");
  res.headers.set("Set-Cookie", await ownerSessionCookie(req, used));
  return res;
}
