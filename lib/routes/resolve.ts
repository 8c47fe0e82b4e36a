import { findCountyByName, findCountyBySlug } from "@/lib/counties";
import { SEARCH_SORTS } from "@/lib/search/param-names";
import { monthOfSlug } from "@/lib/season/months";
import { UUID_PATTERN } from "@/lib/slug";
import type { Locale } from "@/i18n/config";
import { IRISH_PREFIX, localePath } from "./locale";
import { MAX_LIST_PAGE, readCountyPage } from "./paths";
import {
  fillPattern,
  FRAMEWORK_PARAMS,
  internalPattern,
  isCampaignParam,
  isInternalAddress,
  matchPattern,
  ROUTES,
  routesAt,
  type RenderMode,
  type RouteName,
  type RouteSpec,
} from "./table";

/**
 * What proxy.ts does with a page address, decided from the route table alone (pure, so that it is
 * unit-tested without a server):
 * - an internal address typed by a visitor answers 404, the site's not-found page: only the
 *   proxy's rewrite reaches it (the proxy runs once, before its rewrite, so every internal address
 *   it sees was typed);
 * - query parameters the page does not understand are never ignored in silence: those another page
 *   understands move there (a county page's search filters go to /search?county=…), the others are
 *   taken off the address (308 to the same path without them); campaign tags (utm_*, gclid, …,
 *   isCampaignParam) pass on every page and go along with such a redirect;
 * - a page whose file renders at an internal address is rewritten there: "/" to the home page's,
 *   "/in-season" to this month's, a county page with a search or a sort to its per-request page,
 *   a later page of a county, the events list and the Harvest Hub list with the query as path
 *   segments;
 * - a shop page names the shop key the proxy checks for a closed shop (410, see `closedShop`).
 */
export type RouteDecision =
  | { kind: "redirect"; location: string; status: 308 }
  | {
      kind: "render";
      /** The table's route, or null for an address of no page (a route handler, a 404). */
      route: RouteName | null;
      /** The internal address that renders the page, or null for the address itself. */
      rewrite: string | null;
      mode: RenderMode;
      turnstile: boolean;
      /** On a shop page: the slug or id in the address (decoded). */
      shopKey: string | null;
    };

/**
 * Where an internal address typed by a visitor is rewritten: folders whose name starts with "_"
 * are never routes in app/, so this renders the site's not-found page (app/global-not-found.tsx), 404.
 */
export const NOT_FOUND_REWRITE = "/_internal/not-found";

