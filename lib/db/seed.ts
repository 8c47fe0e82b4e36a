import { and, eq, inArray } from "drizzle-orm";
import { slugify, slugCandidates } from "@/lib/slug";
import { addDays, dublinToday } from "@/lib/time";
import type { Db } from "./types";
import { auditLog, blogPosts, events, farmShops, shopChanges, shopReports } from "./schema";
import { seedEvents, seedPendingChange, seedPosts, seedReports, seedShops, seedVerifiedDaysAgo } from "./seed-data";
import { demoHours } from "./seed-data/hours";

/**
 * Shops in the demo data that have no slug yet, as imported rows may have none: they give the
 * admin's SEO slug migration something to do. Public pages reach them by id.
 */
const SEEDED_WITHOUT_SLUG = 3;

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

    let withoutSlugLeft = SEEDED_WITHOUT_SLUG;
    for (const shop of seedShops) {
      if (idByName.has(shop.name)) continue;
      let slug: string | null = null;
      if (shop.approved && !shop.featured && withoutSlugLeft > 0 && shop.shopType === "physical") {
        withoutSlugLeft--;
      } else {
        slug = slugCandidates(shop.name, shop.town).find((c) => !usedSlugs.has(c)) ?? `${slugify(shop.name)}-${counts.shops}`;
        usedSlugs.add(slug);
      }
      const verifiedAt = shop.approved ? new Date(`${addDays(today, -seedVerifiedDaysAgo(counts.shops))}T10:00:00Z`) : null;
      const [row] = await tx
        .insert(farmShops)
        .values({ ...shop, ...demoHours(shop.name, today), slug, verifiedAt })
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
    await seedListingCare(tx, idByName, today);
    return counts;
  });
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Open reports and one pending owner's change, once (matched by shop and message, and by shop). */
async function seedListingCare(tx: Tx, idByName: Map<string, string>, today: string): Promise<void> {
  for (const r of seedReports) {
    const shopId = idByName.get(r.shopName);
    if (!shopId) throw new Error(`Demo report names an unknown shop "${r.shopName}"`);
    const [found] = await tx.select({ id: shopReports.id }).from(shopReports).where(and(eq(shopReports.farmShopId, shopId), eq(shopReports.message, r.message))).limit(1);
    if (found) continue;
    const createdAt = new Date(`${addDays(today, -r.daysAgo)}T11:00:00Z`);
    const [report] = await tx.insert(shopReports).values({ farmShopId: shopId, kind: r.kind, message: r.message, email: r.email, createdAt }).returning({ id: shopReports.id });
    if (report) await tx.insert(auditLog).values({ at: createdAt, actor: "visitor", entity: "report", entityId: report.id, shopId, action: "report.create", changes: { kind: { before: null, after: r.kind }, message: { before: null, after: r.message } } });
  }
  const change = seedPendingChange;
  const shopId = idByName.get(change.shopName);
  if (!shopId) throw new Error(`Demo change names an unknown shop "${change.shopName}"`);
  const [existing] = await tx.select({ id: shopChanges.id }).from(shopChanges).where(eq(shopChanges.farmShopId, shopId)).limit(1);
  if (existing) return;
  const [shop] = await tx.select().from(farmShops).where(eq(farmShops.id, shopId)).limit(1);
  if (!shop) return;
  const fields = Object.fromEntries(Object.entries(change.fields).map(([f, after]) => [f, { before: shop[f as keyof typeof change.fields], after }]));
  const createdAt = new Date(`${addDays(today, -change.daysAgo)}T16:00:00Z`);
  const [row] = await tx.insert(shopChanges).values({ farmShopId: shopId, fields, ownerEmail: change.ownerEmail, createdAt }).returning({ id: shopChanges.id });
  if (row) await tx.insert(auditLog).values({ at: createdAt, actor: "owner", actorShopId: shopId, entity: "change", entityId: row.id, shopId, action: "change.propose", changes: fields });
}
