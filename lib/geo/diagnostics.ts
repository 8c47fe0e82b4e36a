import "server-only";
import { listShopLocations } from "@/lib/shops/queries";
import { isSuspiciousLocation, readCoordinates } from "./coordinates";

type Place = { id: string; name: string; county: string; town: string; eircode: string | null; address: string };

/** What the Map Diagnostics tab shows: counts, the suspect shops (with their points) and the unplaced ones. */
export type CoordinateReport = {
  total: number;
  withCoordinates: number;
  missing: number;
  suspicious: number;
  suspiciousShops: (Place & { latitude: string | null; longitude: string | null })[];
  missingShops: Place[];
};

export async function coordinateReport(): Promise<CoordinateReport> {
  const shops = await listShopLocations();
  const place = ({ id, name, county, town, eircode, address }: Place): Place => ({ id, name, county, town, eircode, address });
  const missingShops = shops.filter((s) => !readCoordinates(s)).map(place);
  const suspiciousShops = shops
    .filter((s) => isSuspiciousLocation(s))
    .map((s) => ({ ...place(s), latitude: s.latitude, longitude: s.longitude }));
  return {
    total: shops.length,
    withCoordinates: shops.length - missingShops.length,
    missing: missingShops.length,
    suspicious: suspiciousShops.length,
    suspiciousShops,
    missingShops,
  };
}
