import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type DbHandle } from "@/lib/db/client";
import { seedDemoData } from "@/lib/db/seed";
import { seedGeneratedShops } from "../../scripts/seed/generated-shops";
import { seedShops } from "@/lib/db/seed-data";
import { GENERATED_ID_PREFIX } from "../../scripts/seed/generate";
import { COUNTY_NAMES } from "@/lib/counties";
import { isInIreland, isSuspiciousLocation } from "@/lib/geo/coordinates";
import { isValidPostcodeForCounty } from "@/lib/geo/postcode";
import { SLUG_PATTERN } from "@/lib/slug";
import { ENGINES, openTestDatabase, type Engine } from "../support/test-db";

const TODAY = "2026-11-21";
const N = 2000;

type Row = {
  id: string;
  slug: string | null;
  name: string;
  county: string;
  eircode: string | null;
  latitude: string | null;
  longitude: string | null;
  address: string;
  products: string[];
  approved: boolean;
  featured: boolean;
};

const listShops = (handle: DbHandle) =>
  queryRows<Row>(
    handle.db,
    sql`
    select id, slug, name, county, eircode, latitude::text, longitude::text, address, products, approved, featured
    from farm_shops order by id`,
  );

async function seedFresh(engine: Engine, totalShops: number) {
  const opened = await openTestDatabase(engine);
  await seedDemoData(opened.handle.db, { today: TODAY });
  const counts = await seedGeneratedShops(opened.handle.db, { totalShops, today: TODAY });
  return { ...opened, counts };
}

describe.each(ENGINES)("generated data set on %s", (engine) => {
  let handle: DbHandle;
  let dispose: () => Promise<void>;
  let first: Awaited<ReturnType<typeof seedGeneratedShops>>;
  let rows: Row[];

  beforeAll(async () => {
    let counts;
    ({ handle, dispose, counts } = await seedFresh(engine, N));
    first = counts;
    rows = await listShops(handle);
  });
  afterAll(async () => dispose());

  it("tops the demo data up to N shops in total, with events at some of them", async () => {
    expect(first).toMatchObject({
      shops: N - seedShops.length,
      generatedTotal: N - seedShops.length,
      totalShops: N,
    });
    expect(rows).toHaveLength(N);
    expect(first.events).toBeGreaterThan(0);
    const [ev] = await queryRows<{ n: number }>(
      handle.db,
      sql`
      select count(*)::int as n from events e join farm_shops s on s.id = e.farm_shop_id
      where s.id like ${`${GENERATED_ID_PREFIX}%`} and s.approved`,
    );
    expect(ev?.n).toBe(first.events);
  });

  it("puts shops in every county, with slugs, postcodes and coordinates that pass the site's own rules", () => {
    const generated = rows.filter((r) => r.id.startsWith(GENERATED_ID_PREFIX));
    expect(new Set(generated.map((r) => r.county))).toEqual(new Set(COUNTY_NAMES));
    const slugs = generated.map((r) => r.slug);
    for (const slug of slugs) expect(slug).toMatch(SLUG_PATTERN);
    const allSlugs = rows.flatMap((r) => (r.slug ? [r.slug] : []));
    expect(new Set(allSlugs).size).toBe(allSlugs.length);
    for (const r of generated) {
      if (r.eircode)
        expect(isValidPostcodeForCounty(r.eircode, r.county), `${r.eircode} ${r.county}`).toBe(
          true,
        );
      if (r.latitude !== null && r.longitude !== null) {
        expect(isSuspiciousLocation(r), r.name).toBe(false);
        expect(isInIreland({ latitude: Number(r.latitude), longitude: Number(r.longitude) })).toBe(
          true,
        );
      }
    }
  });

  it("makes search for honey match a realistic share of shops", async () => {
    const [row] = await queryRows<{ n: number }>(
      handle.db,
      sql`
      select count(*)::int as n from farm_shops where search_text like '%honey%'`,
    );
    expect(row!.n / N).toBeGreaterThan(0.25);
    expect(row!.n / N).toBeLessThan(0.42);
  });

  it("adds nothing when run again, and only the difference for a larger N", async () => {
    expect(await seedDemoData(handle.db, { today: TODAY })).toEqual({
      shops: 0,
      events: 0,
      posts: 0,
    });
    const again = await seedGeneratedShops(handle.db, { totalShops: N, today: TODAY });
    expect(again).toMatchObject({ shops: 0, events: 0, totalShops: N });
    expect(await listShops(handle)).toEqual(rows);
    const more = await seedGeneratedShops(handle.db, { totalShops: N + 50, today: TODAY });
    expect(more).toMatchObject({ shops: 50, totalShops: N + 50 });
    // A smaller N never deletes.
    expect(await seedGeneratedShops(handle.db, { totalShops: 10, today: TODAY })).toMatchObject({
      shops: 0,
      totalShops: N + 50,
    });
  });

  it("is deterministic: a second fresh database gets the same rows", async () => {
    const other = await seedFresh(engine, 300);
    try {
      const otherRows = (await listShops(other.handle)).filter((r) =>
        r.id.startsWith(GENERATED_ID_PREFIX),
      );
      const mine = rows
        .filter((r) => r.id.startsWith(GENERATED_ID_PREFIX))
        .slice(0, otherRows.length);
      expect(otherRows).toHaveLength(300 - seedShops.length);
      expect(otherRows).toEqual(mine);
    } finally {
      await other.dispose();
    }
  });
});
