import "server-only";
import { inArray } from "drizzle-orm";
import { AppError, isUniqueViolation } from "@/lib/errors";
import { slugCandidates } from "@/lib/slug";
import type { Db } from "../types";
import { farmShops } from "../schema";

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
