/**
 * The directory's own export read back: toOsmHours then fromOsmHours (what the CSV export and
 * the import do) gives the same weekly hours, holiday setting and special dates, whatever day the
 * file is read on. A re-import of an unedited export is then "unchanged" on every row.
 *
 * The demo's pick-your-own farms are closed from September to May: their value names two
 * closures of nine months, one of them over or under way on most days of the year. Read on a day
 * inside a closure, the first ordinary week starts on 1 June and its only Monday is the June bank
 * holiday; read on 31 December, its only Friday is New Year's Day.
 */
import { describe, expect, it } from "vitest";
import { CLOSED, day, week, type ShopHours } from "../support/hours-cases";
import { demoHours } from "@/lib/db/seed-data/hours";
import { seedShops } from "@/lib/db/seed-data/shops";
import { jurisdictionOf } from "@/lib/hours/holidays";
import { fromOsmHours, toOsmHours } from "@/lib/hours/osm";
import type { DayHours, HoursException, Jurisdiction, OpeningHours, PublicHolidayHours } from "@/lib/hours/types";

type Hours = ShopHours;

/** Read back on `today` (YYYY-MM-DD, midday in Dublin). */
function readBack(hours: Hours, jurisdiction: Jurisdiction, today: string) {
  const written = toOsmHours(hours);
  return { written, read: fromOsmHours(written, { jurisdiction, today: new Date(`${today}T12:00:00Z`) }) };
}

/** Days to read on: before, inside and after each closure, across a New Year, and long after. */
const READ_ON = ["2025-08-20", "2025-11-29", "2026-03-01", "2026-06-03", "2026-08-20", "2026-11-29", "2026-12-31", "2027-07-01", "2028-01-15"];
/** Days the demo was seeded on: the closures are last year's and this year's of that day. */
const SEEDED_ON = ["2025-11-29", "2026-03-01", "2026-11-29"];
const SEASONAL = ["Bremore Berry Farm", "Boyne Valley Growers"];

const seedShop = (name: string) => {
  const shop = seedShops.find((s) => s.name === name);
  if (!shop) throw new Error(name);
  return shop;
};

describe("the demo's seasonal farms, exported and imported again", () => {
  it.each(SEASONAL.flatMap((name) => SEEDED_ON.map((seeded) => [name, seeded] as const)))("%s seeded on %s", (name, seeded) => {
    const shop = seedShop(name);
    const hours: Hours = { openingHours: shop.openingHours, ...demoHours(name, seeded) };
    for (const today of READ_ON) {
      const { written, read } = readBack(hours, jurisdictionOf(shop.county), today);
      expect(read, `${today}: ${written}`).toEqual({ exact: true, ...hours });
    }
  });

  it("reads the export of 29 November 2026 on that day: the weekly hours and both closures", () => {
    const value =
      'Mo-Su 10:00-18:00; 2025 Sep 01-2026 May 31 off "Pick-your-own season is June to August"; 2026 Sep 01-2027 May 31 off "Pick-your-own season is June to August"';
    const result = fromOsmHours(value, { jurisdiction: "ROI", today: new Date("2026-11-29T12:00:00Z") });
    const day: DayHours = { open: "10:00", close: "18:00", closed: false };
    expect(result).toEqual({
      exact: true,
      openingHours: { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day },
      publicHolidayHours: "usual",
      hoursExceptions: [
        { from: "2025-09-01", to: "2026-05-31", closed: true, note: "Pick-your-own season is June to August" },
        { from: "2026-09-01", to: "2027-05-31", closed: true, note: "Pick-your-own season is June to August" },
      ],
    });
  });

  it("reads every demo shop's hours back on any day", () => {
    for (const shop of seedShops)
      for (const seeded of SEEDED_ON) {
        const hours: Hours = { openingHours: shop.openingHours, ...demoHours(shop.name, seeded) };
        for (const today of [seeded, "2026-12-31", "2027-07-01"]) {
          const { written, read } = readBack(hours, jurisdictionOf(shop.county), today);
          expect(read, `${shop.name} seeded ${seeded}, read ${today}: ${written}`).toEqual({ exact: true, ...hours });
        }
      }
  });
});

