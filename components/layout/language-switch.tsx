"use client";

import NextLink from "next/link";
import { useLocale } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Suspense, useSyncExternalStore } from "react";
import { LANGUAGE_NAMES, LOCALE_COOKIE, type Locale } from "@/i18n/config";
import { usePathname } from "@/i18n/navigation";
import { localePath } from "@/lib/routes/locale";
import { isCampaignParam } from "@/lib/routes/table";
import { MENU_ID } from "./header-nav";

/** English-only addresses (docs/i18n.md): the admin area and the owner's mailed-link pages. */
const ENGLISH_ONLY = /^\/(admin|owner\/(sign-in|confirm|confirmed))(\/|$)/;

/** Remembers the visitor's choice: the cookie proxy.ts reads on "/". */
function remember(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE.name}=${locale}; path=/; max-age=${LOCALE_COOKIE.maxAge}; samesite=lax`;
}

/**
 * The link to this same page in the other language (same path and query): /farm-shops/cork ↔
 * /ga/farm-shops/cork. Following it sets the NEXT_LOCALE cookie for a year, which sends a later
 * visit of "/" to "/ga" (proxy.ts). The query is the address bar's, kept current as the page
 * changes it (a filter, a sort, a page of results: useSearchParams); a cached page is rendered
 * without it (the Suspense fallback) and the browser fills it in, so that cached pages stay the
 * same for every query. The address's #fragment goes along too (the sections' ids are the same in
 * both languages: /privacy-policy#data-we-collect ↔ /ga/privacy-policy#data-we-collect). (next-intl's
 * Link with `locale` would point English at /en-IE/… for its middleware to redirect; this site's
 * proxy has no such redirect.)
 */
export function LanguageSwitch({ className }: { className?: string }) {
  return (
    <Suspense fallback={<SwitchLink className={className} search="" />}>
      <SwitchWithQuery className={className} />
    </Suspense>
  );
}

function SwitchWithQuery({ className }: { className?: string }) {
  // Without the campaign tags: they name how the visitor came, not this page (the next is no landing).
  const kept = [...useSearchParams()].filter(([key]) => !isCampaignParam(key));
  return <SwitchLink className={className} search={kept.length > 0 ? `?${new URLSearchParams(kept).toString()}` : ""} />;
}

/** The address bar's #fragment, kept current: an in-page link changes it (hashchange), a navigation re-renders the switch. */
const subscribeToHash = (onChange: () => void) => {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
};

function SwitchLink({ className, search }: { className?: string; search: string }) {
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  // Only in the browser: the server's HTML (cached for every address) has no fragment. The phone
  // menu's own fragment (tapped open before the script ran) is not a place on the page.
  const fragment = useSyncExternalStore(subscribeToHash, () => window.location.hash, () => "");
  const hash = fragment === `#${MENU_ID}` ? "" : fragment;
  const other: Locale = locale === "ga-IE" ? "en-IE" : "ga-IE";
  const { name, lang } = LANGUAGE_NAMES[other];
  if (ENGLISH_ONLY.test(pathname)) return null;
  return (
    <NextLink
      href={localePath(other, `${pathname}${search}`) + hash}
      onClick={() => remember(other)}
      lang={lang}
      hrefLang={lang}
      prefetch={false}
      className={className}
      data-testid="language-switch"
    >
      {name}
    </NextLink>
  );
}
