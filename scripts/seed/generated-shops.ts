import { sql } from "drizzle-orm";
import { slugCandidates, slugify } from "@/lib/slug";
import { addDays, dublinToday } from "@/lib/time";
import type { Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/client";
import { events, farmShops, type NewEvent, type NewFarmShop } from "@/lib/db/schema";
import { seedShops } from "@/lib/db/seed-data";
import {
  DEFAULT_GENERATOR_SEED,
  GENERATED_ID_PREFIX,
  generateEvents,
  generateShop,
  generatedSpecialHours,
  type GeneratedShop,
} from "./generate";

export type GeneratedCounts = {
  shops: number;
  events: number;
  generatedTotal: number;
  totalShops: number;
};

/** Rows per INSERT: 500 rows x 21 columns stays far below Postgres' 65,535 parameters. */
const BATCH_SIZE = 500;

/** The first free slug for a shop: name, name-town, name-2... then name-town-N. */
function freeSlug(shop: GeneratedShop, taken: Set<string>): string {
  const found = slugCandidates(shop.name, shop.town, 20).find((c) => !taken.has(c));
  if (found) return found;
  const base = `${slugify(shop.name)}-${slugify(shop.town, "ie")}`.slice(0, 72);
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Tops the database up to `totalShops` shops with generated ones (after the demo data), in
 * batched multi-row inserts inside one transaction. Deterministic and idempotent: generated
 * shop i always has the same id and content, rows already present are skipped, so a re-run
 * with the same N adds nothing and a larger N adds only the difference. Never deletes.
 */
export async function seedGeneratedShops(
  db: Db,
  {
    totalShops,
    seed = DEFAULT_GENERATOR_SEED,
    today = dublinToday(),
  }: { totalShops: number; seed?: number; today?: string },
): Promise<GeneratedCounts> {
  const counts = await insertGeneratedShops(db, { totalShops, seed, today });
  // After a bulk load, at once rather than whenever autovacuum gets round to it (minutes later, in
  // the middle of whatever the site is doing then):
  // - fresh planner statistics: without them Postgres plans searches for the table it saw before
  //   (a few rows), e.g. a sort of every match instead of walking the name-order index;
  // - the visibility map, so that the map's covering index answers without visiting the table;
  // - the trigram and token indexes' pending entries merged in.
  // PGlite has no autovacuum at all: without this, the search rows kept no statistics, and a map
  // view with a word was planned on the view's index, building the tokens of every shop in it
  // (0.5 s for the whole country, against 13 ms through the token index).
  if (counts.shops > 0)
    await db.execute(
      sql`vacuum (analyze) farm_shops, farm_shop_search, search_tokens, events, search_words, farm_shop_opening_ranges, farm_shop_special_dates`,
    );
  return counts;
}

async function insertGeneratedShops(
  db: Db,
  { totalShops, seed, today }: { totalShops: number; seed: number; today: string },
): Promise<GeneratedCounts> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ id: string; slug: string | null }>(
      tx,
      sql`select id, slug from farm_shops`,
    );
    const existingIds = new Set(rows.map((r) => r.id));
    const taken = new Set(rows.flatMap((r) => (r.slug ? [r.slug] : [])));
    const others = rows.filter((r) => !r.id.startsWith(GENERATED_ID_PREFIX)).length;
    const target = Math.max(0, totalShops - others);
    const demoNames = new Set(seedShops.map((s) => s.name));

    const counts: GeneratedCounts = { shops: 0, events: 0, generatedTotal: target, totalShops: 0 };
    let shopBatch: NewFarmShop[] = [];
    let eventBatch: NewEvent[] = [];
    const flush = async () => {
      if (shopBatch.length > 0)
        counts.shops += (
          await tx
            .insert(farmShops)
            .values(shopBatch)
            .onConflictDoNothing({ target: farmShops.id })
            .returning({ id: farmShops.id })
        ).length;
      if (eventBatch.length > 0)
        counts.events += (
          await tx.insert(events).values(eventBatch).returning({ id: events.id })
        ).length;
      shopBatch = [];
      eventBatch = [];
    };

    for (let i = 0; i < target; i++) {
      const shop = generateShop(i, seed, demoNames);
      // Already there from an earlier run: its events were added with it.
      if (existingIds.has(shop.id)) continue;
      const slug = freeSlug(shop, taken);
      taken.add(slug);
      shopBatch.push({ ...shop, slug, ...generatedSpecialHours(i, seed, today) });
      for (const e of generateEvents(shop, i, seed)) {
        eventBatch.push({
          farmShopId: e.farmShopId,
          name: e.name,
          description: e.description,
          eventDate: addDays(today, e.startOffsetDays),
          eventTime: e.eventTime,
          endDate: e.endOffsetDays === null ? null : addDays(today, e.endOffsetDays),
          endTime: e.endTime,
          websiteUrl: e.websiteUrl,
        });
      }
      // Events reference shops, so a batch of events goes in right after its shops.
      if (shopBatch.length >= BATCH_SIZE) await flush();
    }
    await flush();
    const [total] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from farm_shops`,
    );
    counts.totalShops = total?.n ?? 0;
    return counts;
  });
}
