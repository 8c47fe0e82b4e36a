"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** Every route change starts at the top of the page, without smooth scrolling. */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    // Marks the page interactive (React has attached its handlers): tests wait for it.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
