import type { Serialized } from "@/lib/cache/cached-read";
import type { Shop } from "@/lib/shops/queries";
import type { BlogPost, Event } from "@/lib/db/schema";

/** Records as the admin API sends them (JSON: dates are ISO strings). Type-only imports: no server code. */
export type AdminShop = Serialized<Shop> & {
  /** Set on the admin lists: why a submission was filed as spam. */
  spamReason?: string | null;
  /** Set on the admin lists: an existing shop this submission looks like. */
  duplicateOf?: { id: string; name: string; slug: string | null; approved: boolean } | null;
  /** Set on the needs-checking list: why the shop's hours are not confirmed. */
  hoursReason?: string | null;
};

/** One page of an admin list and the size of the whole list (X-Total-Count). */
export type Page<T> = { items: T[]; total: number };
export type AdminEvent = Serialized<Event>;
export type AdminPost = Serialized<BlogPost>;

/** GET /api/admin/coordinates and POST /api/admin/bulk-geocode: the server's own types. */
export type { CoordinateReport } from "@/lib/geo/diagnostics";
export type { BulkGeocodeResult as GeocodeResult } from "@/lib/geo/bulk";

/** GET /api/admin/slugs: the server's own type. */
export type { SlugStatus as SlugReport } from "@/lib/shops/slugs";
