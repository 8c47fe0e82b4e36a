/** Top navigation, and which paths count as "inside" each item. */
export type NavItem = { href: string; label: string; also?: string[] };

export const NAV_ITEMS: readonly NavItem[] = [
  { href: "/", label: "Home" },
  // Browsing a county or a shop is still "Browse".
  { href: "/search", label: "Browse", also: ["/farm-shops", "/shop"] },
  { href: "/events", label: "Events", also: ["/event"] },
  { href: "/harvest-hub", label: "Harvest Hub" },
  { href: "/submit", label: "Submit Shop" },
  { href: "/about", label: "About" },
];

const within = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`);

/** True when `pathname` belongs to the item (home only on "/"). */
export function isCurrentNav(item: NavItem, pathname: string): boolean {
  if (item.href === "/") return pathname === "/";
  return within(pathname, item.href) || (item.also ?? []).some((base) => within(pathname, base));
}
