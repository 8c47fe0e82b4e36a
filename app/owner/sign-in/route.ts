// GET /owner/sign-in?token= – the mailed link: signs the owner in for their one shop, then opens /owner
import { NextResponse, type NextRequest } from "next/server";
import { ownerSessionCookie } from "@/lib/auth/owner-session";
import { consumeOwnerToken } from "@/lib/db/queries/owner-tokens";
import { getEnv } from "@/lib/env";
import { spentLinkPage } from "@/lib/listings/link-page";

export async function GET(req: NextRequest): Promise<Response> {
  const token = req.nextUrl.searchParams.get("token") ?? "";
  const used = await consumeOwnerToken({ token, purpose: "sign-in" });
  if (!used) return spentLinkPage({ contactEmail: getEnv().CONTACT_EMAIL });
  const res = NextResponse.redirect(new URL("/owner", req.nextUrl), 303);
  res.headers.set("Set-Cookie", await ownerSessionCookie(req, used));
  res.headers.set("Cache-Control", "no-store");
  // The token must not travel on to other sites in a Referer header.
  res.headers.set("Referrer-Policy", "no-referrer");
  return res;
}
