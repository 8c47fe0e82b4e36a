import { getEnv } from "@/lib/env";

/**
 * Who is asking, as far as the rate limits care, from X-Forwarded-For as Next.js hands it on:
 * Next.js's server writes the connection's address there when the request arrived without the
 * header (its base server, `x-forwarded-for ??= socket.remoteAddress`), and passes a header that
 * came with the request on as sent. TRUST_PROXY is how many proxies in front of the site append to
 * that header:
 * - 0 (the default, the site exposed directly): the production server (server.mjs) drops any
 *   header a client sent, so the one entry is the connection's address;
 * - 1: the entry the one proxy appended, the last (a client's own entries sit to its left and are
 *   ignored); 2: the one before it; and so on.
 * A client can therefore only change its key by changing its real address.
 */
export function clientKey(headers: Pick<Headers, "get">, trustProxy: number = getEnv().TRUST_PROXY): string {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (chain.length === 0) return "unknown";
  const ip = chain[Math.max(0, chain.length - Math.max(1, trustProxy))] ?? "unknown";
  return normaliseAddress(ip).slice(0, 64);
}

/** "::ffff:10.0.0.1" (an IPv4 client on a dual-stack socket) is the same client as "10.0.0.1". */
function normaliseAddress(ip: string): string {
  return ip.toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");
}

/** True when the request reached us over https (directly or through a TLS-terminating proxy). */
export function isSecureRequest(req: Request): boolean {
  const proto = req.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  if (proto) return proto === "https";
  return new URL(req.url).protocol === "https:" || getEnv().SITE_URL.startsWith("https://");
}

/**
 * The host the request was sent to, as the browser named it (a proxy's X-Forwarded-Host first):
 * not Next.js's `nextUrl.host`, which names the server's own hostname.
 */
export function requestHost(req: Request): string | null {
  return (req.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || req.headers.get("host"))?.toLowerCase() || null;
}

/** This site's own origins: the public SITE_URL and the host the request was sent to. */
function ownOrigins(req: Request): Set<string> {
  const origins = new Set<string>([new URL(getEnv().SITE_URL).origin]);
  const host = requestHost(req);
  if (host) origins.add(`${isSecureRequest(req) ? "https" : "http"}://${host}`);
  return origins;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses cross-site state changes. Browsers send Sec-Fetch-Site and Origin on every cross-origin
 * POST/PATCH/DELETE; a request with neither comes from a non-browser client, which holds no
 * victim's cookie (and SameSite=Lax keeps the session cookie off cross-site requests anyway).
 */
export function isCrossSiteWrite(req: Request): boolean {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return false;
  const site = req.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = req.headers.get("origin");
  if (origin === null) return false;
  return !ownOrigins(req).has(origin.toLowerCase());
}
