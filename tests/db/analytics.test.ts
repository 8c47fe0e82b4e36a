import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/lib/db/client";
import { addDailyCounts, claimMonthlySummary, deleteExpiredCounts, setMonthlySummary } from "@/lib/analytics/commands";
import { getMonthlySummary, getShopFigures, getTopKeys, getTopShops, listSummaryRecipients } from "@/lib/analytics/queries";
import { analyticsDaily, farmShops } from "@/lib/db/schema";
import { ENGINES, openTestDatabase } from "../support/test-db";

describe.each(ENGINES)("visitor counts on %s", (engine) => {
  let handle: DbHandle;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, dispose } = await openTestDatabase(engine));
  });
  afterAll(async () => dispose());

  const county = `Testshire ${crypto.randomUUID().slice(0, 6)}`;
  async function makeShop(slug: string) {
    const [shop] = await handle.db
      .insert(farmShops)
      .values({ name: `Shop ${slug}`, slug, county, town: "Town", address: "1 Main Street", email: `${slug}@farm.example`, approved: true })
      .returning();
    if (!shop) throw new Error("no shop");
    return shop;
  }

  it("adds each write's counts to the day's rows, and deletes rows older than 25 months", async () => {
    const key = `/page-${crypto.randomUUID().slice(0, 6)}`;
    expect(await addDailyCounts([{ day: "2026-11-20", metric: "page", key, count: 600 }])).toBe(1);
    await addDailyCounts([{ day: "2026-11-20", metric: "page", key, count: 400 }, { day: "2024-10-27", metric: "page", key, count: 5 }, { day: "2024-11-20", metric: "page", key, count: 7 }]);
    expect(await getTopKeys({ metric: "page", from: "2026-11-01", to: "2026-11-30" })).toContainEqual({ key, count: 1000 });
    await deleteExpiredCounts({ today: "2026-11-28" });
    const left = await handle.db.select().from(analyticsDaily).where(eq(analyticsDaily.key, key));
    expect(left.map((r) => r.day).sort()).toEqual(["2024-11-20", "2026-11-20"]);
  });

  it("a shop's figures sit beside the median of its county's listed shops; top shops name them", async () => {
    const [a, b, c] = [await makeShop(`a-${county.slice(-6)}`), await makeShop(`b-${county.slice(-6)}`), await makeShop(`c-${county.slice(-6)}`)];
    await addDailyCounts([
      { day: "2026-11-10", metric: "shop_views", key: a.slug ?? "", count: 10 },
      { day: "2026-11-11", metric: "shop_views", key: a.slug ?? "", count: 5 },
      { day: "2026-11-10", metric: "shop_directions", key: a.slug ?? "", count: 2 },
      { day: "2026-11-10", metric: "shop_views", key: b.slug ?? "", count: 4 },
      { day: "2026-09-10", metric: "shop_views", key: c.slug ?? "", count: 99 },
    ]);
    const figures = await getShopFigures({ shopId: a.id, from: "2026-11-01", to: "2026-11-28" });
    expect(figures?.shop).toMatchObject({ views: 15, directions: 2, calls: 0 });
    // 15, 4 and 0 (c's views were outside the period): the median is 4.
    expect(figures?.countyMedian).toMatchObject({ views: 4, directions: 0 });
    expect(figures?.countyShops).toBe(3);
    const top = await getTopShops({ from: "2026-11-01", to: "2026-11-28" });
    expect(top.find((s) => s.slug === a.slug)).toMatchObject({ name: a.name, views: 15, directions: 2 });

    expect((await listSummaryRecipients({ from: "2026-11-01", to: "2026-11-30" })).map((s) => s.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect((await listSummaryRecipients({ from: "2026-11-01", to: "2026-11-30" })).map((s) => s.id)).not.toContain(c.id);
    // Each in its owner's language.
    await handle.db.update(farmShops).set({ ownerLocale: "ga-IE" }).where(eq(farmShops.id, b.id));
    const recipients = await listSummaryRecipients({ from: "2026-11-01", to: "2026-11-30" });
    expect([a.id, b.id].map((id) => recipients.find((r) => r.id === id)?.ownerLocale)).toEqual(["en-IE", "ga-IE"]);
  });

  it("a month's summary is claimed once, and never once the owner switched it off", async () => {
    const shop = await makeShop(`m-${crypto.randomUUID().slice(0, 6)}`);
    expect(await getMonthlySummary({ shopId: shop.id })).toBe(true);
    expect(await claimMonthlySummary({ shopId: shop.id, month: "2026-10" })).toBe(true);
    expect(await claimMonthlySummary({ shopId: shop.id, month: "2026-10" })).toBe(false);
    await setMonthlySummary({ shopId: shop.id, on: false });
    expect(await getMonthlySummary({ shopId: shop.id })).toBe(false);
    expect(await claimMonthlySummary({ shopId: shop.id, month: "2026-11" })).toBe(false);
  });
});
