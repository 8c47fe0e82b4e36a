import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  closedShop,
  isCampaignParam,
  filePattern,
  isInternalAddress,
  NOT_FOUND_REWRITE,
  renderModeOf,
  resolvePage,
  routeAt,
  ROUTE_NAMES,
  ROUTES,
  routes,
  showsTurnstile,
  SITEMAP_PAGES,
  type RouteName,
  type RouteSpec,
} from "@/lib/routes";
import { README_END, README_START, routesReadmeTable, withRoutesTable } from "@/lib/routes/readme";
import { SEARCH_PARAM_NAMES } from "@/lib/search/param-names";
import { searchParamsSchema } from "@/lib/search/params";
import { contentSecurityPolicy } from "@/lib/security/csp";
import * as eventReads from "@/lib/events/cached";
import * as importReads from "@/lib/import/cached";
import * as postReads from "@/lib/posts/cached";
import * as searchReads from "@/lib/search/cached";
import * as seasonReads from "@/lib/season/cached";
import * as shopReads from "@/lib/shops/cached";
import { cachedReadsOf, filesUnder } from "../support/imports";

const ROOT = path.resolve(__dirname, "../..");
const ID = "0b7c8f5e-3f7a-4a4e-9d57-2f1f6f0c1a2b";

describe("the address builders", () => {
  it("build every page's address in its public shape", () => {
    expect(routes.home()).toBe("/");
    expect(routes.shop({ id: ID, slug: "ballymaloe-farm-shop" })).toBe("/shop/ballymaloe-farm-shop");
    expect(routes.shop({ id: ID, slug: null })).toBe(`/shop/${ID}`);
    expect(routes.county("cork")).toBe("/farm-shops/cork");
    expect(routes.county("kerry", { q: "  jam ", sort: "town" })).toBe("/farm-shops/kerry?q=jam&sort=town");
    expect(routes.county("kerry", { q: "", sort: "name", page: 1 })).toBe("/farm-shops/kerry");
    expect(routes.county("kerry", { sort: "featured", page: 3 })).toBe("/farm-shops/kerry?sort=featured&page=3");
    expect(routes.county("kerry", { q: "goat's cheese & jam" })).toBe("/farm-shops/kerry?q=goat%27s+cheese+%26+jam");
    expect(routes.events()).toBe("/events");
    expect(routes.events({ county: "cork" })).toBe("/events?county=cork");
    expect(routes.events({ county: "cork", page: 2 })).toBe("/events?county=cork&page=2");
    expect(routes.events({ page: 1 })).toBe("/events");
    expect(routes.harvestHub({ page: 3 })).toBe("/harvest-hub?page=3");
    expect(routes.eventsCalendar()).toBe("/events/calendar.ics");
    expect(routes.eventsCalendar({ county: "cork" })).toBe("/events/calendar.ics?county=cork");
    expect(routes.event({ id: ID })).toBe(`/event/${ID}`);
    expect(routes.eventCalendar({ id: ID })).toBe(`/event/${ID}/ics`);
    expect(routes.harvestHub()).toBe("/harvest-hub");
    expect(routes.harvestHubFeed()).toBe("/harvest-hub/rss.xml");
    expect(routes.post({ slug: "autumn-apples" })).toBe("/harvest-hub/autumn-apples");
    expect(routes.search()).toBe("/search");
    expect(routes.search({ q: "raw honey" })).toBe("/search?q=raw+honey");
    expect(routes.search("q=raw%20honey")).toBe("/search?q=raw%20honey");
    expect(routes.search(new URLSearchParams({ county: "Cork" }))).toBe("/search?county=Cork");
    expect([routes.submit(), routes.about(), routes.help(), routes.privacyPolicy(), routes.termsOfService(), routes.admin(), routes.owner()]).toEqual([
      "/submit",
      "/about",
      "/help",
      "/privacy-policy",
      "/terms-of-service",
      "/admin",
      "/owner",
    ]);
  });

  it("build the saved list and the season pages", () => {
    expect(routes.saved()).toBe("/saved");
    expect(routes.saved([])).toBe("/saved");
    expect(routes.saved(["a-farm", "b-farm"])).toBe("/saved?shops=a-farm,b-farm");
    expect(routes.inSeason()).toBe("/in-season");
    expect(routes.inSeason("june")).toBe("/in-season/june");
    expect(routeAt("/saved")).toBe("saved");
    expect(routeAt("/in-season")).toBe("inSeasonNow");
    expect(routeAt("/in-season/june")).toBe("inSeason");
  });

  it("keep a segment that needs escaping inside its segment", () => {
    expect(routes.shop({ id: "a/b", slug: null })).toBe("/shop/a%2Fb");
    expect(routes.post({ slug: "x?y" })).toBe("/harvest-hub/x%3Fy");
  });

  it("give addresses that the table recognises as the right page", () => {
    const cases: [string, RouteName][] = [
      [routes.shop({ id: ID, slug: "s" }), "shop"],
      [routes.county("cork"), "county"],
      [routes.event({ id: ID }), "event"],
      [routes.post({ slug: "p" }), "post"],
      [routes.search(), "search"],
      [routes.events(), "events"],
      [routes.harvestHub(), "harvestHub"],
      [routes.submit(), "submit"],
      [routes.admin(), "admin"],
      [routes.owner(), "owner"],
    ];
    for (const [address, page] of cases) expect(routeAt(address), address).toBe(page);
  });
});

