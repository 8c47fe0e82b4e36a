import { isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as shops from "@/lib/shops/queries";
import * as eventsQ from "@/lib/events/queries";
import * as posts from "@/lib/posts/queries";
import { assignMissingSlugs } from "@/lib/shops/slugs";
import { farmShops } from "@/lib/db/schema";
import { queryRows, type DbHandle } from "@/lib/db/client";
import { addDays, dublinToday } from "@/lib/time";
import { shopSubmissionSchema } from "@/lib/validation/shop";
import { eventInputSchema } from "@/lib/validation/event";
import { blogPostInputSchema } from "@/lib/validation/post";
import { DEFAULT_OPENING_HOURS } from "@/lib/hours/types";
import { searchShops } from "@/lib/search/search";
import { searchQuery } from "@/lib/search/types";
import { ENGINES, openTestDatabase } from "../support/test-db";

const shopInput = (patch: Record<string, unknown> = {}) =>
  shopSubmissionSchema.parse({
    name: "Hill Farm",
    county: "Kerry",
    town: "Dingle",
    address: "Ballyroe, Dingle",
    eircode: "V92 X2Y3",
    description: "Veg and eggs.\nHoney too.",
    products: ["Vegetables", "Eggs", "Honey"],
    services: ["Cafe"],
    openingHours: DEFAULT_OPENING_HOURS,
    latitude: "52.14123",
    longitude: "-10.26871",
    ...patch,
  });

describe.each(ENGINES)("queries on %s", (engine) => {
  let handle: DbHandle;
  let dispose: () => Promise<void>;
  const today = dublinToday();

  beforeAll(async () => {
    ({ handle, dispose } = await openTestDatabase(engine));
  });
  afterAll(async () => dispose());

  it("migrates an empty database to the full schema with pg_trgm", async () => {
    const tables = await queryRows<{ table_name: string }>(
      handle.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(tables.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(["auth_throttle", "blog_posts", "events", "farm_shops", "upload_tokens"]),
    );
    const ext = await queryRows(handle.db, sql`select extname from pg_extension where extname = 'pg_trgm'`);
    expect(ext).toHaveLength(1);
  });

  it("creates a pending shop with a slug, round-tripping arrays and JSON", async () => {
    const shop = await shops.createShop({ data: shopInput() });
    expect(shop).toMatchObject({ slug: "hill-farm", approved: false, featured: false, shopType: "physical" });
    expect(shop.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(shop.products).toEqual(["Vegetables", "Eggs", "Honey"]);
    expect(shop.openingHours).toEqual(DEFAULT_OPENING_HOURS);
    expect(shop.latitude).toBe("52.14123");
    expect(shop).not.toHaveProperty("searchText");
    expect(shop.createdAt).toBeInstanceOf(Date);
    // Pending shops are invisible to the public, visible to the admin.
    expect(await shops.getShopByIdOrSlug({ idOrSlug: shop.id })).toBeNull();
    expect(await shops.getShopByIdOrSlug({ idOrSlug: "hill-farm", includePending: true })).toMatchObject({ id: shop.id });
    expect((await shops.listPendingShops()).map((s) => s.id)).toContain(shop.id);
  });

  it("makes slugs unique with the town, then a counter", async () => {
    const a = await shops.createShop({ data: shopInput({ name: "Twin Farm" }) });
    const b = await shops.createShop({ data: shopInput({ name: "Twin Farm" }) });
    const c = await shops.createShop({ data: shopInput({ name: "Twin Farm" }) });
    expect([a.slug, b.slug, c.slug]).toEqual(["twin-farm", "twin-farm-dingle", "twin-farm-2"]);
  });

  it("keeps slugs unique under concurrent submissions", async () => {
    const created = await Promise.all(Array.from({ length: 12 }, () => shops.createShop({ data: shopInput({ name: "Rush Farm" }) })));
    expect(new Set(created.map((s) => s.slug)).size).toBe(12);
  });

  it("approves, features, edits (slug kept), searches and counts", async () => {
    const shop = await shops.createShop({ data: shopInput({ name: "Searchable 100%_Farm", county: "Cork", town: "Kinsale", eircode: "P17 AB12" }) });
    await expect(shops.setShopFeatured({ id: shop.id, featured: true })).rejects.toMatchObject({ code: "conflict" });
    const approved = await shops.approveShop({ id: shop.id });
    expect(approved).toMatchObject({ newlyApproved: true, shop: { approved: true, slug: "searchable-100-farm" } });
    // Approving again changes nothing and is not a new approval (the owner is told once).
    expect(await shops.approveShop({ id: shop.id })).toMatchObject({ newlyApproved: false, shop: { approved: true, slug: "searchable-100-farm" } });
    expect(await shops.setShopFeatured({ id: shop.id, featured: true })).toMatchObject({ featured: true });
    expect((await shops.listFeaturedShops()).map((s) => s.id)).toContain(shop.id);

    const edited = await shops.updateShop({ id: shop.id, data: shopInput({ name: "Renamed 100%_Farm", county: "Cork", town: "Kinsale", eircode: "P17 AB12", products: ["Micro Greens"] }) });
    expect(edited).toMatchObject({ name: "Renamed 100%_Farm", slug: "searchable-100-farm", approved: true, featured: true });

    const ids = async (q: string, county?: string) =>
      (await searchShops({ query: searchQuery({ q, county: county ? [county] : [] }), order: "name", limit: 100 })).shops.map((s) => s.id);
    expect(await ids("micro gr")).toContain(shop.id); // product, case-insensitive
    expect(await ids("KINSALE")).toContain(shop.id); // town
    expect(await ids("100%_")).toContain(shop.id); // wildcards are literal
    expect(await ids("1%0")).not.toContain(shop.id);
    expect(await ids("_")).toEqual(await ids("_")); // no error
    expect(await ids("renamed", "cork")).toContain(shop.id);
    expect(await ids("renamed", "Kerry")).not.toContain(shop.id);
    expect(await ids("'; drop table farm_shops; --")).toEqual([]);
    expect((await shops.countApprovedShopsByCounty()).Cork).toBeGreaterThanOrEqual(1);
    expect((await shops.listApprovedShops()).map((s) => s.id)).toContain(shop.id);
    expect(await shops.getShopByIdOrSlug({ idOrSlug: "searchable-100-farm" })).toMatchObject({ id: shop.id });
  });

  it("approve gives a slug-less shop its slug; slug migration fills the rest", async () => {
    const shop = await shops.createShop({ data: shopInput({ name: "Legacy Farm" }) });
    await handle.db.update(farmShops).set({ slug: null }).where(sql`${farmShops.id} = ${shop.id}`);
    const other = await shops.createShop({ data: shopInput({ name: "Old Farm" }) });
    await handle.db.update(farmShops).set({ slug: null }).where(sql`${farmShops.id} = ${other.id}`);
    const withoutSlug = async () =>
      (await handle.db.select({ id: farmShops.id }).from(farmShops).where(isNull(farmShops.slug))).map((s) => s.id);
    expect(await withoutSlug()).toEqual(expect.arrayContaining([shop.id, other.id]));
    expect(await shops.approveShop({ id: shop.id })).toMatchObject({ shop: { slug: "legacy-farm", approved: true } });
    expect(await assignMissingSlugs()).toBeGreaterThanOrEqual(1);
    expect(await withoutSlug()).toEqual([]);
  });

  it("rejects only pending shops, deletes with events (cascade)", async () => {
    const pending = await shops.createShop({ data: shopInput({ name: "Reject Me" }) });
    const live = await shops.createShop({ data: shopInput({ name: "Delete Me" }) });
    await shops.approveShop({ id: live.id });
    expect(await shops.rejectShop({ id: live.id })).toBeNull();
    expect(await shops.rejectShop({ id: pending.id })).toMatchObject({ id: pending.id });

    const event = await eventsQ.createEvent({
      shopId: live.id,
      data: eventInputSchema.parse({ name: "Open Day", description: "Come along", eventDate: addDays(today, 3), eventTime: "10:00" }),
    });
    expect(await shops.listShopIdsWithUpcomingEvents({ today })).toContain(live.id);
    expect(await shops.deleteShop({ id: live.id })).toMatchObject({ id: live.id });
    expect(await eventsQ.getEventById({ id: event.id, includePending: true })).toBeNull();
  });

  it("lists upcoming and featured events of approved shops, soonest first", async () => {
    const shop = await shops.createShop({ data: shopInput({ name: "Event Farm" }) });
    await shops.approveShop({ id: shop.id });
    const mk = (name: string, start: number, end: number | null, featured = false) =>
      eventsQ.createEvent({
        shopId: shop.id,
        data: eventInputSchema.parse({
          name,
          description: "d",
          eventDate: addDays(today, start),
          eventTime: "10:00",
          endDate: end === null ? null : addDays(today, end),
          featured,
        }),
      });
    const past = await mk("Past", -5, null);
    const running = await mk("Running", -2, 1);
    const later = await mk("Later", 10, null, true);
    const soon = await mk("Soon", 0, null);
    const upcoming = (await eventsQ.listUpcomingEvents({ today })).filter((e) => e.farmShopId === shop.id);
    expect(upcoming.map((e) => e.name)).toEqual(["Running", "Soon", "Later"]);
    // The calendar feed's window: events already running and those that start by its last day.
    const inKerry = (startsBy: string | null, limit = 10) =>
      eventsQ.listUpcomingEventsPage({ today, county: "Kerry", startsBy, limit, offset: 0 });
    const window = await inKerry(addDays(today, 9));
    expect(window.events.map((e) => e.name)).toEqual(["Running", "Soon"]);
    expect(window.total).toBe(2);
    expect((await inKerry(addDays(today, 10))).events.map((e) => e.name)).toEqual(["Running", "Soon", "Later"]);
    const capped = await inKerry(addDays(today, 10), 1);
    expect([capped.events.map((e) => e.name), capped.total]).toEqual([["Running"], 3]);
    expect((await eventsQ.listUpcomingEventsPage({ today, county: "Cork", startsBy: addDays(today, 10), limit: 10, offset: 0 })).total).toBe(0);
    expect(upcoming[0]?.farmShop).toMatchObject({ name: "Event Farm", county: "Kerry" });
    expect((await eventsQ.listFeaturedEvents({ today })).map((e) => e.id)).toContain(later.id);
    expect((await eventsQ.listShopUpcomingEvents({ shopId: shop.id, today })).map((e) => e.id)).not.toContain(past.id);
    expect(await eventsQ.listShopEvents({ shopId: shop.id })).toHaveLength(4);
    expect(await eventsQ.setEventFeatured({ id: soon.id, featured: true })).toMatchObject({ featured: true });
    const updated = await eventsQ.updateEvent({
      id: running.id,
      data: eventInputSchema.parse({ name: "Running 2", description: "d", eventDate: addDays(today, -2), eventTime: "11:00", endDate: addDays(today, 1), endTime: "15:00" }),
    });
    expect(updated).toMatchObject({ name: "Running 2", eventTime: "11:00", endTime: "15:00", eventDate: addDays(today, -2) });
    expect(await eventsQ.deleteEvent({ id: past.id })).toMatchObject({ id: past.id });
    expect(await eventsQ.deleteEvent({ id: past.id })).toBeNull();
  });

  it("hides draft posts from the public and keeps slugs on edit", async () => {
    const input = (patch: Record<string, unknown> = {}) =>
      blogPostInputSchema.parse({ title: "Autumn at the Farm", author: "Aoife", excerpt: "e", content: "c", ...patch });
    const a = await posts.createPost({ data: input({ featured: true }) });
    const b = await posts.createPost({ data: input({ published: false }) });
    expect([a.slug, b.slug]).toEqual(["autumn-at-the-farm", "autumn-at-the-farm-2"]);
    expect((await posts.listPublishedPosts()).map((p) => p.id)).toContain(a.id);
    expect((await posts.listPublishedPosts()).map((p) => p.id)).not.toContain(b.id);
    expect(await posts.getPostBySlug({ slug: b.slug })).toBeNull();
    expect(await posts.getPostBySlug({ slug: b.slug, includeDrafts: true })).toMatchObject({ id: b.id });
    expect((await posts.listFeaturedPosts()).map((p) => p.id)).toEqual([a.id]);
    expect((await posts.listAllPosts()).length).toBe(2);
    const edited = await posts.updatePost({ id: a.id, data: input({ title: "New title" }) });
    expect(edited).toMatchObject({ title: "New title", slug: "autumn-at-the-farm" });
    expect(edited!.updatedAt.getTime()).toBeGreaterThanOrEqual(a.updatedAt.getTime());
    expect(await posts.deletePost({ id: b.id })).toMatchObject({ id: b.id });
    expect(await posts.getPostById({ id: b.id })).toBeNull();
  });

  it("a draft published for the first time is dated then; one public before keeps its date; a date given is kept", async () => {
    const input = (patch: Record<string, unknown> = {}) =>
      blogPostInputSchema.parse({ title: "Dated Post", author: "Aoife", excerpt: "e", content: "c", ...patch });
    const weeksAgo = new Date(Date.now() - 21 * 86_400_000);
    const draft = await posts.createPost({ data: input({ published: false, publishDate: weeksAgo.toISOString() }) });
    // The form sends the date back as it was: the first publication dates it now.
    const published = await posts.updatePost({ id: draft.id, data: input({ published: true, publishDate: draft.publishDate.toISOString() }) });
    expect(Date.now() - published!.publishDate.getTime()).toBeLessThan(60_000);
    // Unpublished for a correction and published again: the readers' date stays.
    await posts.updatePost({ id: draft.id, data: input({ published: false, publishDate: published!.publishDate.toISOString() }) });
    const again = await posts.updatePost({ id: draft.id, data: input({ published: true, publishDate: published!.publishDate.toISOString() }) });
    expect(again!.publishDate.getTime()).toBe(published!.publishDate.getTime());
    // A date chosen on the first publication is the date.
    const other = await posts.createPost({ data: input({ published: false }) });
    const chosen = await posts.updatePost({ id: other.id, data: input({ published: true, publishDate: weeksAgo.toISOString() }) });
    expect(chosen!.publishDate.getTime()).toBe(weeksAgo.getTime());
    await posts.deletePost({ id: draft.id });
    await posts.deletePost({ id: other.id });
  });

  it("enforces the table rules in the database itself", async () => {
    await expect(handle.db.execute(sql`insert into farm_shops (name, county, town, address, shop_type) values ('x','Kerry','t','a','castle')`)).rejects.toThrow();
    await expect(handle.db.execute(sql`insert into farm_shops (name, county, town, address, slug) values ('x','Kerry','t','a','hill-farm')`)).rejects.toThrow();
  });
});
