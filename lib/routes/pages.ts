/**
 * Every page of the site with how it is rendered. The render mode decides the page's
 * Content-Security-Policy (lib/security/csp.ts): Next.js can put a nonce only on pages rendered per
 * request, so a cached page must never be sent a nonce policy (its scripts would not run) and a
 * per-request page gets the stricter one. tests/unit/routes.test.ts checks each entry against its
 * page file (a cached page exports `revalidate`, a per-request one does not), so the table and the
 * pages cannot drift apart.
 *
 * - cached: rendered on its first visit, then served whole from the route cache until an admin
 *   change expires it through the data tags (lib/cache/tags.ts) or the time bound passes.
 * - per-request: rendered for every request (it reads the address's query, the session or
 *   configuration), with a fresh nonce.
 */
export type RenderMode = "cached" | "per-request";

export type SitemapHint = { priority: number; changeFrequency: "daily" | "weekly" | "monthly" | "yearly" };

export type PageSpec = {
  /** The addresses (path only) this page renders, as visitors or the proxy's rewrite reach it. */
  pattern: RegExp;
  mode: RenderMode;
  /** The page file under app/ (checked by the unit test). */
  file: string;
  /** An address visitors never see: proxy.ts rewrites a public address to it. */
  internal?: true;
  /** A page with one fixed address, listed in the sitemap with these hints. */
  sitemap?: SitemapHint & { path: string };
  /** Shows the Cloudflare Turnstile widget when it is on. */
  turnstile?: true;
};

/** Internal addresses of cached pages (visitors never see them; proxy.ts rewrites to them). */
export const internalPaths = {
  /**
   * "/" renders here: a page without a dynamic segment would be prerendered by `next build`, which
   * has no database, whereas a segment known only at run time is rendered on its first visit.
   */
  home: () => "/home/index",
  /** A county page with a search, a sort or a page number, rendered per request. */
  countyFiltered: (slug: string) => `/farm-shops/${encodeURIComponent(slug)}/filter`,
  /**
   * The events list in a county ("all", a county slug, or "unknown" for a county the address
   * names that does not exist) at a page: /events?county=…&page=… renders here, cached.
   */
  eventsList: (county: string, page: string) => `/events/list/${encodeURIComponent(county)}/${encodeURIComponent(page)}`,
  /** The Harvest Hub list at a page: /harvest-hub?page=… renders here, cached. */
  harvestHubList: (page: string) => `/harvest-hub/list/${encodeURIComponent(page)}`,
  /** "/in-season" (this month) renders here, like the home page (see `home`). */
  inSeasonNow: () => `/in-season/${IN_SEASON_NOW}`,
  /** A shop that closed for good: its friendly 410 page. */
  shopClosed: (key: string) => `/shop/${encodeURIComponent(key)}/closed`,
} as const;

/** The month segment of "/in-season"'s internal address (app/(public)/in-season/[month]). */
export const IN_SEASON_NOW = "this-month";

/** The edition segment of the home page's internal address (app/(public)/home/[edition]). */
export const HOME_EDITION = "index";

const P = "app/(public)";

