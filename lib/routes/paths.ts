import { fillPattern, ROUTES } from "./table";

/**
 * The site's public addresses, built one way from the route table's patterns (table.ts).
 * Addresses are a contract (bookmarks, search engines, mails already sent): every link, redirect,
 * sitemap entry, feed and JSON-LD url comes from here. Pure and client-safe.
 */

/** A county page's sort; "name" is the default and stays out of the address. */
export type CountySort = "name" | "town" | "featured";

/** What a county page shows beyond the whole county: a search, a sort, a page number. */
export type CountyView = { q?: string; sort?: CountySort; page?: number };

type Keyed = { id: string; slug: string | null };

const segment = (value: string) => encodeURIComponent(value);

/** The address of a route of the table with its segments (encoded here). */
const at = (pattern: string, values: Record<string, string> = {}) => fillPattern(pattern, values, segment);

/** `path` with the query, or the bare path when the query is empty. */
function withQuery(path: string, query: URLSearchParams | string): string {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export const routes = {
  home: () => at(ROUTES.home.path),
  /** The search page; `query` is a ready query string (lib/search/params.ts builds search ones). */
  search: (query: URLSearchParams | string | Record<string, string> = "") =>
    withQuery(at(ROUTES.search.path), typeof query === "object" && !(query instanceof URLSearchParams) ? new URLSearchParams(query) : query),
  /** A county page with only the parameters that are set (page 1 is the address without a page). */
  county: (slug: string, { q = "", sort = "name", page = 1 }: CountyView = {}) => {
    const params = new URLSearchParams();
    if (q.trim()) params.set("q", q.trim());
    if (sort !== "name") params.set("sort", sort);
    if (page > 1) params.set("page", String(page));
    return withQuery(at(ROUTES.county.path, { county: slug }), params);
  },
  /** A shop's canonical page: its slug, or its id while it has none. */
  shop: (shop: Keyed) => at(ROUTES.shop.path, { id: shop.slug ?? shop.id }),
  /** The events list, in a county (its slug) and at a page (page 1 is the address without a page). */
  events: ({ county, page = 1 }: { county?: string; page?: number } = {}) => {
    const params = new URLSearchParams();
    if (county) params.set("county", county);
    if (page > 1) params.set("page", String(page));
    return withQuery(at(ROUTES.events.path), params);
  },
  /** The subscribable calendar of events, of one county when its slug is given. */
  eventsCalendar: ({ county }: { county?: string } = {}) =>
    withQuery(`${at(ROUTES.events.path)}/calendar.ics`, county ? new URLSearchParams({ county }) : ""),
  event: (event: { id: string }) => at(ROUTES.event.path, { id: event.id }),
  eventCalendar: (event: { id: string }) => `${at(ROUTES.event.path, { id: event.id })}/ics`,
  /** The Harvest Hub list at a page (page 1 is the address without a page). */
  harvestHub: ({ page = 1 }: { page?: number } = {}) => withQuery(at(ROUTES.harvestHub.path), page > 1 ? `page=${page}` : ""),
  harvestHubFeed: () => `${at(ROUTES.harvestHub.path)}/rss.xml`,
  post: (post: { slug: string }) => at(ROUTES.post.path, { slug: post.slug }),
  submit: () => at(ROUTES.submit.path),
  /** The saved shops of this browser; `shops` makes it a shared, read-only list. */
  saved: (shops?: readonly string[]) =>
    withQuery(at(ROUTES.saved.path), shops && shops.length > 0 ? `shops=${shops.map(segment).join(",")}` : ""),
  /** What is in season: this month, or a month by its lower-case English name ("june"). */
  inSeason: (month?: string) => (month ? at(ROUTES.inSeason.path, { month }) : at(ROUTES.inSeasonNow.path)),
  /** The widgets' help page, set up for one shop (its slug or id) when given. */
  embed: (shop?: string) => withQuery(at(ROUTES.embed.path), shop ? `shop=${segment(shop)}` : ""),
  about: () => at(ROUTES.about.path),
  help: () => at(ROUTES.help.path),
  privacyPolicy: () => at(ROUTES.privacyPolicy.path),
  termsOfService: () => at(ROUTES.termsOfService.path),
  admin: () => at(ROUTES.admin.path),
  owner: () => at(ROUTES.owner.path),
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
