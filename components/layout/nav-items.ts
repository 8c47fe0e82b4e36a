import { routes } from "@/lib/routes/paths";
/** Top navigation, and which paths count as "inside" each item. */
export type NavItem = { href: string; label: string; also?: string[] };

export const NAV_ITEMS: readonly NavItem[] = [
  { href: routes.home(), label: "Home" },
  // Browsing a county or a shop is still "Browse".
  { href: routes.search(), label: "Browse", also: ["/farm-shops", "/shop"] },
  { href: routes.events(), label: "Events", also: ["/event"] },
  { href: routes.harvestHub(), label: "Harvest Hub" },
  { href: routes.submit(), label: "Submit Shop" },
  { href: routes.about(), label: "About" },
];

const within = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`);

/** True when `pathname` belongs to the item (home only on "/"). */
export function isCurrentNav(item: NavItem, pathname: string): boolean {
  if (item.href === "/") return pathname === "/";
  return within(pathname, item.href) || (item.also ?? []).some((base) => within(pathname, base));
}
