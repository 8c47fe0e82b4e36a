// GET /api/metrics – this instance's Prometheus metrics; only with METRICS_TOKEN, as a bearer token
import { timingSafeEqual, createHash } from "node:crypto";
import type { NextRequest } from "next/server";
import { errorResponse } from "@/lib/api/handler";
import { getEnv } from "@/lib/env";
import { AppError, notFound } from "@/lib/errors";
import { metrics } from "@/lib/observability/metrics";
import { latestBackup, recordBackupMetrics } from "@/lib/backup/schedule";

export const dynamic = "force-dynamic";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Not behind the API's outage gate: the metrics matter most while the database is down. Without
 * METRICS_TOKEN the address does not exist (404, as any unknown API address); a missing or wrong
 * token answers 401. Tokens are compared in constant time (as digests, of equal length).
 */
export async function GET(req: NextRequest): Promise<Response> {
  const token = getEnv().METRICS_TOKEN;
  const registry = metrics()?.registry;
  if (!token || !registry) return errorResponse(notFound("API address", "No such API address"));
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get("authorization") ?? "")?.[1] ?? "";
  if (!timingSafeEqual(digest(sent), digest(token))) {
    const response = errorResponse(new AppError("unauthorized", "A valid metrics token is required (Authorization: Bearer …)."));
    response.headers.set("WWW-Authenticate", 'Bearer realm="metrics"');
    return response;
  }
  // Read at each scrape: a backup written by `npm run backup` (a timer on this host) counts too.
  recordBackupMetrics(await latestBackup().catch(() => null));
  return new Response(await registry.metrics(), { headers: { "Content-Type": registry.contentType, "Cache-Control": "no-store" } });
}
