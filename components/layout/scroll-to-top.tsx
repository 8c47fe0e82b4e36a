"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/**
 * Every route change starts at the top of the page, without smooth scrolling; an address with a
 * fragment ("/in-season#kale") starts at that place instead.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    // Marks the page interactive (React has attached its handlers): tests wait for it.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useEffect(() => {
    const target = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior: "instant", block: "start" });
    else window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
