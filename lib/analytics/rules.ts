import type { Device } from "./metrics";
import { routeAt, splitLocale } from "@/lib/routes";
import { NOT_COUNTED_PAGE } from "./paths";

/** What the rules read of a request's headers (a fetch Headers, or server.mjs's own reader). */
export type HeaderReader = Pick<Headers, "get">;

/**
 * The rules that decide what a hit counts as, pure so that they are tested alone: bots and
 * prefetches are not counted, a visitor asking not to be tracked counts as a view only, referrers
 * are cut to their domain, and the user agent gives only a kind of device.
 */

// Crawlers, link previews, monitors, headless browsers and HTTP libraries (matched anywhere, any case).
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|scrape|headlesschrome|phantomjs|lighthouse|pagespeed|pingdom|uptime|monitor|facebookexternalhit|embedly|preview|whatsapp|telegram|discord|curl\/|wget|python-|python\/|aiohttp|httpx|go-http-client|java\/|okhttp|node-fetch|axios|undici|libwww|apache-httpclient|feedfetcher|mediapartners|validator|check_http|k6\/|^$/i;

/** True for a user agent that is not a person's browser (or no user agent at all). */
export function isBot(userAgent: string | null | undefined): boolean {
  return BOT_PATTERN.test((userAgent ?? "").trim());
}

/** True for a prefetch or prerender: the page may never be seen. */
export function isPrefetch(headers: HeaderReader): boolean {
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""} ${headers.get("x-purpose") ?? ""}`.toLowerCase();
  return /prefetch|prerender|preview/.test(purpose) || headers.get("x-moz")?.toLowerCase() === "prefetch";
}

/** Global Privacy Control or Do Not Track: counted as a page view, never as a visitor. */
export function asksNotToBeTracked(headers: HeaderReader): boolean {
  return headers.get("sec-gpc")?.trim() === "1" || headers.get("dnt")?.trim() === "1";
}

/**
 * A referrer reduced to its domain, without "www."; null for none, for this site itself and for
 * anything that is not an http(s) address.
 */
export function referrerDomain(referrer: string | null | undefined, ownHosts: readonly string[]): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (!host || ownHosts.some((own) => own.toLowerCase() === host)) return null;
  return host.replace(/^www\./, "").slice(0, 253);
}

/** A host name as a URL gives it: labels of letters, digits and inner hyphens, joined by dots. */
const HOST_NAME = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

/**
 * The site a visit came from through one of the widgets, from the page's own address (the beacon's
 * Referer header, which the browser sends whole to its own site): the widget's script adds
 * `utm_source=<the framing page's host>&utm_medium=widget` to its links (lib/embed/document.ts),
 * because the referrer the page sees is then the widget itself, on this site. The source counts as
 * a referrer domain only when it is a host name (not this site's); null otherwise.
 */
export function widgetReferrer(pageAddress: string | null | undefined, ownHosts: readonly string[]): string | null {
  // Most views come from no widget: no address to parse on the beacons' hot path.
  if (!pageAddress?.includes("utm_medium=widget")) return null;
  let params: URLSearchParams;
  try {
    params = new URL(pageAddress).searchParams;
  } catch {
    return null;
  }
  if (params.get("utm_medium") !== "widget") return null;
  const source = (params.get("utm_source") ?? "").trim().toLowerCase();
  if (source.length > 253 || !HOST_NAME.test(source)) return null;
  return referrerDomain(`https://${source}/`, ownHosts);
}

/** Phone, tablet or desktop, from the user agent (the agent itself is never kept). */
export function deviceOf(userAgent: string | null | undefined): Device {
  const ua = userAgent ?? "";
  if (/ipad|tablet|playbook|silk|kindle|android(?!.*mobile)/i.test(ua)) return "tablet";
  if (/mobi|iphone|ipod|android|windows phone|blackberry|opera mini/i.test(ua)) return "phone";
  return "desktop";
}

/**
 * The page a hit names, as counted: its path only (no query, no fragment), at most 200
 * characters; null for an address that is not a public page (the admin, the owner's pages, the
 * embedded widgets but not their help page: NOT_COUNTED_PAGE; the API, files), nor a page of the
 * route table at all (a mistyped address's 404, or a path a forged beacon made up).
 */
export function countedPath(path: string): string | null {
  if (!path.startsWith("/") || path.startsWith("//")) return null;
  const bare = (path.split(/[?#]/)[0] ?? "/").replace(/\/+$/, "") || "/";
  if (NOT_COUNTED_PAGE.test(bare) || /^\/(api|_next)(\/|$)/.test(bare)) return null;
  if (/\.[a-z0-9]+$/i.test(bare)) return null;
  if (routeAt(splitLocale(bare).path) === null) return null;
  return bare.slice(0, 200);
}

/**
 * The shop a page shows: "/shop/<slug or id>" (or its Irish twin "/ga/shop/…") names it; its
 * sub-pages do not count as a view.
 */
export function shopOfPath(path: string): string | null {
  const match = /^(?:\/ga)?\/shop\/([^/]+)$/.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]).slice(0, 200);
  } catch {
    return null;
  }
}

/** A search as counted: trimmed, one space between words, lower case, at most 100 characters. */
export function normaliseSearch(q: string): string | null {
  const text = q.replace(/\s+/g, " ").trim().toLowerCase().slice(0, 100);
  return text || null;
}
