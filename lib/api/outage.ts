import { createHash } from "node:crypto";
import type { NextRequest } from "next/server";
import { isDatabaseKnownDown, isDatabaseReachable } from "@/lib/db/health";
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailableError } from "@/lib/errors";
import { SITE_NAME } from "@/lib/seo/metadata";
import { CACHE_NONE, json } from "./respond";

/**
 * The proxy's gate for a database outage. Next.js cannot give a server-rendered page status 503,
 * so the proxy asks here first: while Postgres is unreachable pages get a friendly 503 page with
 * Retry-After (the API's calls answer a 503 JSON error from their own gate, apiRoute in
 * handler.ts); as soon as a ping gets through again the site serves normally, without a restart. The embedded database (PGlite) lives in this process and
 * cannot be down on its own, so only a DATABASE_URL deployment is ever gated. Only a database
 * that does not answer closes the site: a busy pool or a slow query is answered per request
 * (503 "busy" with a short Retry-After, lib/errors.ts), never with this page.
 */

/**
 * GET /api/health: 200 {"status":"ok"} while the database answers a `select 1` (a fresh ping on
 * its own connection, never the busy pool), else 503 {"status":"unavailable"} with Retry-After.
 * Never stored by any cache.
 */
export async function healthResponse(): Promise<Response> {
  if (await isDatabaseReachable({ fresh: true })) return json({ status: "ok" }, { cache: CACHE_NONE });
  return json(
    { status: "unavailable", message: databaseUnavailableError().message },
    { status: 503, cache: CACHE_NONE, headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) } },
  );
}

/** The 503 page for this page request while the database is unreachable, or null to carry on. */
export async function databaseUnavailableResponse(request: NextRequest): Promise<Response | null> {
  if (!(await isDatabaseKnownDown())) return null;
  return new Response(request.method === "HEAD" ? null : UNAVAILABLE_PAGE, {
    status: 503,
    headers: {
      "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
      "Cache-Control": "no-store",
      "Content-Type": "text/html; charset=utf-8",
      // Only this page's own inline style; no scripts at all.
      "Content-Security-Policy": `default-src 'none'; style-src '${STYLE_HASH}'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

// The site's look without the database or the built stylesheet: brand colours, the logo, system fonts.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1917;background:#fafaf9}
header{border-bottom:1px solid #e7e5e4;background:#fff}
.bar{max-width:72rem;margin:0 auto;padding:.9rem 1rem;display:flex;align-items:center;gap:.6rem}
.brand{display:inline-flex;align-items:center;gap:.6rem;color:#1d431b;font-weight:700;font-size:1.125rem;text-decoration:none}
.brand small{display:block;color:#2f6b2a;font-size:.7rem;letter-spacing:.18em;text-transform:uppercase}
main{flex:1;max-width:40rem;margin:0 auto;padding:5rem 1rem;text-align:center}
.code{color:#2f6b2a;font-size:4.5rem;font-weight:800;margin:0}
h1{font-size:2rem;margin:1rem 0 0}
p{color:#57534e;font-size:1.125rem;line-height:1.6}
a.button{display:inline-block;margin-top:1.5rem;background:#2f6b2a;color:#fff;font-weight:600;padding:.65rem 1.25rem;border-radius:.5rem;text-decoration:none}
a.button:hover{background:#255522}
a:focus-visible{outline:2px solid #2f6b2a;outline-offset:2px}
footer{background:#1d431b;color:#dcedd6;text-align:center;padding:1.5rem 1rem;font-size:.875rem}
`;
const STYLE_HASH = `sha256-${createHash("sha256").update(STYLE).digest("base64")}`;

const LOGO = `<svg viewBox="0 0 32 32" width="36" height="36" aria-hidden="true"><rect width="32" height="32" rx="9" fill="#2f6b2a"/><path d="M16 7c5.5 0 8.5 3.6 8.5 8.2-4.6 0-8.5-2.8-8.5-8.2Z" fill="#bddcb2"/><path d="M16 7c-4.8 1.8-7 5.4-6.2 9.6 3.8-.6 6.2-4.4 6.2-9.6Z" fill="#fff"/><path d="M6 24.5c3.2-2.6 6.6-3.9 10-3.9s6.8 1.3 10 3.9M8.5 20.8c2.4-1.6 4.9-2.4 7.5-2.4s5.1.8 7.5 2.4" stroke="#f0f7ee" stroke-width="1.8" stroke-linecap="round" fill="none"/></svg>`;

const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="en-IE">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Temporarily Unavailable – ${SITE_NAME}</title>
<style>${STYLE}</style>
</head>
<body>
<header><div class="bar"><a class="brand" href="/">${LOGO}<span>${SITE_NAME.replace(" Ireland", "")}<small>Ireland</small></span></a></div></header>
<main>
<p class="code" aria-hidden="true">503</p>
<h1>We&rsquo;ll be back shortly</h1>
<p>The farm shop directory is having a short rest while we fix a problem on our side. Nothing you did caused this. Please try again in a minute or two.</p>
<a class="button" href="">Try again</a>
</main>
<footer>&copy; 2024 ${SITE_NAME}</footer>
</body>
</html>
`;