/** `search` is the address's query as it came ("" or "?…"). */
export function resolvePage(pathname: string, search: string): RouteDecision {
  const names = routesAt(pathname);
  if (isInternalAddress(pathname, names)) {
    return { kind: "render", route: null, rewrite: NOT_FOUND_REWRITE, mode: "cached", turnstile: false, shopKey: null };
  }
  if (names.length === 0) {
    // A page's address typed or printed in other letters ("/Events", "/Farm-Shops/Kerry"): to the
    // page's own in one redirect, its query kept (as the page's own query rules keep it).
    const lower = pathname.toLowerCase();
    if (lower !== pathname && routesAt(lower).length > 0 && !isInternalAddress(lower)) {
      const next = resolvePage(lower, search);
      return next.kind === "redirect" ? next : { kind: "redirect", location: `${lower}${search}`, status: 308 };
    }
    return { kind: "render", route: null, rewrite: null, mode: "cached", turnstile: false, shopKey: null };
  }

  const pairs = queryPairs(search);
  // A shop, event or county address in another letter case goes to its own in one redirect, here rather
  // than from the page, so that its query (campaign tags included) goes along.
  const canonical = lowerCaseAddress(pathname, names);
  // First, as it moves the address whole (an unknown parameter along with it).
  const countyPage = names.includes("search") ? countySearchPage(pairs) : null;
  if (countyPage) return { kind: "redirect", location: countyPage, status: 308 };
  const redirect = queryRedirect(canonical ?? pathname, names, pairs);
  if (redirect) return { kind: "redirect", location: redirect, status: 308 };
  if (canonical) return { kind: "redirect", location: `${canonical}${search}`, status: 308 };

  const present = new Set(pairs.map(([key]) => key));
  const name = names.find((n) => {
    const when = (ROUTES[n] as RouteSpec).when;
    return when === undefined || (Array.isArray(when) && when.some((p) => present.has(p)));
  })!;
  const spec: RouteSpec = ROUTES[name];
  const segments = matchPattern(spec.path, pathname)!;
  const renders = internalPattern(name);
  // The page is rendered at the address without the campaign tags (they stay in the visitor's
  // address bar, for analytics to read): it is the same page, cached or not, and its links and
  // canonical link never carry one visitor's tags.
  const tagged = pairs.some(([key]) => isCampaignParam(key));
  const query = tagged ? queryOf(pairs.filter(([key]) => !isCampaignParam(key))) : search;
  let rewrite: string | null = tagged ? `${pathname}${query}` : null;
  if (renders) {
    const fromQuery = QUERY_SEGMENTS[name];
    const params = new URLSearchParams(query);
    const path = fillPattern(renders, { ...segments, ...spec.segments, ...fromQuery?.(params) });
    // The query goes on with the address as it came (already percent-encoded) unless it became segments.
    rewrite = fromQuery ? path : `${path}${query}`;
  }
  return {
    kind: "render",
    route: name,
    rewrite,
    mode: spec.mode,
    turnstile: spec.turnstile === true,
    shopKey: spec.path === ROUTES.shop.path && segments.id ? decodeSegment(segments.id) : null,
  };
}

/**
 * The Irish prefix in other letters ("/GA/events", "/Ga"): the Irish address in one redirect (the
 * rest routed as resolvePage routes it), when the rest is a public page; null for any other address.
 */
export function irishPrefixRedirect(pathname: string, search: string): string | null {
  const [, first = "", ...rest] = pathname.split("/");
  if (`/${first}` === IRISH_PREFIX || `/${first.toLowerCase()}` !== IRISH_PREFIX) return null;
  const path = `/${rest.join("/")}`;
  const decision = resolvePage(path, search);
  if (decision.kind === "redirect") return localeRedirect("ga-IE", decision.location);
  return hasIrishTwin(path) ? localePath("ga-IE", `${path}${search}`) : null;
}

/**
 * Where one of resolvePage's redirects goes at an address in `locale`: its twin in that language,
 * or null when the twin is a 404 (the admin area is English only: "/ga/Admin" is the 404 itself,
 * not a redirect to one).
 */
export function localeRedirect(locale: Locale, location: string): string | null {
  if (locale === "en-IE") return location;
  return hasIrishTwin(location.split("?")[0]!) ? localePath(locale, location) : null;
}

/**
 * Whether the page at `path` (an English address) has an Irish twin: every public page has; the
 * areas are English only, but for the owner's form itself; an address of no page has none.
 */
function hasIrishTwin(path: string): boolean {
  const decision = resolvePage(path, "");
  // A redirect's own target is checked by localeRedirect.
  if (decision.kind === "redirect") return true;
  if (decision.route === null) return false;
  return !("area" in ROUTES[decision.route]) || (decision.route === "owner" && path === fillPattern(ROUTES.owner.path));
}

/** The route that renders `pathname` when a visitor opens it without a query, or null (no page, or an internal address). */
export function routeAt(pathname: string): RouteName | null {
  const decision = resolvePage(pathname, "");
  return decision.kind === "render" ? decision.route : null;
}

/**
 * How `pathname` is rendered, as the proxy decides it. Addresses of no page (the not-found page,
 * route handlers such as feeds and calendars) are static or carry no scripts: the cached-page
 * policy fits them.
 */
export function renderModeOf(pathname: string): RenderMode {
  const decision = resolvePage(pathname, "");
  return decision.kind === "render" ? decision.mode : "cached";
}

/** Whether the page at `pathname` shows the Turnstile widget, as the proxy decides it. */
export function showsTurnstile(pathname: string): boolean {
  const decision = resolvePage(pathname, "");
  return decision.kind === "render" && decision.turnstile;
}

