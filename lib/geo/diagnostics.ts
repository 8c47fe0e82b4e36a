import "server-only";
import { listShopLocations } from "@/lib/shops/queries";
import { isInIreland, isSuspiciousLocation, readCoordinates } from "./coordinates";

type Place = { id: string; name: string; county: string; town: string; eircode: string | null; address: string };

/**
 * What the Map Diagnostics tab shows: counts, the suspect shops (with their points), the unplaced
 * ones, and those whose point is off the island of Ireland (swapped or mistyped, stored before the
 * forms refused them: lib/validation/shop.ts).
 */
export type CoordinateReport = {
  total: number;
  withCoordinates: number;
  missing: number;
  suspicious: number;
  suspiciousShops: (Place & { latitude: string | null; longitude: string | null })[];
  missingShops: Place[];
  outsideIreland: number;
  outsideIrelandShops: (Place & { latitude: string | null; longitude: string | null })[];
};

export async function coordinateReport(): Promise<CoordinateReport> {
  const shops = await listShopLocations();
  const place = ({ id, name, county, town, eircode, address }: Place): Place => ({ id, name, county, town, eircode, address });
  const missingShops = shops.filter((s) => !readCoordinates(s)).map(place);
  const suspiciousShops = shops
    .filter((s) => isSuspiciousLocation(s))
    .map((s) => ({ ...place(s), latitude: s.latitude, longitude: s.longitude }));
  const outsideIrelandShops = shops
    .filter((s) => {
      const point = readCoordinates(s);
      return point !== null && !isInIreland(point);
    })
    .map((s) => ({ ...place(s), latitude: s.latitude, longitude: s.longitude }));
  return {
    total: shops.length,
    withCoordinates: shops.length - missingShops.length,
    missing: missingShops.length,
    suspicious: suspiciousShops.length,
    suspiciousShops,
    missingShops,
    outsideIreland: outsideIrelandShops.length,
    outsideIrelandShops,
  };
}
