"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { SAVED_SHOPS_CACHE, savedListPath, savedShopPath, VIEWED_SHOPS_CACHE } from "@/lib/pwa/policy";
import { readSavedSlugs } from "./worker-client";

type Kept = { path: string; name: string; saved: boolean };

/** "Name | Town Farm Shop County | …" → "Name"; the path when the page has no title. */
function shopName(html: string, path: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.split(" | ")[0]?.trim();
  const text = title?.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
  return text || decodeURIComponent(path.replace(/^\/shop\//, ""));
}

type PageLocale = "en-IE" | "ga-IE";

/** The shop pages this browser keeps (saved shops first), read from the worker's caches. */
async function keptShops(locale: PageLocale): Promise<Kept[]> {
  if (typeof caches === "undefined") return [];
  const saved = new Set(readSavedSlugs().map((slug) => savedShopPath(slug, locale)));
  const found = new Map<string, Kept>();
  for (const name of [SAVED_SHOPS_CACHE, VIEWED_SHOPS_CACHE]) {
    if (!(await caches.has(name))) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const path = new URL(request.url).pathname;
      if (found.has(path)) continue;
      const html = (await (await cache.match(request))?.text()) ?? "";
      found.set(path, { path, name: shopName(html, path), saved: saved.has(path) });
    }
  }
  return [...found.values()].sort((a, b) => Number(b.saved) - Number(a.saved) || a.name.localeCompare(b.name));
}

/**
 * Links to what works without signal. Plain links (not the app router's), so that each is a page
 * load the service worker answers from its cache.
 */
export function OfflineShops() {
  const t = useTranslations("Offline");
  const locale: PageLocale = useLocale() === "ga-IE" ? "ga-IE" : "en-IE";
  const [kept, setKept] = useState<Kept[] | null>(null);
  useEffect(() => {
    void keptShops(locale).then(setKept, () => setKept([]));
  }, [locale]);
  return (
    <>
      {kept && kept.length > 0 && (
        <ul className="mt-6 divide-y divide-stone-200 rounded-2xl bg-white shadow-sm ring-1 ring-stone-200" aria-label={t("keptLabel")}>
          {kept.map((shop) => (
            <li key={shop.path}>
              <a href={shop.path} className="hover:text-brand-700 flex items-center justify-between gap-4 px-5 py-3 font-medium text-stone-900">
                {shop.name}
                {shop.saved && <span className="text-brand-700 text-xs font-semibold">{t("saved")}</span>}
              </a>
            </li>
          ))}
        </ul>
      )}
      {kept && kept.length === 0 && (
        <p className="mt-6 text-stone-600">
          {t("none")}
        </p>
      )}
      <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
        <a href={savedListPath(locale)} className="text-brand-700 font-semibold underline-offset-4 hover:underline">
          {t("savedShops")}
        </a>
        <a href="" className="text-brand-700 font-semibold underline-offset-4 hover:underline">
          {t("retry")}
        </a>
      </p>
    </>
  );
}
