/**
 * The site's public addresses, built one way. Addresses are a contract (bookmarks, search engines,
 * mails already sent): every link, redirect, sitemap entry, feed and JSON-LD url comes from here.
 * Pure and client-safe.
 */

/** A county page's sort; "name" is the default and stays out of the address. */
export type CountySort = "name" | "town" | "featured";

/** What a county page shows beyond the whole county: a search, a sort, a page number. */
export type CountyView = { q?: string; sort?: CountySort; page?: number };

/** Query parameters that make a county page a filtered (per-request) page. */
export const COUNTY_FILTER_PARAMS = ["q", "sort", "page"] as const;

type Keyed = { id: string; slug: string | null };

const segment = (value: string) => encodeURIComponent(value);

/** `path` with the query, or the bare path when the query is empty. */
function withQuery(path: string, query: URLSearchParams | string): string {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export const routes = {
  home: () => "/",
  /** The search page; `query` is a ready query string (lib/search/params.ts builds search ones). */
  search: (query: URLSearchParams | string | Record<string, string> = "") =>
    withQuery("/search", typeof query === "object" && !(query instanceof URLSearchParams) ? new URLSearchParams(query) : query),
  /** A county page with only the parameters that are set (page 1 is the address without a page). */
  county: (slug: string, { q = "", sort = "name", page = 1 }: CountyView = {}) => {
    const params = new URLSearchParams();
    if (q.trim()) params.set("q", q.trim());
    if (sort !== "name") params.set("sort", sort);
    if (page > 1) params.set("page", String(page));
    return withQuery(`/farm-shops/${segment(slug)}`, params);
  },
  /** A shop's canonical page: its slug, or its id while it has none. */
  shop: (shop: Keyed) => `/shop/${segment(shop.slug ?? shop.id)}`,
  /** The events list, in a county (its slug) and at a page (page 1 is the address without a page). */
  events: ({ county, page = 1 }: { county?: string; page?: number } = {}) => {
    const params = new URLSearchParams();
    if (county) params.set("county", county);
    if (page > 1) params.set("page", String(page));
    return withQuery("/events", params);
  },
  eventsCalendar: () => "/events/calendar.ics",
  event: (event: { id: string }) => `/event/${segment(event.id)}`,
  eventCalendar: (event: { id: string }) => `/event/${segment(event.id)}/ics`,
  /** The Harvest Hub list at a page (page 1 is the address without a page). */
  harvestHub: ({ page = 1 }: { page?: number } = {}) => withQuery("/harvest-hub", page > 1 ? `page=${page}` : ""),
  harvestHubFeed: () => "/harvest-hub/rss.xml",
  post: (post: { slug: string }) => `/harvest-hub/${segment(post.slug)}`,
  submit: () => "/submit",
  /** The saved shops of this browser; `shops` makes it a shared, read-only list. */
  saved: (shops?: readonly string[]) =>
    withQuery("/saved", shops && shops.length > 0 ? `shops=${shops.map(segment).join(",")}` : ""),
  /** What is in season: this month, or a month by its lower-case English name ("june"). */
  inSeason: (month?: string) => (month ? `/in-season/${segment(month)}` : "/in-season"),
  about: () => "/about",
  help: () => "/help",
  privacyPolicy: () => "/privacy-policy",
  termsOfService: () => "/terms-of-service",
  admin: () => "/admin",
  owner: () => "/owner",
} as const;

export function readCountySort(value: string | null | undefined): CountySort {
  return value === "town" || value === "featured" ? value : "name";
}

/** The largest page number an address may ask for (a list's pages past its end answer 404). */
export const MAX_LIST_PAGE = 10_000;

/** The page number of the address: a whole number from 1, anything else is page 1. */
export function readCountyPage(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= MAX_LIST_PAGE ? n : 1;
}

/** A list's page segment (its internal address) as a page number from 1, or null (answered 404). */
export function readListPage(segment: string): number | null {
  const n = /^[1-9]\d*$/.test(segment) ? Number(segment) : 0;
  return n >= 1 && n <= MAX_LIST_PAGE ? n : null;
}
