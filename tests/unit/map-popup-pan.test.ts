import { describe, expect, it, vi } from "vitest";
import type { MapRef } from "react-map-gl/maplibre";
import { panToPopup } from "@/components/map/pan-to-popup";

type Box = { left: number; top: number; width: number; height: number };
const rect = ({ left, top, width, height }: Box) => ({ left, top, width, height, right: left + width, bottom: top + height });

/** A map of the shop page's size (600 × 264, at 100, 50 on the page) with its popup at `popup`. */
function mapWith(popup: Box | null) {
  const panBy = vi.fn();
  const container = {
    getBoundingClientRect: () => rect({ left: 100, top: 50, width: 600, height: 264 }),
    querySelector: (selector: string) => (selector === ".maplibregl-popup" && popup ? { getBoundingClientRect: () => rect(popup) } : null),
  };
  return { map: { getContainer: () => container, panBy } as unknown as MapRef, panBy };
}

describe("a popup opened near the map's edge is brought whole into view", () => {
  it("leaves a popup inside the map (8 px from its edges) where it is", () => {
    const { map, panBy } = mapWith({ left: 200, top: 58, width: 260, height: 136 });
    panToPopup(map);
    expect(panBy).not.toHaveBeenCalled();
  });

  it("moves the map up by what its foot lacks, and a margin: a marker at mid-height, its popup below it", () => {
    // The map's bottom is at 314; the popup runs to 322 (8 px cut off), plus the 8 px margin.
    const { map, panBy } = mapWith({ left: 110, top: 186, width: 260, height: 136 });
    panToPopup(map);
    expect(panBy).toHaveBeenCalledWith([0, 16], { duration: 200 });
  });

  it("moves the map down and across for a popup past the top and the right edge", () => {
    const { map, panBy } = mapWith({ left: 500, top: 40, width: 260, height: 136 });
    panToPopup(map);
    // Top: 40 is 10 above the map's 50, plus 8. Right: 760 is 60 past 700, plus 8. (With reduced
    // motion MapLibre makes the move at once: its own rule for an animation not marked essential.)
    expect(panBy).toHaveBeenCalledWith([68, -18], { duration: 200 });
  });

  it("keeps the start of a popup too big for the map in view", () => {
    const { map, panBy } = mapWith({ left: 150, top: 30, width: 260, height: 300 });
    panToPopup(map);
    expect(panBy).toHaveBeenCalledWith([0, -28], { duration: 200 });
  });

  it("does nothing with no popup open", () => {
    const { map, panBy } = mapWith(null);
    panToPopup(map);
    panToPopup(null);
    expect(panBy).not.toHaveBeenCalled();
  });
});
