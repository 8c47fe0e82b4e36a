/**
 * Breaks and hours not confirmed in the stored minutes that "open now" and "open at" read
 * (migration 0023), on both engines, against the JS rule of the status.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as shops from "@/lib/shops/queries";
import { farmShopOpeningRanges, farmShops } from "@/lib/db/schema";
import { queryRows, type DbHandle } from "@/lib/db/client";
import { openAtCondition } from "@/lib/hours/open-at-sql";
import { shopHoursRules } from "@/lib/hours/shop-rules";
import { isOpenNow } from "@/lib/hours/status";
import { DEFAULT_OPENING_HOURS, type OpeningHours } from "@/lib/hours/types";
import { dublinToday } from "@/lib/time";
import { shopSubmissionSchema } from "@/lib/validation/shop";
import { ENGINES, openTestDatabase } from "../support/test-db";

const split = { open: "08:00", close: "18:00", closed: false, breaks: [{ from: "12:30", to: "14:00" }] };
const SPLIT_WEEK: OpeningHours = {
  ...DEFAULT_OPENING_HOURS,
  monday: split,
  tuesday: split,
  wednesday: split,
  thursday: split,
  friday: { open: "09:00", close: "19:00", closed: false, breaks: [{ from: "11:00", to: "11:30" }, { from: "15:00", to: "16:00" }] },
};

const shopInput = (patch: Record<string, unknown> = {}) =>
  shopSubmissionSchema.parse({
    name: "Split Day Farm",
    county: "Kerry",
    town: "Dingle",
    address: "Ballyroe, Dingle",
    products: ["Eggs"],
    openingHours: SPLIT_WEEK,
    ...patch,
  });

// Tuesday 14 July 2026 (summer time: Irish clock = UTC + 1) and Friday 17 July; Monday 3 August is
// a public holiday in the Republic.
const MOMENTS = [
  "2026-07-14T07:00:00Z", // 08:00, opening
  "2026-07-14T11:30:00Z", // 12:30, the break's first minute: open
  "2026-07-14T11:31:00Z", // 12:31, in the break
  "2026-07-14T12:15:00Z", // 13:15, in the break
  "2026-07-14T12:59:00Z", // 13:59, in the break
  "2026-07-14T13:00:00Z", // 14:00, the break's end: open
  "2026-07-14T17:00:00Z", // 18:00, closing
  "2026-07-14T17:01:00Z", // 18:01
  "2026-07-17T10:15:00Z", // Friday 11:15, first break
  "2026-07-17T13:00:00Z", // Friday 14:00
  "2026-07-17T14:30:00Z", // Friday 15:30, second break
  "2026-07-17T15:00:00Z", // Friday 16:00
  "2026-08-03T11:45:00Z", // holiday 12:45, usual hours: in the break
  "2026-08-03T13:15:00Z", // holiday 14:15
];

describe.each(ENGINES)("breaks and unconfirmed hours on %s", (engine) => {
  let handle: DbHandle;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, dispose } = await openTestDatabase(engine));
  });
  afterAll(async () => dispose());

  const isOpen = async (id: string, at: string) => {
    const [row] = await handle.db
      .select({ open: sql<boolean>`${openAtCondition(new Date(at))}` })
      .from(farmShops)
      .where(eq(farmShops.id, id));
    return row?.open;
  };
  const rangesOf = async (id: string) =>
    (
      await handle.db
        .select({ day: farmShopOpeningRanges.day, start: farmShopOpeningRanges.startMinute, end: farmShopOpeningRanges.endMinute })
        .from(farmShopOpeningRanges)
        .where(eq(farmShopOpeningRanges.shopId, id))
    ).sort((a, b) => a.day - b.day || (a.start ?? 0) - (b.start ?? 0));
  const weekMinutes = async (id: string) =>
    await queryRows<{ w: string }>(
      handle.db,
      sql`select week_minutes::text as w from farm_shops where id = ${id} union all select week_minutes::text from farm_shop_search where id = ${id}`,
    );

  it("stores a day with breaks as its open stretches, and its week of minutes without them", async () => {
    const shop = await shops.createShop({ data: shopInput() });
    const ranges = await rangesOf(shop.id);
    expect(ranges.filter((r) => r.day === 0)).toEqual([
      { day: 0, start: 480, end: 750 },
      { day: 0, start: 840, end: 1080 },
    ]);
    expect(ranges.filter((r) => r.day === 4)).toEqual([
      { day: 4, start: 540, end: 660 },
      { day: 4, start: 690, end: 900 },
      { day: 4, start: 960, end: 1140 },
    ]);
    const [own, search] = await weekMinutes(shop.id);
    expect(own?.w).toContain("[480,751),[840,1081)");
    expect(search?.w).toBe(own?.w);
  });

  it("open now and open at agree with the status at every moment around the breaks", async () => {
    const shop = await shops.createShop({ data: shopInput({ name: "Split Day Farm Two", publicHolidayHours: "usual" }) });
    // A holiday rule sends the shop through the exact check on holidays: that path too.
    const holidayShop = await shops.createShop({
      data: shopInput({ name: "Split Day Farm Three", publicHolidayHours: { open: "12:00", close: "13:00" } }),
    });
    for (const s of [shop, holidayShop]) {
      for (const at of MOMENTS) {
        const rules = shopHoursRules(s, dublinToday(new Date(at)));
        expect(await isOpen(s.id, at), `${s.name} at ${at}`).toBe(isOpenNow(rules, new Date(at)));
      }
    }
    expect(await isOpen(shop.id, "2026-07-14T12:15:00Z")).toBe(false);
    expect(await isOpen(shop.id, "2026-07-14T13:00:00Z")).toBe(true);
    expect(await isOpen(holidayShop.id, "2026-08-03T11:45:00Z")).toBe(true);
  });

  it("never calls a shop with hours not confirmed open, and saving confirmed hours restores them", async () => {
    const allDay = { open: "00:00", close: "23:59", closed: false };
    const week = Object.fromEntries(Object.keys(DEFAULT_OPENING_HOURS).map((d) => [d, allDay]));
    const shop = await shops.createShop({
      data: shopInput({
        name: "Unconfirmed Farm",
        openingHours: week,
        publicHolidayHours: { open: "00:00", close: "23:59" },
        hoursExceptions: [{ from: "2026-07-13", to: "2026-07-20", closed: false, open: "00:00", close: "23:59" }],
      }),
    });
    const moments = [...MOMENTS, "2026-07-15T12:00:00Z", "2026-12-25T12:00:00Z"];
    for (const at of moments) expect(await isOpen(shop.id, at), at).toBe(true);

    await handle.db.update(farmShops).set({ hoursAsPublished: "Apr-Oct Mo-Su 09:00-18:00" }).where(eq(farmShops.id, shop.id));
    for (const at of moments) expect(await isOpen(shop.id, at), at).toBe(false);
    expect(await rangesOf(shop.id)).toEqual([]);
    expect((await weekMinutes(shop.id)).map((r) => r.w)).toEqual(["{}", "{}"]);
    const [row] = await handle.db.select().from(farmShops).where(eq(farmShops.id, shop.id));
    expect(isOpenNow(shopHoursRules(row!, "2026-07-15"), new Date("2026-07-15T12:00:00Z"))).toBe(false);

    await handle.db.update(farmShops).set({ hoursAsPublished: null }).where(eq(farmShops.id, shop.id));
    for (const at of moments) expect(await isOpen(shop.id, at), at).toBe(true);
  });
});
