import { NextResponse, type NextRequest } from "next/server";
import { databaseUnavailableResponse } from "@/lib/api/outage";
import { LOCALE_COOKIE } from "@/i18n/config";
import { getEnv } from "@/lib/env";
import { closedShop, irishPrefixRedirect, isLocaleFolder, localePath, localeRedirect, NOT_FOUND_REWRITE, resolvePage, ROUTES, routes, splitLocale, type RenderMode } from "@/lib/routes";
import { PAGE_LOCALE_HEADER } from "@/lib/routes/locale";
import type { Locale } from "@/i18n/config";
import { contentSecurityPolicy, createNonce } from "@/lib/security/csp";
import { isClosedShopKey } from "@/lib/shops/closed";
import { REQUEST_ID_HEADER, requestIdFrom } from "@/lib/observability/request-id";
import { currentRequestId, markHandedOff, markProxyAnswer } from "@/lib/observability/tracing";

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
 * 3. serves each public page in its language: "/ga" and "/ga/…" are the Irish twins of today's
 *    addresses (the rest of the address is routed as above, redirects keep the /ga prefix); every
 *    page is rewritten to its file under app/[locale] (/en-IE/… or /ga-IE/…), and those folders
 *    typed by a visitor answer 404. "/" alone goes to "/ga" for a visitor whose language switch
 *    chose Irish (the NEXT_LOCALE cookie, i18n/routing.ts); no other address is ever redirected
 *    for a language, and Accept-Language is never read (docs/i18n.md);
 * 4. sets pages' Content-Security-Policy from the page's render mode in that table: a fresh nonce
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
  // Answered here (a redirect, the outage's 503): this pass is, with the status it answered.
  if (response.headers.has("x-middleware-next") || response.headers.has("x-middleware-rewrite")) markHandedOff();
  else markProxyAnswer(response.status);
  return response;
}

async function routePage(request: NextRequest, requestId: string): Promise<Response> {
  const { pathname, search } = request.nextUrl;
  const unavailable = await databaseUnavailableResponse(request);
  if (unavailable) return unavailable;

  const irish = irishPrefixRedirect(pathname, search);
  if (irish) return NextResponse.redirect(new URL(irish, request.url), 308);
  const { locale, path } = splitLocale(pathname);
  if (isLocaleFolder(path)) return withCsp(request, requestId, locale, NOT_FOUND_REWRITE, "cached", false);
  if (pathname === "/" && request.cookies.get(LOCALE_COOKIE.name)?.value === "ga-IE") {
    // The visitor chose Irish with the switch: the bare site opens in Irish (never cached: private).
    const response = NextResponse.redirect(new URL(localePath("ga-IE", `/${search}`), request.url), 307);
    response.headers.set("Cache-Control", "private, no-store");
    return response;
  }

  const decision = resolvePage(path, search);
  if (decision.kind === "redirect") {
    // In Irish, to the page's Irish twin, or the 404 when it has none ("/ga/Admin").
    const location = localeRedirect(locale, decision.location);
    if (location === null) return withCsp(request, requestId, locale, NOT_FOUND_REWRITE, "cached", false);
    return NextResponse.redirect(new URL(location, request.url), decision.status);
  }

  if (decision.shopKey && (await isClosedShopKey(decision.shopKey))) {
    // A shop that has closed for good answers 410 Gone with a friendly page, not a 404.
    const closed = closedShop(decision.shopKey);
    return withCsp(request, requestId, locale, `/${locale}${closed.rewrite}`, closed.mode, false, closed.status);
  }
  return withCsp(request, requestId, locale, inLocale(locale, path, search, decision), decision.mode, decision.turnstile);
}

/**
 * Where a page is rendered: its file under app/[locale]. An address of no page is left as it is
 * in English (Next.js's 404, the route handlers) and is the 404 in Irish (which reads the language
 * from PAGE_LOCALE_HEADER, so /ga/nope answers in Irish); the admin area
 * is English only, so its /ga twins are a 404. Of the owner's area, its page (/owner, /ga/owner)
 * is under app/[locale]; its sign-in and confirmation addresses are English only.
 */
function inLocale(locale: string, path: string, search: string, decision: Extract<ReturnType<typeof resolvePage>, { kind: "render" }>): string | null {
  // In Irish, the 404 itself: the route handlers (the API, the widgets, the calendar files) have
  // no Irish twins.
  if (decision.route === null) return decision.rewrite ?? (locale === "en-IE" ? null : NOT_FOUND_REWRITE);
  if (decision.route === "owner" && path === routes.owner()) return `/${locale}${path}${search}`;
  if ("area" in ROUTES[decision.route]) return locale === "en-IE" ? decision.rewrite : NOT_FOUND_REWRITE;
  return `/${locale}${decision.rewrite ?? `${path}${search}`}`;
}

/**
 * Passes the request on (to `rewrite` when set) with the policy of the page's render mode, and the
 * address's language in PAGE_LOCALE_HEADER (for the 404 of an address of no page: Irish at /ga/…).
 */
function withCsp(request: NextRequest, requestId: string, locale: Locale, rewrite: string | null, mode: RenderMode, showsTurnstile: boolean, status?: number): NextResponse {
  const env = getEnv();
  const nonce = mode === "per-request" ? createNonce() : null;
  // Cloudflare is allowed only where its widget shows, and only when both Turnstile keys are set.
  const turnstile = Boolean(env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY) && showsTurnstile;
  const csp = contentSecurityPolicy({ nonce, mapStyleUrl: env.MAP_STYLE_URL, dev: env.NODE_ENV === "development", turnstile, analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL });
  const target = rewrite ? new URL(rewrite, request.url) : null;
  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  headers.set(PAGE_LOCALE_HEADER, locale);
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
    // Nor the two widgets (/embed/shop/{slug}, /embed/county/{county}): their route handlers set
    // their own policy, framed by any site, and answer an outage themselves (lib/embed/respond.ts).
    // Any other address under /embed/ is a 404 page with the pages' policy.
    "/((?!_next/|api/|embed/(?:shop|county)/[^/]+$|.*\\.[A-Za-z0-9]+$).*)",
  ],
};
