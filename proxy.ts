import { NextResponse, type NextRequest } from "next/server";
import { getEnv } from "@/lib/env";
import { COUNTY_FILTER_PARAMS, COUNTY_FILTER_SEGMENT, HOME_INTERNAL_PATH } from "@/lib/routing";
import { contentSecurityPolicy, createNonce, isPerRequestPage } from "@/lib/security/csp";

/**
 * Runs before every page (not the API, not files; see `config`):
 * 1. routes "/" and filtered county pages to their internal addresses (lib/routing.ts);
 * 2. sets the Content-Security-Policy: a fresh nonce for pages rendered per request (Next.js reads
 *    it from the request's header and marks its scripts), the cached-page policy otherwise.
 * The headers every response gets, whatever it is, come from next.config.mjs.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  let rewrite: URL | null = null;
  let perRequest = isPerRequestPage(pathname);

  if (pathname === "/") {
    rewrite = new URL(HOME_INTERNAL_PATH, request.url);
  } else if (/^\/home(\/|$)/.test(pathname)) {
    // The home page's internal address is not a second home page.
    return NextResponse.redirect(new URL("/", request.url), 308);
  } else {
    const county = /^\/farm-shops\/([^/]+)\/?$/.exec(pathname);
    // (Its internal address, /farm-shops/{county}/filter, is rendered per request too.)
    if (/^\/farm-shops\/[^/]+\/filter\/?$/.test(pathname)) perRequest = true;
    if (county && COUNTY_FILTER_PARAMS.some((p) => searchParams.has(p))) {
      rewrite = new URL(`/farm-shops/${county[1]}/${COUNTY_FILTER_SEGMENT}${request.nextUrl.search}`, request.url);
      perRequest = true;
    }
  }

  const env = getEnv();
  const nonce = perRequest ? createNonce() : null;
  const csp = contentSecurityPolicy({ nonce, mapStyleUrl: env.MAP_STYLE_URL, dev: env.NODE_ENV === "development" });

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

export const config = {
  matcher: [
    // Pages only: not the API (next.config.mjs gives it its own policy), not build output, not files.
    "/((?!api/|_next/static/|_next/image|.*\\.[a-z0-9]+$).*)",
  ],
};
