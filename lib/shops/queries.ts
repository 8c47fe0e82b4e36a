import "server-only";
import { and, asc, eq, getTableColumns, inArray, or, sql, type SQL } from "drizzle-orm";
import { UUID_PATTERN } from "@/lib/slug";
import { AppError, notFound } from "@/lib/errors";
import { findCountyByName } from "@/lib/counties";
import { dublinToday } from "@/lib/time";
import type { ShopSubmission } from "@/lib/validation/shop";
import type { Locale } from "@/i18n/config";
import { publicShopCondition } from "@/lib/shops/conditions";
import { getDb } from "@/lib/db/client";
import { PgDialect, type PgColumn } from "drizzle-orm/pg-core";
import { events, farmShops, shopSources, type FarmShop } from "@/lib/db/schema";
import { recordRowChange, VISITOR } from "@/lib/audit/commands";
import { withUniqueSlug } from "@/lib/shops/slugs";

// The internal search and map columns, the reminder bookkeeping, the owner's mail language and the
// review-only fields (spam, duplicate) are not part of a shop as the API and pages see it.
const {
  searchText: _searchText,
  nameKey: _nameKey,
  placeKey: _placeKey,
  remindedAt: _remindedAt,
  ownerLocale: _ownerLocale,
  spamReason: _spamReason,
  duplicateOfId: _duplicateOfId,
  mapLat: _mapLat,
  mapLon: _mapLon,
  ...columns
} = getTableColumns(farmShops);
export const shopColumns = columns;

/** A column's value in a shop's JSON text as `JSON.stringify` writes the value Drizzle reads. */
function jsonValue(key: string, column: PgColumn): SQL {
  switch (column.columnType) {
    case "PgText":
    case "PgBoolean":
    case "PgArray":
    case "PgJsonb":
      return sql`${column}`;
    // Drizzle reads numeric as the exact decimal text.
    case "PgNumeric":
      return sql`${column}::text`;
    // A Date, which JSON.stringify writes as its ISO form in UTC, to the millisecond.
    case "PgTimestamp":
      return sql`to_char(${column}${sql.raw((column as unknown as { withTimezone: boolean }).withTimezone ? " at time zone 'UTC'" : "")}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    default:
      throw new Error(`shopJson: no JSON form for ${key} (${column.columnType})`);
  }
}

/**
 * An expression without parameters as its SQL text, rendered once: Drizzle otherwise walks its
 * pieces each time a statement is built (shopJson has 150-odd).
 */
function rendered(expression: SQL): string {
  const { sql: text, params } = new PgDialect().sqlToQuery(expression);
  if (params.length) throw new Error("rendered: the expression has parameters");
  return text;
}

/**
 * A shop as the API sends it, as JSON text built by Postgres: the keys and values of
 * `JSON.stringify` of a row read with `shopColumns` (tests/db/shop-json.test.ts compares them).
 * The search call sends a page of these as they are: parsing each column of 24 shops, mapping it
 * and serialising it again cost about 1 ms of the server's CPU a call (search/sort=name at 20,000
 * shops: 2.0–2.2 ms a call with 24 shops, 1.1–1.4 ms with one).
 */
export const shopJson = sql<string>`${sql.raw(rendered(
  sql`json_build_object(${sql.join(
    Object.entries(shopColumns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${jsonValue(key, column)}`),
    sql`, `,
  )})::text`,
))}`;

/** A shop as the API and pages see it (the internal columns left out). */
export type Shop = Omit<FarmShop, "searchText" | "nameKey" | "placeKey" | "remindedAt" | "ownerLocale" | "spamReason" | "duplicateOfId" | "mapLat" | "mapLon">;

const byName = [asc(sql`lower(${farmShops.name})`), asc(farmShops.id)];

/** Public shops by name; `includeClosed` (the admin's list) adds approved shops that have closed. */
export async function listApprovedShops({ includeClosed = false }: { includeClosed?: boolean } = {}): Promise<Shop[]> {
  const db = await getDb();
  const where = includeClosed ? eq(farmShops.approved, true) : publicShopCondition();
  return db.select(shopColumns).from(farmShops).where(where).orderBy(...byName);
}

/** One page of the approved shops by name, and how many there are in all. */
export async function listApprovedShopsPage({ limit, offset }: { limit: number; offset: number }): Promise<{ shops: Shop[]; total: number }> {
  const db = await getDb();
  const [shops, [count]] = await Promise.all([
    db.select(shopColumns).from(farmShops).where(publicShopCondition()).orderBy(...byName).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(farmShops).where(publicShopCondition()),
  ]);
  return { shops, total: Number(count?.n ?? 0) };
}

export type ShopSitemapEntry = { id: string; slug: string | null; updatedAt: Date };

/** Approved shops' addresses for one sitemap file: `limit` of them from `offset`, by id (stable). */
export async function listShopSitemapEntries({ limit, offset }: { limit: number; offset: number }): Promise<ShopSitemapEntry[]> {
  const db = await getDb();
  return db
    .select({ id: farmShops.id, slug: farmShops.slug, updatedAt: farmShops.updatedAt })
    .from(farmShops)
    .where(publicShopCondition())
    .orderBy(asc(farmShops.id))
    .limit(limit)
    .offset(offset);
}

export async function countApprovedShops(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(farmShops).where(publicShopCondition());
  return Number(row?.n ?? 0);
}

export async function listFeaturedShops(): Promise<Shop[]> {
  const db = await getDb();
  return db
    .select(shopColumns)
    .from(farmShops)
    .where(and(publicShopCondition(), eq(farmShops.featured, true)))
    .orderBy(...byName);
}

export async function listPendingShops(): Promise<Shop[]> {
  const db = await getDb();
  return db
    .select(shopColumns)
    .from(farmShops)
    .where(eq(farmShops.approved, false))
    .orderBy(asc(farmShops.createdAt), asc(farmShops.id));
}

/** Ids of approved shops with an event that ends (or starts) today or later in Ireland. */
export async function listShopIdsWithUpcomingEvents({ today = dublinToday() }: { today?: string } = {}): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ id: events.farmShopId })
    .from(events)
    .innerJoin(farmShops, eq(farmShops.id, events.farmShopId))
    .where(and(publicShopCondition(), sql`coalesce(${events.endDate}, ${events.eventDate}) >= ${today}`));
  return rows.map((r) => r.id).sort();
}