/** The rewrite for a shop that has closed for good: its friendly page, answered 410 Gone. */
export function closedShop(shopKey: string): { rewrite: string; mode: RenderMode; status: 410 } {
  const spec = ROUTES.shopClosed;
  return { rewrite: fillPattern(internalPattern("shopClosed")!, { id: encodeURIComponent(shopKey) }), mode: spec.mode, status: spec.status };
}

/** A query ("" or "?…") of these parameters, as they came. */
function queryOf(pairs: [string, string][]): string {
  return pairs.length ? `?${pairs.map(([, raw]) => raw).join("&")}` : "";
}

/** The query's parameters as they came: [decoded name, raw "name=value" text]. */
function queryPairs(search: string): [string, string][] {
  const text = search.startsWith("?") ? search.slice(1) : search;
  return text
    .split("&")
    .filter(Boolean)
    .map((raw) => [decodeName(raw.split("=")[0]!), raw]);
}

/**
 * The address to move to when the query has a parameter that none of the address's routes
 * understands, or null. A parameter the handoff page understands moves there with the kept ones;
 * otherwise the unknown parameters are taken off.
 */
function queryRedirect(pathname: string, names: RouteName[], pairs: [string, string][]): string | null {
  const specs = names.map((n) => ROUTES[n] as RouteSpec);
  if (specs.some((s) => s.query === "any")) return null;
  const known = new Set<string>([...FRAMEWORK_PARAMS, ...specs.flatMap((s) => s.query as readonly string[])]);
  const unknown = pairs.filter(([key]) => !known.has(key) && !isCampaignParam(key));
  if (unknown.length === 0) return null;

  const handoff = specs.find((s) => s.handoff)?.handoff;
  const target = handoff ? (ROUTES[handoff.to] as RouteSpec) : null;
  if (handoff && target && Array.isArray(target.query) && unknown.some(([key]) => target.query.includes(key))) {
    const segments = matchPattern(specs.find((s) => s.handoff)!.path, pathname)!;
    const value = decodeSegment(segments[handoff.segment] ?? "");
    const kept = pairs.filter(([key, raw]) => {
      if (isCampaignParam(key)) return true;
      if (!target.query.includes(key)) return false;
      if (known.has(key)) return handoff.keep.includes(key) && readsSame(key, raw);
      return true;
    });
    const query = [`${encodeURIComponent(handoff.param)}=${encodeURIComponent(value)}`, ...kept.map(([, raw]) => raw)].join("&");
    return `${fillPattern(target.path)}?${query}`;
  }
  const kept = pairs.filter(([key]) => known.has(key) || isCampaignParam(key)).map(([, raw]) => raw);
  return kept.length ? `${pathname}?${kept.join("&")}` : pathname;
}

/**
 * The address of a shop, event, county, month or post page written in lower case, when it was
 * written otherwise and lower case names the same thing: a county's slug ("/farm-shops/KERRY", or
 * its other name, "/farm-shops/londonderry", which goes to "/farm-shops/derry"), a
 * shop's slug or id ("/shop/Ballymaloe-Farm", an id in capitals), an event's id, a month
 * ("/in-season/June"), a post's slug. Null when it is already lower case, or is
 * anything else (a key with other characters is left to the page).
 */
