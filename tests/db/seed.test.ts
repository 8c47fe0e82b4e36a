import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type DbHandle } from "@/lib/db/client";
import { seedDemoData } from "@/lib/db/seed";
import { seedShops } from "@/lib/db/seed-data";
import { COUNTY_NAMES } from "@/lib/counties";
import { PRODUCT_CATEGORIES, SERVICES } from "@/lib/catalog";
import { isValidPostcodeForCounty } from "@/lib/geo/postcode";
import { shopSubmissionSchema } from "@/lib/validation/shop";
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
      expect(shopSubmissionSchema.safeParse(shop).success, shop.name).toBe(true);
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
