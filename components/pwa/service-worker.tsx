"use client";

import { useEffect, useState } from "react";
import { SAVED_CHANGE_EVENT, SAVED_STORAGE_KEY, SW_SCOPE, SW_URL } from "@/lib/pwa/policy";
import { inNextTask } from "@/components/ui/after-hydration";
import { syncSavedShops, workerSupported } from "./worker-client";

/** How long "New version: reload" waits for the new worker to take over before reloading anyway. */
const RELOAD_FALLBACK_MS = 4000;

/**
 * Registers the service worker once the page has loaded (never competing with the page's own
 * loading), keeps the saved shops' pages offline, and offers "New version: reload" when a new
 * deployment's worker is waiting. The browser checks /sw.js (never HTTP-cached) on every page
 * load; this also checks when an installed app comes back to the foreground.
 */
export function ServiceWorker() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    if (!workerSupported() || process.env.NODE_ENV !== "production") return;
    let registration: ServiceWorkerRegistration | null = null;
    let lastCheck = Date.now();
    const offerUpdate = (worker: ServiceWorker | null) => {
      // Only an update: the first install takes over without asking.
      if (worker && navigator.serviceWorker.controller) setWaiting(worker);
    };
    const register = async () => {
      try {
        registration = await navigator.serviceWorker.register(SW_URL, { scope: SW_SCOPE, updateViaCache: "none" });
      } catch {
        return; // private windows and some browsers refuse; the site works without it
      }
      const reg = registration;
      offerUpdate(reg.waiting);
      reg.addEventListener("updatefound", () => {
        const next = reg.installing;
        next?.addEventListener("statechange", () => {
          if (next.state === "installed") offerUpdate(reg.waiting ?? next);
        });
      });
      syncSavedShops();
    };
    const onVisible = () => {
      if (document.visibilityState === "hidden") syncSavedShops();
      else if (registration && Date.now() - lastCheck > 60_000) {
        lastCheck = Date.now();
        void registration.update().catch(() => undefined);
      }
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === SAVED_STORAGE_KEY) syncSavedShops();
    };
    let live = true;
    // In a task of its own after hydration's: registering costs the page a few milliseconds, and
    // when the page has already loaded it would otherwise run inside hydration's longest task.
    inNextTask(() => {
      if (!live) return;
      if (document.readyState === "complete") void register();
      else window.addEventListener("load", () => void register(), { once: true });
    });
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("storage", onStorage);
    window.addEventListener(SAVED_CHANGE_EVENT, syncSavedShops);
    return () => {
      live = false;
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("storage", onStorage);
      window.removeEventListener(SAVED_CHANGE_EVENT, syncSavedShops);
    };
  }, []);

  if (!waiting) return null;
  const reload = () => {
    // Reload once the new worker controls the page. If it already does (another tab moved on
    // first), or the change does not come within a few seconds, reload anyway: the button never
    // leaves an app on the old build.
    if (waiting.state === "activated" || waiting.state === "redundant") {
      window.location.reload();
      return;
    }
    const fallback = setTimeout(() => window.location.reload(), RELOAD_FALLBACK_MS);
    navigator.serviceWorker.addEventListener(
      "controllerchange",
      () => {
        clearTimeout(fallback);
        window.location.reload();
      },
      { once: true },
    );
    waiting.postMessage({ type: "SKIP_WAITING" });
  };
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center justify-between gap-4 rounded-2xl bg-stone-900 px-4 py-3 text-sm text-white shadow-lg"
    >
      <span>A new version of the site is ready.</span>
      <button type="button" onClick={reload} className="bg-brand-600 hover:bg-brand-700 shrink-0 rounded-full px-4 py-1.5 font-semibold">
        New version: reload
      </button>
    </div>
  );
}