export const PAGES = {
  home: { pattern: /^\/home\/index\/?$/, mode: "cached", internal: true, file: `${P}/home/[edition]/page.tsx`, sitemap: { path: "/", priority: 1, changeFrequency: "daily" } },
  search: { pattern: /^\/search\/?$/, mode: "per-request", file: `${P}/search/page.tsx`, sitemap: { path: "/search", priority: 0.8, changeFrequency: "daily" } },
  // The two lists render at internal addresses (proxy.ts rewrites their query there), cached.
  events: { pattern: /^\/events(\/list\/[^/]+\/[^/]+)?\/?$/, mode: "cached", file: `${P}/events/list/[county]/[page]/page.tsx`, sitemap: { path: "/events", priority: 0.8, changeFrequency: "daily" } },
  harvestHub: { pattern: /^\/harvest-hub(\/list\/[^/]+)?\/?$/, mode: "cached", file: `${P}/harvest-hub/(list)/list/[page]/page.tsx`, sitemap: { path: "/harvest-hub", priority: 0.7, changeFrequency: "weekly" } },
  submit: { pattern: /^\/submit\/?$/, mode: "per-request", file: `${P}/submit/page.tsx`, turnstile: true, sitemap: { path: "/submit", priority: 0.6, changeFrequency: "monthly" } },
  about: { pattern: /^\/about\/?$/, mode: "per-request", file: `${P}/about/page.tsx`, sitemap: { path: "/about", priority: 0.5, changeFrequency: "monthly" } },
  help: { pattern: /^\/help\/?$/, mode: "per-request", file: `${P}/help/page.tsx`, sitemap: { path: "/help", priority: 0.5, changeFrequency: "monthly" } },
  privacyPolicy: { pattern: /^\/privacy-policy\/?$/, mode: "per-request", file: `${P}/privacy-policy/page.tsx`, sitemap: { path: "/privacy-policy", priority: 0.3, changeFrequency: "yearly" } },
  termsOfService: { pattern: /^\/terms-of-service\/?$/, mode: "per-request", file: `${P}/terms-of-service/page.tsx`, sitemap: { path: "/terms-of-service", priority: 0.3, changeFrequency: "yearly" } },
  // The saved list reads the address's query (a shared list) and is never indexed.
  saved: { pattern: /^\/saved\/?$/, mode: "per-request", file: `${P}/saved/page.tsx` },
  inSeason: { pattern: /^\/in-season(\/[^/]+)?\/?$/, mode: "cached", file: `${P}/in-season/[month]/page.tsx`, sitemap: { path: "/in-season", priority: 0.7, changeFrequency: "monthly" } },
  county: { pattern: /^\/farm-shops\/[^/]+\/?$/, mode: "cached", file: `${P}/farm-shops/[county]/page.tsx` },
  countyFiltered: { pattern: /^\/farm-shops\/[^/]+\/filter\/?$/, mode: "per-request", internal: true, file: `${P}/farm-shops/[county]/filter/page.tsx` },
  shop: { pattern: /^\/shop\/[^/]+\/?$/, mode: "cached", file: `${P}/shop/[id]/page.tsx` },
  shopClosed: { pattern: /^\/shop\/[^/]+\/closed\/?$/, mode: "cached", internal: true, file: `${P}/shop/[id]/closed/page.tsx` },
  event: { pattern: /^\/event\/[^/]+\/?$/, mode: "cached", file: `${P}/event/[id]/page.tsx` },
  post: { pattern: /^\/harvest-hub\/[^/]+\/?$/, mode: "cached", file: `${P}/harvest-hub/[slug]/page.tsx` },
  // What the service worker shows for a page it cannot fetch offline (prerendered, precached).
  offline: { pattern: /^\/offline\/?$/, mode: "cached", file: `${P}/offline/page.tsx` },
  // The admin area and the owner's edit form (signed in by a mailed link), with everything under them.
  admin: { pattern: /^\/admin(\/|$)/, mode: "per-request", file: "app/admin/page.tsx" },
  owner: { pattern: /^\/owner(\/|$)/, mode: "per-request", file: "app/owner/page.tsx" },
} as const satisfies Record<string, PageSpec>;

export type PageName = keyof typeof PAGES;

const ENTRIES = Object.entries(PAGES) as [PageName, PageSpec][];

/** The page that renders `pathname` (an address after the proxy's rewrite), if any. */
export function pageAt(pathname: string): PageName | null {
  return ENTRIES.find(([, spec]) => spec.pattern.test(pathname))?.[0] ?? null;
}

/**
 * How `pathname` is rendered. Addresses of no page (the not-found page, route handlers such as
 * feeds and calendars) are static or carry no scripts: the cached-page policy fits them.
 */
export function renderModeOf(pathname: string): RenderMode {
  const page = pageAt(pathname);
  return page ? PAGES[page].mode : "cached";
}

export function showsTurnstile(pathname: string): boolean {
  const page = pageAt(pathname);
  return page !== null && "turnstile" in PAGES[page];
}

/** The pages with one fixed address, for the sitemap. */
export const SITEMAP_PAGES: (SitemapHint & { path: string })[] = ENTRIES.flatMap(([, spec]) => (spec.sitemap ? [spec.sitemap] : []));
