import { fileURLToPath } from "node:url";
import createNextIntlPlugin from "next-intl/plugin";
import { API_CSP, HSTS, NOT_FRAMED, OBJECT_CSP, SECURITY_HEADERS, UNBUFFERED } from "./lib/security/headers.mjs";

/**
 * The service worker (public/sw.js, built by `serwist build`): always checked with the server, so
 * that a new deployment reaches installed apps on their next visit; its own policy lets it fetch
 * the site and the https pictures pages show, and load nothing else.
 */
const SW_HEADERS = [
  { key: "Cache-Control", value: "no-cache" },
  { key: "Content-Security-Policy", value: "default-src 'none'; connect-src 'self' https:" },
];

/**
 * With REDIS_URL, every instance shares one page and data cache (lib/cache/redis-handler.mjs) and
 * keeps nothing in its own memory, so that no instance serves what another has expired. Without
 * it, the default in-memory cache stays.
 */
const sharedCache = process.env.REDIS_URL
  ? { cacheHandler: fileURLToPath(new URL("./lib/cache/redis-handler.mjs", import.meta.url)), cacheMaxMemorySize: 0 }
  : {};

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WebAssembly and data files it loads from its own package folder, and pg has
  // optional native bindings: both must stay plain Node requires, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "nodemailer", "sanitize-html"],
  poweredByHeader: false,
  // The front (nginx, or a CDN) compresses, with brotli where it can: Node's gzip would cost
  // each instance CPU per response, and a compressed body could not be cached and served again.
  compress: false,
  // No ETag made per request: Next.js would hash every cached page on every answer (about 11% of
  // an instance's CPU on a cached home page). The shared cache stores one with each page when it
  // is rendered (lib/cache/redis-handler.mjs), and the front answers If-None-Match with a 304.
  generateEtags: false,
  ...sharedCache,
  reactStrictMode: true,
  typedRoutes: false,
  experimental: {
    // Cached pages live in memory only (an LRU of cacheMaxMemorySize): pages rendered for
    // addresses anyone can make up (unknown shop slugs) must not fill the disk.
    isrFlushToDisk: false,
    // An address of no page renders app/global-not-found.tsx: the site's layouts render the
    // document per language (app/[locale]/layout.tsx), so there is no root not-found (docs/i18n.md).
    globalNotFound: true,
  },
  // The shared lists are in lib/security/headers.mjs: server.mjs sets the API's on the beacons it
  // answers itself.
  async headers() {
    return [
      { source: "/:path*", headers: SECURITY_HEADERS },
      // Every answer but the two widgets' (framed by any site, docs/embed.md) refuses to be framed.
      { source: "/:path((?!embed/(?:shop|county)/[^/]+$).*)", headers: NOT_FRAMED },
      { source: "/:path*", headers: UNBUFFERED },
      // Admin and owner answers are for the signed-in browser only.
      { source: "/admin/:path*", headers: [{ key: "Cache-Control", value: "private, no-store" }] },
      { source: "/owner/:path*", headers: [{ key: "Cache-Control", value: "private, no-store" }] },
      { source: "/api/admin/:path*", headers: [{ key: "Cache-Control", value: "private, no-store" }] },
      { source: "/api/owner/:path*", headers: [{ key: "Cache-Control", value: "private, no-store" }] },
      { source: "/:path*", has: [{ type: "header", key: "x-forwarded-proto", value: "https" }], headers: [HSTS] },
      { source: "/api/:path*", headers: [API_CSP] },
      // After the API's: of two rules setting one header, the last wins.
      { source: "/api/objects/:path*", headers: [OBJECT_CSP] },
      { source: "/sw.js", headers: SW_HEADERS },
    ];
  },
};

/**
 * next-intl: its request configuration is i18n/request.ts; message files are compiled when the
 * site is built, so that no message parser is sent to the browser.
 */
const withNextIntl = createNextIntlPlugin({
  experimental: { messages: { path: "./messages", format: "json", precompile: true } },
});

export default withNextIntl(nextConfig);
