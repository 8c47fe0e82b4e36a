"use client";

import { useState } from "react";
import type { Coordinates as LatLng } from "@/lib/geo/coordinates";

export type NearMeState =
  | { status: "off" }
  | { status: "locating" }
  | { status: "error"; message: string };

export const LOCATION_DENIED_MESSAGE =
  "Location access was denied, so shops can't be sorted by distance. Allow location access for this site in your browser settings and try again.";
const LOCATION_FAILED_MESSAGE = "Your location could not be found just now. Please try again.";
const LOCATION_UNSUPPORTED_MESSAGE =
  "This browser does not share its location, so shops can't be sorted by distance.";

/** "Near me": asks the browser for the visitor's position once per click and hands it on. */
export function useNearMe(onFound: (position: LatLng) => void): [NearMeState, () => void] {
  const [state, setState] = useState<NearMeState>({ status: "off" });
  const locate = () => {
    if (!("geolocation" in navigator))
      return setState({ status: "error", message: LOCATION_UNSUPPORTED_MESSAGE });
    setState({ status: "locating" });
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setState({ status: "off" });
        onFound({ latitude: pos.coords.latitude, longitude: pos.coords.longitude });
      },
      (err) =>
        setState({
          status: "error",
          message:
            err.code === err.PERMISSION_DENIED ? LOCATION_DENIED_MESSAGE : LOCATION_FAILED_MESSAGE,
        }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };
  return [state, locate];
}
