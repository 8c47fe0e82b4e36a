import { ROUTES, resolvePage, routeAt } from "@/lib/routes";

/**
 * The route pattern a request is counted and logged under: never the raw address, so that the set
 * of labels stays bounded whatever visitors type.
 * - a public page: its pattern in the route table ("/shop/[id]"), found from the address; an
 *   address the proxy redirects ("/farm-shops/Kerry", "/search?county=kerry") is counted under the
 *   pattern of the page it sends to;
 * - anything else Next.js matched (the API, feeds, the admin area): the pattern of the file that
 *   answered ("/api/farm-shops/[id]"), which Next.js reports on its request span;
 * - build output and static files: "/_next" and "(static)";
 * - nothing matched at all: "(unmatched)".
 */
export function routeLabel(target: string | undefined, nextRoute: string | undefined): string {
  const pathname = pathOf(target);
  if (pathname !== null) {
    if (pathname.startsWith("/_next/")) return "/_next";
    if (!pathname.startsWith("/api/")) {
      const name = safeRouteAt(pathname);
      if (name) return ROUTES[name].path;
    }
  }
  if (nextRoute && isPattern(nextRoute)) return nextRoute;
  if (pathname !== null && /\.[A-Za-z0-9]+$/.test(pathname)) return "(static)";
  return "(unmatched)";
}

function pathOf(target: string | undefined): string | null {
  if (!target) return null;
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}

function safeRouteAt(pathname: string) {
  try {
    const decision = resolvePage(pathname, "");
    if (decision.kind === "render") return decision.route;
    return routeAt(pathOf(decision.location) ?? "");
  } catch {
    return null;
  }
}

/**
 * Next.js reports the file's pattern ("/shop/[id]", "/api/[...path]"); a reported route that holds
 * anything else (it should not) is not used as a label.
 */
function isPattern(route: string): boolean {
  return route.length <= 120 && /^\/[A-Za-z0-9/_\-.[\]()@]*$/.test(route);
}
