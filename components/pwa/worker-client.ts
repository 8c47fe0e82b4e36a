/**
 * The page side of the service worker (sw/sw.ts): messages to the active worker, and the saved
 * list as the Save buttons store it. Client-only code, no React.
 */
import { SAVED_STORAGE_KEY, savedSlugs, type SwMessage } from "@/lib/pwa/policy";

export const workerSupported = () => typeof navigator !== "undefined" && "serviceWorker" in navigator;

/** Sends `message` to the active worker once there is one (the first visit installs it). */
export function tellWorker(message: SwMessage): void {
  if (!workerSupported()) return;
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

/** The slugs of the saved shops in this browser. */
export function readSavedSlugs(): string[] {
  try {
    return savedSlugs(localStorage.getItem(SAVED_STORAGE_KEY));
  } catch {
    return [];
  }
}

/** Asks the worker to keep exactly the saved shops' pages for offline use, in this page's language. */
export function syncSavedShops(): void {
  const locale = document.documentElement.lang.startsWith("ga") ? "ga-IE" : "en-IE";
  tellWorker({ type: "SAVED_SHOPS", slugs: readSavedSlugs(), locale });
}
