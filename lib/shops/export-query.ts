import "server-only";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { farmShops, shopSources } from "@/lib/db/schema";
import { publicShopCondition } from "@/lib/shops/conditions";
import type { HoursException, OpeningHours, PublicHolidayHours } from "@/lib/hours/types";

export type ExportShop = {
  id: string;
  slug: string | null;
  name: string;
  shopType: string;
  county: string;
  town: string;
  address: string;
  eircode: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  description: string | null;
  facebook: string | null;
  instagram: string | null;
  products: string[];
  services: string[];
  latitude: string | null;
  longitude: string | null;
  openingHours: OpeningHours;
  publicHolidayHours: PublicHolidayHours;
  hoursExceptions: HoursException[];
  hoursAsPublished: string | null;
  /** Its provenance when imported: the id in its source ("osm:node/123") and that source's licence. */
  sourceId: string | null;
  sourceLicence: string | null;
  updatedAt: Date;
};

const columns = {
  id: farmShops.id,
  slug: farmShops.slug,
  name: farmShops.name,
  shopType: farmShops.shopType,
  county: farmShops.county,
  town: farmShops.town,
  address: farmShops.address,
  eircode: farmShops.eircode,
  phone: farmShops.phone,
  email: farmShops.email,
  website: farmShops.website,
  description: farmShops.description,
  facebook: farmShops.facebook,
  instagram: farmShops.instagram,
  products: farmShops.products,
  services: farmShops.services,
  latitude: farmShops.latitude,
  longitude: farmShops.longitude,
  openingHours: farmShops.openingHours,
  publicHolidayHours: farmShops.publicHolidayHours,
  hoursExceptions: farmShops.hoursExceptions,
  hoursAsPublished: farmShops.hoursAsPublished,
  sourceId: shopSources.sourceId,
  sourceLicence: shopSources.licence,
  updatedAt: farmShops.updatedAt,
};

/**
 * Every public shop (approved and not closed: publicShopCondition), `batch` rows at a time (keyset
 * on id), so that an export of 20,000 shops never holds more than one batch in memory.
 */
export async function* iteratePublicShops(batch = 500): AsyncGenerator<ExportShop[]> {
  const db = await getDb();
  let after = "";
  for (;;) {
    const rows = await db
      .select(columns)
      .from(farmShops)
      .leftJoin(shopSources, eq(shopSources.shopId, farmShops.id))
      .where(and(publicShopCondition(), gt(farmShops.id, after)))
      .orderBy(asc(farmShops.id))
      .limit(batch);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batch) return;
    after = rows[rows.length - 1]?.id ?? after;
  }
}

/**
 * Changes whenever the exported data does: the count and the latest change of public shops (a
 * close or reopen changes the count, and the shop's updatedAt).
 */
export async function exportVersion(): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, latest: sql<string | null>`max(${farmShops.updatedAt})::text` })
    .from(farmShops)
    .where(publicShopCondition());
  return `${row?.n ?? 0}-${row?.latest ?? "none"}`;
}
