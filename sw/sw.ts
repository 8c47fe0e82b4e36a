/// <reference lib="webworker" />
/**
 * The service worker (built to public/sw.js by `serwist build` after `next build`; see
 * serwist.config.js). What it keeps is lib/pwa/policy.ts:
 * - precached at install: the offline page with the scripts and styles it loads, and the icons;
 * - shop pages a visitor opens: network first (a saved copy after NETWORK_TIMEOUT_SECONDS), the
 *   last 20 kept; the pages of saved shops: fetched when the saved list changes, kept while saved;
 * - the saved list's page (/saved, /ga/saved) and its shops' answer: fetched with the saved shops,
 *   network first, so that "Your saved shops" works without signal too;
 * - their pictures and the build's hashed files: cache first, capped;
 * - every other page: the network only, the offline page when there is none (/ga/offline, in
 *   Irish, for an Irish address).
 * Never cached: admin and owner pages and calls, sign-in, upload addresses, anything but GET.
 * A new version waits until the visitor presses "New version: reload" (SKIP_WAITING) or every tab
 * of the site is closed.
 */
import type { PrecacheEntry, RouteHandlerCallbackOptions, SerwistGlobalConfig, SerwistPlugin } from "serwist";
import { CacheableResponsePlugin, CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, Serwist } from "serwist";
import {
  FROM_CACHE_TIMING,
  IMAGES_CACHE,
  IMAGES_MAX,
  isNeverCached,
  isOwnSavedList,
  isShopPage,
  keptAnswerFor,
  NETWORK_TIMEOUT_SECONDS,
  offlinePathFor,
  pageAssets,
  SAVED_AT_HEADER,
  SAVED_KEYS_HEADER,
  SAVED_LIST_API,
  SAVED_LIST_CACHE,
  SAVED_SHOPS_CACHE,
  savedListKeys,
  savedListPath,
  savedShopPath,
  type SavedListAnswer,
  STATIC_CACHE,
  STATIC_MAX,
  VIEWED_SHOPS_CACHE,
  VIEWED_SHOPS_MAX,
  type SwMessage,
} from "../lib/pwa/policy";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

const DAY = 24 * 60 * 60;

/** Kept pages are keyed by their path alone (no query, no trailing slash). */
function pageKey(input: string | URL): string {
  const url = new URL(input, self.location.origin);
  return `${url.origin}${url.pathname.replace(/(.)\/$/, "$1")}`;
}

/** A copy of `response` with extra headers (a cached body can be read once). */
async function withHeaders(response: Response, headers: Record<string, string>): Promise<Response> {
  const copy = new Headers(response.headers);
  for (const [name, value] of Object.entries(headers)) copy.set(name, value);
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers: copy });
}

/** Only whole, successful HTML pages are kept, stamped with the time they were saved. */
async function stamp(response: Response): Promise<Response | null> {
  if (response.status !== 200 || !response.headers.get("content-type")?.includes("text/html")) return null;
  return withHeaders(response, { [SAVED_AT_HEADER]: new Date().toISOString() });
}
const stampPage: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageKey(request.url),
  cacheWillUpdate: async ({ response }) => stamp(response),
};

/** A page answered from the cache says so (and when it was saved) in Server-Timing. */
const markFromCache = (response: Response) =>
  withHeaders(response, { "server-timing": `${FROM_CACHE_TIMING};desc="${response.headers.get(SAVED_AT_HEADER) ?? ""}"` });
const markCachedPage: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse ? markFromCache(cachedResponse) : cachedResponse),
};

