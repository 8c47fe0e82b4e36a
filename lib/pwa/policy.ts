/**
 * What the service worker (sw/sw.ts) keeps for visitors without signal, and what it never keeps.
 * Pure and client-safe: the worker, the page islands (components/pwa/) and the tests read the same
 * names and rules.
 */
import { SAVED_KEYS_MAX } from "../saved/keys";

/** Where the worker is served (public/sw.js, built by `serwist build`) and the pages it controls. */
export const SW_URL = "/sw.js";
export const SW_SCOPE = "/";

/** The saved shops' page (the address routes.saved() builds, lib/routes/paths.ts). */
export const SAVED_PATH = "/saved";

/** The address prefix of the visitor's language: "/ga" in Irish, none in English. */
const prefixOf = (locale?: "en-IE" | "ga-IE") => (locale === "ga-IE" ? "/ga" : "");

/** The saved list's page in the visitor's language. */
export function savedListPath(locale?: "en-IE" | "ga-IE"): string {
  return `${prefixOf(locale)}${SAVED_PATH}`;
}

/** This browser's own saved list (/saved, /ga/saved): not a shared one, whose address names its shops. */
export function isOwnSavedList(url: URL): boolean {
  return (url.pathname === SAVED_PATH || url.pathname === `/ga${SAVED_PATH}`) && !url.searchParams.has("shops");
}

/** The call that answers the saved list's shops (app/api/farm-shops/by-slugs). */
export const SAVED_LIST_API = "/api/farm-shops/by-slugs";

/** The keys the saved list's page asks for: newest first, at most SAVED_KEYS_MAX (components/saved/saved-list.tsx). */
export function savedListKeys(slugs: readonly string[]): string[] {
  return [...slugs].reverse().slice(0, SAVED_KEYS_MAX);
}

/** The by-slugs answer: the shops found (each with its key) and the keys not found. */
export type SavedListAnswer = { shops: { key: string }[]; missing: string[] };

/**
 * The part of a kept answer that a call for `asked` would have had: offline, the saved list's page
 * asks for its keys and gets the shops of the answer kept with the saved shops. A key saved since
 * (not in the kept answer) is left out, not called missing.
 */
export function keptAnswerFor<T extends SavedListAnswer>(kept: T, asked: readonly string[]): T {
  const wanted = new Set(asked.map((key) => key.toLowerCase()));
  return { ...kept, shops: kept.shops.filter((shop) => wanted.has(shop.key.toLowerCase())), missing: kept.missing.filter((key) => wanted.has(key.toLowerCase())) };
}

/** The page every other address shows while offline (precached at install). */
export const OFFLINE_PATH = "/offline";
/** Its Irish twin, shown instead for an Irish address ("/ga", "/ga/…"; precached at install too). */
export const IRISH_OFFLINE_PATH = "/ga/offline";

/** The offline page for a page address: Irish for the Irish addresses, English otherwise. */
export function offlinePathFor(pathname: string): string {
  return pathname === "/ga" || pathname.startsWith("/ga/") ? IRISH_OFFLINE_PATH : OFFLINE_PATH;
}

/** Shop pages a visitor opened: network first, the last 20 kept. */
export const VIEWED_SHOPS_CACHE = "shop-pages";
export const VIEWED_SHOPS_MAX = 20;
/** Pages of saved shops: fetched by the worker when the saved list changes, kept while saved. */
export const SAVED_SHOPS_CACHE = "saved-shop-pages";
/** The saved list's page and its shops' answer: kept with the saved shops, refreshed with them. */
export const SAVED_LIST_CACHE = "saved-list";
/** Pictures of those pages: cache first, capped. */
export const IMAGES_CACHE = "shop-images";
export const IMAGES_MAX = 120;
/** Build output (/_next/static, hashed names never change): cache first, capped. */
export const STATIC_CACHE = "static-assets";
export const STATIC_MAX = 200;

/** A shop page waits this long for the network before the saved copy is shown. */
export const NETWORK_TIMEOUT_SECONDS = 6;

/** The header the worker stamps on a kept shop page: when it was saved (ISO 8601). */
export const SAVED_AT_HEADER = "x-farmshops-saved-at";
/** The header on the kept saved-list answer: the keys it was asked for, comma-separated. */
export const SAVED_KEYS_HEADER = "x-farmshops-saved-keys";
/** The Server-Timing entry the worker adds to a page it answers from its cache (desc: saved at). */
export const FROM_CACHE_TIMING = "sw-cache";

/** Saved shops in the browser (written by the Save buttons): `[{ slug, savedAt }]`. */
export const SAVED_STORAGE_KEY = "farmshops:saved";
/** The event the saved list's store fires in this tab after it changed the list (other tabs: `storage`). */
export const SAVED_CHANGE_EVENT = "farmshops:saved-change";

/** Messages between the pages and the worker. */
export type SwMessage =
  | { type: "SKIP_WAITING" }
  | { type: "SAVED_SHOPS"; slugs: string[]; locale?: "en-IE" | "ga-IE" }
  | { type: "SHOP_VIEWED"; path: string };

/**
 * Never answered from or written to a cache: the admin and owner areas (pages and API), sign-in
 * and sessions, and the upload addresses of pending submissions. Any request other than GET is
 * never cached either (the worker registers GET routes only).
 */
const NEVER_CACHED = [/^\/admin(\/|$)/, /^\/owner(\/|$)/, /^\/api\/admin(\/|$)/, /^\/api\/owner(\/|$)/, /^\/api\/auth(\/|$)/, /^\/api\/objects\/submissions(\/|$)/];

export function isNeverCached(pathname: string): boolean {
  return NEVER_CACHED.some((rule) => rule.test(pathname));
}

/** A shop's public page, in English or Irish (not its internal 'closed' page). */
const SHOP_PAGE = /^(\/ga)?\/shop\/[^/]+\/?$/;

/** A saved shop's page in the language the visitor reads the site in ("/ga/shop/…" in Irish). */
export function savedShopPath(slug: string, locale?: "en-IE" | "ga-IE"): string {
  return `${prefixOf(locale)}/shop/${encodeURIComponent(slug)}`;
}

export function isShopPage(pathname: string): boolean {
  return SHOP_PAGE.test(pathname);
}

/** A shop's slug as the saved list holds it: lower-case letters, digits and hyphens. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

/** The saved slugs in `raw` (the stored JSON), valid ones only, each once; [] for anything else. */
export function savedSlugs(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const list: unknown = JSON.parse(raw);
    if (!Array.isArray(list)) return [];
    const slugs = list.flatMap((entry) => {
      const slug = entry && typeof entry === "object" ? (entry as { slug?: unknown }).slug : null;
      return typeof slug === "string" && SLUG.test(slug) ? [slug] : [];
    });
    return [...new Set(slugs)];
  } catch {
    return [];
  }
}

/** Same-origin addresses of scripts, styles and pictures in a page's HTML (what it needs offline). */
export function pageAssets(html: string): { statics: string[]; images: string[] } {
  const statics = new Set<string>();
  for (const m of html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)) if (m[1]) statics.add(m[1]);
  const images = new Set<string>();
  for (const m of html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)) {
    const src = m[1]?.replace(/&amp;/g, "&");
    if (src && (src.startsWith("/") || src.startsWith("https://"))) images.add(src);
  }
  return { statics: [...statics], images: [...images] };
}
