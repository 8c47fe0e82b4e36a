// The headers of every answer, set by Next.js from next.config.mjs and, for the one address the
// production server answers itself (POST /api/hit, server.mjs), by that server: one list for both.
// Plain JavaScript, because server.mjs runs without a build step. The Content-Security-Policy of
// pages is set per request by proxy.ts (lib/security/csp.ts); the API's is here.

/** Every answer: pages, API and files alike. */
export const SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // Geolocation only for the site itself ("Near me"); nothing else the site does not use. Only
  // features browsers know: Chromium logs an error on every page for one it does not ("bluetooth").
  {
    key: "Permissions-Policy",
    value:
      "geolocation=(self), camera=(), microphone=(), payment=(), usb=(), serial=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()",
  },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/**
 * For browsers older than CSP's frame-ancestors: every address but the widgets under /embed/,
 * which any site may frame (lib/embed/document.ts; the help page /embed itself is not framed).
 */
export const NOT_FRAMED = [{ key: "X-Frame-Options", value: "DENY" }];

/**
 * Streamed answers pass through a buffering proxy (nginx) as they are written. The front still
 * buffers the pages and calls it caches (deploy/nginx.conf).
 */
export const UNBUFFERED = [{ key: "X-Accel-Buffering", value: "no" }];

/** HSTS only when the request reached us over https (behind a TLS-terminating proxy). */
export const HSTS = { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" };

/** The API's answers are data, never documents: they may load, frame or submit nothing. */
export const API_CSP = { key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'" };

/**
 * Stored images (GET /api/objects/…): the API's policy plus `sandbox`, so that an image opened on
 * its own can run nothing even if a browser took it for a document. Set here, in next.config.mjs
 * after API_CSP: a header from next.config.mjs replaces the one a route handler sets.
 */
export const OBJECT_CSP = { key: "Content-Security-Policy", value: `${API_CSP.value}; sandbox` };

/**
 * The headers next.config.mjs gives an answer under /api/ outside the admin's and owner's areas:
 * what server.mjs sets on the answers it makes itself, so that they match the rest of the API.
 * @param {{ https: boolean }} request
 * @returns {[string, string][]}
 */
export function publicApiHeaders({ https }) {
  return [...SECURITY_HEADERS, ...NOT_FRAMED, ...UNBUFFERED, ...(https ? [HSTS] : []), API_CSP].map(({ key, value }) => [key, value]);
}
