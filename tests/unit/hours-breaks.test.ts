/** A day with breaks (08:00–12:30, 14:00–18:00): the status, the page's text, the forms' rules. */
import { describe, expect, it } from "vitest";
import { hoursSummary } from "@/app/admin/_components/shops/hours-summary";
import { packWeek, unpackWeek } from "@/lib/hours/packed-week";
import { openSlot, planText, dayPlan, toRules } from "@/lib/hours/rules";
import { getOpeningStatus, isOpenNow, statusSummary } from "@/lib/hours/status";
import { DEFAULT_OPENING_HOURS, type DayHours, type OpeningHours } from "@/lib/hours/types";
import { openingHoursSpecification, openingHoursText } from "@/lib/seo/shop-json-ld";
import { openingHoursSchema } from "@/lib/validation/shop";

const split: DayHours = { open: "08:00", close: "18:00", closed: false, breaks: [{ from: "12:30", to: "14:00" }] };
const week: OpeningHours = { ...DEFAULT_OPENING_HOURS, tuesday: split };
// Tuesday 14 July 2026, Irish summer time (UTC + 1).
const at = (hhmm: string) => new Date(`2026-07-14T${String(Number(hhmm.slice(0, 2)) - 1).padStart(2, "0")}:${hhmm.slice(3)}:00Z`);

describe("the status of a day with a break", () => {
  it("is open until the break, closed in it, and opens again at its end", () => {
    expect(getOpeningStatus(week, at("11:00"))).toMatchObject({ isOpen: true, label: "Open until 12:30" });
    expect(isOpenNow(week, at("12:30"))).toBe(true);
    const inBreak = getOpeningStatus(week, at("13:00"));
    expect(inBreak).toMatchObject({ isOpen: false, label: "Closed", nextOpening: "Opens today at 14:00" });
    expect(statusSummary(inBreak)).toBe("Closed · opens today at 14:00");
    expect(isOpenNow(week, at("13:59"))).toBe(false);
    expect(getOpeningStatus(week, at("14:00"))).toMatchObject({ isOpen: true, label: "Open until 18:00" });
    expect(getOpeningStatus(week, at("07:00"))).toMatchObject({ nextOpening: "Opens today at 08:00" });
  });

  it("writes the day as its open stretches, on the page and in JSON-LD", () => {
    expect(planText(dayPlan(toRules(week), "2026-07-14"))).toBe("08:00–12:30, 14:00–18:00");
    expect(openingHoursSpecification({ tuesday: split })).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Tu", opens: "08:00", closes: "12:30" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Tu", opens: "14:00", closes: "18:00" },
    ]);
    expect(openingHoursText({ tuesday: split })).toEqual(["Tu 08:00-12:30", "Tu 14:00-18:00"]);
    expect(hoursSummary({ tuesday: split })).toBe("Tue: 08:00 - 12:30, 14:00 - 18:00");
    expect(hoursSummary({ tuesday: split }, "Apr-Oct Tu 08:00-18:00")).toBe(
      "Hours as published (not confirmed): Apr-Oct Tu 08:00-18:00. Tue: 08:00 - 12:30, 14:00 - 18:00",
    );
  });

  it("ignores a break outside the hours, as the SQL does", () => {
    const slot = openSlot({ open: "09:00", close: "17:00", closed: false, breaks: [{ from: "08:00", to: "10:00" }, { from: "12:00", to: "13:00" }] });
    expect(slot?.breaks.map((b) => b.fromText)).toEqual(["12:00"]);
  });

  it("travels in a card's packed week", () => {
    const packed = packWeek(week);
    expect(packed[1]).toBe("08:00-12:30,14:00-18:00");
    expect(unpackWeek(packed).tuesday).toEqual(split);
    expect(unpackWeek(packed).monday).toEqual(DEFAULT_OPENING_HOURS.monday);
  });
});

describe("breaks in the forms and the API", () => {
  const parse = (day: unknown) => openingHoursSchema.safeParse({ monday: day });
  const messages = (day: unknown) => {
    const r = parse(day);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };

  it("keeps valid breaks and drops an empty list", () => {
    expect(parse(split).data?.monday).toEqual(split);
    expect(parse({ ...split, breaks: [] }).data?.monday).toEqual({ open: "08:00", close: "18:00", closed: false });
    expect(parse({ ...split, closed: true }).data?.monday).toEqual({ open: "", close: "", closed: true });
  });

  it("refuses breaks that are malformed, outside the day, overlapping or too many", () => {
    expect(messages({ ...split, breaks: [{ from: "1230", to: "14:00" }] })).toEqual(["Break 1: start must be HH:MM"]);
    expect(messages({ ...split, breaks: [{ from: "14:00", to: "12:30" }] })).toEqual(["Break 1: end must be after its start"]);
    expect(messages({ ...split, breaks: [{ from: "07:00", to: "09:00" }] })).toEqual(["Break 1 must be inside the opening hours (08:00–18:00)"]);
    expect(messages({ ...split, breaks: [{ from: "12:00", to: "13:00" }, { from: "12:30", to: "14:00" }] })).toEqual(["Break 2 must start after break 1 ends"]);
    expect(messages({ ...split, breaks: [{ from: "13:00", to: "14:00" }, { from: "10:00", to: "11:00" }] })).toEqual(["Break 2 must start after break 1 ends"]);
    const four = ["09:00", "10:00", "11:00", "12:00"].map((t) => ({ from: t, to: `${t.slice(0, 2)}:30` }));
    expect(messages({ ...split, breaks: four })).toEqual(["A day can have at most 3 breaks"]);
    expect(messages({ ...split, breaks: "lunch" })).toEqual(["Breaks must be a list of {from, to}"]);
  });
});
