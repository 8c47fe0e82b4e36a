import "server-only";
import { errorResponse } from "@/lib/api/handler";
import { clientKey } from "@/lib/auth/request-info";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { metrics, statusClass } from "@/lib/observability/metrics";
import { parseWith } from "@/lib/validation/parse";
import { countHit } from "./count-hit";
import { startFlushing } from "./flush";
import { hitSchema, MAX_HIT_BYTES } from "./hit";
import { recordHit } from "./recorder";
import type { HeaderReader } from "./rules";

let siteHostName: string | undefined;
/** SITE_URL's host name, read once (it is asked for on every beacon). */
const siteHost = () => (siteHostName ??= new URL(getEnv().SITE_URL).hostname);

/**
 * One beacon (POST /api/hit) from its body as text and the request's headers: refused with an
 * AppError (400, or 413 over MAX_HIT_BYTES), else counted in memory only (written with the others
 * every few seconds, lib/analytics/flush.ts), so a hit never waits for the database and is
 * accepted even while it is down. Bots, prefetches and hits from other sites are accepted too, and
 * counted for nothing (count-hit.ts).
 */
export async function acceptHit(text: string, headers: HeaderReader): Promise<void> {
  if (text.length > MAX_HIT_BYTES) throw new AppError("payload_too_large", `A hit is at most ${MAX_HIT_BYTES} bytes`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "The body must be JSON");
  }
  const hit = parseWith(hitSchema, body);
  const ownHosts = [siteHost(), headers.get("host")?.replace(/:\d+$/, "") ?? ""].filter(Boolean);
  await recordHit(countHit(hit, { headers, address: clientKey(headers), ownHosts }));
  startFlushing();
}

/** What server.mjs answers for a beacon it took itself: 204, or the API's JSON error. */
export type HitAnswer = { status: number; headers: [string, string][]; body: string };

const ACCEPTED: HitAnswer = { status: 204, headers: [["Cache-Control", "no-store"]], body: "" };

/**
 * Where server.mjs finds acceptHit: the production server answers POST /api/hit itself, ahead of
 * Next.js's router, because that address is called once per page view and Next.js's request
 * handling costs about ten times the counting (docs/routes.md, "Answered by the server itself").
 * Set at start by instrumentation.ts; server.mjs names the same Symbol.for key.
 */
export const HIT_ENDPOINT_KEY = Symbol.for("farmshops.hit-endpoint");

export function offerHitEndpoint(): void {
  const answer = async (text: string, headers: HeaderReader): Promise<HitAnswer> => {
    const started = performance.now();
    let result = ACCEPTED;
    try {
      await acceptHit(text, headers);
    } catch (err) {
      const response = errorResponse(err);
      result = { status: response.status, headers: [...response.headers], body: await response.text() };
    }
    // In the request metrics as Next.js's requests are (lib/observability/observe.ts), but with no
    // log line: one a page view would be most of the log and tell nothing the insights do not.
    const m = metrics();
    if (m) {
      const labels = { route: "/api/hit", method: "POST", status: statusClass(result.status) };
      m.requests.inc(labels);
      m.requestSeconds.observe(labels, (performance.now() - started) / 1000);
    }
    return result;
  };
  (globalThis as Record<symbol, unknown>)[HIT_ENDPOINT_KEY] = answer;
}
