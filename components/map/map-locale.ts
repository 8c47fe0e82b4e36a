"use client";

import { useTranslations } from "next-intl";

/**
 * MapLibre's own words (its buttons' labels, the popup's close button, the "Ctrl + scroll" hint) in
 * the page's language, as its `locale` option takes them.
 */
export function useMapLocale(): Record<string, string> {
  const t = useTranslations("Map.controls");
  return {
    "AttributionControl.ToggleAttribution": t("toggleAttribution"),
    "AttributionControl.MapFeedback": t("mapFeedback"),
    "Map.Title": t("mapTitle"),
    "Marker.Title": t("markerTitle"),
    "NavigationControl.ResetBearing": t("resetBearing"),
    "NavigationControl.ZoomIn": t("zoomIn"),
    "NavigationControl.ZoomOut": t("zoomOut"),
    "Popup.Close": t("closePopup"),
    "CooperativeGesturesHandler.WindowsHelpText": t("ctrlScroll"),
    "CooperativeGesturesHandler.MacHelpText": t("cmdScroll"),
    "CooperativeGesturesHandler.MobileHelpText": t("twoFingers"),
  };
}