const viewedShops = new NetworkFirst({
  cacheName: VIEWED_SHOPS_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [stampPage, new ExpirationPlugin({ maxEntries: VIEWED_SHOPS_MAX, maxAgeSeconds: 90 * DAY }), markCachedPage],
});

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 4 },
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      // Build output: hashed names, so a kept file never goes stale.
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/_next/static/"),
      handler: new CacheFirst({
        cacheName: STATIC_CACHE,
        plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: STATIC_MAX, maxAgeSeconds: 60 * DAY })],
      }),
    },
    {
      // Pictures: the site's own (uploads, fallbacks, county art) and shops' https addresses.
      matcher: ({ request, url, sameOrigin }) =>
        request.destination === "image" && (sameOrigin ? !isNeverCached(url.pathname) : url.protocol === "https:"),
      handler: new CacheFirst({
        cacheName: IMAGES_CACHE,
        plugins: [
          new CacheableResponsePlugin({ statuses: [0, 200] }),
          new ExpirationPlugin({ maxEntries: IMAGES_MAX, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true }),
        ],
      }),
    },
    {
      matcher: ({ request, url, sameOrigin }) => request.mode === "navigate" && sameOrigin && isShopPage(url.pathname),
      handler: shopPage,
    },
    {
      matcher: ({ request, url, sameOrigin }) => request.mode === "navigate" && sameOrigin && isOwnSavedList(url),
      handler: savedListPage,
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname === SAVED_LIST_API,
      handler: savedListAnswer,
    },
    {
      // Every other page, admin and owner included: the network, never a cache.
      matcher: ({ request }) => request.mode === "navigate",
      handler: otherPage,
    },
  ],
});

const network = new NetworkOnly();

/** The precached offline page in the language of the address that could not be fetched. */
async function offlinePage(request: Request): Promise<Response> {
  return (await serwist.matchPrecache(offlinePathFor(new URL(request.url).pathname))) ?? Response.error();
}

/** A shop page: the network, else the last viewed copy, else the saved shop's copy, else offline. */
async function shopPage(options: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    const response = await viewedShops.handle(options);
    if (response) return response;
  } catch {
    // neither the network nor a viewed copy
  }
  const saved = await (await caches.open(SAVED_SHOPS_CACHE)).match(pageKey(options.request.url));
  return saved ? markFromCache(saved) : offlinePage(options.request);
}

const savedListPages = new NetworkFirst({ cacheName: SAVED_LIST_CACHE, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [stampPage, markCachedPage] });

/** The saved list's page: the network, else the copy kept with the saved shops, else offline. */
async function savedListPage(options: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    const response = await savedListPages.handle(options);
    if (response) return response;
  } catch {
    // neither the network nor a kept copy
  }
  return offlinePage(options.request);
}

/** Where the saved list's answer is kept (one, for the whole list). */
const savedAnswerKey = () => `${self.location.origin}${SAVED_LIST_API}`;

/** The saved list's shops: the network, else the kept answer, cut to the keys asked for. */
async function savedListAnswer({ request }: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const kept = await (await caches.open(SAVED_LIST_CACHE)).match(savedAnswerKey());
    if (!kept) return Response.error();
    const asked = new URL(request.url).searchParams.get("slugs")?.split(",") ?? [];
    const answer = keptAnswerFor((await kept.json()) as SavedListAnswer, asked);
    return Response.json(answer, { headers: { "server-timing": `${FROM_CACHE_TIMING};desc="${kept.headers.get(SAVED_AT_HEADER) ?? ""}"` } });
  }
}

async function otherPage(options: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    return await network.handle(options);
  } catch {
    return offlinePage(options.request);
  }
}

/** Keeps the scripts, styles and pictures a kept page needs, when they are not kept yet. */
async function keepAssets(html: string): Promise<void> {
  const { statics, images } = pageAssets(html);
  const keep = async (cacheName: string, urls: string[], noCors: boolean) => {
    const cache = await caches.open(cacheName);
    for (const url of urls) {
      if (await cache.match(url)) continue;
      try {
        const response = await fetch(url, noCors && !url.startsWith("/") ? { mode: "no-cors" } : {});
        if (response.ok || response.type === "opaque") await cache.put(url, response);
      } catch {
        // offline again: the next change of the saved list tries again
      }
    }
  };
  await keep(STATIC_CACHE, statics, false);
  await keep(IMAGES_CACHE, images.filter((src) => !isNeverCached(new URL(src, self.location.origin).pathname)), true);
}

