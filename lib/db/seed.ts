import { and, eq, inArray } from "drizzle-orm";
import { slugify, slugCandidates } from "@/lib/slug";
import { addDays, dublinToday } from "@/lib/time";
import type { Db } from "./types";
import { blogPosts, events, farmShops } from "./schema";
import { seedEvents, seedPosts, seedShops } from "./seed-data";
import { demoHours } from "./seed-data/hours";

/**
 * Shops in the demo data that have no slug yet, as rows imported from an older system would:
 * they give the admin's SEO slug migration something to do. Public pages reach them by id.
 */
const LEGACY_WITHOUT_SLUG = 3;

export type SeedCounts = { shops: number; events: number; posts: number };

/**
 * Loads the demo data. Idempotent: shops are matched by name, events by shop and name, posts by
 * slug, and only missing rows are inserted. Event dates are relative to `today` (Irish date),
 * so that the demo always has past and upcoming events.
 */
export async function seedDemoData(db: Db, { today = dublinToday() }: { today?: string } = {}): Promise<SeedCounts> {
  return db.transaction(async (tx) => {
    const counts: SeedCounts = { shops: 0, events: 0, posts: 0 };
    const existing = await tx
      .select({ id: farmShops.id, name: farmShops.name, slug: farmShops.slug })
      .from(farmShops)
      .where(inArray(farmShops.name, seedShops.map((s) => s.name)));
    const idByName = new Map(existing.map((s) => [s.name, s.id]));
    const usedSlugs = new Set(
      (await tx.select({ slug: farmShops.slug }).from(farmShops)).map((r) => r.slug).filter(Boolean),
    );

    let legacyLeft = LEGACY_WITHOUT_SLUG;
    for (const shop of seedShops) {
      if (idByName.has(shop.name)) continue;
      let slug: string | null = null;
      if (shop.approved && !shop.featured && legacyLeft > 0 && shop.shopType === "physical") {
        legacyLeft--;
      } else {
        slug = slugCandidates(shop.name, shop.town).find((c) => !usedSlugs.has(c)) ?? `${slugify(shop.name)}-${counts.shops}`;
        usedSlugs.add(slug);
      }
      const [row] = await tx
        .insert(farmShops)
        .values({ ...shop, ...demoHours(shop.name, today), slug })
        .returning({ id: farmShops.id });
      if (row) {
        idByName.set(shop.name, row.id);
        counts.shops++;
      }
    }

    for (const event of seedEvents) {
      const shopId = idByName.get(event.shopName);
      if (!shopId) throw new Error(`Demo event "${event.name}" names an unknown shop "${event.shopName}"`);
      const [found] = await tx
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.farmShopId, shopId), eq(events.name, event.name)))
        .limit(1);
      if (found) continue;
      await tx.insert(events).values({
        farmShopId: shopId,
        name: event.name,
        description: event.description,
        eventDate: addDays(today, event.startOffsetDays),
        eventTime: event.eventTime,
        endDate: event.endOffsetDays === null ? null : addDays(today, event.endOffsetDays),
        endTime: event.endTime,
        websiteUrl: event.websiteUrl,
        featured: event.featured,
      });
      counts.events++;
    }

    for (const post of seedPosts) {
      const slug = slugify(post.title, "post");
      const [found] = await tx.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
      if (found) continue;
      const publishDate = new Date(`${addDays(today, -post.publishDaysAgo)}T09:30:00Z`);
      await tx.insert(blogPosts).values({
        title: post.title,
        slug,
        author: post.author,
        excerpt: post.excerpt,
        metaDescription: post.metaDescription,
        content: post.content,
        featured: post.featured,
        published: post.published,
        publishDate,
        createdAt: publishDate,
      });
      counts.posts++;
    }
    return counts;
  });
}