/**
 * One shop by UUID or slug: public (approved, trading) shops only, unless `includePending`
 * (admin use: any shop) or `includeClosed` (approved, closed or not: the closed page, claims).
 */
export async function getShopByIdOrSlug({
  idOrSlug,
  includePending = false,
  includeClosed = false,
}: {
  idOrSlug: string;
  includePending?: boolean;
  includeClosed?: boolean;
}): Promise<Shop | null> {
  // Postgres text never holds a NUL byte, so no shop has it (and the query itself would fail).
  if (idOrSlug.includes("\0")) return null;
  const db = await getDb();
  // Ids are stored as lower-case UUID text, slugs in lower case: either may come in capitals.
  const key = idOrSlug.toLowerCase();
  const match = or(eq(farmShops.id, key), eq(farmShops.slug, key));
  const [shop] = await db
    .select(shopColumns)
    .from(farmShops)
    .where(includePending ? match : and(match, includeClosed ? eq(farmShops.approved, true) : publicShopCondition()))
    .limit(1);
  return shop ?? null;
}

/** Approved shop counts keyed by the canonical county name (county compared case-insensitively). */
export async function countApprovedShopsByCounty(): Promise<Record<string, number>> {
  const db = await getDb();
  const rows = await db
    .select({ county: sql<string>`lower(${farmShops.county})`, count: sql<number>`count(*)::int` })
    .from(farmShops)
    .where(publicShopCondition())
    .groupBy(sql`lower(${farmShops.county})`);
  const counts: Record<string, number> = {};
  for (const row of rows) {
    const name = findCountyByName(row.county)?.name ?? row.county;
    counts[name] = (counts[name] ?? 0) + row.count;
  }
  return counts;
}

