import "server-only";
import { geocodeQueries, type Locatable } from "./candidates";
import { isInIreland, isSuspiciousLocation, type Coordinates } from "./coordinates";
import { searchGeocoder } from "./nominatim";
import { logger } from "@/lib/observability/logger";

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
        logger().warn({ query: query.q, countrycodes: query.countrycodes }, "geocode: no result");
      } else if (!isInIreland(point)) {
        logger().warn({ query: query.q, latitude: point.latitude, longitude: point.longitude }, "geocode: a point outside Ireland, not used");
      } else if (isSuspiciousLocation({ ...point, address: shop.address })) {
        logger().warn({ query: query.q }, "geocode: the generic Dublin centre point; trying the next query");
      } else {
        return point;
      }
    } catch (err) {
      logger().warn({ query: query.q, reason: err instanceof Error ? err.message : String(err) }, "geocode: lookup failed");
    }
  }
  logger().warn({ shop: shop.name ?? "shop", town: shop.town, county: shop.county }, "geocode: no coordinates found");
  return null;
}

/** Six decimals: about 10 cm, as exact as any geocoder is. */
export function formatCoordinate(value: number): string {
  return value.toFixed(6).replace(/\.?0+$/, "");
}
