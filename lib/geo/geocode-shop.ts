import "server-only";
import { geocodeQueries, type Locatable } from "./candidates";
import { isInIreland, isSuspiciousLocation, type Coordinates } from "./coordinates";
import { searchGeocoder } from "./nominatim";

/**
 * Tries the shop's candidate queries in order and answers the first usable point, or null.
 * A failing candidate (error, timeout, no hit, a point outside Ireland or at the suspect spot in
 * central Dublin) is logged and the next one tried; the pause between candidates is the
 * geocoder's minimum interval (GEOCODER_MIN_INTERVAL_MS, 1 s by default), which spaces every
 * request.
 */
export async function geocodeShop(shop: Locatable & { name?: string }): Promise<Coordinates | null> {
  for (const query of geocodeQueries(shop)) {
    try {
      const point = await searchGeocoder(query);
      if (!point) {
        console.warn(`[geocode] no result for "${query.q}" (${query.countrycodes})`);
      } else if (!isInIreland(point)) {
        console.warn(`[geocode] "${query.q}" gave a point outside Ireland (${point.latitude}, ${point.longitude})`);
      } else if (isSuspiciousLocation({ ...point, address: shop.address })) {
        console.warn(`[geocode] "${query.q}" gave the generic Dublin centre point; trying the next query`);
      } else {
        return point;
      }
    } catch (err) {
      console.warn(`[geocode] "${query.q}" failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  console.warn(`[geocode] no coordinates for ${shop.name ?? "shop"} (${shop.town}, ${shop.county})`);
  return null;
}

/** Six decimals: about 10 cm, as exact as any geocoder is. */
export function formatCoordinate(value: number): string {
  return value.toFixed(6).replace(/\.?0+$/, "");
}