describe("the route table", () => {
  const entries = ROUTE_NAMES.map((name) => [name, ROUTES[name] as RouteSpec] as const);

  it.each(entries)("%s: its render mode is how its page file renders", (_name, spec) => {
    const file = path.join(ROOT, spec.file);
    expect(existsSync(file), spec.file).toBe(true);
    const source = readFileSync(file, "utf8");
    // A cached page is kept by the route cache for a time (and expired by tags); a per-request
    // page must not be, or it would be served with a nonce that its cached HTML does not carry.
    const keptByRouteCache = /^export const revalidate = \d+;$/m.test(source);
    expect(keptByRouteCache, spec.file).toBe(spec.mode === "cached");
  });

  // What each cached read module exports, with the tags each read carries (cachedRead/memoryRead).
  const readModules: Record<string, Record<string, unknown>> = {
    "lib/shops/cached.ts": shopReads,
    "lib/events/cached.ts": eventReads,
    "lib/posts/cached.ts": postReads,
    "lib/season/cached.ts": seasonReads,
    "lib/search/cached.ts": searchReads,
    "lib/import/cached.ts": importReads,
  };
  const tagsOfRead = (read: string): readonly string[] => {
    const [module = "", name = ""] = read.split("#");
    const exports = readModules[module];
    if (!exports) throw new Error(`${module} is a cached read module the test does not know: add it to readModules`);
    const reads = name === "*" ? Object.values(exports) : [exports[name]];
    return reads.flatMap((value) => (typeof value === "function" && "tags" in value ? (value.tags as readonly string[]) : []));
  };

  it.each(entries)("%s: its cache tags are those of the cached reads its page, its layouts and their imports make", (name, spec) => {
    const reads = cachedReadsOf(ROOT, spec.file);
    const tags = new Set([...reads].flatMap(tagsOfRead));
    expect([...spec.tags].sort(), `${name}: reads ${[...reads].join(", ") || "nothing cached"}`).toEqual([...tags].sort());
  });

  it("follows a page's imports to its cached reads: the shop page's, through its layouts and components", () => {
    const reads = cachedReadsOf(ROOT, ROUTES.shop.file);
    expect(reads).toContain("lib/shops/cached.ts#getPublicShop");
    expect(reads).toContain("lib/events/cached.ts#getShopUpcomingEvents");
    // Type-only imports (the shop's row type in its components) are not reads.
    expect([...reads].some((read) => read.endsWith("#PublicShop"))).toBe(false);
    // The county page's read is made by a component (county-view.tsx), not by the page file itself.
    expect(readFileSync(path.join(ROOT, ROUTES.county.file), "utf8")).not.toMatch(/getCountyListing/);
    expect(cachedReadsOf(ROOT, ROUTES.county.file)).toContain("lib/shops/cached.ts#getCountyListing");
    // The home page's layout (its hero's county counts) counts as the page's.
    expect(readFileSync(path.join(ROOT, "app/[locale]/(public)/home/[edition]/layout.tsx"), "utf8")).toMatch(/getCountyCounts/);
  });

  it.each(entries)("%s: its page file renders its address, or an internal one with the same segments", (name, spec) => {
    const renders = filePattern(spec.file);
    if (spec.area) {
      expect(spec.path.startsWith(renders), spec.path).toBe(true);
      return;
    }
    // Every segment of the public address is one of the page file's; the file's others are fixed
    // (segments), come from the query (the lists) or are the internal address's own words.
    const segmentsOf = (p: string) => [...p.matchAll(/\[(\w+)\]/g)].map((m) => m[1]);
    for (const segment of segmentsOf(spec.path)) expect(segmentsOf(renders), `${name}: [${segment}]`).toContain(segment);
    if (renders === spec.path) expect(spec.segments, name).toBeUndefined();
  });

  it("covers every page file under app/", () => {
    const pages = filesUnder(ROOT, "app").filter((file) => path.basename(file) === "page.tsx");
    const inTable = new Set<string>(entries.map(([, spec]) => spec.file));
    // Pages under the admin area and the owner's form are covered by their area's entry.
    const uncovered = pages.filter((p) => !inTable.has(p) && !/^app\/(admin|owner)\//.test(p));
    expect(uncovered).toEqual([]);
  });

  it("gives the search page the search's own parameters", () => {
    expect([...SEARCH_PARAM_NAMES].sort()).toEqual(Object.keys(searchParamsSchema.shape).sort());
    expect(ROUTES.search.query).toBe(SEARCH_PARAM_NAMES);
  });

  it("writes no address pattern twice: the builders and the resolver read the table", () => {
    for (const file of ["lib/routes/paths.ts", "lib/routes/resolve.ts", "proxy.ts"]) {
      const source = readFileSync(path.join(ROOT, file), "utf8");
      // A regular expression over a page address ("/^\/shop\/…" or "\/farm-shops\/") or a
      // template address ("`/shop/${…}`").
      expect(source, file).not.toMatch(/\/\^\\\/|\\\/(?:shop|farm-shops|event|events|harvest-hub|home|in-season)\b|`\/(?:shop|farm-shops|event|events|harvest-hub|in-season)\//);
    }
  });

  it("lists in the sitemap the public pages with one address, each once", () => {
    const paths = SITEMAP_PAGES.map((p) => p.path);
    expect(paths).toEqual(["/", "/search", "/events", "/harvest-hub", "/submit", "/about", "/help", "/privacy-policy", "/terms-of-service", "/embed", "/in-season"]);
    expect(SITEMAP_PAGES[0]).toEqual({ path: "/", priority: 1, changeFrequency: "daily" });
    for (const p of SITEMAP_PAGES.slice(1)) expect(routeAt(p.path), p.path).not.toBeNull();
  });

  it("is in the README, verbatim between the markers (npm run routes:readme)", () => {
    const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
    expect(readme).toContain(`${README_START}\n${routesReadmeTable()}\n${README_END}`);
    expect(withRoutesTable(readme)).toBe(readme);
    const table = routesReadmeTable();
    expect(table).toContain("| `/` | `app/[locale]/(public)/home/[edition]/page.tsx` | cached | `shops`, `events` | none | rendered at `/home/index`; in the sitemap |");
    expect(table).toContain("| `/search` | `app/[locale]/(public)/search/page.tsx` | per request | `shops`, `events` |");
    expect(table).toContain("| `/about` | `app/[locale]/(public)/about/page.tsx` | per request | none | none |");
    expect(table.split("\n")).toHaveLength(ROUTE_NAMES.length + 2);
  });
});

describe("the proxy's decisions", () => {
  const render = (rewrite: string | null, mode: "cached" | "per-request", more: object = {}) => ({ kind: "render", rewrite, mode, ...more });
  const notFound = render(NOT_FOUND_REWRITE, "cached", { route: null });
  const moved = (location: string) => ({ kind: "redirect", location, status: 308 });

  it("renders the home page at its internal address, cached", () => {
    expect(resolvePage("/", "")).toEqual({ kind: "render", route: "home", rewrite: "/home/index", mode: "cached", turnstile: false, shopKey: null });
  });

  it("answers every internal address typed by a visitor with the not-found page", () => {
    const internal = [
      "/home/index",
      "/home/index/",
      "/home/other",
      "/in-season/this-month",
      "/farm-shops/cork/filter",
      "/farm-shops/cork/filter/",
      "/shop/ballymaloe-farm-shop/closed",
      "/events/list/all/1",
      "/events/list/cork/2",
      "/harvest-hub/list/1",
    ];
    for (const address of internal) {
      expect(isInternalAddress(address), address).toBe(true);
      expect(resolvePage(address, ""), address).toMatchObject(notFound);
      expect(resolvePage(address, "?q=jam"), address).toMatchObject(notFound);
    }
    for (const address of ["/", "/homemade", "/in-season", "/in-season/june", "/farm-shops/cork", "/shop/x", "/events", "/harvest-hub", "/harvest-hub/list", "/search"]) {
      expect(isInternalAddress(address), address).toBe(false);
    }
    // Addresses of no page are left to Next.js (its not-found page), like any other.
    expect(resolvePage("/home", "")).toEqual({ kind: "render", route: null, rewrite: null, mode: "cached", turnstile: false, shopKey: null });
    expect(resolvePage("/homemade", "").kind).toBe("render");
  });

  it("renders /in-season at this month's internal address, cached", () => {
    expect(resolvePage("/in-season", "")).toEqual({ kind: "render", route: "inSeasonNow", rewrite: "/in-season/this-month", mode: "cached", turnstile: false, shopKey: null });
    expect(resolvePage("/in-season/june", "")).toMatchObject(render(null, "cached"));
    expect(resolvePage("/saved", "?shops=a,b")).toMatchObject(render(null, "per-request"));
  });

  it("keeps the whole county page and its later pages cached and sends a search or sort to the per-request page", () => {
    expect(resolvePage("/farm-shops/cork", "")).toMatchObject({ route: "county", rewrite: null, mode: "cached" });
    for (const [search, page] of [["?page=2", "2"], ["?page=1", "1"], ["?page=abc", "1"], ["?page=0", "1"], ["?page=10001", "1"], ["?page=", "1"]] as const) {
      expect(resolvePage("/farm-shops/cork", search), search).toMatchObject({ route: "countyPaged", rewrite: `/farm-shops/cork/pages/${page}`, mode: "cached" });
    }
    expect(resolvePage("/farm-shops/cork/pages/2", "")).toMatchObject({ rewrite: NOT_FOUND_REWRITE });
    for (const search of ["?q=jam", "?sort=town", "?sort=name&page=2", "?page=3&q=jam", "?q=raw%20honey&sort=featured", "?q="]) {
      expect(resolvePage("/farm-shops/cork", search), search).toMatchObject({ route: "countyFiltered", rewrite: `/farm-shops/cork/filter${search}`, mode: "per-request" });
    }
    expect(resolvePage("/farm-shops/cork/", "?q=x")).toMatchObject({ rewrite: "/farm-shops/cork/filter?q=x" });
    // Another letter case: first its own address, with the query (one redirect), then as above.
    expect(resolvePage("/farm-shops/Kerry", "?q=x")).toEqual({ kind: "redirect", location: "/farm-shops/kerry?q=x", status: 308 });
    // A county by its other name goes to its own page, as "?county=Londonderry" does.
    expect(resolvePage("/farm-shops/londonderry", "")).toEqual({ kind: "redirect", location: "/farm-shops/derry", status: 308 });
    expect(resolvePage("/farm-shops/Londonderry", "?q=x")).toEqual({ kind: "redirect", location: "/farm-shops/derry?q=x", status: 308 });
  });

  it("moves a county page's search filters to /search in the county, with its text and a sort the search has", () => {
    expect(resolvePage("/farm-shops/cork", "?products=Honey")).toEqual(moved("/search?county=cork&products=Honey"));
    expect(resolvePage("/farm-shops/cork", "?q=jam&products=Honey&products=Eggs&sort=featured&page=3")).toEqual(
      moved("/search?county=cork&q=jam&products=Honey&products=Eggs&sort=featured"),
    );
    // The search has no sort by town, and a county page's page number is not the search's.
    expect(resolvePage("/farm-shops/cork", "?sort=town&openNow=1")).toEqual(moved("/search?county=cork&openNow=1"));
    // Campaign tags go along.
    expect(resolvePage("/farm-shops/cork", "?services=Parking&utm_source=mail")).toEqual(moved("/search?county=cork&services=Parking&utm_source=mail"));
    expect(resolvePage("/farm-shops/kerry/", "?type=honesty-box&near=52.1%2C-9.5&radiusKm=20")).toEqual(
      moved("/search?county=kerry&type=honesty-box&near=52.1%2C-9.5&radiusKm=20"),
    );
    expect(resolvePage("/farm-shops/cork", "?county=kerry")).toEqual(moved("/search?county=cork&county=kerry"));
  });

  it("sends a search for one county and nothing else to the county page in one redirect, its campaign tags along", () => {
    expect(resolvePage("/search", "?county=kerry")).toEqual(moved("/farm-shops/kerry"));
    expect(resolvePage("/search", "?county=Co.%20Kerry&q=&utm_source=news&gclid=g1")).toEqual(moved("/farm-shops/kerry?utm_source=news&gclid=g1"));
    expect(resolvePage("/search", "?county=Kerry&county=kerry")).toEqual(moved("/farm-shops/kerry"));
    // Derry by its other name.
    expect(resolvePage("/search", "?county=Co.%20Londonderry")).toEqual(moved("/farm-shops/derry"));
    // A month or a post in capitals goes to its own address.
    expect(resolvePage("/in-season/June", "?utm_source=x")).toEqual(moved("/in-season/june?utm_source=x"));
    expect(resolvePage("/in-season/Juneteenth", "")).toMatchObject({ kind: "render", route: "inSeason" });
    expect(resolvePage("/harvest-hub/A-Beginners-Guide", "")).toEqual(moved("/harvest-hub/a-beginners-guide"));
    // A parameter nothing understands goes in the same redirect.
    expect(resolvePage("/search", "?county=cork&foo=1&utm_source=x")).toEqual(moved("/farm-shops/cork?utm_source=x"));
    // Typed in capitals: one redirect, not two.
    expect(resolvePage("/SEARCH", "?county=kerry&utm_medium=email")).toEqual(moved("/farm-shops/kerry?utm_medium=email"));
    // Anything more is a search.
    for (const search of ["?county=kerry&q=jam", "?county=kerry&county=cork", "?county=Atlantis", "?county=kerry&openNow=1", "?utm_source=news", ""]) {
      expect(resolvePage("/search", search), search).toMatchObject({ kind: "render", route: "search" });
    }
  });

  it("takes parameters no page understands off the address by a redirect, keeping the others as they came", () => {
    expect(resolvePage("/farm-shops/cork", "?ref=mail")).toEqual(moved("/farm-shops/cork"));
    expect(resolvePage("/farm-shops/cork", "?q=raw%20honey&ref=x&sort=town")).toEqual(moved("/farm-shops/cork?q=raw%20honey&sort=town"));
    expect(resolvePage("/", "?ref=mail&utm_medium=email")).toEqual(moved("/?utm_medium=email"));
    expect(resolvePage("/shop/ballymaloe-farm-shop", "?ref=x")).toEqual(moved("/shop/ballymaloe-farm-shop"));
    expect(resolvePage("/events/", "?utm_source=mail&x=1&county=cork")).toEqual(moved("/events/?utm_source=mail&county=cork"));
    expect(resolvePage("/harvest-hub", "?page=2&x=1")).toEqual(moved("/harvest-hub?page=2"));
    expect(resolvePage("/search", "?q=honey&colour=red")).toEqual(moved("/search?q=honey"));
    expect(resolvePage("/saved", "?shops=a,b&x")).toEqual(moved("/saved?shops=a,b"));
    expect(resolvePage("/in-season/june", "?products=Honey")).toEqual(moved("/in-season/june"));
    // What the pages read, and Next.js's own parameter, stay.
    for (const [address, search] of [
      ["/search", "?q=honey&county=Cork&products=Honey&openNow=1&sort=name&limit=12&offset=24"],
      ["/saved", "?shops=a,b"],
      ["/events", "?county=cork&page=2"],
      ["/shop/x", "?_rsc=1a2b"],
      ["/admin", "?tab=reports&anything=1"],
      ["/owner/sign-in", "?token=t"],
      ["/event/e/ics", "?x=1"],
    ] as const) {
      expect(resolvePage(address, search).kind, `${address}${search}`).toBe("render");
    }
  });

  it("lets campaign tags (utm_*, gclid, fbclid, mc_cid, mc_eid) through on every public page, rendered as without them", () => {
    for (const name of ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "utm_id", "gclid", "fbclid", "mc_cid", "mc_eid"]) {
      expect(isCampaignParam(name), name).toBe(true);
    }
    for (const name of ["utm", "ref", "gclid2", "UTM_source", "mc_cid_x", "_rsc"]) expect(isCampaignParam(name), name).toBe(false);
    const tags = "?utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=a1&fbclid=b2&mc_cid=c3&mc_eid=d4";
    for (const address of ["/", "/farm-shops/cork", "/farm-shops/cork/", "/shop/ballymaloe-farm-shop", "/search", "/events", "/harvest-hub", "/in-season", "/in-season/june", "/about", "/saved", "/map"]) {
      const plain = resolvePage(address, "");
      const tagged = resolvePage(address, tags);
      expect(tagged.kind, `${address}${tags}`).toBe("render");
      if (plain.kind !== "render" || tagged.kind !== "render") continue;
      // The same page in the same mode; a cached page stays cached.
      expect({ route: tagged.route, mode: tagged.mode }, address).toEqual({ route: plain.route, mode: plain.mode });
    }
    // Rendered at the address without the tags: a cached page keeps nobody's tags.
    expect(resolvePage("/about", "?utm_source=x&fbclid=y")).toMatchObject({ rewrite: "/about" });
    expect(resolvePage("/", "?gclid=x")).toMatchObject({ rewrite: "/home/index" });
    expect(resolvePage("/search", "?q=jam&utm_medium=email&sort=name")).toMatchObject({ rewrite: "/search?q=jam&sort=name" });
    expect(resolvePage("/events", "?utm_source=x&county=Kerry")).toMatchObject({ rewrite: "/events/list/kerry/1" });
    expect(resolvePage("/about", "")).toMatchObject({ rewrite: null });
    // A county page with campaign tags alone is the cached county page, not the filtered one.
    expect(resolvePage("/farm-shops/cork", "?utm_source=x")).toMatchObject({ route: "county", mode: "cached" });
    expect(resolvePage("/farm-shops/cork", "?q=raw%20honey&fbclid=x&sort=town")).toMatchObject({ kind: "render", mode: "per-request" });
  });

  it("renders the events list and the Harvest Hub at their cached internal addresses, county and page as segments", () => {
    expect(resolvePage("/events", "")).toMatchObject({ rewrite: "/events/list/all/1", mode: "cached" });
    expect(resolvePage("/events", "?county=Kerry&page=3")).toMatchObject({ rewrite: "/events/list/kerry/3", mode: "cached" });
    expect(resolvePage("/events", "?county=cork")).toMatchObject({ rewrite: "/events/list/cork/1" });
    expect(resolvePage("/events", "?county=nowhere")).toMatchObject({ rewrite: "/events/list/unknown/1" });
    expect(resolvePage("/events", "?county=")).toMatchObject({ rewrite: "/events/list/all/1" });
    // Not a page number (answered 404 by the page).
    for (const bad of ["0", "-1", "1.5", "abc", "02", "99999999"]) {
      expect(resolvePage("/events", `?page=${bad}`), bad).toMatchObject({ rewrite: "/events/list/all/0" });
      expect(resolvePage("/harvest-hub", `?page=${bad}`), bad).toMatchObject({ rewrite: "/harvest-hub/list/0" });
    }
    expect(resolvePage("/harvest-hub", "")).toMatchObject({ rewrite: "/harvest-hub/list/1", mode: "cached" });
    expect(resolvePage("/harvest-hub", "?page=2")).toMatchObject({ rewrite: "/harvest-hub/list/2", mode: "cached" });
    expect(resolvePage("/harvest-hub/a-post", "")).toMatchObject({ route: "post", rewrite: null });
  });

  it("sends a shop, event or county address in another letter case to its own in one redirect, query and tags kept", () => {
    const to = (location: string) => ({ kind: "redirect", location, status: 308 });
    expect(resolvePage("/shop/Ballymaloe-Farm-Shop", "?utm_source=news")).toEqual(to("/shop/ballymaloe-farm-shop?utm_source=news"));
    expect(resolvePage("/shop/C059B03D-0000-4000-8000-00000000ABCD", "")).toEqual(to("/shop/c059b03d-0000-4000-8000-00000000abcd"));
    expect(resolvePage("/farm-shops/KERRY", "?page=2&utm_campaign=y")).toEqual(to("/farm-shops/kerry?page=2&utm_campaign=y"));
    // An event's id (a UUID reads the same in either case); anything else on /event/ is the page's 404.
    expect(resolvePage("/event/C059B03D-0000-4000-8000-00000000ABCD", "?utm_source=x")).toEqual(to("/event/c059b03d-0000-4000-8000-00000000abcd?utm_source=x"));
    expect(resolvePage("/event/Not-An-Id", "")).toMatchObject({ kind: "render" });
    // An unknown parameter as well: still one redirect, to the lower-case address without it.
    expect(resolvePage("/farm-shops/KERRY", "?foo=1&utm_source=x")).toEqual(to("/farm-shops/kerry?utm_source=x"));
    // Not a county, or a key with other characters: left to the page (its 404, its own redirect).
    expect(resolvePage("/farm-shops/Atlantis", "")).toMatchObject({ kind: "render" });
    expect(resolvePage("/shop/Caf%C3%A9", "")).toMatchObject({ kind: "render", shopKey: "Café" });
    expect(resolvePage("/shop/ballymaloe-farm-shop", "")).toMatchObject({ kind: "render" });
    // A page's fixed address in other letters, as typed or printed on a flyer: to its own, query kept, in one redirect.
    expect(resolvePage("/Events", "?county=kerry")).toEqual(to("/events?county=kerry"));
    expect(resolvePage("/Farm-Shops/Kerry", "?utm_source=flyer")).toEqual(to("/farm-shops/kerry?utm_source=flyer"));
    expect(resolvePage("/SUBMIT", "")).toEqual(to("/submit"));
    expect(resolvePage("/Farm-Shops/KERRY", "?foo=1")).toEqual(to("/farm-shops/kerry"));
    expect(resolvePage("/Shop/Ballymaloe-Farm-Shop", "")).toEqual(to("/shop/ballymaloe-farm-shop"));
    // No page in any letters, or an internal address: the 404, as before.
    expect(resolvePage("/Nowhere", "")).toMatchObject({ kind: "render", route: null, rewrite: null });
    expect(resolvePage("/Harvest-Hub/List/2", "")).toMatchObject({ kind: "render", route: null });
  });

  it("names the shop of a shop page for the closed-shop check, and sends a closed shop to its 410 page", () => {
    expect(resolvePage("/shop/ballymaloe-farm-shop", "")).toMatchObject({ rewrite: null, mode: "cached", shopKey: "ballymaloe-farm-shop" });
    expect(resolvePage("/shop/caf%C3%A9", "")).toMatchObject({ shopKey: "café" });
    expect(resolvePage("/shop/%E0%A4%A", "")).toMatchObject({ shopKey: "%E0%A4%A" });
    expect(resolvePage("/shop/x/closed", "")).toMatchObject({ shopKey: null });
    expect(closedShop("café")).toEqual({ rewrite: "/shop/caf%C3%A9/closed", mode: "per-request", status: 410 });
  });

  it("gives per-request pages a nonce and cached pages none", () => {
    const perRequest = ["/search", "/submit", "/about", "/help", "/privacy-policy", "/terms-of-service", "/admin", "/admin/x", "/owner", "/owner/sign-in"];
    for (const address of ["/events", "/harvest-hub"]) expect(resolvePage(address, ""), address).toMatchObject({ kind: "render", mode: "cached" });
    const cached = ["/shop/s", "/event/e", "/harvest-hub/p", "/farm-shops/cork", "/nope", "/event/e/ics"];
    for (const address of perRequest) expect(resolvePage(address, ""), address).toMatchObject({ kind: "render", mode: "per-request" });
    for (const address of cached) expect(renderModeOf(address), address).toBe("cached");
    const policy = (mode: string) => contentSecurityPolicy({ nonce: mode === "per-request" ? "n0nce" : null, mapStyleUrl: "https://tiles.example/style.json" });
    expect(policy(renderModeOf("/search"))).toContain("script-src 'nonce-n0nce' 'strict-dynamic'");
    expect(policy(renderModeOf("/shop/s"))).toContain("script-src 'self' 'unsafe-inline'");
  });

  it("shows Turnstile on /submit only", () => {
    expect(resolvePage("/submit", "")).toMatchObject({ turnstile: true });
    expect(showsTurnstile("/submit/")).toBe(true);
    expect(showsTurnstile("/submitted")).toBe(false);
    expect(showsTurnstile("/admin")).toBe(false);
  });
});

describe("links come from the builders", () => {
  const PAGE_PREFIX = "(?:shop|farm-shops|event|events|harvest-hub|search|submit|about|help|privacy-policy|terms-of-service|saved|in-season)";
  const handWritten = new RegExp(`(?:href=\\{?|href: |path: |action=\\{?|item\\(|[rR]edirect\\(|siteUrl\\(|push\\()["'\`]/(?:${PAGE_PREFIX}\\b|["'\`])`);

  it("no page address is written by hand in app/ or components/", () => {
    const offenders: string[] = [];
    for (const rel of [...filesUnder(ROOT, "app"), ...filesUnder(ROOT, "components")]) {
      if (!/\.tsx?$/.test(rel) || rel.startsWith("app/api/")) continue;
      readFileSync(path.join(ROOT, rel), "utf8")
        .split("\n")
        .forEach((line, i) => handWritten.test(line) && offenders.push(`${rel}:${i + 1}: ${line.trim()}`));
    }
    expect(offenders).toEqual([]);
  });
});
