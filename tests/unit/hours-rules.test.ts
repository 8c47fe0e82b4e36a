import { describe, expect, it } from "vitest";
import { shopHoursRules } from "@/lib/hours/shop-rules";
import { exceptionOn } from "@/lib/hours/rules";
import { getOpeningStatus, irishInstant, statusSummary } from "@/lib/hours/status";
import type { HoursException, PublicHolidayHours } from "@/lib/hours/types";
import { dublinToday } from "@/lib/time";
import { HOURS_CASES, WEEK, type HoursCase } from "../support/hours-cases";

const at = (iso: string) => new Date(iso);
const rulesFor = (
  county: string,
  over: { publicHolidayHours?: PublicHolidayHours; exceptions?: HoursException[] },
  now: Date,
) =>
  shopHoursRules(
    {
      county,
      openingHours: WEEK,
      publicHolidayHours: over.publicHolidayHours ?? "usual",
      hoursExceptions: over.exceptions ?? [],
    },
    dublinToday(now),
  );
const statusOf = (c: HoursCase) =>
  getOpeningStatus(
    shopHoursRules(
      {
        county: c.county,
        openingHours: c.weekly,
        publicHolidayHours: c.publicHolidayHours,
        hoursExceptions: c.exceptions,
      },
      dublinToday(at(c.at)),
    ),
    at(c.at),
  );

describe("the opening rule over the shared table of cases", () => {
  for (const c of HOURS_CASES) {
    it(`${c.name}: ${c.open ? "open" : "closed"}`, () => {
      expect(statusOf(c).isOpen).toBe(c.open);
    });
  }
});

