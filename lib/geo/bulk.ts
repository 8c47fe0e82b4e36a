import "server-only";
import { listShopLocations, setShopCoordinates, type Shop } from "@/lib/shops/queries";
import { getEnv } from "@/lib/env";
import { readCoordinates } from "./coordinates";
import { formatCoordinate, geocodeShop } from "./geocode-shop";
import { logger } from "@/lib/observability/logger";

/** `remaining`: shops not tried because the run reached its time bound (a later run takes them). */
export type BulkGeocodeResult = { successful: number; failed: number; processed: number; remaining: number };

/**
 * Geocodes every shop without coordinates, or with `force` every shop. A shop the geocoder
 * cannot place keeps what it had. Requests are spaced by the shared limiter, so a run over n
 * shops takes about n × GEOCODER_MIN_INTERVAL_MS at best; a dead or hanging geocoder costs each
 * shop at most its candidates × GEOCODER_TIMEOUT_MS. No shop is started after
 * GEOCODER_BULK_MAX_MS, so a run ends within that plus one shop's worst case. The public pages are
 * revalidated by the command that runs it (bulkGeocodeShops in lib/shops/commands.ts).
 */
export async function geocodeShops({ force = false }: { force?: boolean } = {}): Promise<BulkGeocodeResult> {
  const deadline = Date.now() + getEnv().GEOCODER_BULK_MAX_MS;
  const shops = (await listShopLocations()).filter((s) => force || !readCoordinates(s));
  const result: BulkGeocodeResult = { successful: 0, failed: 0, processed: 0, remaining: 0 };
  for (const [i, shop] of shops.entries()) {
    if (Date.now() >= deadline) {
      result.remaining = shops.length - i;
      logger().warn({ remaining: result.remaining }, "geocode: bulk run stopped at its time bound; the rest are left for a later run");
      break;
    }
    result.processed++;
    const point = await geocodeShop(shop);
    if (!point) {
      result.failed++;
      continue;
    }
    await setShopCoordinates({ id: shop.id, latitude: formatCoordinate(point.latitude), longitude: formatCoordinate(point.longitude) });
    result.successful++;
  }
  return result;
}

/** After a submission: places a new shop that came without coordinates. Never throws; true when it stored a point. */
export async function geocodeNewShop(shop: Shop): Promise<boolean> {
  if (readCoordinates(shop)) return false;
  return placeShop(shop);
}

/**
 * Places a shop at its address: a new one (above), or one whose address an approved change moved.
 * A shop the geocoder cannot place keeps what it had. Never throws; true when it stored a point.
 */
export async function placeShop(shop: Shop): Promise<boolean> {
  try {
    const point = await geocodeShop(shop);
    if (!point) return false;
    await setShopCoordinates({ id: shop.id, latitude: formatCoordinate(point.latitude), longitude: formatCoordinate(point.longitude) });
    return true;
  } catch (err) {
    logger().error({ reason: err instanceof Error ? err.message : String(err) }, "geocode: could not store coordinates");
    return false;
  }
}
