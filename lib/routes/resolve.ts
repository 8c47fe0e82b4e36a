import { IN_SEASON_NOW, internalPaths, renderModeOf, showsTurnstile, type RenderMode } from "./pages";
import { findCountyByName, findCountyBySlug } from "@/lib/counties";
import { COUNTY_FILTER_PARAMS, MAX_LIST_PAGE } from "./paths";

/**
 * What proxy.ts does with a page address, decided from the route table alone (pure, so that it is
 * unit-tested without a server):
 * - "/" renders at the home page's internal address;
 * - the internal home address is not a second home page: it moves to "/" (308);
 * - "/in-season" renders this month's page at its internal address, which itself moves to
 *   "/in-season" (308);
 * - a county page with a search, a sort or a page renders at its per-request address;
 * - the events list and the Harvest Hub list render at their cached internal addresses, with the
 *   county and the page of the query as path segments (every other parameter is ignored);
 * - a shop page names the shop key the proxy checks for a closed shop (410, see `closedShop`).
 */
export type RouteDecision =
  | { kind: "redirect"; location: string; status: 308 }
  | {
      kind: "render";
      /** The internal address that renders the page, or null for the address itself. */
      rewrite: string | null;
      mode: RenderMode;
      turnstile: boolean;
      /** On a shop page: the slug or id in the address (decoded). */
      shopKey: string | null;
    };

/** `search` is the address's query as it came ("" or "?…"). */
export function resolvePage(pathname: string, search: string): RouteDecision {
  const searchParams = new URLSearchParams(search);
  if (/^\/home(\/|$)/.test(pathname)) return { kind: "redirect", location: "/", status: 308 };
  const inSeasonNow = internalPaths.inSeasonNow();
  if (pathname === inSeasonNow || pathname === `${inSeasonNow}/`) return { kind: "redirect", location: "/in-season", status: 308 };
  let rewrite: string | null = null;
  if (pathname === "/") rewrite = internalPaths.home();
  if (pathname === "/in-season" || pathname === "/in-season/") rewrite = `/in-season/${IN_SEASON_NOW}`;
  const county = /^\/farm-shops\/([^/]+)\/?$/.exec(pathname);
  if (county?.[1] && COUNTY_FILTER_PARAMS.some((p) => searchParams.has(p))) {
    // The segment and the query are passed on as they came (already percent-encoded).
    rewrite = `/farm-shops/${county[1]}/filter${search}`;
  }
  if (/^\/events\/?$/.test(pathname)) {
    rewrite = internalPaths.eventsList(eventsCountySegment(searchParams.get("county")), pageSegment(searchParams.get("page")));
  }
  if (/^\/harvest-hub\/?$/.test(pathname)) rewrite = internalPaths.harvestHubList(pageSegment(searchParams.get("page")));
  const shop = /^\/shop\/([^/]+)\/?$/.exec(pathname);
  // What renders is the page at the internal address, when there is one.
  const page = rewrite ? rewrite.split("?")[0]! : pathname;
  return {
    kind: "render",
    rewrite,
    mode: renderModeOf(page),
    turnstile: showsTurnstile(page),
    shopKey: shop?.[1] ? decodeSegment(shop[1]) : null,
  };
}

/** The rewrite for a shop that has closed for good: its friendly page, answered 410 Gone. */
export function closedShop(shopKey: string): { rewrite: string; mode: RenderMode; status: 410 } {
  const rewrite = internalPaths.shopClosed(shopKey);
  return { rewrite, mode: renderModeOf(rewrite), status: 410 };
}

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

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
