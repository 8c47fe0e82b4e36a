import type { Serialized } from "@/lib/data/cached";
import type { Shop } from "@/lib/db/queries/shops";
import type { BlogPost, Event } from "@/lib/db/schema";

/** Records as the admin API sends them (JSON: dates are ISO strings). Type-only imports: no server code. */
export type AdminShop = Serialized<Shop>;
export type AdminEvent = Serialized<Event>;
export type AdminPost = Serialized<BlogPost>;

type ShopRef = {
  id: string;
  name: string;
  county: string;
  town: string;
  eircode: string | null;
  address: string;
};

/** GET /api/admin/coordinates */
export type CoordinateReport = {
  total: number;
  withCoordinates: number;
  missing: number;
  suspicious: number;
  suspiciousShops: (ShopRef & { latitude: string | null; longitude: string | null })[];
  missingShops: ShopRef[];
};

/** POST /api/admin/bulk-geocode */
export type GeocodeResult = { successful: number; failed: number; processed: number };

/** GET /api/admin/slugs */
export type SlugReport = {
  total: number;
  withSlugs: number;
  needMigration: number;
  shops: { id: string; name: string; county: string; town?: string }[];
};
