import { NextResponse, type NextRequest } from "next/server";
import { databaseUnavailableResponse } from "@/lib/api/outage";
import { getEnv } from "@/lib/env";
import { closedShop, resolvePage, type RenderMode } from "@/lib/routes";
import { contentSecurityPolicy, createNonce } from "@/lib/security/csp";
import { isClosedShopKey } from "@/lib/shops/closed";
import { REQUEST_ID_HEADER, requestIdFrom } from "@/lib/observability/request-id";
import { currentRequestId, markHandedOff } from "@/lib/observability/tracing";

/**
 * Runs before every page (not the API, files or build output; see `config`), and keeps no answers
 * itself:
 * 1. while the database is unreachable, answers 503 with a friendly page: a rendered page cannot
 *    set that status itself (lib/api/outage.ts; the API's calls have their own gate, apiRoute);
 * 2. routes the address as the route table says (lib/routes/table.ts, decided by resolve.ts): a
 *    page rendered at an internal address ("/", filtered county pages, the lists) is rewritten
 *    there, a closed shop to its 410 page; query parameters a page does not understand are moved
 *    to the page that does or taken off, by a redirect; an internal address typed by a visitor
 *    answers 404 (the proxy runs once per request, before its own rewrite, so any internal
 *    address it sees was typed);
 * 3. sets pages' Content-Security-Policy from the page's render mode in that table: a fresh nonce
 *    for pages rendered per request (Next.js reads it from the request's header and marks its
 *    scripts) and `Cache-Control: private, no-store` so that no front keeps it, the cached-page
 *    policy otherwise and how long the front may keep the page.
 * The headers every response gets, and the API's policy, come from next.config.mjs.
 */
export async function proxy(request: NextRequest) {
  // The request's id (the front's X-Request-Id when safe): answered in X-Request-Id and passed to
  // the page's render, so that its log line carries the same id (lib/observability).
  const requestId = currentRequestId() ?? requestIdFrom(request.headers.get(REQUEST_ID_HEADER));
  const response = await routePage(request, requestId);
  response.headers.set("X-Request-Id", requestId);
  // Passed on to the page: its render is the request that is logged and counted, not this pass.
  if (response.headers.has("x-middleware-next") || response.headers.has("x-middleware-rewrite")) markHandedOff();
  return response;
}

async function routePage(request: NextRequest, requestId: string): Promise<Response> {
  const { pathname, search } = request.nextUrl;
  const unavailable = await databaseUnavailableResponse(request);
  if (unavailable) return unavailable;

  const decision = resolvePage(pathname, search);
  if (decision.kind === "redirect") return NextResponse.redirect(new URL(decision.location, request.url), decision.status);

  if (decision.shopKey && (await isClosedShopKey(decision.shopKey))) {
    // A shop that has closed for good answers 410 Gone with a friendly page, not a 404.
    const closed = closedShop(decision.shopKey);
    return withCsp(request, requestId, closed.rewrite, closed.mode, false, closed.status);
  }
  return withCsp(request, requestId, decision.rewrite, decision.mode, decision.turnstile);
}

/** Passes the request on (to `rewrite` when set) with the policy of the page's render mode. */
function withCsp(request: NextRequest, requestId: string, rewrite: string | null, mode: RenderMode, showsTurnstile: boolean, status?: number): NextResponse {
  const env = getEnv();
  const nonce = mode === "per-request" ? createNonce() : null;
  // Cloudflare is allowed only where its widget shows, and only when both Turnstile keys are set.
  const turnstile = Boolean(env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY) && showsTurnstile;
  const csp = contentSecurityPolicy({ nonce, mapStyleUrl: env.MAP_STYLE_URL, dev: env.NODE_ENV === "development", turnstile, analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL });
  const target = rewrite ? new URL(rewrite, request.url) : null;
  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  if (nonce) headers.set("content-security-policy", csp);
  const init: { request: { headers: Headers }; status?: number } = { ...(status ? { status } : {}), request: { headers } };
  const response = target ? NextResponse.rewrite(target, init) : NextResponse.next(init);
  response.headers.set("Content-Security-Policy", csp);
  if (nonce) {
    // A page with a nonce is for this one answer: no front or CDN may keep it and hand its nonce
    // to someone else (nginx honours this, deploy/nginx.conf).
    response.headers.set("Cache-Control", "private, no-store");
  } else {
    // A front cache (nginx, deploy/nginx.conf) keeps the page to the end of this second at most:
    // nginx counts whole seconds, and "1 s" would let a copy live up to 2 s after a change.
    response.headers.set("X-Accel-Expires", `@${Math.floor(Date.now() / 1000)}`);
  }
  return response;
}

export const config = {
  matcher: [
    // Pages; not the API (its calls gate themselves, lib/api/handler.ts: running the proxy cost
    // each call 0.3-0.5 ms of the server's CPU), build output or files.
    // Nor the widgets under /embed/: their route handlers set their own policy, framed by any
    // site, and answer an outage themselves (lib/embed/respond.ts).
    "/((?!_next/|api/|embed/|.*\\.[A-Za-z0-9]+$).*)",
  ],
};