/**
 * A new submission: pending (not approved, not featured) with a unique slug; `spamReason` files it
 * under spam, `duplicateOfId` names the shop it looks like.
 */
export async function createShop({
  data,
  spamReason = null,
  duplicateOfId = null,
  ownerLocale = "en-IE",
}: {
  data: ShopSubmission;
  spamReason?: string | null;
  duplicateOfId?: string | null;
  /** The language of the page it was submitted on: the owner's mails come in it. */
  ownerLocale?: Locale;
}): Promise<Shop> {
  const db = await getDb();
  return withUniqueSlug(db, data.name, data.town, (slug) =>
    // One transaction per try: a slug taken meanwhile rolls back only this try.
    db.transaction(async (tx) => {
      const [shop] = await tx
        .insert(farmShops)
        .values({ ...data, slug, approved: false, featured: false, spamReason, duplicateOfId, ownerLocale })
        .returning(shopColumns);
      if (!shop) throw new AppError("internal", "The shop could not be saved.");
      await recordRowChange(tx, { actor: VISITOR, entity: "shop", action: "shop.submit", before: null, after: shop, shopId: shop.id });
      return shop;
    }),
  );
}

/** The language a shop's owner is mailed in (English for a shop that is not there). */
export async function getOwnerLocale(id: string): Promise<Locale> {
  const db = await getDb();
  const [row] = await db.select({ ownerLocale: farmShops.ownerLocale }).from(farmShops).where(eq(farmShops.id, id));
  return row?.ownerLocale ?? "en-IE";
}

/** The owner used the site in `locale`: their next mails come in it. Not a change of the listing (no audit, no updatedAt). */
export async function setOwnerLocale(id: string, locale: Locale): Promise<void> {
  const db = await getDb();
  await db
    .update(farmShops)
    .set({ ownerLocale: locale, updatedAt: sql`${farmShops.updatedAt}` })
    .where(and(eq(farmShops.id, id), sql`${farmShops.ownerLocale} <> ${locale}`));
}

/** Admin edit: every submitted field; an existing slug never changes (links must not break). */
export async function updateShop({ id, data, keepHoursAsPublished = false }: { id: string; data: ShopSubmission; keepHoursAsPublished?: boolean }): Promise<Shop | null> {
  return changeShop(id, keepHoursAsPublished ? data : { ...data, hoursAsPublished: null }, "shop.update");
}

/** An administrator's change to one shop, recorded in the same transaction. */
async function changeShop(
  id: string,
  set: Partial<ShopSubmission> & { featured?: boolean; approved?: boolean; spamReason?: string | null; hoursAsPublished?: string | null; verifiedAt?: SQL },
  action: string, where?: SQL): Promise<Shop | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx.select(shopColumns).from(farmShops).where(eq(farmShops.id, id)).for("update").limit(1);
    if (!before) return null;
    const [shop] = await tx.update(farmShops).set(set).where(and(eq(farmShops.id, id), where)).returning(shopColumns);
    if (shop) await recordRowChange(tx, { entity: "shop", action, before, after: shop, shopId: id });
    return shop ?? null;
  });
}

/**
 * Approves a shop, giving it a slug if it has none. `newlyApproved` is true for the one call that
 * made it live: the flip is a conditional update, so of concurrent approvals exactly one sees it
 * (and only that one tells the owner).
 */
