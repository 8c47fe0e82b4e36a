import type { MapRef } from "react-map-gl/maplibre";

/** Room kept between an opened popup and the map's edge, in pixels. */
const MARGIN = 8;

/**
 * Moves the map just enough for its open popup to be whole inside it, as the best map sites do
 * (Leaflet's autoPan). MapLibre picks the popup's side so that it fits where it can; on a small map
 * a marker near an edge can leave no side with room (a 264 px map and a popup taller than half of
 * it), and the popup's foot was cut off. Call it once the popup is drawn (the next frame).
 */
export function panToPopup(map: MapRef | null): void {
  const frame = map?.getContainer().getBoundingClientRect();
  const box = map?.getContainer().querySelector(".maplibregl-popup")?.getBoundingClientRect();
  if (!map || !frame || !box) return;
  const shift = (start: number, end: number, from: number, to: number) => {
    // Too big to fit: its start (the shop's name) is kept in view.
    if (end - start > to - from - 2 * MARGIN || start < from + MARGIN) return start - from - MARGIN;
    return end > to - MARGIN ? end - to + MARGIN : 0;
  };
  const dx = shift(box.left, box.right, frame.left, frame.right);
  const dy = shift(box.top, box.bottom, frame.top, frame.bottom);
  if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return;
  // MapLibre moves at once when the visitor asks for reduced motion (an animation not `essential`).
  map.panBy([Math.round(dx), Math.round(dy)], { duration: 200 });
}
