// The production server (`npm start`): Next.js's own server, started through its documented
// custom-server API (next() + getRequestHandler()), with five rules `next start` does not have.
//
// 1. The client's address. Next.js hands route handlers the client's address only as
//    X-Forwarded-For, which it fills from the connection when a request arrives without one and
//    otherwise passes on as the client sent it. A site exposed directly (TRUST_PROXY=0) has no
//    proxy whose entry could be trusted, so the header a client sent is dropped here and Next.js
//    writes the connection's address in its place. Behind TRUST_PROXY proxies, the header is
//    theirs and stays (lib/auth/request-info.ts reads it).
// 2. The visitor-count beacons (POST /api/hit, one per page view) are answered here, ahead of
//    Next.js's router: its request handling costs about ten times the counting itself, and one
//    instance took 1,200 beacons a second through it against 2,000 asked for (docs/routes.md,
//    "Answered by the server itself"). The counting is the app's own (lib/analytics/accept-hit.ts,
//    offered at start by instrumentation.ts); until it is offered, or under `next dev`, the route
//    handler app/api/hit/route.ts answers with the same code.
// 3. Requests Next.js cannot read are refused here with a clear answer, where Next.js would
//    answer 500 "Internal Server Error": an address that is not valid percent-encoding ("/shop/%",
//    a cut-off UTF-8 sequence) is a 400, and a method no route can have (TRACE, CONNECT, WebDAV's)
//    a 501. Under /api/ the answer is the API's JSON error; elsewhere a short page. Outside /api/
//    every address only reads (pages, feeds, files; the app has no server actions), so a write
//    method there is a 405 naming GET, HEAD and OPTIONS in Allow, and OPTIONS is a 204 that names
//    them: Next.js would render the page for a PUT or DELETE (200), answer a 500 for a file, and a
//    400 for OPTIONS. Under /api/, a method the address's route file does not export is a 405
//    with the API's JSON error and `Allow` (Next.js sends a bare 405), from the table the build
//    writes (scripts/api-methods.mjs; without it, Next.js answers those itself).
// 4. A page's redirect carries one Location header. On a route-cache miss, Next.js 16.4.6 sets
//    the page's `location` on the answer while rendering and appends it again from the rendered
//    entry's headers (app-page-runtime.js), so the answer names it twice; Chromium joins the two
//    ("/shop/x, /shop/x") and lands on a 404, and keeps that 308. docs/deployment.md has the
//    report for upstream; tests/api/campaign-links.spec.ts checks that a first visit has one.
//    Nor does an answer name the internal address the proxy rewrote it to: Next.js leaves
//    `x-middleware-rewrite` (`/en-IE/farm-shops/cork/pages/2`) on the answer, where only the Pages
//    Router's client reads it (this app has no Pages Router); tests/e2e/content/paged-lists.spec.ts.
// 5. Every answer names its request in X-Request-Id (docs/operations.md): a request without a
//    usable id (lib/observability/request-id.mjs) is given one here, which the app then reads as
//    the front's, so that its log line names the same id; an answer that has none gets this one
//    (route handlers outside the API's wrapper, the files, the widgets).
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import next from "next";
import { allowLookup } from "./lib/api/allowed-methods.mjs";
import { publicApiHeaders, SECURITY_HEADERS, NOT_FRAMED } from "./lib/security/headers.mjs";
import { isSafeRequestId, newRequestId, REQUEST_ID_HEADER } from "./lib/observability/request-id.mjs";

const port = Number(process.env.PORT || 3000);
/** The address to listen on, as `next start -H` takes it (unset: every interface). */
const host = process.env.HOST || undefined;
const trustProxy = Number(process.env.TRUST_PROXY || 0);
/** lib/analytics/accept-hit.ts, HIT_ENDPOINT_KEY. */
const HIT_ENDPOINT_KEY = Symbol.for("farmshops.hit-endpoint");
/** Read no further: acceptHit refuses anything over its own, smaller limit with a 413. */
const MAX_READ_BYTES = 64 * 1024;
/** The headers of every beacon's answer, over http and over https (the front's X-Forwarded-Proto). */
const API_HEADERS = { http: publicApiHeaders({ https: false }), https: publicApiHeaders({ https: true }) };

/** The methods of each API address (rule 3), from the table the build wrote (none before a build). */
const apiAllow = allowLookup(readApiMethods());

const app = next({ dev: false, port, ...(host ? { hostname: host } : {}) });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  if (trustProxy === 0) delete req.headers["x-forwarded-for"];
  if (!isSafeRequestId(req.headers[REQUEST_ID_HEADER])) req.headers[REQUEST_ID_HEADER] = newRequestId();
  const unreadable = unreadableRequest(req);
  if (unreadable) return refuse(req, res, unreadable);
  const acceptHit = req.method === "POST" && req.url === "/api/hit" ? globalThis[HIT_ENDPOINT_KEY] : undefined;
  if (acceptHit) return answerHit(acceptHit, req, res);
  beforeHeaders(req, res);
  void handle(req, res);
});
server.listen(port, host, () => console.log(`> Ready on http://${host ?? "localhost"}:${port} (TRUST_PROXY=${trustProxy})`));

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => server.close(() => process.exit(0)));
}

