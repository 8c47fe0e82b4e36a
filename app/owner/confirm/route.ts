// GET /owner/confirm?token= – the reminder's one-click "everything is still right"
import type { NextRequest } from "next/server";
import { getEnv } from "@/lib/env";
import { confirmListingByLink } from "@/lib/listings/commands";
import { seeOther, spentLinkPage } from "@/lib/listings/link-page";

export async function GET(req: NextRequest): Promise<Response> {
  const token = req.nextUrl.searchParams.get("token") ?? "";
  if (!(await confirmListingByLink({ token }))) return spentLinkPage({ contactEmail: getEnv().CONTACT_EMAIL });
  return seeOther("/owner/confirmed");
}
