import { CACHE_TAGS as T, type CacheTag } from "@/lib/cache/tags";
import { SEARCH_PARAM_NAMES } from "@/lib/search/param-names";

/**
 * The route table: every public address of the site, once. For each: its pattern, the page file
 * that renders it, how that page is rendered, the cache tags of its reads, and the query parameters
 * it understands. Everything else reads it: the address builders (paths.ts), the proxy's decision
 * (resolve.ts: rewrites, redirects, 404 for internal addresses), the Content-Security-Policy (by
 * render mode), the sitemap, and the README's route table (`npm run routes:readme`, checked by
 * tests/unit/routes.test.ts, which also checks each entry against its page file).
 *
 * Patterns are written the way app/ names its folders: "[county]" is one segment, "[[...rest]]"
 * any number of them (or none). A page whose file lives at another address than its public one
 * (a segment of the file is not in the public address) renders at an internal address: proxy.ts
 * rewrites the public address there, and answers 404 when a visitor types the internal one.
 *
 * Render modes decide the page's Content-Security-Policy (lib/security/csp.ts): Next.js can put a
 * nonce only on pages rendered per request, so a cached page must never be sent a nonce policy
 * (its scripts would not run) and a per-request page gets the stricter one.
 * - cached: rendered on its first visit, then served whole from the route cache until an admin
 *   change expires one of its `tags` (those its reads in lib/<domain>/cached.ts carry: a page is
 *   tagged by what it reads, not by hand) or the time bound passes.
 * - per-request: rendered for every request (it reads the address's query, the session or
 *   configuration), with a fresh nonce.
 *
 * Pure and free of server code (paths.ts, which client components import, builds from it).
 */
export type RenderMode = "cached" | "per-request";

export type SitemapHint = { priority: number; changeFrequency: "daily" | "weekly" | "monthly" | "yearly" };

export type RouteSpec = {
  /** The public address ("/farm-shops/[county]"). */
  path: string;
  /** The page file under app/ (its folders give the address it renders at). */
  file: string;
  mode: RenderMode;
  /**
   * The tags of the cached reads its page makes (lib/<domain>/cached.ts): a change that expires
   * one of them expires a cached page (a per-request page reads them afresh). Kept true by
   * tests/unit/routes.test.ts, which follows the page's imports to its reads.
   */
  tags: readonly CacheTag[];
  /**
   * The query parameters the page understands; any other one is taken off by a redirect (or, with
   * `handoff`, sent to the page that understands it). "any": an area that reads its own.
   */
  query: readonly string[] | "any";
  /**
   * When this entry (not the next one of the same address) renders the address: one of these
   * query parameters is present, or ("closed-shop") the shop has closed for good.
   */
  when?: readonly string[] | "closed-shop";
  /** Values of the file's segments that the public address does not have ("/" → edition "index"). */
  segments?: Readonly<Record<string, string>>;
  /** The address answers with this status (a closed shop: 410 Gone). */
  status?: 410;
  /**
   * Parameters this page does not understand but the `to` page does move there (308), with this
   * page's segment as the `param` query parameter and the `keep` parameters of this page.
   */
  handoff?: { to: "search"; segment: string; param: string; keep: readonly string[] };
  /** A whole area: the file is its root page, and every address under `path` is the area's. */
  area?: true;
  /** A page with one fixed address, listed in the sitemap with these hints. */
  sitemap?: SitemapHint;
  /** Shows the Cloudflare Turnstile widget when it is on. */
  turnstile?: true;
  /** What the README says about the entry, besides its query. */
  note?: string;
};

/** The month segment of "/in-season"'s internal address (app/(public)/in-season/[month]). */
export const IN_SEASON_NOW = "this-month";

/**
 * The edition segment of the home page's internal address (app/(public)/home/[edition]): a page
 * without a dynamic segment would be prerendered by `next build`, which has no database, whereas a
 * segment known only at run time is rendered on its first visit.
 */
export const HOME_EDITION = "index";

/** Query parameters a county page understands. */
export const COUNTY_FILTER_PARAMS = ["q", "sort", "page"] as const;
/**
 * Those that make it a filtered (per-request) page: a visitor's search or sort. A page number alone
 * is one of a bounded set (a county's pages), cached like the county page itself.
 */
export const COUNTY_SEARCH_PARAMS = ["q", "sort"] as const;