describe("reasons and labels", () => {
  it("a public holiday the shop closes on: 'Closed today · St Stephen's Day'", () => {
    const now = at("2026-12-26T11:00:00Z");
    const s = getOpeningStatus(rulesFor("Cork", { publicHolidayHours: "closed" }, now), now);
    expect(s).toMatchObject({
      isOpen: false,
      label: "Closed",
      detailLabel: "Closed Today",
      reason: "Closed today · St Stephen's Day",
    });
    // Sunday is closed, Monday 28 December is an ordinary day in the Republic.
    expect(s.nextOpening).toBe("Opens Monday at 09:00");
    expect(s.nextOpeningAt?.toISOString()).toBe("2026-12-28T09:00:00.000Z");
  });

  it("a weekend holiday: the North's substitute Monday closes an Antrim shop, not a Cork one", () => {
    const now = at("2026-12-28T11:00:00Z");
    const north = getOpeningStatus(rulesFor("Antrim", { publicHolidayHours: "closed" }, now), now);
    expect(north).toMatchObject({
      isOpen: false,
      reason: "Closed today · Boxing Day (substitute day)",
      nextOpening: "Opens tomorrow at 09:00",
    });
    const south = getOpeningStatus(rulesFor("Cork", { publicHolidayHours: "closed" }, now), now);
    expect(south).toMatchObject({ isOpen: true, label: "Open until 17:00", reason: null });
  });

  it("St Brigid's Day (1 February 2030 is a Friday) closes a ROI shop and names the day", () => {
    const now = at("2030-02-01T12:00:00Z");
    const s = getOpeningStatus(rulesFor("Galway", { publicHolidayHours: "closed" }, now), now);
    expect(s.reason).toBe("Closed today · St Brigid's Day");
    expect(
      getOpeningStatus(
        rulesFor("Galway", { publicHolidayHours: "closed" }, at("2030-02-04T12:00:00Z")),
        at("2030-02-04T12:00:00Z"),
      ).isOpen,
    ).toBe(true);
  });

  it("holiday hours: 'Holiday hours today: 10:00–14:00 (St Patrick's Day)'", () => {
    const now = at("2026-03-17T11:00:00Z");
    const s = getOpeningStatus(
      rulesFor("Cork", { publicHolidayHours: { open: "10:00", close: "14:00" } }, now),
      now,
    );
    expect(s).toMatchObject({
      isOpen: true,
      label: "Open until 14:00",
      reason: "Holiday hours today: 10:00–14:00 (St Patrick's Day)",
    });
  });

  it("special hours: 'Special hours today: 10:00–14:00 (Christmas Eve)'", () => {
    const now = at("2026-12-24T15:00:00Z");
    const exceptions = [
      {
        from: "2026-12-24",
        to: "2026-12-24",
        closed: false,
        open: "10:00",
        close: "14:00",
        note: "Christmas Eve",
      },
    ];
    const s = getOpeningStatus(rulesFor("Cork", { exceptions }, now), now);
    expect(s).toMatchObject({
      isOpen: false,
      label: "Closed",
      reason: "Special hours today: 10:00–14:00 (Christmas Eve)",
    });
    // Christmas Day and St Stephen's Day are usual-hours holidays here, but Christmas is a Friday: open.
    expect(s.nextOpening).toBe("Opens tomorrow at 09:00");
  });

  it("a season across the New Year: 'Closed for the season · opens Saturday 14 March at 10:00'", () => {
    const now = at("2026-01-05T11:00:00Z");
    const rules = shopHoursRules(
      {
        county: "Wexford",
        openingHours: { saturday: { open: "10:00", close: "16:00", closed: false } },
        hoursExceptions: [
          { from: "2025-11-01", to: "2026-03-13", closed: true, note: "Closed for the winter" },
        ],
      },
      dublinToday(now),
    );
    const s = getOpeningStatus(rules, now);
    expect(s).toMatchObject({
      isOpen: false,
      label: "Closed for the season",
      detailLabel: "Closed for the season",
      reason: "Closed today · Closed for the winter",
    });
    expect(s.nextOpening).toBe("Opens Saturday 14 March at 10:00");
    expect(s.nextOpeningAt?.toISOString()).toBe("2026-03-14T10:00:00.000Z");
    expect(statusSummary(s)).toBe("Closed for the season · opens Saturday 14 March at 10:00");
  });

  it("a short closure (within a week) is not called a season", () => {
    const now = at("2026-05-13T11:00:00Z"); // Wednesday
    const s = getOpeningStatus(
      rulesFor(
        "Cork",
        { exceptions: [{ from: "2026-05-13", to: "2026-05-13", closed: true }] },
        now,
      ),
      now,
    );
    expect(s).toMatchObject({
      label: "Closed",
      detailLabel: "Closed Today",
      reason: "Closed today · Special closure",
      nextOpening: "Opens tomorrow at 09:00",
    });
  });

  it("no opening within a year: closed for the season, no next opening", () => {
    const now = at("2026-05-13T11:00:00Z");
    const s = getOpeningStatus(
      rulesFor(
        "Cork",
        { exceptions: [{ from: "2026-01-01", to: "2028-12-31", closed: true }] },
        now,
      ),
      now,
    );
    expect(s).toMatchObject({
      label: "Closed for the season",
      nextOpening: null,
      nextOpeningAt: null,
    });
  });

  it("DST: the next opening's instant follows the Irish clock across both changes", () => {
    const sat = at("2026-03-28T18:00:00Z");
    const sunday = { sunday: { open: "10:00", close: "12:00", closed: false } };
    const spring = getOpeningStatus(
      shopHoursRules({ county: "Cork", openingHours: sunday }, dublinToday(sat)),
      sat,
    );
    expect(spring.nextOpeningAt?.toISOString()).toBe("2026-03-29T09:00:00.000Z"); // 10:00 IST
    const autumnSat = at("2026-10-24T18:00:00Z");
    const autumn = getOpeningStatus(
      shopHoursRules({ county: "Cork", openingHours: sunday }, dublinToday(autumnSat)),
      autumnSat,
    );
    expect(autumn.nextOpeningAt?.toISOString()).toBe("2026-10-25T10:00:00.000Z"); // 10:00 GMT
    expect(irishInstant("2026-07-01", 0).toISOString()).toBe("2026-06-30T23:00:00.000Z");
  });

  it("a closing time past midnight keeps 'Open until 01:00' after midnight", () => {
    const now = at("2026-01-17T00:30:00Z"); // Saturday 00:30
    const s = getOpeningStatus({ friday: { open: "18:00", close: "01:00", closed: false } }, now);
    expect(s).toMatchObject({ isOpen: true, label: "Open until 01:00" });
  });

  it("the next-opening search skips a holiday the shop closes on", () => {
    const now = at("2026-04-05T18:00:00Z"); // Easter Sunday evening; Easter Monday is a holiday
    const s = getOpeningStatus(rulesFor("Kerry", { publicHolidayHours: "closed" }, now), now);
    expect(s.nextOpening).toBe("Opens Tuesday at 09:00");
  });
});

describe("overlapping special dates", () => {
  const season = { from: "2026-01-01", to: "2026-03-31", closed: true };
  const day = {
    from: "2026-02-14",
    to: "2026-02-14",
    closed: false,
    open: "10:00",
    close: "14:00",
  };
  it("the narrowest range wins, whatever the order", () => {
    expect(exceptionOn([season, day], "2026-02-14")).toBe(day);
    expect(exceptionOn([day, season], "2026-02-14")).toBe(day);
    expect(exceptionOn([day, season], "2026-02-15")).toBe(season);
  });
  it("between equally wide ranges the later entry wins", () => {
    const a = { from: "2026-02-10", to: "2026-02-12", closed: true };
    const b = {
      from: "2026-02-11",
      to: "2026-02-13",
      closed: false,
      open: "09:00",
      close: "10:00",
    };
    expect(exceptionOn([a, b], "2026-02-11")).toBe(b);
    expect(exceptionOn([b, a], "2026-02-11")).toBe(a);
  });
  it("ranges are inclusive at both ends", () => {
    expect(exceptionOn([season], "2026-01-01")).toBe(season);
    expect(exceptionOn([season], "2026-03-31")).toBe(season);
    expect(exceptionOn([season], "2026-04-01")).toBeUndefined();
  });
});