export async function approveShop({ id }: { id: string }): Promise<{ shop: Shop; newlyApproved: boolean } | null> {
  // No stored id holds a NUL byte (and the database refuses one in a parameter).
  if (id.includes("\0")) return null;
  const db = await getDb();
  const [current] = await db.select(shopColumns).from(farmShops).where(eq(farmShops.id, id)).limit(1);
  if (!current) return null;
  // The slug first (the shop is not live yet), so that a live shop never lacks one it could have.
  if (!current.slug) {
    await withUniqueSlug(
      db,
      current.name,
      current.town,
      (slug) => db.update(farmShops).set({ slug: sql`coalesce(${farmShops.slug}, ${slug})` }).where(eq(farmShops.id, id)),
      id,
    );
  }
  // Approving a shop filed as spam says it was not spam. A submission's details come from its
  // owner, and the administrator has just read them: it counts as checked now (not "never
  // checked", which would send its owner a reminder minutes after "Your farm shop is live"). An
  // imported shop's details are a file's, not yet confirmed by anyone: they stay unchecked.
  const checked = sql`coalesce(${farmShops.verifiedAt}, case when exists (select 1 from ${shopSources} where ${shopSources.shopId} = ${farmShops.id}) then null else now() end)`;
  const flipped = await changeShop(id, { approved: true, spamReason: null, verifiedAt: checked }, "shop.approve", eq(farmShops.approved, false));
  if (flipped) return { shop: flipped, newlyApproved: true };
  const [shop] = await db.select(shopColumns).from(farmShops).where(eq(farmShops.id, id)).limit(1);
  return shop ? { shop, newlyApproved: false } : null;
}

/** Rejects a pending submission (deletes it). Null when there is no such pending shop. */
export async function rejectShop({ id }: { id: string }): Promise<Shop | null> {
  return removeShop(and(eq(farmShops.id, id), eq(farmShops.approved, false)), "shop.reject");
}

/** Deletes a shop for good; its events go with it (ON DELETE CASCADE). */
export async function deleteShop({ id }: { id: string }): Promise<Shop | null> {
  return removeShop(eq(farmShops.id, id), "shop.delete");
}

async function removeShop(where: SQL | undefined, action: string): Promise<Shop | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [shop] = await tx.delete(farmShops).where(where).returning(shopColumns);
    if (shop) await recordRowChange(tx, { entity: "shop", action, before: shop, after: null, shopId: shop.id });
    return shop ?? null;
  });
}

/** Features or un-features an approved shop. Throws not_found / conflict. */
export async function setShopFeatured({ id, featured }: { id: string; featured: boolean }): Promise<Shop> {
  const shop = await changeShop(id, { featured }, "shop.feature", eq(farmShops.approved, true));
  if (shop) return shop;
  const exists = await getShopByIdOrSlug({ idOrSlug: id, includePending: true });
  if (!exists || exists.id !== id) throw notFound("Farm shop");
  throw new AppError("conflict", "Only approved shops can be featured");
}

export type ShopLocation = Pick<Shop, "id" | "name" | "county" | "town" | "eircode" | "address" | "latitude" | "longitude" | "approved" | "slug">;

/** Every shop (approved and pending) with what the coordinate check and the geocoder need. */
export async function listShopLocations(): Promise<ShopLocation[]> {
  const db = await getDb();
  return db
    .select({
      id: farmShops.id,
      name: farmShops.name,
      county: farmShops.county,
      town: farmShops.town,
      eircode: farmShops.eircode,
      address: farmShops.address,
      latitude: farmShops.latitude,
      longitude: farmShops.longitude,
      approved: farmShops.approved,
      slug: farmShops.slug,
    })
    .from(farmShops)
    .orderBy(...byName);
}

export async function setShopCoordinates({ id, latitude, longitude }: { id: string; latitude: string; longitude: string }): Promise<void> {
  const db = await getDb();
  await db.update(farmShops).set({ latitude, longitude }).where(eq(farmShops.id, id));
}

/** Public shops named by slug or id (a saved list), in no particular order; unknown keys are left out. */
export async function listPublicShopsByKeys({ keys }: { keys: readonly string[] }): Promise<Shop[]> {
  if (keys.length === 0) return [];
  const db = await getDb();
  const ids = keys.filter((k) => UUID_PATTERN.test(k)).map((k) => k.toLowerCase());
  const slugs = keys.map((k) => k.toLowerCase());
  const match = ids.length > 0 ? or(inArray(farmShops.slug, slugs), inArray(farmShops.id, ids)) : inArray(farmShops.slug, slugs);
  return db.select(shopColumns).from(farmShops).where(and(match, publicShopCondition()));
}
