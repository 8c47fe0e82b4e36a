"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { NOT_COUNTED_PAGE } from "@/lib/analytics/paths";

/** Adds a script once, however many pages the visitor then opens (a.js follows them itself). */
function addScript(src: string): void {
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  document.body.appendChild(script);
}

/**
 * The visitor-count script (public/a.js, first-party, no cookie) and, when the operator set
 * ANALYTICS_SCRIPT_URL, their own third-party one, added once the page has loaded and the browser
 * is idle (what next/script's lazyOnload does, without its 4 kB loader on every page's first
 * load). The Content-Security-Policy allows them on cached pages ('self', and that origin) and on
 * per-request pages alike ('strict-dynamic': a script added by the page's own trusted code).
 */
export function AnalyticsScripts({ thirdPartyUrl }: { thirdPartyUrl?: string }) {
  const pathname = usePathname();
  const counted = !NOT_COUNTED_PAGE.test(pathname);
  useEffect(() => {
    if (!counted) return;
    // Safari has no requestIdleCallback: a timeout stands in.
    const idle = typeof requestIdleCallback === "function";
    let handle: number | undefined;
    const run = () => {
      addScript("/a.js");
      if (thirdPartyUrl) addScript(thirdPartyUrl);
    };
    const add = () => {
      handle = idle ? requestIdleCallback(run) : window.setTimeout(run, 0);
    };
    if (document.readyState === "complete") add();
    else window.addEventListener("load", add, { once: true });
    return () => {
      window.removeEventListener("load", add);
      if (handle !== undefined) (idle ? cancelIdleCallback : window.clearTimeout)(handle);
    };
  }, [counted, thirdPartyUrl]);
  return null;
}