function lowerCaseAddress(pathname: string, names: RouteName[]): string | null {
  // A county by its other name ("/farm-shops/londonderry"), in any letters: to its own slug at once.
  if (names.some((name) => ROUTES[name].path === ROUTES.county.path)) {
    const key = matchPattern(ROUTES.county.path, pathname)?.county ?? "";
    const county = /^[A-Za-z-]+$/.test(key) ? findCountyBySlug(key.toLowerCase()) : undefined;
    if (county && county.slug !== key) return fillPattern(ROUTES.county.path, { county: county.slug });
  }
  const lower = pathname.toLowerCase();
  if (lower === pathname) return null;
  for (const name of names) {
    const spec = ROUTES[name] as RouteSpec;
    if (spec.path === ROUTES.shop.path) {
      const key = matchPattern(spec.path, pathname)?.id ?? "";
      if (/^[A-Za-z0-9-]+$/.test(key)) return fillPattern(spec.path, { id: key.toLowerCase() });
    }
    if (spec.path === ROUTES.event.path) {
      const key = matchPattern(spec.path, pathname)?.id ?? "";
      if (UUID_PATTERN.test(key)) return fillPattern(spec.path, { id: key.toLowerCase() });
    }
    // A month by its name in other letters ("/in-season/June"); a post's slug (always lower case).
    if (spec.path === ROUTES.inSeason.path) {
      const month = matchPattern(spec.path, pathname)?.month ?? "";
      if (monthOfSlug(month.toLowerCase()) !== null) return fillPattern(spec.path, { month: month.toLowerCase() });
    }
    if (spec.path === ROUTES.post.path) {
      const slug = matchPattern(spec.path, pathname)?.slug ?? "";
      if (/^[A-Za-z0-9-]+$/.test(slug)) return fillPattern(spec.path, { slug: slug.toLowerCase() });
    }
  }
  return null;
}

/**
 * The county page a search for one county and nothing else is ("/search?county=kerry": an old
 * link, a shared one, the county filter alone), with the campaign tags (and without a parameter
 * the search does not understand, as its own redirect would take off); null for any other search.
 * Moved here rather than from the page, which the proxy hands the address without its tags (the
 * page still redirects a search it reads as one county and this does not, a default sort given).
 */
function countySearchPage(pairs: [string, string][]): string | null {
  const understood = ROUTES.search.query as readonly string[];
  let slug: string | null = null;
  const tags: string[] = [];
  for (const [key, raw] of pairs) {
    if (isCampaignParam(key)) {
      tags.push(raw);
      continue;
    }
    // A parameter the search does not understand would be taken off: it does not make this a search.
    if (!understood.includes(key)) continue;
    // As the page reads its address: a parameter given no value is not given.
    const value = (new URLSearchParams(raw).get(key) ?? "").trim();
    if (value === "") continue;
    const county = key === "county" ? findCountyByName(value) : undefined;
    if (!county || (slug !== null && slug !== county.slug)) return null;
    slug = county.slug;
  }
  if (slug === null) return null;
  return `${fillPattern(ROUTES.county.path, { county: slug })}${tags.length ? `?${tags.join("&")}` : ""}`;
}

/** A kept parameter means the same on the handoff page: a county page's sort by town does not exist there. */
function readsSame(key: string, raw: string): boolean {
  if (key !== "sort") return true;
  const value = new URLSearchParams(raw).get("sort") ?? "";
  return (SEARCH_SORTS as readonly string[]).includes(value);
}

/** Routes whose query becomes segments of the internal address (cached whole per segment). */
const QUERY_SEGMENTS: Partial<Record<RouteName, (params: URLSearchParams) => Record<string, string>>> = {
  events: (params) => ({ county: eventsCountySegment(params.get("county")), page: pageSegment(params.get("page")) }),
  harvestHub: (params) => ({ page: pageSegment(params.get("page")) }),
  // As the per-request page reads it: anything but a page number is page 1.
  countyPaged: (params) => ({ page: String(readCountyPage(params.get("page"))) }),
};

/** ?county= as a slug (slug or name, any case), "all" when absent or blank, "unknown" for no county. */
function eventsCountySegment(value: string | null): string {
  const raw = value?.trim();
  if (!raw) return "all";
  return (findCountyBySlug(raw) ?? findCountyByName(raw))?.slug ?? "unknown";
}

/** ?page= as a segment: "1" when absent, the number when it is a whole page number, "0" (answered 404) otherwise. */
function pageSegment(value: string | null): string {
  if (value === null) return "1";
  return /^[1-9]\d*$/.test(value) && Number(value) <= MAX_LIST_PAGE ? value : "0";
}

function decodeName(raw: string): string {
  return decodeSegment(raw.replace(/\+/g, " "));
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
