"use client";

import { useEffect } from "react";

/**
 * Keeps Back working after an in-page link ("Skip to main content", the search's "Map View").
 * The browser's jump to a fragment adds a history entry with no state in it, and the App Router
 * ignores a Back or Forward to an entry without its state (vercel/next.js#56112): the address
 * changed, but the page on screen stayed the one Back was leaving. The new entry is given the
 * router's state of the page it was made on (the same page), so the router draws it again.
 */
export function FragmentHistory() {
  useEffect(() => {
    let before: unknown = window.history.state;
    // A link's jump happens after its click: the state of the entry it leaves, seen first.
    const remember = () => {
      before = window.history.state;
    };
    const mend = () => {
      if (window.history.state === null && (before as { __NA?: unknown } | null)?.__NA) window.history.replaceState(before, "");
      before = window.history.state;
    };
    document.addEventListener("click", remember, true);
    window.addEventListener("hashchange", mend);
    return () => {
      document.removeEventListener("click", remember, true);
      window.removeEventListener("hashchange", mend);
    };
  }, []);
  return null;
}
