// POST /api/hit – a page view, tap or search from the page script (public/a.js); answers 204.
// The production server (server.mjs) answers this address itself with the same acceptHit: this
// handler serves it under `next dev`, or when the server has not offered acceptHit yet.
import type { NextRequest } from "next/server";
import { errorResponse } from "@/lib/api/handler";
import { acceptHit } from "@/lib/analytics/accept-hit";

export async function POST(req: NextRequest): Promise<Response> {
  try {
    await acceptHit(await req.text(), req.headers);
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  } catch (err) {
    return errorResponse(err);
  }
}
