/**
 * Hours nobody gave are not a closed week. An import whose file has no opening hours (most
 * OpenStreetMap farms have no opening_hours tag) gets no weekly hours: the shop's status is
 * "Hours not confirmed", like hours kept as published, never "Closed Today", and it is never open
 * (the database stores no minutes for it either). Seven days marked closed are hours, and stay so.
 */
import { describe, expect, it } from "vitest";
import { osmHoursToShopFields } from "@/lib/hours/osm";
import { givesNoHours, shopHoursRules } from "@/lib/hours/shop-rules";
import { getOpeningStatus, isOpenNow } from "@/lib/hours/status";
import { DAYS, type DayHours, type OpeningHours } from "@/lib/hours/types";
import { nextPublicHolidays } from "@/lib/hours/upcoming";

const TODAY = "2026-11-30";
/** Monday 30 November 2026, noon in Dublin. */
const NOW = new Date(`${TODAY}T12:00:00Z`);
const CLOSED: DayHours = { open: "", close: "", closed: true };
const allWeek = (d: DayHours): OpeningHours => Object.fromEntries(DAYS.map((day) => [day, d]));

/** The shop a file's hours make, in Kerry. */
const imported = (value: string | undefined) => ({ county: "Kerry", ...osmHoursToShopFields(value, { jurisdiction: "ROI", today: NOW }) });

describe("a shop without any hours", () => {
  it.each([["no opening_hours", undefined], ["an empty value", ""], ["blanks", "  "]])("%s: hours not confirmed, never open", (_name, value) => {
    const shop = imported(value);
    expect(shop).toMatchObject({ openingHours: {}, hoursAsPublished: null, reason: null });
    const rules = shopHoursRules(shop, TODAY);
    expect(rules.unconfirmed).toBe(true);
    expect(getOpeningStatus(rules, NOW)).toMatchObject({ isOpen: false, kind: "unconfirmed", label: "Hours not confirmed", detailLabel: "Hours not confirmed", nextOpening: null });
    expect(isOpenNow(rules, NOW)).toBe(false);
    // No list of public holidays each "Closed" from hours nobody gave.
    expect(nextPublicHolidays(rules, TODAY)).toEqual([]);
  });

  it("hours kept as published: not confirmed either, and no holidays listed", () => {
    const shop = imported("Mo-Su 09:00-21:00; Jan off");
    expect(shop.hoursAsPublished).toBe("Mo-Su 09:00-21:00; Jan off");
    const rules = shopHoursRules(shop, TODAY);
    expect(getOpeningStatus(rules, NOW)).toMatchObject({ isOpen: false, label: "Hours not confirmed" });
    expect(nextPublicHolidays(rules, TODAY)).toEqual([]);
  });

  it("is not a shop whose hours close it: every day closed, a day given, holiday hours or a special date to come", () => {
    expect(givesNoHours({ openingHours: {}, publicHolidayHours: "usual", hoursExceptions: [] })).toBe(true);
    expect(givesNoHours({ openingHours: null, publicHolidayHours: null, hoursExceptions: null })).toBe(true);
    expect(givesNoHours({ openingHours: allWeek(CLOSED), publicHolidayHours: "usual", hoursExceptions: [] })).toBe(false);
    expect(givesNoHours({ openingHours: { saturday: { open: "09:00", close: "13:00", closed: false } } })).toBe(false);
    expect(givesNoHours({ openingHours: {}, publicHolidayHours: { open: "10:00", close: "14:00" } })).toBe(false);
    expect(givesNoHours({ openingHours: {}, hoursExceptions: [{ from: "2026-12-12", to: "2026-12-12", closed: false, open: "10:00", close: "16:00" }] })).toBe(false);

    // "off": closed every day, as the shop says.
    const closedShop = imported("off");
    expect(closedShop.openingHours).toEqual(allWeek(CLOSED));
    const rules = shopHoursRules(closedShop, TODAY);
    expect(rules.unconfirmed).toBeUndefined();
    expect(getOpeningStatus(rules, NOW)).toMatchObject({ isOpen: false, detailLabel: "Closed Today" });
    expect(nextPublicHolidays(rules, TODAY)).toHaveLength(3);

    // A market on special dates only: open on them.
    const market = shopHoursRules({ county: "Kerry", openingHours: {}, hoursExceptions: [{ from: TODAY, to: TODAY, closed: false, open: "10:00", close: "16:00" }] }, TODAY);
    expect(getOpeningStatus(market, NOW)).toMatchObject({ isOpen: true, label: "Open until 16:00" });
  });

  it("special dates that are over give no hours", () => {
    const rules = shopHoursRules({ county: "Kerry", openingHours: {}, hoursExceptions: [{ from: "2026-06-01", to: "2026-06-01", closed: true }] }, TODAY);
    expect(getOpeningStatus(rules, NOW).label).toBe("Hours not confirmed");
  });
});
