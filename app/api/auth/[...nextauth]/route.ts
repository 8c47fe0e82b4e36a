// GET, POST /api/auth/[...nextauth] – next-auth's own endpoints (session, csrf, credentials sign-in)
import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { assertDatabaseReachable, errorResponse } from "@/lib/api/handler";
import { getAuthOptions } from "@/lib/auth/next-auth";

type Context = { params: Promise<{ nextauth: string[] }> };

async function handler(req: NextRequest, ctx: Context): Promise<Response> {
  try {
    await assertDatabaseReachable();
  } catch (err) {
    return errorResponse(err);
  }
  return (await NextAuth(req, ctx, await getAuthOptions())) as Response;
}

export { handler as GET, handler as POST };
