/**
 * One place says what a URL is: builders for links, the page table for the proxy, the CSP and the
 * sitemap. Client components import the builders from "@/lib/routes/paths" instead: through this
 * file the page table (patterns, render modes, sitemap hints) went into every page's JavaScript.
 */
export { routes, readCountyPage, readListPage, MAX_LIST_PAGE, readCountySort, COUNTY_FILTER_PARAMS, type CountySort, type CountyView } from "./paths";
export { PAGES, HOME_EDITION, IN_SEASON_NOW, SITEMAP_PAGES, internalPaths, pageAt, renderModeOf, showsTurnstile, type PageName, type RenderMode } from "./pages";
export { resolvePage, closedShop, type RouteDecision } from "./resolve";
