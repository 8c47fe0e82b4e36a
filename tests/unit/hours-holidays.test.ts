import { describe, expect, it } from "vitest";
import {
  holidayWindow,
  jurisdictionOf,
  publicHolidayOn,
  publicHolidaysOfYear,
} from "@/lib/hours/holidays";

/**
 * The official lists. Republic: the ten public holidays of the Organisation of Working Time Act
 * (St Brigid's Day since 2023), with no substitute day when one falls at a weekend. Northern
 * Ireland: the bank holidays published for NI, where a holiday at the weekend moves to the next
 * free weekday (the substitute day).
 */
const ROI: Record<number, string[]> = {
  2025: ["01-01", "02-03", "03-17", "04-21", "05-05", "06-02", "08-04", "10-27", "12-25", "12-26"],
  2026: ["01-01", "02-02", "03-17", "04-06", "05-04", "06-01", "08-03", "10-26", "12-25", "12-26"],
  2027: ["01-01", "02-01", "03-17", "03-29", "05-03", "06-07", "08-02", "10-25", "12-25", "12-26"],
  2028: ["01-01", "02-07", "03-17", "04-17", "05-01", "06-05", "08-07", "10-30", "12-25", "12-26"],
};
const NI: Record<number, string[]> = {
  2025: ["01-01", "03-17", "04-18", "04-21", "05-05", "05-26", "07-14", "08-25", "12-25", "12-26"],
  2026: ["01-01", "03-17", "04-03", "04-06", "05-04", "05-25", "07-13", "08-31", "12-25", "12-28"],
  2027: ["01-01", "03-17", "03-26", "03-29", "05-03", "05-31", "07-12", "08-30", "12-27", "12-28"],
  2028: ["01-03", "03-17", "04-14", "04-17", "05-01", "05-29", "07-12", "08-28", "12-25", "12-26"],
};
/**
 * The calendar also keeps the weekend day itself of a holiday that moved to a substitute weekday
 * (12 July 2025 was a Saturday; St Stephen's Day 2026 a Saturday; Christmas 2027 a Saturday):
 * shops that close on the day close on both.
 */
const NI_WEEKEND_ORIGINALS: Record<number, string[]> = {
  2025: ["07-12"],
  2026: ["07-12", "12-26"],
  2027: ["12-25", "12-26"],
  2028: ["01-01"],
};

const dates = (j: "ROI" | "NI", year: number) =>
  publicHolidaysOfYear(j, year).map((h) => h.date.slice(5));

describe("public holiday calendars against the official lists", () => {
  for (const year of [2025, 2026, 2027, 2028]) {
    it(`Republic of Ireland ${year}`, () => {
      expect(dates("ROI", year)).toEqual(ROI[year]);
    });
    it(`Northern Ireland ${year}`, () => {
      const expected = [...(NI[year] ?? []), ...(NI_WEEKEND_ORIGINALS[year] ?? [])].sort();
      expect(dates("NI", year)).toEqual(expected);
    });
  }

  it("Good Friday is a public holiday in the North only", () => {
    expect(publicHolidayOn("ROI", "2026-04-03")).toBeNull();
    expect(publicHolidayOn("NI", "2026-04-03")).toBe("Good Friday");
  });

  it("a Saturday St Stephen's Day: the Republic keeps the Saturday only, the North adds Monday", () => {
    expect(publicHolidayOn("ROI", "2026-12-26")).toBe("St Stephen's Day");
    expect(publicHolidayOn("ROI", "2026-12-28")).toBeNull();
    expect(publicHolidayOn("NI", "2026-12-28")).toBe("Boxing Day (substitute day)");
  });

  it("St Brigid's rule: the first Monday of February, or 1 February when that is a Friday", () => {
    // 1 February 2030 and 2036 are Fridays.
    expect(publicHolidayOn("ROI", "2030-02-01")).toBe("St Brigid's Day");
    expect(publicHolidayOn("ROI", "2030-02-04")).toBeNull();
    expect(publicHolidayOn("ROI", "2036-02-01")).toBe("St Brigid's Day");
    // 1 February 2026 is a Sunday: the Monday after; 2027 it is the Monday itself.
    expect(publicHolidayOn("ROI", "2026-02-02")).toBe("St Brigid's Day");
    expect(publicHolidayOn("ROI", "2027-02-01")).toBe("St Brigid's Day");
    expect(publicHolidayOn("NI", "2027-02-01")).toBeNull();
  });

  it("12 July is a holiday in the North only, and names are written the site's way", () => {
    expect(publicHolidayOn("ROI", "2027-07-12")).toBeNull();
    expect(publicHolidayOn("NI", "2027-07-12")).toBe("Battle of the Boyne (Orangemen's Day)");
    expect(publicHolidayOn("ROI", "2027-03-17")).toBe("St Patrick's Day");
  });

  it("counties map to their jurisdiction", () => {
    for (const c of ["Antrim", "Armagh", "Down", "Fermanagh", "Tyrone"])
      expect(jurisdictionOf(c)).toBe("NI");
    for (const c of ["Dublin", "Donegal", "Monaghan", "Cavan", "Kerry"])
      expect(jurisdictionOf(c)).toBe("ROI");
  });

  it("the window handed to pages runs from yesterday to about a year ahead", () => {
    const w = holidayWindow("ROI", "2026-12-26");
    // Yesterday is kept: a late opening on Christmas night still runs under Christmas hours.
    expect(w.slice(0, 2)).toEqual([
      { date: "2026-12-25", name: "Christmas Day" },
      { date: "2026-12-26", name: "St Stephen's Day" },
    ]);
    expect(w.at(-1)?.date).toBe("2028-01-01"); // 400 days on: 30 January 2028
    expect(holidayWindow("ROI", "2026-12-27")[0]?.date).toBe("2026-12-26");
    expect(holidayWindow("ROI", "2026-12-28")[0]?.date).toBe("2027-01-01");
  });
});
