/**
 * The site's Content-Security-Policy, built per request by proxy.ts.
 *
 * Two script policies, because Next.js allows nonces only on pages rendered per request (which
 * pages those are is each page's render mode in the route table, lib/routes/table.ts):
 * - Pages rendered per request (admin, owner, submit, search, saved, the text pages) get a fresh
 *   nonce with 'strict-dynamic': only scripts Next.js marked with this response's nonce run.
 * - Pages served whole from the route cache (home, county, shop, event and post pages, the events
 *   and Harvest Hub lists, and the static not-found page) were rendered for an earlier request, so their inline bootstrap scripts
 *   carry no nonce; Next.js cannot hash them either (their content is each page's data). They get
 *   script-src 'self' 'unsafe-inline': no other origin, no eval, no plugins, no framing, no <base>.
 *   Injected text on those pages is kept inert by rendering (React escaping, sanitize-html), which
 *   the hostile-input tests check in the browser.
 * The API's policy and the headers every response gets are in next.config.mjs.
 */

export type CspOptions = {
  /** A fresh nonce for pages rendered per request; null for pages served from the route cache. */
  nonce: string | null;
  /** The map style address: the style, its tiles, glyphs and sprites are fetched from its origin. */
  mapStyleUrl: string;
  /** next dev needs eval for React's debugging aids. */
  dev?: boolean;
  /** The page shows Cloudflare Turnstile (its keys are set): its script and frame are allowed. */
  turnstile?: boolean;
  /** The operator's own analytics script (ANALYTICS_SCRIPT_URL): its origin may serve scripts and take beacons. */
  analyticsScriptUrl?: string;
};

export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

/** Which pages show the Turnstile widget is the route table's to say. */
export { showsTurnstile } from "@/lib/routes";

/** A nonce for one response: 16 random bytes, base64. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy({ nonce, mapStyleUrl, dev = false, turnstile = false, analyticsScriptUrl }: CspOptions): string {
  const map = originOf(mapStyleUrl);
  const analytics = analyticsScriptUrl ? originOf(analyticsScriptUrl) : null;
  const scripts = nonce
    ? [`'nonce-${nonce}'`, "'strict-dynamic'"]
    : ["'self'", "'unsafe-inline'"];
  if (dev) scripts.push("'unsafe-eval'");
  // With 'strict-dynamic' the nonce-bearing loader vouches for the script; the origin covers
  // browsers without it.
  if (turnstile) scripts.push(TURNSTILE_ORIGIN);
  if (analytics) scripts.push(analytics);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": scripts,
    // React's style attributes (the map, transitions) cannot carry a nonce.
    "style-src": ["'self'", "'unsafe-inline'"],
    // Shop images may be any https address (the hosted blob store, or an address an admin entered).
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(map ? [map] : []), ...(turnstile ? [TURNSTILE_ORIGIN] : []), ...(analytics ? [analytics] : [])],
    // MapLibre runs its worker from the site's own bundle (and blob: for its CSP-safe fallback).
    "worker-src": ["'self'", "blob:"],
    "child-src": ["'self'", "blob:"],
    // The site's own frames only: the widgets' previews on /embed and the owner's page.
    "frame-src": ["'self'", ...(turnstile ? [TURNSTILE_ORIGIN] : [])],
    "object-src": ["'none'"],
    "media-src": ["'self'"],
    "manifest-src": ["'self'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}
