/**
 * One place says what a URL is: the route table (table.ts) with every public address, its page
 * file, render mode and query parameters; the builders for links (paths.ts); the proxy's decision
 * (resolve.ts). Client components import the builders from "@/lib/routes/paths" instead (with the
 * table they build from), so that the proxy's decision stays out of every page's JavaScript.
 */
export { routes, readCountyPage, readListPage, MAX_LIST_PAGE, readCountySort, type CountySort, type CountyView } from "./paths";
export {
  ROUTES,
  ROUTE_NAMES,
  HOME_EDITION,
  IN_SEASON_NOW,
  COUNTY_FILTER_PARAMS,
  SITEMAP_PAGES,
  filePattern,
  internalPattern,
  isInternalAddress,
  isCampaignParam,
  CAMPAIGN_PARAMS,
  type RouteName,
  type RouteSpec,
  type RenderMode,
} from "./table";
export { resolvePage, irishPrefixRedirect, localeRedirect, closedShop, routeAt, renderModeOf, showsTurnstile, NOT_FOUND_REWRITE, type RouteDecision } from "./resolve";
export { IRISH_PREFIX, LOCALE_FOLDERS, splitLocale, isLocaleFolder, localePath } from "./locale";