/** One beacon: its body read as text (at most MAX_READ_BYTES kept), counted, answered. */
function answerHit(acceptHit, req, res) {
  // As Next.js does for the requests it handles: the connection's address when no proxy wrote one.
  req.headers["x-forwarded-for"] ??= req.socket.remoteAddress ?? "";
  const headers = {
    get: (name) => {
      const value = req.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
    },
  };
  const chunks = [];
  let size = 0;
  req.on("data", (chunk) => {
    if (size <= MAX_READ_BYTES) chunks.push(chunk);
    size += chunk.length;
  });
  req.on("error", () => res.destroy());
  req.on("end", () => {
    acceptHit(Buffer.concat(chunks).toString("utf8"), headers).then(
      ({ status, headers: answerHeaders, body }) => {
        const common = req.headers["x-forwarded-proto"] === "https" ? API_HEADERS.https : API_HEADERS.http;
        res.writeHead(status, [...common, ...answerHeaders, ["X-Request-Id", req.headers[REQUEST_ID_HEADER]]].flat());
        res.end(body);
      },
      () => {
        res.statusCode = 500;
        res.end();
      },
    );
  });
}

/** The methods a route handler or a page can answer (any other gets Next.js's 500). */
const ROUTABLE_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** What an address outside /api/ answers to (rule 3 above). */
const READ_ONLY_METHODS = "GET, HEAD, OPTIONS";

/** Why Next.js could not read this request or should not be asked it (rule 3 above), or null. */
function unreadableRequest(req) {
  if (!ROUTABLE_METHODS.has(req.method)) return { status: 501, message: `The ${req.method} method is not supported` };
  const path = (req.url ?? "/").split("?", 1)[0];
  try {
    decodeURIComponent(path);
  } catch {
    return { status: 400, message: "This address is not valid: each % must begin a percent-encoded UTF-8 character" };
  }
  if (isApiPath(path)) {
    const allow = apiAllow(path);
    if (!allow || allow.split(", ").includes(req.method)) return null;
    return { status: 405, message: `The ${req.method} method is not allowed at this address (it answers ${allow})`, allow };
  }
  if (req.method === "GET" || req.method === "HEAD") return null;
  if (req.method === "OPTIONS") return { status: 204, allow: READ_ONLY_METHODS };
  return { status: 405, message: `The ${req.method} method is not allowed here: this address can only be read`, allow: READ_ONLY_METHODS };
}

const isApiPath = (path) => path === "/api" || path.startsWith("/api/");

function readApiMethods() {
  try {
    return JSON.parse(readFileSync(new URL("./.next/api-methods.json", import.meta.url), "utf8"));
  } catch {
    console.warn("> No .next/api-methods.json (npm run build writes it): Next.js answers the API's 405s itself, without Allow");
    return [];
  }
}

/** The page of a refused address: no script, no style from anywhere, never kept by a cache. */
const REFUSED_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
/** The same under /embed/, which any site frames (lib/embed/document.ts): the message shows in the frame. */
const REFUSED_WIDGET_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

function refuse(req, res, { status, message, allow }) {
  const https = req.headers["x-forwarded-proto"] === "https";
  // The body is drained, so that the connection can serve the next request.
  req.resume();
  if (status === 204) {
    res.writeHead(204, [["Allow", allow], ["Cache-Control", "no-store"], ["X-Request-Id", req.headers[REQUEST_ID_HEADER]]].flat());
    res.end();
    return;
  }
  const allowHeader = allow ? [["Allow", allow]] : [];
  const path = (req.url ?? "/").split("?", 1)[0];
  if (isApiPath(path)) {
    res.writeHead(status, [...publicApiHeaders({ https }), ...allowHeader, ["Content-Type", "application/json"], ["Cache-Control", "no-store"], ["X-Request-Id", req.headers[REQUEST_ID_HEADER]]].flat());
    res.end(JSON.stringify({ error: message, message }));
    return;
  }
  const [title, heading] = status === 400 ? ["Address not valid", "This address could not be read"] : ["Request not allowed", "This address cannot answer that request"];
  // A widget's address (a hand-typed snippet) is refused inside the farm's page, its link opening a tab.
  const widget = path.startsWith("/embed/");
  const home = widget ? `<a href="/" target="_blank" rel="noopener">Go to Farm Shops Ireland</a>` : `<a href="/">Go to the home page</a>`;
  const page = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} – Farm Shops Ireland</title><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1>${heading}</h1><p>${escapeHtml(message)}.</p><p>${home}</p></body></html>`;
  const headers = [...SECURITY_HEADERS, ...(widget ? [] : NOT_FRAMED)].map(({ key, value }) => [key, value]);
  res.writeHead(status, [...headers, ...allowHeader, ["Content-Type", "text/html; charset=utf-8"], ["Content-Security-Policy", widget ? REFUSED_WIDGET_CSP : REFUSED_PAGE_CSP], ["Cache-Control", "no-store"], ["X-Request-Id", req.headers[REQUEST_ID_HEADER]]].flat());
  res.end(req.method === "HEAD" ? undefined : page);
}

function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
}

/**
 * Rules 4 and 5, just before an answer's headers go out (writeHead runs once, also when Node.js
 * calls it for the first write): of the same Location given twice one is sent, the rewrite's
 * internal address is not, and an answer without X-Request-Id gets the request's.
 */
function beforeHeaders(req, res) {
  const writeHead = res.writeHead;
  res.writeHead = function finishHeaders(...args) {
    const location = res.getHeader("location");
    if (Array.isArray(location) && location.length > 1) res.setHeader("location", location[0]);
    res.removeHeader("x-middleware-rewrite");
    if (!res.hasHeader(REQUEST_ID_HEADER)) res.setHeader("X-Request-Id", req.headers[REQUEST_ID_HEADER]);
    return writeHead.apply(res, args);
  };
}
