"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { Coordinates as LatLng } from "@/lib/geo/coordinates";

export type NearMeState =
  | { status: "off" }
  | { status: "locating" }
  | { status: "error"; message: string };

/**
 * "Near me": asks the browser for the visitor's position once per click and hands it on. Its
 * messages are "NearMe" (the pages that show it pass them: the search and the saved list).
 */
export function useNearMe(onFound: (position: LatLng) => void): [NearMeState, () => void] {
  const t = useTranslations("NearMe");
  const [state, setState] = useState<NearMeState>({ status: "off" });
  const locate = () => {
    if (!("geolocation" in navigator))
      return setState({ status: "error", message: t("unsupported") });
    setState({ status: "locating" });
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setState({ status: "off" });
        onFound({ latitude: pos.coords.latitude, longitude: pos.coords.longitude });
      },
      (err) =>
        setState({
          status: "error",
          message: t(err.code === err.PERMISSION_DENIED ? "denied" : "failed"),
        }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };
  return [state, locate];
}
