import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as shops from "@/lib/shops/queries";
import { farmShops } from "@/lib/db/schema";
import type { DbHandle } from "@/lib/db/client";
import { openAtCondition } from "@/lib/hours/open-at-sql";
import { shopHoursRules } from "@/lib/hours/shop-rules";
import { isOpenNow } from "@/lib/hours/status";
import { dublinToday } from "@/lib/time";
import { HOURS_CASES } from "../support/hours-cases";
import { ENGINES, openTestDatabase } from "../support/test-db";

describe.each(ENGINES)("openAtCondition on %s", (engine) => {
  let handle: DbHandle;
  let dispose: () => Promise<void>;
  const ids: string[] = [];

  beforeAll(async () => {
    ({ handle, dispose } = await openTestDatabase(engine));
    // One shop per case, inserted directly: the rule must also hold for rows the forms would refuse
    // (a closing time past midnight).
    for (const [i, c] of HOURS_CASES.entries()) {
      const [row] = await handle.db
        .insert(farmShops)
        .values({
          name: `Case ${i}`,
          slug: `case-${i}`,
          county: c.county,
          town: "Town",
          address: "Address",
          products: ["Eggs"],
          openingHours: c.weekly,
          publicHolidayHours: c.publicHolidayHours,
          hoursExceptions: c.exceptions,
          approved: true,
        })
        .returning({ id: farmShops.id });
      ids.push(row?.id ?? "");
    }
  });
  afterAll(async () => dispose());

  for (const [i, c] of HOURS_CASES.entries()) {
    it(`${c.name}: SQL and TypeScript both say ${c.open ? "open" : "closed"}`, async () => {
      const at = new Date(c.at);
      const [row] = await handle.db
        .select({ open: sql<boolean>`${openAtCondition(at)}` })
        .from(farmShops)
        .where(eq(farmShops.id, ids[i] ?? ""));
      const ts = isOpenNow(
        shopHoursRules(
          {
            county: c.county,
            openingHours: c.weekly,
            publicHolidayHours: c.publicHolidayHours,
            hoursExceptions: c.exceptions,
          },
          dublinToday(at),
        ),
        at,
      );
      expect(row?.open).toBe(c.open);
      expect(ts).toBe(c.open);
    });
  }

  // Every case at once, on days whose holiday rules apply (where the weekday rows are read
  // without narrowing them to the shops that do not keep their week) and on days without.
  const openAmong = async (at: Date) => {
    const rows = await handle.db
      .select({ name: farmShops.name })
      .from(farmShops)
      .where(openAtCondition(at));
    const expected = HOURS_CASES.flatMap((c, i) => {
      const open = isOpenNow(
        shopHoursRules(
          {
            county: c.county,
            openingHours: c.weekly,
            publicHolidayHours: c.publicHolidayHours,
            hoursExceptions: c.exceptions,
          },
          dublinToday(at),
        ),
        at,
      );
      return open ? [`Case ${i}`] : [];
    });
    return { sql: rows.map((r) => r.name).sort(), ts: expected.sort() };
  };

  it("filters a whole table in one query, and every shop read returns the new fields", async () => {
    // NI substitute day for St Stephen's Day; St Stephen's Day in both; the night after it; a June
    // Wednesday; St Brigid's Day (the Republic's alone) and the night after it.
    for (const at of [
      "2026-12-28T11:00:00Z",
      "2026-12-26T14:00:00Z",
      "2026-12-27T00:30:00Z",
      "2026-06-10T12:00:00Z",
      "2027-02-01T11:00:00Z",
      "2027-02-02T00:30:00Z",
    ]) {
      const { sql: open, ts } = await openAmong(new Date(at));
      expect(open, at).toEqual(ts);
      expect(ts.length, at).toBeGreaterThan(0);
    }
    // A holiday of one jurisdiction changes the answer from the same hour a week later: the shops
    // of that jurisdiction alone (not in, or in, Northern Ireland's shops) keep their holiday rule.
    for (const [holiday, weekLater] of [
      ["2027-02-01T11:00:00Z", "2027-02-08T11:00:00Z"],
      ["2026-12-28T11:00:00Z", "2027-01-04T11:00:00Z"],
    ] as const) {
      expect((await openAmong(new Date(holiday))).sql, holiday).not.toEqual((await openAmong(new Date(weekLater))).sql);
    }
    const shop = await shops.getShopByIdOrSlug({ idOrSlug: "case-10" });
    expect(shop).toMatchObject({
      county: "Antrim",
      publicHolidayHours: "closed",
      hoursExceptions: [],
    });
  });
});
