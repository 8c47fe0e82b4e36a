import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { farmShops } from "@/lib/db/schema";
import type { DbHandle } from "@/lib/db/client";
import { shopColumns, shopJson } from "@/lib/shops/queries";
import { ENGINES, openTestDatabase } from "../support/test-db";

// The search call sends shops as JSON text built by Postgres (shopJson); every other read sends
// JSON.stringify of the row Drizzle reads (shopColumns). Both must say the same of every shop.
describe.each(ENGINES)("shopJson on %s", (engine) => {
  let handle: DbHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, dispose } = await openTestDatabase(engine));
    const shopsToAdd: (typeof farmShops.$inferInsert)[] = [
      // Every optional field empty.
      { name: "Plain", slug: "plain", county: "Cork", town: "Mallow", address: "Main Street" },
      // Every field set, with text that JSON must escape.
      {
        name: 'Ó Súilleabháin\'s "Farm" \\ Shop\n\tgate \u0001 🐝',
        slug: "every-field",
        county: "Antrim",
        town: "Ballymena",
        address: "1 Road,\r\nTown",
        eircode: "BT42 1AA",
        phone: "+44 28 2563 0000",
        email: "shop@example.com",
        website: "https://example.com/a?b=c&d=e",
        facebook: "https://facebook.com/shop",
        instagram: "https://instagram.com/shop",
        description: "Línea uno\nline two </script> \u2028 end",
        shopType: "honesty-box",
        products: ["Eggs", "Honey", "Wild garlic pesto"],
        services: ["Delivery"],
        openingHours: { monday: { open: "09:00", close: "17:30", closed: false }, saturday: { open: "20:00", close: "02:00", closed: false } },
        publicHolidayHours: { open: "10:00", close: "14:00" },
        hoursExceptions: [{ from: "2026-12-24", to: "2026-12-26", closed: true, note: "Christmas \"break\"" }],
        latitude: "53.3498053",
        longitude: "-6.2603097",
        imageUrl: "/uploads/a.webp",
        imageUrl2: "https://blob.example.com/b.jpg",
        featured: true,
        approved: true,
      },
    ];
    await handle.db.insert(farmShops).values(shopsToAdd);
    // Times past the millisecond, which a Date cannot hold.
    await handle.db
      .update(farmShops)
      .set({ closedAt: sql`'2026-03-01 10:00:00.123999+00'::timestamptz`, verifiedAt: sql`'1999-12-31 23:59:59.999999+00'::timestamptz` })
      .where(eq(farmShops.slug, "every-field"));
  });
  afterAll(async () => dispose());

  it("gives every shop's keys and values as JSON.stringify of its row", async () => {
    const rows = await handle.db
      .select({ ...shopColumns, json: shopJson })
      .from(farmShops)
      .orderBy(asc(farmShops.slug));
    expect(rows.length).toBe(2);
    for (const { json, ...shop } of rows) {
      expect(typeof json).toBe("string");
      const fromPostgres = JSON.parse(json) as Record<string, unknown>;
      expect(Object.keys(fromPostgres)).toEqual(Object.keys(shopColumns));
      expect(fromPostgres).toEqual(JSON.parse(JSON.stringify(shop)));
    }
    const every = JSON.parse(rows[0]!.json) as Record<string, unknown>;
    expect(every).toMatchObject({ latitude: "53.3498053", closedAt: "2026-03-01T10:00:00.123Z", verifiedAt: "1999-12-31T23:59:59.999Z" });
  });
});
