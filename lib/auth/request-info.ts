import { getEnv } from "@/lib/env";

/**
 * Who is asking, as far as the rate limits care. Trust assumption: in production the site runs
 * behind a proxy that sets X-Forwarded-For / X-Real-IP (Vercel, or nginx with
 * `proxy_set_header X-Forwarded-For $remote_addr`), so the first hop is the client. Exposed
 * directly, a client could vary the header to dodge the limits; the password hash (scrypt) and a
 * random admin password still keep guessing hopeless. Without a proxy, Next.js itself fills in
 * X-Forwarded-For with the connection's address.
 */
export function clientKey(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  const real = headers.get("x-real-ip")?.trim();
  const ip = forwarded || real || "unknown";
  return ip.slice(0, 64).toLowerCase();
}

/** True when the request reached us over https (directly or through a TLS-terminating proxy). */
export function isSecureRequest(req: Request): boolean {
  const proto = req.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  if (proto) return proto === "https";
  return new URL(req.url).protocol === "https:" || getEnv().SITE_URL.startsWith("https://");
}

/** This site's own origins: the public SITE_URL and the host the request was sent to. */
function ownOrigins(req: Request): Set<string> {
  const origins = new Set<string>([new URL(getEnv().SITE_URL).origin]);
  const host = req.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || req.headers.get("host");
  if (host) origins.add(`${isSecureRequest(req) ? "https" : "http"}://${host}`.toLowerCase());
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
