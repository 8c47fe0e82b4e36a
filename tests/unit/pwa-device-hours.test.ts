import { describe, expect, it } from "vitest";
import { shopHoursRules } from "@/lib/hours/shop-rules";
import type { OpeningHours } from "@/lib/hours/types";
import { deviceStatus, hoursDataJson, parseHoursData } from "@/lib/pwa/device-hours";

// The status a kept shop page works out on the device: from the rules the page carries (rendered
// on 24 November 2026), with the device's clock, long after the page was saved.
const RENDERED = new Date("2026-11-24T10:00:00Z");
const RENDER_DAY = "2026-11-24";
const day = { open: "09:00", close: "18:00", closed: false };
const weekly: OpeningHours = {
  monday: day,
  tuesday: day,
  wednesday: day,
  thursday: day,
  friday: day,
  saturday: { open: "10:00", close: "16:00", closed: false },
  sunday: { open: "", close: "", closed: true },
};

/** The data block a shop page of this county would carry. */
function page(county: string, extra: Parameters<typeof shopHoursRules>[0] extends infer S ? Partial<S> : never = {}) {
  return hoursDataJson(shopHoursRules({ county, openingHours: weekly, publicHolidayHours: "closed", ...extra }, RENDER_DAY), RENDERED);
}

describe("status on the device from the holidays that travel with the page", () => {
  it("St Patrick's Day (Wednesday 17 March 2027): closed, with the reason and the next opening", () => {
    const status = deviceStatus(page("Meath"), new Date("2027-03-17T12:00:00Z"));
    expect(status).toMatchObject({ isOpen: false, detailLabel: "Closed Today", reason: "Closed today · St Patrick's Day", nextOpening: "Opens tomorrow at 09:00" });
  });

  it("the Twelfth (Monday 12 July 2027) closes a shop in Antrim, not one in Meath", () => {
    const at = new Date("2027-07-12T11:00:00Z");
    expect(deviceStatus(page("Antrim"), at)).toMatchObject({ isOpen: false, reason: expect.stringContaining("Battle of the Boyne") });
    expect(deviceStatus(page("Meath"), at)).toMatchObject({ isOpen: true, label: "Open until 18:00" });
  });

  it("a page saved eleven months ago still knows October's bank holiday (Monday 25 October 2027)", () => {
    expect(deviceStatus(page("Cork"), new Date("2027-10-25T10:00:00Z"))).toMatchObject({ isOpen: false, reason: "Closed today · October Bank Holiday" });
    // The day after: the weekly hours again (Irish winter time, UTC).
    expect(deviceStatus(page("Cork"), new Date("2027-10-26T10:00:00Z"))).toMatchObject({ isOpen: true, label: "Open until 18:00" });
  });

  it("holiday hours instead of closing: open 11:00–15:00 on St Stephen's Day", () => {
    const json = page("Kerry", { publicHolidayHours: { open: "11:00", close: "15:00" } });
    expect(deviceStatus(json, new Date("2026-12-26T12:00:00Z"))).toMatchObject({ isOpen: true, label: "Open until 15:00" });
    expect(deviceStatus(json, new Date("2026-12-26T16:00:00Z"))).toMatchObject({ isOpen: false });
  });

  it("special dates travel too: a closure and special hours, with the note", () => {
    const json = page("Laois", {
      hoursExceptions: [
        { from: "2026-12-01", to: "2026-12-01", closed: true, note: "Closed for a family wedding" },
        { from: "2026-12-24", to: "2026-12-24", closed: false, open: "08:00", close: "13:00" },
        { from: "2026-01-01", to: "2026-01-02", closed: true },
      ],
    });
    // 1 December 2026 is a Tuesday.
    expect(deviceStatus(json, new Date("2026-12-01T12:00:00Z"))).toMatchObject({ isOpen: false, reason: "Closed today · Closed for a family wedding" });
    expect(deviceStatus(json, new Date("2026-12-24T12:30:00Z"))).toMatchObject({ isOpen: true, label: "Open until 13:00" });
    expect(deviceStatus(json, new Date("2026-12-24T13:30:00Z"))).toMatchObject({ isOpen: false });
    // Special dates already past when the page was rendered are not carried.
    expect(parseHoursData(json)?.rules.exceptions).toHaveLength(2);
  });

  it("hours not confirmed stay not confirmed on the device: as published, or none given (an import without opening hours)", () => {
    const at = new Date("2026-12-01T12:00:00Z");
    expect(deviceStatus(page("Clare", { hoursAsPublished: "Mo-Su 09:00-21:00; Jan off" }), at)).toMatchObject({ isOpen: false, label: "Hours not confirmed" });
    expect(deviceStatus(page("Clare", { openingHours: {}, publicHolidayHours: "usual" }), at)).toMatchObject({ isOpen: false, label: "Hours not confirmed" });
    expect(deviceStatus(page("Clare"), at)).toMatchObject({ isOpen: true });
  });

  it("the holidays carried cover the next twelve months of the shop's jurisdiction", () => {
    const data = parseHoursData(page("Down"));
    const dates = data?.rules.holidays.map((h) => h.date) ?? [];
    expect(dates[0]! >= "2026-11-23").toBe(true);
    // From yesterday to about a year and a month ahead: next Christmas is still known.
    expect(dates.at(-1)! >= "2027-12-25").toBe(true);
    expect(dates).toEqual(expect.arrayContaining(["2026-12-25", "2026-12-26", "2027-03-17", "2027-07-12", "2027-08-30", "2027-12-25"]));
    expect(data?.renderedAt).toBe(RENDERED.toISOString());
  });
});

describe("the data block", () => {
  it("never closes its script element, whatever a note says", () => {
    const note = `</script><script>alert("x")</script> & <!--`;
    const json = page("Meath", { hoursExceptions: [{ from: "2027-01-05", to: "2027-01-05", closed: true, note }] });
    expect(json).not.toMatch(/[<>&]/);
    expect(parseHoursData(json)?.rules.exceptions[0]?.note).toBe(note);
  });

  it("anything missing or malformed gives no status instead of a wrong one", () => {
    const at = new Date("2027-03-17T12:00:00Z");
    expect(deviceStatus(null, at)).toBeNull();
    expect(deviceStatus("", at)).toBeNull();
    expect(deviceStatus("{not json", at)).toBeNull();
    expect(deviceStatus("[]", at)).toBeNull();
    const good = JSON.parse(page("Meath")) as { rules: Record<string, unknown>; renderedAt: string };
    const broken = (rules: Record<string, unknown>, renderedAt = good.renderedAt) => JSON.stringify({ rules: { ...good.rules, ...rules }, renderedAt });
    expect(deviceStatus(broken({}), at)).not.toBeNull();
    expect(deviceStatus(broken({}, "yesterday"), at)).toBeNull();
    expect(deviceStatus(broken({ weekly: { monday: { open: "9am", close: "18:00", closed: false } } }), at)).toBeNull();
    expect(deviceStatus(broken({ publicHolidayHours: "sometimes" }), at)).toBeNull();
    expect(deviceStatus(broken({ exceptions: [{ from: "tomorrow", to: "2027-01-01", closed: true }] }), at)).toBeNull();
    expect(deviceStatus(broken({ holidays: [{ date: "2027-03-17" }] }), at)).toBeNull();
    expect(deviceStatus(broken({ holidays: "none" }), at)).toBeNull();
  });
});
