import { routes } from "@/lib/routes/paths";
/** Top navigation, and which paths count as "inside" each item. */
/** `label` is the English name (and the item's id); `key` its message in the "Nav" namespace. */
export type NavItem = { href: string; label: string; key: NavKey; also?: string[] };
export type NavKey = "home" | "browse" | "events" | "harvestHub" | "submit" | "about";

export const NAV_ITEMS: readonly NavItem[] = [
  { href: routes.home(), label: "Home", key: "home" },
  // Browsing a county or a shop is still "Browse".
  { href: routes.search(), label: "Browse", key: "browse", also: ["/farm-shops", "/shop"] },
  { href: routes.events(), label: "Events", key: "events", also: ["/event"] },
  { href: routes.harvestHub(), label: "Harvest Hub", key: "harvestHub" },
  { href: routes.submit(), label: "Submit Shop", key: "submit" },
  { href: routes.about(), label: "About", key: "about" },
];

const within = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`);

/** True when `pathname` belongs to the item (home only on "/"). */
export function isCurrentNav(item: NavItem, pathname: string): boolean {
  if (item.href === "/") return pathname === "/";
  return within(pathname, item.href) || (item.also ?? []).some((base) => within(pathname, base));
}
