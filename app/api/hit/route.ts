// POST /api/hit – a page view, tap or search from the page script (public/a.js); answers 204
import type { NextRequest } from "next/server";
import { errorResponse } from "@/lib/api/handler";
import { countHit } from "@/lib/analytics/count-hit";
import { hitSchema, MAX_HIT_BYTES } from "@/lib/analytics/hit";
import { recordHit } from "@/lib/analytics/recorder";
import { startFlushing } from "@/lib/analytics/flush";
import { clientKey } from "@/lib/auth/request-info";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { parseWith } from "@/lib/validation/parse";

/**
 * Counted in memory only (written with the others every few seconds), so a hit never waits for
 * the database and is answered even while it is down. Bots, prefetches and hits from other sites
 * are answered 204 too, and counted for nothing.
 */
export async function POST(req: NextRequest): Promise<Response> {
  try {
    const text = await req.text();
    if (text.length > MAX_HIT_BYTES) throw new AppError("payload_too_large", `A hit is at most ${MAX_HIT_BYTES} bytes`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new AppError("bad_request", "The body must be JSON");
    }
    const hit = parseWith(hitSchema, body);
    const ownHosts = [new URL(getEnv().SITE_URL).hostname, req.headers.get("host")?.replace(/:\d+$/, "") ?? ""].filter(Boolean);
    await recordHit(countHit(hit, { headers: req.headers, address: clientKey(req.headers), ownHosts }));
    startFlushing();
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  } catch (err) {
    return errorResponse(err);
  }
}
