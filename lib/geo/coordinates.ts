/**
 * Coordinates: which are usable, which are suspect. Pure: used by the diagnostics call, the
 * geocoder (a result at the suspect spot is no result) and the maps.
 */
export const DUBLIN_CENTRE = { latitude: 53.3498, longitude: -6.2603 } as const;
/** Sum of absolute degree differences from central Dublin under which a point is suspect. */
export const SUSPICIOUS_THRESHOLD = 0.02;
/** Addresses that really are in central Dublin, so a point there is expected. */
export const CITY_CENTRE_MARKERS = ["dublin 1", "dublin 2", "city centre", "temple bar", "trinity college"];

export type Coordinates = { latitude: number; longitude: number };

/** A finite number from stored text or a number; null for blank or non-numeric. */
export function toCoordinate(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" && value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Both coordinates present, numeric and on the globe. */
export function readCoordinates(shop: { latitude: string | number | null; longitude: string | number | null }): Coordinates | null {
  const latitude = toCoordinate(shop.latitude);
  const longitude = toCoordinate(shop.longitude);
  if (latitude === null || longitude === null) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/**
 * A suspect point: both coordinates present and numeric, within 0.02 (sum of absolute
 * differences) of central Dublin, and the address names none of Dublin 1, Dublin 2, city centre,
 * Temple Bar or Trinity College. A geocoder that cannot place an address answers about there
 * (docs/listings.md, "Coordinates and geocoding").
 */
export function isSuspiciousLocation(shop: {
  latitude: string | number | null;
  longitude: string | number | null;
  address?: string | null;
}): boolean {
  const point = readCoordinates(shop);
  if (!point) return false;
  const distance = Math.abs(point.latitude - DUBLIN_CENTRE.latitude) + Math.abs(point.longitude - DUBLIN_CENTRE.longitude);
  if (distance >= SUSPICIOUS_THRESHOLD) return false;
  const address = (shop.address ?? "").toLowerCase().replace(/\s+/g, " ");
  return !CITY_CENTRE_MARKERS.some((marker) => new RegExp(`\\b${marker}\\b`).test(address));
}

/** A rough box around the island of Ireland: a geocoder answer outside it is someone else's town. */
export function isInIreland({ latitude, longitude }: Coordinates): boolean {
  return latitude >= 51.2 && latitude <= 55.5 && longitude >= -11 && longitude <= -5.2;
}

/** Where to put a shop on a map: null when its coordinates are missing, invalid or suspicious. */
export function mapPosition(shop: {
  latitude: string | number | null;
  longitude: string | number | null;
  address?: string | null;
}): Coordinates | null {
  return isSuspiciousLocation(shop) ? null : readCoordinates(shop);
}