/**
 * Parameters every page lets through: Next.js's own (`_rsc`, its router's requests; Next.js takes
 * it off before the proxy sees the address, this is in case it ever does not).
 */
export const FRAMEWORK_PARAMS = ["_rsc"] as const;

/**
 * Campaign tags that links from mail, ads and social posts carry for analytics (utm_source,
 * utm_medium, …, Google's gclid, Facebook's fbclid, Mailchimp's mc_cid and mc_eid). Every public page
 * accepts them and reads none: the page is the one without them (a cached page stays cached), its
 * canonical link names the address without them, and a redirect for another reason keeps them.
 */
export const CAMPAIGN_PARAMS = ["gclid", "fbclid", "mc_cid", "mc_eid"] as const;

export function isCampaignParam(name: string): boolean {
  return /^utm_[a-z0-9_]+$/.test(name) || (CAMPAIGN_PARAMS as readonly string[]).includes(name);
}

/** The folder of the public pages' language (app/[locale]): en-IE or ga-IE, set by proxy.ts's rewrite. */
export const LOCALE_SEGMENT = "[locale]";

const P = "app/[locale]/(public)";

export const ROUTES = {
  home: {
    path: "/",
    file: `${P}/home/[edition]/page.tsx`,
    segments: { edition: HOME_EDITION },
    mode: "cached",
    tags: [T.shops, T.events],
    query: [],
    sitemap: { priority: 1, changeFrequency: "daily" },
  },
  search: {
    path: "/search",
    file: `${P}/search/page.tsx`,
    mode: "per-request",
    tags: [T.shops, T.events],
    query: SEARCH_PARAM_NAMES,
    sitemap: { priority: 0.8, changeFrequency: "daily" },
    note: "a single county and nothing else moves to its county page",
  },
  // The two lists render at internal addresses, the query as segments (resolve.ts), cached.
  events: {
    path: "/events",
    file: `${P}/events/list/[county]/[page]/page.tsx`,
    mode: "cached",
    tags: [T.shops, T.events],
    query: ["county", "page"],
    sitemap: { priority: 0.8, changeFrequency: "daily" },
    note: "county and page become segments; a page past the last is 404",
  },
  harvestHub: {
    path: "/harvest-hub",
    file: `${P}/harvest-hub/(list)/list/[page]/page.tsx`,
    mode: "cached",
    tags: [T.posts],
    query: ["page"],
    sitemap: { priority: 0.7, changeFrequency: "weekly" },
    note: "page becomes a segment; a page past the last is 404",
  },
  submit: {
    path: "/submit",
    file: `${P}/submit/page.tsx`,
    mode: "per-request",
    tags: [],
    query: [],
    turnstile: true,
    sitemap: { priority: 0.6, changeFrequency: "monthly" },
  },
  about: { path: "/about", file: `${P}/about/page.tsx`, mode: "per-request", tags: [], query: [], sitemap: { priority: 0.5, changeFrequency: "monthly" } },
  help: { path: "/help", file: `${P}/help/page.tsx`, mode: "per-request", tags: [], query: [], sitemap: { priority: 0.5, changeFrequency: "monthly" } },
  privacyPolicy: {
    path: "/privacy-policy",
    file: `${P}/privacy-policy/page.tsx`,
    mode: "per-request",
    tags: [],
    query: [],
    sitemap: { priority: 0.3, changeFrequency: "yearly" },
  },
  termsOfService: {
    path: "/terms-of-service",
    file: `${P}/terms-of-service/page.tsx`,
    mode: "per-request",
    tags: [],
    query: [],
    sitemap: { priority: 0.3, changeFrequency: "yearly" },
  },
  // How to put a widget (/embed/shop/{slug}, /embed/county/{county}: route handlers, not pages) on another site.
  embed: {
    path: "/embed",
    file: `${P}/embed/page.tsx`,
    mode: "per-request",
    tags: [T.shops],
    query: ["shop", "county"],
    sitemap: { priority: 0.4, changeFrequency: "monthly" },
    note: "the widgets' help page; the widgets themselves are route handlers under /embed/ (docs/embed.md)",
  },
  // The saved list reads the address's query (a shared list) and is never indexed.
  saved: { path: "/saved", file: `${P}/saved/page.tsx`, mode: "per-request", tags: [], query: ["shops"], note: "not in the sitemap" },
  inSeasonNow: {
    path: "/in-season",
    file: `${P}/in-season/[month]/page.tsx`,
    segments: { month: IN_SEASON_NOW },
    mode: "cached",
    tags: [T.shops],
    query: [],
    sitemap: { priority: 0.7, changeFrequency: "monthly" },
    note: "this month on the Irish clock",
  },
  inSeason: { path: "/in-season/[month]", file: `${P}/in-season/[month]/page.tsx`, mode: "cached", tags: [T.shops], query: [], note: "a month by its English name" },
  // A county page with a search or a sort; then a later page of the whole county; then the county.
  countyFiltered: {
    path: "/farm-shops/[county]",
    when: COUNTY_SEARCH_PARAMS,
    file: `${P}/farm-shops/[county]/filter/page.tsx`,
    mode: "per-request",
    tags: [T.shops],
    query: COUNTY_FILTER_PARAMS,
    note: "with q or sort (and page)",
  },
  countyPaged: {
    path: "/farm-shops/[county]",
    when: ["page"],
    file: `${P}/farm-shops/[county]/pages/[page]/page.tsx`,
    mode: "cached",
    tags: [T.shops],
    query: COUNTY_FILTER_PARAMS,
    note: "page alone becomes a segment, cached as the county page is; past the last page, a redirect to the last",
  },
  county: {
    path: "/farm-shops/[county]",
    file: `${P}/farm-shops/[county]/page.tsx`,
    mode: "cached",
    tags: [T.shops],
    query: COUNTY_FILTER_PARAMS,
    handoff: { to: "search", segment: "county", param: "county", keep: ["q", "sort"] },
    note: "other search parameters move to /search?county={county}",
  },
  shopClosed: {
    path: "/shop/[id]",
    when: "closed-shop",
    file: `${P}/shop/[id]/closed/page.tsx`,
    // Rendered per request, so that the answer says "no-store": a browser keeps a 410 with no
    // max-age as fresh for ever (Chromium does), and a reopened shop would stay "closed" for it.
    mode: "per-request",
    tags: [T.shops],
    query: [],
    status: 410,
    note: "a shop closed for good, 410 Gone",
  },
  shop: { path: "/shop/[id]", file: `${P}/shop/[id]/page.tsx`, mode: "cached", tags: [T.shops, T.events], query: [], note: "its slug, or its id while it has none" },
  event: { path: "/event/[id]", file: `${P}/event/[id]/page.tsx`, mode: "cached", tags: [T.shops, T.events], query: [] },
  post: { path: "/harvest-hub/[slug]", file: `${P}/harvest-hub/[slug]/page.tsx`, mode: "cached", tags: [T.posts], query: [] },
  // What the service worker shows for a page it cannot fetch offline (prerendered, precached at
  // its bare address: the worker keeps the revision in its cache key only).
  offline: { path: "/offline", file: `${P}/offline/page.tsx`, mode: "cached", tags: [], query: [], note: "precached by the service worker" },
  // The admin area and the owner's edit form (signed in by a mailed link), with everything under them.
  admin: { path: "/admin/[[...rest]]", file: "app/admin/page.tsx", mode: "per-request", tags: [], query: "any", area: true, note: "the whole admin area" },
  owner: { path: "/owner/[[...rest]]", file: "app/[locale]/owner/page.tsx", mode: "per-request", tags: [], query: "any", area: true, note: "the owner's form, sign-in and confirmation" },
} as const satisfies Record<string, RouteSpec>;

