import type { NextRequest } from "next/server";
import { isDatabaseKnownDown } from "@/lib/db/health";
import { reportDatabaseUnavailable } from "@/lib/db/health-state";
import { databaseUnavailableError, isDatabaseUnavailable, toAppError } from "@/lib/errors";
import { REQUEST_ID_HEADER, requestIdFrom } from "@/lib/observability/request-id";
import { currentRequestId } from "@/lib/observability/tracing";
import { json } from "./respond";

/** What Next.js hands a route handler: the dynamic segments arrive as a promise. */
export type RouteArgs<P> = { params: Promise<P> };
export type Handler<P> = (req: NextRequest, ctx: { params: P }) => Promise<Response>;

/**
 * The error body every call answers with: `message` (shown to the user), `error` (the same text,
 * the field the admin login screen reads) and, for validation failures, `issues` (docs/api.md).
 */
export function errorResponse(err: unknown): Response {
  const e = toAppError(err);
  // A query failed for want of a connection: the gates answer 503 until a ping gets through.
  if (isDatabaseUnavailable(err)) reportDatabaseUnavailable();
  const headers: Record<string, string> = {};
  if (e.extra.retryAfterSeconds !== undefined) headers["Retry-After"] = String(Math.max(1, Math.ceil(e.extra.retryAfterSeconds)));
  const body: Record<string, unknown> = { error: e.message, message: e.message };
  if (e.extra.issues !== undefined) body.issues = e.extra.issues;
  // An unexpected error: the reference the log line carries, for the visitor to quote.
  if (e.extra.reference !== undefined) body.reference = e.extra.reference;
  return json(body, { status: e.status, headers });
}

/**
 * The API's outage gate: while the database is known to be unreachable, a call answers 503 with
 * Retry-After at once instead of waiting for a connection (pages have theirs in proxy.ts,
 * lib/api/outage.ts). The embedded database lives in this process, so only a DATABASE_URL
 * deployment is ever gated; GET /api/health asks the database itself.
 */
export async function assertDatabaseReachable(): Promise<void> {
  if (await isDatabaseKnownDown()) throw databaseUnavailableError();
}

/**
 * Wraps a route handler: the outage gate, then the handler with its params awaited; anything
 * thrown becomes a JSON error answer.
 */
export function apiRoute<P = Record<string, never>>(handler: Handler<P>) {
  return async (req: NextRequest, ctx: RouteArgs<P>): Promise<Response> => {
    try {
      await assertDatabaseReachable();
      return withRequestId(req, await handler(req, { params: await ctx.params }));
    } catch (err) {
      return withRequestId(req, errorResponse(err));
    }
  };
}

/** The answer carries the request's id (the one its log line has) in X-Request-Id. */
function withRequestId(req: NextRequest, response: Response): Response {
  const id = currentRequestId() ?? requestIdFrom(req.headers.get(REQUEST_ID_HEADER));
  try {
    response.headers.set("X-Request-Id", id);
    return response;
  } catch {
    // A response with immutable headers (a fetched one passed through): copied with the id.
    const copy = new Response(response.body, response);
    copy.headers.set("X-Request-Id", id);
    return copy;
  }
}