const SHOP = week(day("09:00", "17:30"), day("09:00", "17:00"));
const hoursOf = (hoursExceptions: HoursException[], publicHolidayHours: PublicHolidayHours = "usual", openingHours: OpeningHours = SHOP): Hours => ({
  openingHours,
  publicHolidayHours,
  hoursExceptions,
});

/** Everything the editors can save (special dates in date order, as the reader gives them). */
const SHAPES: [string, Hours][] = [
  ["breaks and holiday hours", hoursOf([], { open: "10:00", close: "14:00" }, week(day("08:00", "18:00", [{ from: "12:30", to: "14:00" }]), day("10:00", "16:00")))],
  ["breaks, closed on holidays, special hours", hoursOf([{ from: "2026-12-24", to: "2026-12-24", closed: false, open: "09:00", close: "13:00" }], "closed", week(day("08:00", "18:00", [{ from: "12:30", to: "14:00" }])))],
  ["one closed date", hoursOf([{ from: "2026-12-08", to: "2026-12-08", closed: true }])],
  ["one date with hours and a note", hoursOf([{ from: "2027-02-03", to: "2027-02-03", closed: false, open: "11:00", close: "15:00", note: "Stocktake" }])],
  ["a closure over the New Year", hoursOf([{ from: "2026-12-27", to: "2027-01-03", closed: true, note: "Holidays" }], "closed")],
  ["a closure over the New Year after next", hoursOf([{ from: "2027-12-27", to: "2028-01-03", closed: true }], "closed")],
  ["a date three years ahead", hoursOf([{ from: "2029-06-01", to: "2029-06-01", closed: true }])],
  ["a date long past", hoursOf([{ from: "2024-06-01", to: "2024-06-10", closed: true, note: "Old" }])],
  [
    "a market day inside a closed season",
    hoursOf([
      { from: "2026-11-01", to: "2027-02-28", closed: true, note: "Winter" },
      { from: "2026-12-12", to: "2026-12-12", closed: false, open: "10:00", close: "16:00", note: "Christmas market" },
    ]),
  ],
  [
    "next to each other with the same note",
    hoursOf([
      { from: "2026-12-24", to: "2026-12-24", closed: true, note: "Christmas" },
      { from: "2026-12-25", to: "2026-12-26", closed: true, note: "Christmas" },
    ]),
  ],
  ["special hours on a public holiday of a shop closed on holidays", hoursOf([{ from: "2026-12-26", to: "2026-12-26", closed: false, open: "12:00", close: "16:00" }], "closed")],
  ["a summer of long hours", hoursOf([{ from: "2026-06-01", to: "2026-08-31", closed: false, open: "08:00", close: "20:00", note: "Summer" }])],
  ["a closure over two winters", hoursOf([{ from: "2026-09-01", to: "2028-05-31", closed: true }])],
  ["closed every day but a weekend market", hoursOf([{ from: "2026-12-12", to: "2026-12-13", closed: false, open: "10:00", close: "16:00" }], "usual", week(CLOSED))],
  ["late hours, every day", hoursOf([{ from: "2026-12-24", to: "2026-12-24", closed: true }], "usual", week(day("10:00", "23:30"), day("10:00", "22:00"), day("12:00", "20:00")))],
  ["around the clock", hoursOf([], "usual", week(day("00:00", "00:00"), day("00:00", "00:00"), day("00:00", "00:00")))],
];

describe("special dates and hours of every shape, exported and imported again", () => {
  it.each(SHAPES)("%s", (_name, hours) => {
    for (const jurisdiction of ["ROI", "NI"] as const)
      for (const today of READ_ON) {
        const { written, read } = readBack(hours, jurisdiction, today);
        expect(read, `${jurisdiction} ${today}: ${written}`).toEqual({ exact: true, ...hours });
      }
  });

  it("still refuses a season that comes back every year", () => {
    const result = fromOsmHours("Mo-Su 10:00-18:00; Nov 01-Mar 31 off", { jurisdiction: "ROI", today: new Date("2026-11-29T12:00:00Z") });
    expect(result.exact).toBe(false);
    if (!result.exact) expect(result.reason).toMatch(/^It is seasonal/);
  });
});
