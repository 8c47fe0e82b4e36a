import type { NextRequest } from "next/server";
import { reportDatabaseUnavailable } from "@/lib/db/health-state";
import { isDatabaseUnavailable, toAppError } from "@/lib/errors";
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
  // A query failed for want of a connection: the proxy's gate answers 503 until a ping gets through.
  if (isDatabaseUnavailable(err)) reportDatabaseUnavailable();
  const headers: Record<string, string> = {};
  if (e.extra.retryAfterSeconds !== undefined) headers["Retry-After"] = String(Math.max(1, Math.ceil(e.extra.retryAfterSeconds)));
  const body: Record<string, unknown> = { error: e.message, message: e.message };
  if (e.extra.issues !== undefined) body.issues = e.extra.issues;
  return json(body, { status: e.status, headers });
}

/** Wraps a route handler: awaits the params and turns anything thrown into a JSON error answer. */
export function apiRoute<P = Record<string, never>>(handler: Handler<P>) {
  return async (req: NextRequest, ctx: RouteArgs<P>): Promise<Response> => {
    try {
      return await handler(req, { params: await ctx.params });
    } catch (err) {
      return errorResponse(err);
    }
  };
}
