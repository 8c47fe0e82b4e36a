import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as shops from "@/lib/shops/queries";
import { farmShopOpeningRanges, farmShopSpecialDates, farmShops } from "@/lib/db/schema";
import { queryRows, type DbHandle } from "@/lib/db/client";
import { openAtCondition } from "@/lib/hours/open-at-sql";
import { DEFAULT_OPENING_HOURS, type HoursException, type OpeningHours } from "@/lib/hours/types";
import { shopSubmissionSchema } from "@/lib/validation/shop";
import { ENGINES, openTestDatabase } from "../support/test-db";

const shopInput = (patch: Record<string, unknown> = {}) =>
  shopSubmissionSchema.parse({
    name: "Range Farm",
    county: "Kerry",
    town: "Dingle",
    address: "Ballyroe, Dingle",
    products: ["Eggs"],
    openingHours: DEFAULT_OPENING_HOURS,
    ...patch,
  });

describe.each(ENGINES)("stored opening ranges on %s", (engine) => {
  let handle: DbHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, dispose } = await openTestDatabase(engine));
  });
  afterAll(async () => dispose());

  const rangesOf = async (id: string) =>
    (
      await handle.db
        .select({ day: farmShopOpeningRanges.day, start: farmShopOpeningRanges.startMinute, end: farmShopOpeningRanges.endMinute })
        .from(farmShopOpeningRanges)
        .where(eq(farmShopOpeningRanges.shopId, id))
    ).sort((a, b) => a.day - b.day);
  const specialOf = async (id: string) =>
    (
      await handle.db
        .select({
          position: farmShopSpecialDates.position,
          from: farmShopSpecialDates.fromDate,
          to: farmShopSpecialDates.toDate,
          start: farmShopSpecialDates.startMinute,
          end: farmShopSpecialDates.endMinute,
        })
        .from(farmShopSpecialDates)
        .where(eq(farmShopSpecialDates.shopId, id))
    ).sort((a, b) => a.from.localeCompare(b.from));
  const weekMinutes = async (id: string) =>
    (await queryRows<{ w: string }>(handle.db, sql`select week_minutes::text as w from farm_shops where id = ${id}`))[0]?.w;
  /** The two facts "open at" tests first (migration 0021), on the shop's row and its search row. */
  const prechecks = async (id: string) =>
    await queryRows<{ days: string | null; rule: boolean }>(
      handle.db,
      sql`select special_days::text as days, holiday_rule as rule from farm_shops where id = ${id}
          union all select special_days::text, holiday_rule from farm_shop_search where id = ${id}`,
    );
  const isOpen = async (id: string, at: string) => {
    const [row] = await handle.db
      .select({ open: sql<boolean>`${openAtCondition(new Date(at))}` })
      .from(farmShops)
      .where(eq(farmShops.id, id));
    return row?.open;
  };

  it("creating a shop stores each open weekday as minutes of that day", async () => {
    const shop = await shops.createShop({ data: shopInput() });
    expect(await rangesOf(shop.id)).toEqual(
      [0, 1, 2, 3, 4, 5].map((day) => ({ day, start: 540, end: 1020 })),
    );
    expect(await specialOf(shop.id)).toEqual([]);
  });

  it("an edit replaces the ranges, the holiday rule and the special dates; deleting the shop removes them", async () => {
    const shop = await shops.createShop({ data: shopInput({ name: "Edited Farm" }) });
    const exceptions: HoursException[] = [
      { from: "2026-12-24", to: "2026-12-24", closed: false, open: "09:00", close: "14:00" },
      { from: "2026-12-25", to: "2026-12-27", closed: true },
    ];
    const updated = await shops.updateShop({
      id: shop.id,
      data: shopInput({
        name: "Edited Farm",
        openingHours: { saturday: { open: "10:00", close: "13:30", closed: false } },
        publicHolidayHours: "closed",
        hoursExceptions: exceptions,
      }),
    });
    expect(updated?.hoursExceptions).toEqual(exceptions);
    expect(await rangesOf(shop.id)).toEqual([
      { day: 5, start: 600, end: 810 },
      { day: 7, start: null, end: null },
    ]);
    expect(await specialOf(shop.id)).toEqual([
      { position: 1, from: "2026-12-24", to: "2026-12-24", start: 540, end: 840 },
      { position: 2, from: "2026-12-25", to: "2026-12-27", start: null, end: null },
    ]);
    // The dates they cover, and a holiday rule ("closed"), on the row and its search row.
    const covered = { days: "{[2026-12-24,2026-12-28)}", rule: true };
    expect(await prechecks(shop.id)).toEqual([covered, covered]);
    // Holiday hours as times replace "closed".
    await shops.updateShop({
      id: shop.id,
      data: shopInput({ name: "Edited Farm", publicHolidayHours: { open: "10:00", close: "14:00" } }),
    });
    expect((await rangesOf(shop.id)).filter((r) => r.day === 7)).toEqual([{ day: 7, start: 600, end: 840 }]);
    expect(await specialOf(shop.id)).toEqual([]);
    const none = { days: null, rule: true };
    expect(await prechecks(shop.id)).toEqual([none, none]);
    // Usual hours on holidays: no holiday rule.
    await shops.updateShop({ id: shop.id, data: shopInput({ name: "Edited Farm", publicHolidayHours: "usual" }) });
    expect((await rangesOf(shop.id)).filter((r) => r.day === 7)).toEqual([]);
    const usual = { days: null, rule: false };
    expect(await prechecks(shop.id)).toEqual([usual, usual]);
    await shops.deleteShop({ id: shop.id });
    expect(await rangesOf(shop.id)).toEqual([]);
  });

  it("any other write of the hours (a plain UPDATE) keeps them too, and unchanged hours are left alone", async () => {
    const shop = await shops.createShop({ data: shopInput({ name: "Plain Farm" }) });
    const weekly: OpeningHours = { friday: { open: "18:00", close: "01:00", closed: false } };
    await handle.db.update(farmShops).set({ openingHours: weekly }).where(eq(farmShops.id, shop.id));
    // Past midnight: the end is the closing plus 1440.
    expect(await rangesOf(shop.id)).toEqual([{ day: 4, start: 1080, end: 1500 }]);
    await handle.db.update(farmShops).set({ name: "Plain Farm Shop" }).where(eq(farmShops.id, shop.id));
    expect(await rangesOf(shop.id)).toEqual([{ day: 4, start: 1080, end: 1500 }]);
    // The week in minutes from Monday 00:00: Friday 18:00 to Saturday 01:00 in one piece.
    expect(await weekMinutes(shop.id)).toBe("{[6840,7261)}");
    // Friday 16 January 2026, 23:00 and Saturday 00:30 Irish time (GMT in winter): open; 01:01 closed.
    expect(await isOpen(shop.id, "2026-01-16T23:00:00Z")).toBe(true);
    expect(await isOpen(shop.id, "2026-01-17T00:30:00Z")).toBe(true);
    expect(await isOpen(shop.id, "2026-01-17T01:01:00Z")).toBe(false);
  });

  it("a Sunday opening past midnight wraps round to Monday morning", async () => {
    const shop = await shops.createShop({ data: shopInput({ name: "Sunday Farm", county: "Clare" }) });
    const weekly: OpeningHours = { sunday: { open: "20:00", close: "02:00", closed: false } };
    await handle.db.update(farmShops).set({ openingHours: weekly }).where(eq(farmShops.id, shop.id));
    expect(await rangesOf(shop.id)).toEqual([{ day: 6, start: 1200, end: 1560 }]);
    expect(await weekMinutes(shop.id)).toBe("{[0,121),[9840,10080)}");
    expect(await isOpen(shop.id, "2026-01-12T01:59:00Z")).toBe(true);
    expect(await isOpen(shop.id, "2026-01-12T02:01:00Z")).toBe(false);
  });

  it("overlapping special dates are stored as pieces of the entry that governs each date", async () => {
    const shop = await shops.createShop({
      data: shopInput({
        name: "Season Farm",
        hoursExceptions: [
          { from: "2026-01-01", to: "2026-03-13", closed: true },
          { from: "2026-02-14", to: "2026-02-14", closed: false, open: "10:00", close: "14:00" },
          { from: "2026-02-20", to: "2026-02-21", closed: false, open: "11:00", close: "12:00" },
          { from: "2026-02-20", to: "2026-02-21", closed: false, open: "13:00", close: "15:00" },
        ],
      }),
    });
    expect(await specialOf(shop.id)).toEqual([
      { position: 1, from: "2026-01-01", to: "2026-02-13", start: null, end: null },
      { position: 2, from: "2026-02-14", to: "2026-02-14", start: 600, end: 840 },
      { position: 1, from: "2026-02-15", to: "2026-02-19", start: null, end: null },
      // Equally wide entries: the later one governs.
      { position: 4, from: "2026-02-20", to: "2026-02-21", start: 780, end: 900 },
      { position: 1, from: "2026-02-22", to: "2026-03-13", start: null, end: null },
    ]);
    expect(await isOpen(shop.id, "2026-02-13T11:00:00Z")).toBe(false);
    expect(await isOpen(shop.id, "2026-02-14T11:00:00Z")).toBe(true);
    expect(await isOpen(shop.id, "2026-02-20T11:30:00Z")).toBe(false);
    expect(await isOpen(shop.id, "2026-02-20T14:00:00Z")).toBe(true);
    expect(await isOpen(shop.id, "2026-03-16T11:00:00Z")).toBe(true);
  });

  it("public holidays follow the shop's jurisdiction, and a special date beats the holiday rule", async () => {
    const closedOnHolidays = { publicHolidayHours: "closed" };
    const cork = await shops.createShop({ data: shopInput({ name: "Cork Farm", county: "Cork", ...closedOnHolidays }) });
    const antrim = await shops.createShop({ data: shopInput({ name: "Antrim Farm", county: "Antrim", ...closedOnHolidays }) });
    const usual = await shops.createShop({ data: shopInput({ name: "Usual Farm", county: "Antrim" }) });
    const special = await shops.createShop({
      data: shopInput({
        name: "Special Farm",
        county: "Cork",
        ...closedOnHolidays,
        hoursExceptions: [{ from: "2026-02-02", to: "2026-02-02", closed: false, open: "10:00", close: "12:00" }],
      }),
    });
    // St Brigid's Day (Monday 2 February 2026): a public holiday in the Republic only.
    const brigid = "2026-02-02T10:00:00Z";
    expect(await isOpen(cork.id, brigid)).toBe(false);
    expect(await isOpen(antrim.id, brigid)).toBe(true);
    expect(await isOpen(special.id, brigid)).toBe(true);
    // Monday 28 December 2026: the North's substitute day for St Stephen's Day; not one in the Republic.
    const substitute = "2026-12-28T11:00:00Z";
    expect(await isOpen(cork.id, substitute)).toBe(true);
    expect(await isOpen(antrim.id, substitute)).toBe(false);
    expect(await isOpen(usual.id, substitute)).toBe(true);
  });

  it("filters every shop of a table at once, with other filters", async () => {
    const at = new Date("2026-01-12T10:00:00Z"); // a Monday morning
    const open = await handle.db
      .select({ name: farmShops.name })
      .from(farmShops)
      .where(sql`${openAtCondition(at)} and ${farmShops.county} = 'Kerry'`);
    expect(open.map((r) => r.name).sort()).toEqual(["Range Farm"]);
    const [count] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from farm_shops where ${openAtCondition(at)}`,
    );
    // Range, Cork, Antrim, Usual and Special keep weekday hours; Season is in its closed season,
    // Plain opens on Fridays only.
    expect(count?.n).toBe(5);
  });
});
