import type { Hit } from "./hit";
import { METRICS, shopActionMetric, type Metric } from "./metrics";
import { asksNotToBeTracked, countedPath, deviceOf, isBot, isPrefetch, normaliseSearch, referrerDomain, shopOfPath, widgetReferrer, type HeaderReader } from "./rules";

export type HitContext = {
  headers: HeaderReader;
  /** The client's address, as the rate limits see it (lib/auth/request-info.ts). */
  address: string;
  /** This site's host names: a referrer from them is no referrer. */
  ownHosts: readonly string[];
};

export type HitCounts = {
  /** The figures this hit adds one to. */
  adds: [Metric, string][];
  /** What identifies the visitor for today's hash (address and agent), or null: not a visitor count. */
  visitorSource: string | null;
};

const NOTHING: HitCounts = { adds: [], visitorSource: null };

/**
 * What one hit counts for (pure: the salt and hashing are the recorder's). Bots, prefetches,
 * cross-site beacons and pages outside the public site count for nothing. A visitor sending Global
 * Privacy Control or Do Not Track counts as a page view only: no visitor, no device, no referrer,
 * and none of their taps or searches.
 */
export function countHit(hit: Hit, { headers, address, ownHosts }: HitContext): HitCounts {
  const agent = headers.get("user-agent");
  if (isBot(agent) || isPrefetch(headers)) return NOTHING;
  const site = headers.get("sec-fetch-site");
  if (site && site !== "same-origin") return NOTHING;
  const path = countedPath(hit.p);
  if (!path) return NOTHING;
  const private_ = asksNotToBeTracked(headers);

  if (hit.t === "v") {
    const adds: [Metric, string][] = [
      [METRICS.views, ""],
      [METRICS.page, path],
    ];
    const shop = shopOfPath(path);
    if (shop) adds.push([METRICS.shopViews, shop]);
    if (private_) return { adds, visitorSource: null };
    adds.push([METRICS.device, deviceOf(agent)]);
    // A link from another site, else a widget's link (its referrer is the widget, on this site).
    const domain = referrerDomain(hit.r, ownHosts) ?? widgetReferrer(headers.get("referer"), ownHosts);
    if (domain) adds.push([METRICS.referrer, domain]);
    return { adds, visitorSource: `${address}\n${agent ?? ""}` };
  }
  if (private_) return NOTHING;
  if (hit.t === "a") return { adds: [[shopActionMetric(hit.a), hit.s]], visitorSource: null };
  const q = normaliseSearch(hit.q);
  if (!q) return NOTHING;
  const adds: [Metric, string][] = [[METRICS.search, q]];
  if (hit.n === 0) adds.push([METRICS.noResultSearch, q]);
  return { adds, visitorSource: null };
}
