import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type DbHandle } from "@/lib/db/client";
import { seedDemoData } from "@/lib/db/seed";
import { seedShops } from "@/lib/db/seed-data";
import { COUNTY_NAMES } from "@/lib/counties";
import { PRODUCT_CATEGORIES, SERVICES } from "@/lib/catalog";
import { isValidPostcodeForCounty } from "@/lib/geo/postcode";
import { shopSubmissionSchema } from "@/lib/validation/shop";
import { demoHours } from "@/lib/db/seed-data/hours";
import { getOpeningStatus } from "@/lib/hours/status";
import { shopHoursRules } from "@/lib/hours/shop-rules";
import { ENGINES, openTestDatabase } from "../support/test-db";

describe("demo data rules", () => {
  it("covers all 32 counties and all four shop types with valid, fixed-list data", () => {
    expect(new Set(seedShops.map((s) => s.county))).toEqual(new Set(COUNTY_NAMES));
    expect(new Set(seedShops.map((s) => s.shopType))).toEqual(new Set(["physical", "online", "honesty-box", "farmers-market"]));
    expect(seedShops.length).toBeGreaterThanOrEqual(90);
    for (const shop of seedShops) {
      for (const p of shop.products) expect(PRODUCT_CATEGORIES).toContain(p);
      for (const s of shop.services) expect(SERVICES).toContain(s);
      if (shop.eircode) expect(isValidPostcodeForCounty(shop.eircode, shop.county), `${shop.name} ${shop.eircode}`).toBe(true);
      // Every demo shop passes the same schema as a real submission.
      expect(shopSubmissionSchema.safeParse({ ...shop, ...demoHours(shop.name, "2026-11-21") }).success, shop.name).toBe(true);
    }
  });

  it("has holiday closures, short holiday hours, summer-only pick-your-own, Christmas hours and a closure next week", () => {
    const today = "2026-11-21";
    const all = seedShops.map((s) => ({ ...s, ...demoHours(s.name, today) }));
    const closed = all.filter((s) => s.publicHolidayHours === "closed");
    expect(closed.length).toBeGreaterThanOrEqual(3);
    expect(closed.some((s) => s.county === "Antrim")).toBe(true);
    expect(all.filter((s) => typeof s.publicHolidayHours === "object").length).toBeGreaterThanOrEqual(2);
    const christmas = all.filter((s) => s.hoursExceptions.some((e) => e.note === "Christmas Eve" && e.from === "2026-12-24"));
    expect(christmas.length).toBeGreaterThanOrEqual(3);
    const nextWeek = all.filter((s) => s.hoursExceptions.some((e) => e.from === "2026-11-28" && e.closed));
    expect(nextWeek).toHaveLength(1);
    // The two pick-your-own farms: closed in March and November, open on a July afternoon.
    const summer = all.filter((s) => s.services.includes("Pick your own") && s.hoursExceptions.some((e) => e.note?.includes("June to August")));
    expect(summer).toHaveLength(2);
    for (const s of summer) {
      const rules = (d: string) => shopHoursRules(s, d);
      expect(getOpeningStatus(rules("2026-03-14"), new Date("2026-03-14T12:00:00Z")).label).toBe("Closed for the season");
      expect(getOpeningStatus(rules("2026-11-21"), new Date("2026-11-21T12:00:00Z")).nextOpening).toMatch(/^Opens \w+ \d+ June at/);
      expect(getOpeningStatus(rules("2026-07-15"), new Date("2026-07-15T12:00:00Z")).isOpen).toBe(true);
    }
  });
});

describe.each(ENGINES)("seeding on %s", (engine) => {
  let handle: DbHandle;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, dispose } = await openTestDatabase(engine));
  });
  afterAll(async () => dispose());

  it("loads the demo data once, then adds nothing (idempotent)", async () => {
    const first = await seedDemoData(handle.db, { today: "2026-11-21" });
    expect(first.shops).toBe(seedShops.length);
    expect(first.events).toBeGreaterThanOrEqual(12);
    expect(first.posts).toBeGreaterThanOrEqual(6);
    expect(await seedDemoData(handle.db, { today: "2026-11-21" })).toEqual({ shops: 0, events: 0, posts: 0 });
    const [row] = await queryRows<{ pending: number; featured: number; noslug: number; drafts: number }>(handle.db, sql`
      select (select count(*)::int from farm_shops where not approved) as pending,
             (select count(*)::int from farm_shops where featured) as featured,
             (select count(*)::int from farm_shops where slug is null) as noslug,
             (select count(*)::int from blog_posts where not published) as drafts`);
    expect(row).toMatchObject({ noslug: 3, drafts: 1 });
    expect(row!.pending).toBeGreaterThan(0);
    expect(row!.featured).toBeGreaterThan(0);
  });
});
