import "server-only";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { AppError, isUniqueViolation } from "@/lib/errors";
import { slugCandidates } from "@/lib/slug";
import { getDb } from "@/lib/db/client";
import type { Db } from "@/lib/db/types";
import { farmShops } from "@/lib/db/schema";

/**
 * Slug allocation for shops: the readable address (/shop/{slug}) each shop gets once, from its
 * name and town, unique across the directory even when many shops of one name arrive at once.
 */

async function pickFreeSlug(
  db: Db,
  name: string,
  town: string | null,
  excludeId?: string,
): Promise<string[]> {
  const candidates = slugCandidates(name, town, 30);
  const taken = await db
    .select({ slug: farmShops.slug, id: farmShops.id })
    .from(farmShops)
    .where(inArray(farmShops.slug, candidates));
  const used = new Set(taken.filter((t) => t.id !== excludeId).map((t) => t.slug));
  const free = candidates.filter((c) => !used.has(c));
  // All 30 taken (or lost to concurrent writers): fall back to a random suffix.
  free.push(`${candidates[0]}-${crypto.randomUUID().slice(0, 8)}`);
  return free;
}

/** Up to `count` distinct entries of `list`, at random. */
function pickRandom(list: string[], count: number): string[] {
  const pool = [...list];
  const out: string[] = [];
  while (out.length < count && pool.length > 0)
    out.push(...pool.splice(Math.floor(Math.random() * pool.length), 1));
  return out;
}

/**
 * Runs `write` with the first free slug for a shop, retrying when a concurrent writer takes it
 * first (the unique index is the arbiter). Every concurrent writer sees the same free list, so
 * after a first try in order the retries spread over the free candidates at random, and the last
 * one takes the random-suffix fallback: many submissions of one name at once all get a slug.
 */
export async function withUniqueSlug<T>(
  db: Db,
  name: string,
  town: string | null,
  write: (slug: string) => Promise<T>,
  excludeId?: string,
): Promise<T> {
  const attempts = 8;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const free = await pickFreeSlug(db, name, town, excludeId);
    const fallback = free.slice(-1);
    const tries =
      attempt === 0 ? free.slice(0, 3) : attempt < attempts - 1 ? pickRandom(free, 3) : fallback;
    for (const slug of tries) {
      try {
        return await write(slug);
      } catch (err) {
        if (!isUniqueViolation(err, "farm_shops_slug_key")) throw err;
      }
    }
  }
  throw new AppError(
    "conflict",
    "Could not find a free web address for this shop. Please try again.",
  );
}

/** Gives every shop without a slug one; answers how many were migrated. */
export async function assignMissingSlugs(): Promise<number> {
  const db = await getDb();
  const missing = await db
    .select({ id: farmShops.id, name: farmShops.name, town: farmShops.town })
    .from(farmShops)
    .where(isNull(farmShops.slug));
  let migrated = 0;
  for (const shop of missing) {
    const updated = await withUniqueSlug(
      db,
      shop.name,
      shop.town,
      async (slug) =>
        db
          .update(farmShops)
          .set({ slug })
          .where(and(eq(farmShops.id, shop.id), isNull(farmShops.slug)))
          .returning({ id: farmShops.id }),
      shop.id,
    );
    migrated += updated.length;
  }
  return migrated;
}

type ShopWithoutSlug = { id: string; name: string; county: string; town: string };

export type SlugStatus = { total: number; withSlugs: number; needMigration: number; shops: ShopWithoutSlug[] };

/** How many shops (approved and pending) have a readable address, and the ones still on an id-based one, by name. */
export async function getSlugStatus(): Promise<SlugStatus> {
  const db = await getDb();
  const shops = await db
    .select({ id: farmShops.id, name: farmShops.name, county: farmShops.county, town: farmShops.town, slug: farmShops.slug })
    .from(farmShops)
    .orderBy(asc(sql`lower(${farmShops.name})`), asc(farmShops.id));
  const without = shops.filter((s) => !s.slug).map(({ id, name, county, town }) => ({ id, name, county, town }));
  return { total: shops.length, withSlugs: shops.length - without.length, needMigration: without.length, shops: without };
}
