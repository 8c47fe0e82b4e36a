"use client";

import { useEffect, useState } from "react";
import type { Coordinates } from "@/lib/geo/coordinates";
import { useNearMe, type NearMeState } from "@/components/search/near-me";

/**
 * The visitor's position for distances: taken at once when the site already may use it (the
 * permission is "granted"), otherwise only when the visitor asks (`locate`). Never a prompt on load.
 */
export function useVisitorLocation(): { position: Coordinates | null; state: NearMeState; locate: () => void } {
  const [position, setPosition] = useState<Coordinates | null>(null);
  const [state, locate] = useNearMe(setPosition);
  useEffect(() => {
    let live = true;
    if (!navigator.permissions?.query) return;
    navigator.permissions
      .query({ name: "geolocation" })
      .then((status) => {
        if (live && status.state === "granted") locate();
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // Asked once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { position, state, locate };
}
