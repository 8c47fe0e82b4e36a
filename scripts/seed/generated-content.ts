import { sql } from "drizzle-orm";
import { addDays, dublinToday } from "@/lib/time";
import type { Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/client";
import { blogPosts, events, type NewBlogPost, type NewEvent } from "@/lib/db/schema";
import {
  DEFAULT_GENERATOR_SEED,
  GENERATED_EVENT_PREFIX,
  GENERATED_ID_PREFIX,
  generateExtraEvent,
  generatePost,
} from "./generate";

/** Generated events per generated shop when only --shops is given: 2,000 at 20,000 shops. */
export const EVENTS_PER_SHOP = 1 / 10;
/** Generated posts per generated shop when only --shops is given: 500 at 20,000 shops. */
export const POSTS_PER_SHOP = 1 / 40;
/** Rows per INSERT, far below Postgres' 65,535 parameters. */
const BATCH_SIZE = 500;

export type GeneratedContentCounts = { events: number; posts: number; totalEvents: number; totalPosts: number };

/**
 * Tops generated events and posts up to `events` and `posts` in total (each optional), in
 * batched multi-row inserts inside one transaction. Generated events are the generated shops'
 * own (seedGeneratedShops) plus extra ones spread over the approved shops; generated posts are
 * the Harvest Hub's. Deterministic and idempotent like the shops: item i always has the same id
 * and content, a re-run with the same numbers adds nothing, and a smaller number never deletes.
 */
export async function seedGeneratedContent(
  db: Db,
  { events: eventTarget, posts: postTarget, seed = DEFAULT_GENERATOR_SEED, today = dublinToday() }: { events?: number; posts?: number; seed?: number; today?: string },
): Promise<GeneratedContentCounts> {
  const counts = await db.transaction(async (tx) => {
    const out = { events: 0, posts: 0 };
    if (postTarget !== undefined) {
      const batch: NewBlogPost[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        out.posts += (await tx.insert(blogPosts).values(batch.splice(0)).onConflictDoNothing().returning({ id: blogPosts.id })).length;
      };
      for (let i = 0; i < postTarget; i++) {
        const { publishDaysAgo, ...post } = generatePost(i, seed);
        const publishDate = new Date(`${addDays(today, -publishDaysAgo)}T09:30:00Z`);
        batch.push({ ...post, publishDate, createdAt: publishDate });
        if (batch.length >= BATCH_SIZE) await flush();
      }
      await flush();
    }
    if (eventTarget !== undefined) {
      const [have] = await queryRows<{ shops: number; extra: number }>(
        tx,
        sql`select count(*) filter (where farm_shop_id like ${`${GENERATED_ID_PREFIX}%`})::int as shops,
                   count(*) filter (where id like ${`${GENERATED_EVENT_PREFIX}%`})::int as extra
            from events`,
      );
      const missing = eventTarget - (have?.shops ?? 0) - (have?.extra ?? 0);
      // Extra events go to approved shops, generated ones first (the demo's keep their own few).
      const shops = missing > 0
        ? (await queryRows<{ id: string }>(tx, sql`select id from farm_shops where approved order by (id like ${`${GENERATED_ID_PREFIX}%`}) desc, id`)).map((r) => r.id)
        : [];
      const batch: NewEvent[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        out.events += (await tx.insert(events).values(batch.splice(0)).onConflictDoNothing().returning({ id: events.id })).length;
      };
      const first = have?.extra ?? 0;
      for (let i = first; shops.length > 0 && i < first + missing; i++) {
        const e = generateExtraEvent(i, seed);
        batch.push({
          id: e.id,
          // A fixed stride over the shops spreads the events over every county.
          farmShopId: shops[(i * 7919) % shops.length]!,
          name: e.name,
          description: e.description,
          eventDate: addDays(today, e.startOffsetDays),
          eventTime: e.eventTime,
          endDate: e.endOffsetDays === null ? null : addDays(today, e.endOffsetDays),
          endTime: e.endTime,
          featured: e.featured,
        });
        if (batch.length >= BATCH_SIZE) await flush();
      }
      await flush();
    }
    const [total] = await queryRows<{ events: number; posts: number }>(
      tx,
      sql`select (select count(*) from events)::int as events, (select count(*) from blog_posts)::int as posts`,
    );
    return { ...out, totalEvents: total?.events ?? 0, totalPosts: total?.posts ?? 0 };
  });
  if (counts.events > 0 || counts.posts > 0) await db.execute(sql`vacuum (analyze) events, blog_posts`);
  return counts;
}
