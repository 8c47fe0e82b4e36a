import { defineRouting } from "next-intl/routing";
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES } from "./config";

/**
 * The site's addresses per language (next-intl's routing): English at today's addresses, Irish
 * under /ga ("as-needed": the default language has no prefix; the Irish prefix is /ga, not
 * /ga-IE). The visitor's language is never guessed from Accept-Language (`localeDetection: false`):
 * search engines and shared links get the address they asked for. The language switch
 * (components/layout/language-switch.tsx) sets the NEXT_LOCALE cookie for a year; proxy.ts reads
 * it on "/" only (see docs/i18n.md). The site's proxy.ts does the routing (not next-intl's
 * middleware): this configuration is for the navigation helpers (i18n/navigation.ts).
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: { mode: "as-needed", prefixes: { "ga-IE": "/ga" } },
  localeDetection: false,
  alternateLinks: false,
  localeCookie: { ...LOCALE_COOKIE, sameSite: "lax" },
});