export type RouteName = keyof typeof ROUTES;

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** A pattern's segment: fixed text, one dynamic segment ("[id]") or an optional rest ("[[...rest]]"). */
type Part = { kind: "fixed"; text: string } | { kind: "one" | "rest"; name: string };
const parsedPatterns = new Map<string, Part[]>();

/** A pattern's segments, parsed once: "/farm-shops/[county]" → fixed "farm-shops", one "county". */
function parts(pattern: string): Part[] {
  let parsed = parsedPatterns.get(pattern);
  if (!parsed) {
    parsed = pattern
      .split("/")
      .filter(Boolean)
      .map((text): Part => {
        const rest = /^\[\[\.\.\.(\w+)\]\]$/.exec(text);
        if (rest) return { kind: "rest", name: rest[1]! };
        const one = /^\[(\w+)\]$/.exec(text);
        return one ? { kind: "one", name: one[1]! } : { kind: "fixed", text };
      });
    parsedPatterns.set(pattern, parsed);
  }
  return parsed;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

type Compiled = { regex: RegExp; names: string[] };
const compiled = new Map<string, Compiled>();

/** The pattern as a regular expression over a path (a trailing slash allowed), with its segment names. */
function compile(pattern: string): Compiled {
  const known = compiled.get(pattern);
  if (known) return known;
  const names: string[] = [];
  const body = parts(pattern)
    .map((part) => {
      if (part.kind === "fixed") return `/${escape(part.text)}`;
      names.push(part.name);
      return part.kind === "rest" ? "(?:/(.*))?" : "/([^/]+)";
    })
    .join("");
  const result = { regex: new RegExp(`^${body}/?$`), names };
  compiled.set(pattern, result);
  return result;
}

/** The segments of `pathname` (as they came, still percent-encoded) when it has the pattern's shape. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const { regex, names } = compile(pattern);
  const m = regex.exec(pathname);
  if (!m) return null;
  return Object.fromEntries(names.map((name, i) => [name, m[i + 1] ?? ""]));
}

/**
 * The address of `pattern` with its segments filled in. Values go in as given (encode them first),
 * or through `encode` when one is passed.
 */
export function fillPattern(
  pattern: string,
  values: Readonly<Record<string, string>> = {},
  encode: (value: string) => string = (value) => value,
): string {
  let path = "";
  for (const part of parts(pattern)) {
    if (part.kind === "fixed") {
      path += `/${part.text}`;
      continue;
    }
    const value = values[part.name];
    if (part.kind === "rest") {
      if (value) path += `/${encode(value)}`;
      continue;
    }
    if (value === undefined) throw new Error(`No value for [${part.name}] of ${pattern}`);
    path += `/${encode(value)}`;
  }
  return path || "/";
}

/**
 * The address a page file renders at: app/[locale]/(public)/shop/[id]/closed/page.tsx →
 * /shop/[id]/closed. The [locale] segment is the proxy's (it puts the language in front of every
 * address it rewrites, proxy.ts), not part of the table's addresses.
 */
export function filePattern(file: string): string {
  const folders = file
    .replace(/^app\//, "")
    .replace(/(^|\/)page\.tsx$/, "")
    .split("/")
    .filter((part) => part && part !== LOCALE_SEGMENT && !/^\(.*\)$/.test(part));
  return `/${folders.join("/")}`;
}

/** Worked out once per route: the proxy asks on every request. */
const internalPatterns = new Map<RouteName, string | null>();

/**
 * The internal address pattern a route renders at, or null when its page renders at its public
 * address (an area's pages are its own addresses).
 */
export function internalPattern(name: RouteName): string | null {
  if (!internalPatterns.has(name)) {
    const spec: RouteSpec = ROUTES[name];
    const renders = spec.area ? null : filePattern(spec.file);
    internalPatterns.set(name, renders === spec.path ? null : renders);
  }
  return internalPatterns.get(name)!;
}

/** The public routes whose pattern `pathname` has, in table order. */
export function routesAt(pathname: string): RouteName[] {
  return ROUTE_NAMES.filter((name) => matchPattern(ROUTES[name].path, pathname) !== null);
}

/**
 * Whether `pathname` is an internal address (one that only the proxy's rewrite reaches): it has
 * the shape of a page's internal address and is no public address, or it is an internal address
 * with that page's fixed segments ("/in-season/this-month"). `publicRoutes`: the routes at
 * `pathname`, when the caller has them already.
 */
export function isInternalAddress(pathname: string, publicRoutes: readonly RouteName[] = routesAt(pathname)): boolean {
  const isPublic = publicRoutes.length > 0;
  return ROUTE_NAMES.some((name) => {
    const pattern = internalPattern(name);
    const found = pattern ? matchPattern(pattern, pathname) : null;
    if (!found) return false;
    if (!isPublic) return true;
    const fixed = Object.entries((ROUTES[name] as RouteSpec).segments ?? {});
    return fixed.length > 0 && fixed.every(([key, value]) => found[key] === value);
  });
}

/** The pages with one fixed address, for the sitemap, in table order. */
export const SITEMAP_PAGES: (SitemapHint & { path: string })[] = ROUTE_NAMES.flatMap((name) => {
  const spec: RouteSpec = ROUTES[name];
  return spec.sitemap ? [{ path: spec.path, ...spec.sitemap }] : [];
});
