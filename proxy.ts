import { NextResponse, type NextRequest } from "next/server";
import { databaseUnavailableResponse } from "@/lib/api/outage";
import { getEnv } from "@/lib/env";
import { isClosedShopKey } from "@/lib/listings/closed-shops";
import { COUNTY_FILTER_PARAMS, SHOP_CLOSED_SEGMENT, COUNTY_FILTER_SEGMENT, HOME_INTERNAL_PATH } from "@/lib/routing";
import { contentSecurityPolicy, createNonce, isPerRequestPage, showsTurnstile } from "@/lib/security/csp";

/**
 * Runs before every page and API call (not files; see `config`):
 * 1. while the database is unreachable, answers 503 (a friendly page, or JSON for the API):
 *    a rendered page cannot set that status itself (lib/api/outage.ts);
 * 2. routes "/" and filtered county pages to their internal addresses (lib/routing.ts);
 * 3. sets pages' Content-Security-Policy: a fresh nonce for pages rendered per request (Next.js
 *    reads it from the request's header and marks its scripts), the cached-page policy otherwise.
 * The headers every response gets, and the API's policy, come from next.config.mjs.
 */
export async function proxy(request: NextRequest) {
  const unavailable = await databaseUnavailableResponse(request);
  if (unavailable) return unavailable;

  const { pathname, searchParams } = request.nextUrl;
  if (pathname.startsWith("/api/")) return NextResponse.next();
  let rewrite: URL | null = null;
  if (pathname === "/") {
    rewrite = new URL(HOME_INTERNAL_PATH, request.url);
  } else if (/^\/home(\/|$)/.test(pathname)) {
    // The home page's internal address is not a second home page.
    return NextResponse.redirect(new URL("/", request.url), 308);
  } else if (/^\/shop\/[^/]+\/?$/.test(pathname)) {
    // A shop that has closed for good answers 410 Gone with a friendly page, not a 404.
    const key = decodeSegment(pathname.split("/")[2] ?? "");
    if (key && (await isClosedShopKey(key))) {
      return withCsp(NextResponse.rewrite(new URL(`/shop/${encodeURIComponent(key)}/${SHOP_CLOSED_SEGMENT}`, request.url), { status: 410 }));
    }
  } else {
    const county = /^\/farm-shops\/([^/]+)\/?$/.exec(pathname);
    if (county && COUNTY_FILTER_PARAMS.some((p) => searchParams.has(p))) {
      rewrite = new URL(`/farm-shops/${county[1]}/${COUNTY_FILTER_SEGMENT}${request.nextUrl.search}`, request.url);
    }
  }

  const env = getEnv();
  // What renders is the page at the internal address, when there is one.
  const page = (rewrite ?? request.nextUrl).pathname;
  const nonce = isPerRequestPage(page) ? createNonce() : null;
  // Cloudflare is allowed only where its widget shows, and only when both Turnstile keys are set.
  const turnstile = Boolean(env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY) && showsTurnstile(page);
  const csp = contentSecurityPolicy({ nonce, mapStyleUrl: env.MAP_STYLE_URL, dev: env.NODE_ENV === "development", turnstile });

  let response: NextResponse;
  if (nonce) {
    const headers = new Headers(request.headers);
    headers.set("content-security-policy", csp);
    response = rewrite
      ? NextResponse.rewrite(rewrite, { request: { headers } })
      : NextResponse.next({ request: { headers } });
  } else {
    response = rewrite ? NextResponse.rewrite(rewrite) : NextResponse.next();
  }
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The cached-page policy for the closed page (a cached page: no per-request nonce). */
function withCsp(response: NextResponse): NextResponse {
  const env = getEnv();
  response.headers.set("Content-Security-Policy", contentSecurityPolicy({ nonce: null, mapStyleUrl: env.MAP_STYLE_URL, dev: env.NODE_ENV === "development" }));
  return response;
}

export const config = {
  matcher: [
    // Pages and the API; not build output, stored images (/api/objects), files, or the search,
    // facet and map calls: their every request would otherwise pay for the proxy, and in an
    // outage a new search fails with 503 JSON by itself (one answered in the last minute may
    // still come from memory, lib/search/cache.ts).
    "/((?!_next/|api/objects/|api/farm-shops/(?:search|facets|map)$|.*\\.[A-Za-z0-9]+$).*)",
  ],
};
