"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { FROM_CACHE_TIMING, SAVED_AT_HEADER, SAVED_SHOPS_CACHE, VIEWED_SHOPS_CACHE } from "@/lib/pwa/policy";
import { formatLongDateTime } from "@/lib/format";
import { inNextTask } from "@/components/ui/after-hydration";
import { tellWorker } from "./worker-client";

/** When this page was saved, if the service worker answered it from its cache; else null. */
async function savedAt(): Promise<string | null> {
  const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  // Only the page load itself (a later in-site navigation has no entry of its own).
  if (entry && entry.name.split("#")[0] === window.location.href.split("#")[0]) {
    const timing = entry.serverTiming?.find((t) => t.name === FROM_CACHE_TIMING);
    if (timing) return timing.description || null;
  }
  if (navigator.onLine || typeof caches === "undefined") return null;
  for (const name of [VIEWED_SHOPS_CACHE, SAVED_SHOPS_CACHE]) {
    const kept = await (await caches.open(name)).match(window.location.origin + window.location.pathname);
    const at = kept?.headers.get(SAVED_AT_HEADER);
    if (at) return at;
  }
  return null;
}

/**
 * On a shop page: asks the worker to keep it for offline use, and says plainly when the details
 * shown are a saved copy. The opening status beside it is still worked out on this device from
 * the rules and holidays the page carries.
 */
export function OfflineNotice() {
  const t = useTranslations("Offline");
  const locale = useLocale();
  const [at, setAt] = useState<Date | null>(null);
  useEffect(() => {
    let live = true;
    // After hydration's own task: nothing here is needed for the page to work.
    inNextTask(() => {
      if (!live) return;
      if (navigator.onLine) tellWorker({ type: "SHOP_VIEWED", path: window.location.pathname });
      void savedAt().then((iso) => {
        const date = iso ? new Date(iso) : null;
        if (live && date && !Number.isNaN(date.getTime())) setAt(date);
      });
    });
    return () => {
      live = false;
    };
  }, []);
  if (!at) return null;
  return (
    <p role="status" className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
      {t("savedCopy", { date: formatLongDateTime(at, locale) })}
    </p>
  );
}
