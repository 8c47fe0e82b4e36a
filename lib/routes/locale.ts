import type { Locale } from "@/i18n/config";

/**
 * The language of an address (pure, for proxy.ts, the metadata and the sitemap). English keeps
 * today's addresses; Irish is the same address under /ga ("/ga", "/ga/farm-shops/cork"). The page
 * files live under app/[locale]: the proxy rewrites each public address to /{locale}/… there, and
 * that folder typed by a visitor ("/en-IE/…", "/ga-IE/…") is a 404.
 */
export const IRISH_PREFIX = "/ga";

/** The language folders of app/[locale], as the proxy's rewrites name them. */
export const LOCALE_FOLDERS: readonly Locale[] = ["en-IE", "ga-IE"];

/** The language of `pathname` and the address without its prefix ("/ga/shop/x" → ga-IE, "/shop/x"). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === IRISH_PREFIX || pathname.startsWith(`${IRISH_PREFIX}/`)) {
    return { locale: "ga-IE", path: pathname.slice(IRISH_PREFIX.length) || "/" };
  }
  return { locale: "en-IE", path: pathname };
}

/** Whether `pathname` starts with a language folder of app/[locale] ("/en-IE", "/ga-IE/about"). */
export function isLocaleFolder(pathname: string): boolean {
  const first = pathname.split("/")[1] ?? "";
  return (LOCALE_FOLDERS as readonly string[]).includes(first);
}

/** An address (with its query) in a language: "/" in Irish is "/ga", "/search?q=mil" "/ga/search?q=mil". */
export function localePath(locale: Locale, address: string): string {
  if (locale !== "ga-IE") return address;
  if (address === "/" || address.startsWith("/?") || address.startsWith("/#"))
    return `${IRISH_PREFIX}${address.slice(1)}`;
  return `${IRISH_PREFIX}${address}`;
}

/**
 * The request header through which proxy.ts tells the page the address's language (set on every
 * page request, a visitor's own value replaced). Only app/global-not-found.tsx reads it: an address
 * of no page has no [locale] segment, and "/ga/nope" must still answer the Irish 404.
 */
export const PAGE_LOCALE_HEADER = "x-page-locale";
