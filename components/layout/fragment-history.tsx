"use client";

import { useEffect } from "react";

type NavigateEvent = Event & { hashChange: boolean; navigationType: "push" | "replace" | "reload" | "traverse" };
type NavigationApi = EventTarget & { addEventListener(type: "navigate", listener: (e: NavigateEvent) => void): void };

/**
 * Keeps Back working after an in-page link ("Skip to main content", the search's "Map View") or a
 * fragment typed into the address bar. The browser's jump to a fragment adds a history entry with
 * no state in it, and the App Router ignores a Back or Forward to an entry without its state
 * (vercel/next.js#56112): the address changed, but the page on screen stayed the one Back was
 * leaving. The new entry is given the router's state of the entry it was made from (the same
 * page), so the router draws it again.
 *
 * That state is read as the jump starts: from the Navigation API's navigate event where the
 * browser has it (any jump, typed ones too), else from the click on a link to a fragment of this
 * page. A jump whose starting state was not seen is left as the browser made it.
 */
export function FragmentHistory() {
  useEffect(() => {
    let before: unknown = null;
    const navigation = (window as { navigation?: NavigationApi }).navigation;
    const onNavigate = (e: NavigateEvent) => {
      if (e.hashChange && (e.navigationType === "push" || e.navigationType === "replace")) before = window.history.state;
    };
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.("a[href*='#']") as HTMLAnchorElement | null;
      if (link && link.origin === location.origin && link.pathname === location.pathname && link.search === location.search) before = window.history.state;
    };
    const mend = () => {
      if (window.history.state === null && (before as { __NA?: unknown } | null)?.__NA) window.history.replaceState(before, "");
      before = null;
    };
    if (navigation) navigation.addEventListener("navigate", onNavigate);
    else document.addEventListener("click", onClick, true);
    window.addEventListener("hashchange", mend);
    return () => {
      navigation?.removeEventListener("navigate", onNavigate as EventListener);
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("hashchange", mend);
    };
  }, []);
  return null;
}