/** Kept things are refreshed at most this often while the saved list is posted. */
const REFRESH_MS = 60 * 60 * 1000;
const isFresh = (kept: Response | undefined) => kept !== undefined && Date.now() - Date.parse(kept.headers.get(SAVED_AT_HEADER) ?? "") < REFRESH_MS;

/** The saved list changed (or a page opened): keep exactly the saved shops' pages. */
async function keepSavedShops(slugs: string[], locale?: "en-IE" | "ga-IE"): Promise<void> {
  const cache = await caches.open(SAVED_SHOPS_CACHE);
  const wanted = new Map(slugs.map((slug) => [pageKey(savedShopPath(slug, locale)), slug]));
  for (const request of await cache.keys()) if (!wanted.has(request.url)) await cache.delete(request);
  for (const key of wanted.keys()) {
    const kept = await cache.match(key);
    // A saved page is refreshed at most every hour while the list is posted.
    if (isFresh(kept)) continue;
    try {
      const stamped = await stamp(await fetch(key, { credentials: "same-origin" }));
      if (!stamped) continue;
      await keepAssets(await stamped.clone().text());
      await cache.put(key, stamped);
    } catch {
      // offline: keep what is there
    }
  }
}

/** The saved list's page in the visitor's language and its shops' answer, for use without signal. */
async function keepSavedList(slugs: string[], locale?: "en-IE" | "ga-IE"): Promise<void> {
  const cache = await caches.open(SAVED_LIST_CACHE);
  const keys = savedListKeys(slugs).join(",");
  // Nothing saved: nothing to show offline but the offline page.
  if (!keys) {
    for (const request of await cache.keys()) await cache.delete(request);
    return;
  }
  try {
    const kept = await cache.match(savedAnswerKey());
    if (!isFresh(kept) || kept?.headers.get(SAVED_KEYS_HEADER) !== keys) {
      const response = await fetch(`${SAVED_LIST_API}?slugs=${encodeURIComponent(keys)}`, { credentials: "same-origin" });
      if (response.ok) await cache.put(savedAnswerKey(), await withHeaders(response, { [SAVED_AT_HEADER]: new Date().toISOString(), [SAVED_KEYS_HEADER]: keys }));
    }
    const page = pageKey(savedListPath(locale));
    if (isFresh(await cache.match(page))) return;
    const stamped = await stamp(await fetch(page, { credentials: "same-origin" }));
    if (!stamped) return;
    await keepAssets(await stamped.clone().text());
    await cache.put(page, stamped);
  } catch {
    // offline: keep what is there
  }
}

/** A shop page opened by the site's own links (no page load): keep it as a viewed page. */
async function keepViewedShop(path: string, event: ExtendableEvent): Promise<void> {
  const url = new URL(path, self.location.origin);
  if (url.origin !== self.location.origin || !isShopPage(url.pathname)) return;
  const kept = await (await caches.open(VIEWED_SHOPS_CACHE)).match(pageKey(url));
  if (kept && Date.now() - Date.parse(kept.headers.get(SAVED_AT_HEADER) ?? "") < 60 * 1000) return;
  try {
    const response = await viewedShops.handle({ request: new Request(pageKey(url), { credentials: "same-origin" }), event });
    if (response?.ok) await keepAssets(await response.text());
  } catch {
    // offline: nothing to keep
  }
}

self.addEventListener("message", (event: ExtendableMessageEvent) => {
  const data = event.data as SwMessage | null;
  if (data?.type === "SAVED_SHOPS" && Array.isArray(data.slugs)) {
    const slugs = data.slugs.filter((s): s is string => typeof s === "string").slice(0, 200);
    const locale = data.locale === "ga-IE" ? "ga-IE" : "en-IE";
    event.waitUntil(Promise.all([keepSavedShops(slugs, locale), keepSavedList(slugs, locale)]));
  } else if (data?.type === "SHOP_VIEWED" && typeof data.path === "string") {
    event.waitUntil(keepViewedShop(data.path, event));
  }
});

serwist.addEventListeners();
