import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

/**
 * Links and navigation that keep the page's language: on an Irish page `<Link href="/shop/x">`
 * points at /ga/shop/x. Public components use these instead of next/link and next/navigation's.
 */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
