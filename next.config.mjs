import { fileURLToPath } from "node:url";

/**
 * Headers every response gets, pages, API and files alike. The Content-Security-Policy of pages
 * is set per request by proxy.ts (lib/security/csp.ts); the API's is here.
 */
const SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // Geolocation only for the site itself ("Near me"); nothing else the site does not use.
  {
    key: "Permissions-Policy",
    value:
      "geolocation=(self), camera=(), microphone=(), payment=(), usb=(), serial=(), bluetooth=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()",
  },
  // For browsers older than CSP's frame-ancestors.
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/** HSTS only when the request reached us over https (behind a TLS-terminating proxy). */
const HSTS = { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" };

const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

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
  // No ETag on pages: Next.js hashes the whole HTML in JavaScript for it on every request, which
  // measured a third of a cached page's CPU time (4-5 ms for a 120 kB page on this 2-core machine).
  // Pages are revalidated by their cache rules instead; files under /_next keep their own ETags.
  generateEtags: false,
  ...sharedCache,
  reactStrictMode: true,
  typedRoutes: false,
  experimental: {
    // Cached pages live in memory only (an LRU of cacheMaxMemorySize): pages rendered for
    // addresses anyone can make up (unknown shop slugs) must not fill the disk.
    isrFlushToDisk: false,
  },
  async headers() {
    return [
      { source: "/:path*", headers: SECURITY_HEADERS },
      { source: "/:path*", has: [{ type: "header", key: "x-forwarded-proto", value: "https" }], headers: [HSTS] },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: API_CSP }] },
      { source: "/sw.js", headers: SW_HEADERS },
    ];
  },
};

export default nextConfig;
