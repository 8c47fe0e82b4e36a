/**
 * Map coordinates of a shop (spec section 5): suspicious ones are ignored on maps. Pure and
 * client-safe. The API helper may add a similar check in lib/geo/coordinates.ts for the admin
 * diagnostics; this one is the small subset the public maps need.
 */
export const DUBLIN_CENTRE = { latitude: 53.3498, longitude: -6.2603 } as const;
export const SUSPICIOUS_THRESHOLD = 0.02;

// Addresses that really are in central Dublin, where a city-centre pin is expected.
const CENTRAL_ADDRESS = /\b(dublin 1|dublin 2|city centre|temple bar|trinity college)\b/i;

export type LatLng = { latitude: number; longitude: number };

function toNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || (typeof value === "string" && value.trim() === ""))
    return null;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Both numeric, within 0.02 (|Δlat| + |Δlng|) of central Dublin, and the address is not central. */
export function isSuspiciousCoordinate(
  latitude: string | number | null | undefined,
  longitude: string | number | null | undefined,
  address: string | null | undefined,
): boolean {
  const lat = toNumber(latitude);
  const lng = toNumber(longitude);
  if (lat === null || lng === null) return false;
  const distance = Math.abs(lat - DUBLIN_CENTRE.latitude) + Math.abs(lng - DUBLIN_CENTRE.longitude);
  return distance < SUSPICIOUS_THRESHOLD && !CENTRAL_ADDRESS.test(address ?? "");
}

/** Where to put the shop on a map, or null when the coordinates are missing, invalid or suspicious. */
export function mapPosition(shop: {
  latitude: string | number | null;
  longitude: string | number | null;
  address: string | null;
}): LatLng | null {
  const latitude = toNumber(shop.latitude);
  const longitude = toNumber(shop.longitude);
  if (latitude === null || longitude === null) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  if (isSuspiciousCoordinate(latitude, longitude, shop.address)) return null;
  return { latitude, longitude };
}
