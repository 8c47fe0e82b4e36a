import { describe, expect, it } from "vitest";
import { getOpeningStatus, irishClock, isOpenNow, toMinutes } from "@/lib/hours/status";
import { DEFAULT_OPENING_HOURS, type OpeningHours } from "@/lib/hours/types";

const closed = { open: "", close: "", closed: true };
/** Monday to Saturday 09:00-17:00, Sunday closed. */
const week: OpeningHours = DEFAULT_OPENING_HOURS;
const at = (iso: string) => new Date(iso);

describe("irishClock", () => {
  it("reads the Irish wall clock in summer time (UTC+1)", () => {
    expect(irishClock(at("2026-07-13T08:30:00Z"))).toEqual({
      date: "2026-07-13",
      day: "monday",
      minutes: 9 * 60 + 30,
    });
  });
  it("reads the Irish wall clock in winter (UTC+0)", () => {
    expect(irishClock(at("2026-01-12T08:30:00Z"))).toEqual({
      date: "2026-01-12",
      day: "monday",
      minutes: 8 * 60 + 30,
    });
  });
  it("is already tomorrow in Ireland late in the UTC evening of summer", () => {
    // Saturday 23:30 UTC is Sunday 00:30 in Dublin.
    expect(irishClock(at("2026-10-24T23:30:00Z"))).toMatchObject({
      date: "2026-10-25",
      day: "sunday",
      minutes: 30,
    });
  });
});

describe("getOpeningStatus", () => {
  it("is open from the opening time, inclusive", () => {
    const s = getOpeningStatus(week, at("2026-01-12T09:00:00Z"));
    expect(s).toEqual({
      isOpen: true,
      kind: "open",
      until: "17:00",
      closesAt: at("2026-01-12T17:01:00Z"),
      next: null,
      why: null,
      label: "Open until 17:00",
      detailLabel: "Open until 17:00",
      nextOpening: null,
      nextOpeningAt: null,
      reason: null,
    });
  });

  it("is still open at the closing minute (inclusive) and closed a minute later", () => {
    expect(getOpeningStatus(week, at("2026-01-12T17:00:59Z")).label).toBe("Open until 17:00");
    const after = getOpeningStatus(week, at("2026-01-12T17:01:00Z"));
    expect(after).toEqual({
      isOpen: false,
      kind: "closed",
      until: null,
      closesAt: null,
      next: { when: "tomorrow", date: "2026-01-13", time: "09:00" },
      why: null,
      label: "Closed",
      detailLabel: "Closed",
      nextOpening: "Opens tomorrow at 09:00",
      nextOpeningAt: at("2026-01-13T09:00:00Z"),
      reason: null,
    });
  });

  it("before opening reads 'Opens today at'", () => {
    const s = getOpeningStatus(week, at("2026-01-12T08:59:00Z"));
    expect(s.isOpen).toBe(false);
    expect(s.nextOpening).toBe("Opens today at 09:00");
  });

  it("uses the Irish clock, not UTC: 08:30 UTC in July is 09:30 in Dublin", () => {
    expect(isOpenNow(week, at("2026-07-13T08:30:00Z"))).toBe(true);
    expect(isOpenNow(week, at("2026-01-12T08:30:00Z"))).toBe(false);
    // 16:30 UTC in July is 17:30 in Dublin: closed.
    expect(getOpeningStatus(week, at("2026-07-13T16:30:00Z")).label).toBe("Closed");
  });

  it("a closed day reads 'Closed' on cards and 'Closed Today' on the detail page", () => {
    const s = getOpeningStatus(week, at("2026-07-12T11:00:00Z")); // Sunday
    expect(s).toEqual({
      isOpen: false,
      kind: "closedToday",
      until: null,
      closesAt: null,
      next: { when: "tomorrow", date: "2026-07-13", time: "09:00" },
      why: null,
      label: "Closed",
      detailLabel: "Closed Today",
      nextOpening: "Opens tomorrow at 09:00",
      nextOpeningAt: at("2026-07-13T08:00:00Z"),
      reason: null,
    });
  });

  it("a missing day, or an open day with blank times, counts as closed", () => {
    const hours: OpeningHours = {
      monday: { open: "", close: "", closed: false },
      wednesday: { open: "10:00", close: "12:00", closed: false },
    };
    const s = getOpeningStatus(hours, at("2026-01-12T10:00:00Z")); // Monday
    expect(s.detailLabel).toBe("Closed Today");
    expect(s.nextOpening).toBe("Opens Wednesday at 10:00");
    expect(getOpeningStatus(hours, at("2026-01-13T10:00:00Z")).detailLabel).toBe("Closed Today"); // Tuesday missing
  });

  it("skips closed days: Saturday evening opens on Monday", () => {
    expect(getOpeningStatus(week, at("2026-01-17T18:00:00Z")).nextOpening).toBe(
      "Opens Monday at 09:00",
    );
  });

  it("just after midnight the day has changed: 'Opens today at'", () => {
    // Monday 23:30 UTC in July is Tuesday 00:30 in Dublin.
    const s = getOpeningStatus(week, at("2026-07-13T23:30:00Z"));
    expect(s.nextOpening).toBe("Opens today at 09:00");
    // Monday 23:59 in Dublin (winter): tomorrow.
    expect(getOpeningStatus(week, at("2026-01-12T23:59:00Z")).nextOpening).toBe(
      "Opens tomorrow at 09:00",
    );
  });

  it("looks 7 days ahead: a once-a-week shop after closing opens the same weekday next week", () => {
    const hours: OpeningHours = {
      wednesday: { open: "10:00", close: "14:00", closed: false },
      sunday: closed,
    };
    expect(getOpeningStatus(hours, at("2026-01-14T15:00:00Z")).nextOpening).toBe(
      "Opens Wednesday at 10:00",
    );
    expect(getOpeningStatus(hours, at("2026-01-13T15:00:00Z")).nextOpening).toBe(
      "Opens tomorrow at 10:00",
    );
    expect(getOpeningStatus(hours, at("2026-01-12T15:00:00Z")).nextOpening).toBe(
      "Opens Wednesday at 10:00",
    );
  });

  it("has no next opening when the shop never opens", () => {
    const s = getOpeningStatus({}, at("2026-01-12T10:00:00Z"));
    expect(s).toEqual({
      isOpen: false,
      kind: "closedToday",
      until: null,
      closesAt: null,
      next: null,
      why: null,
      label: "Closed",
      detailLabel: "Closed Today",
      nextOpening: null,
      nextOpeningAt: null,
      reason: null,
    });
    expect(getOpeningStatus(null, at("2026-01-12T10:00:00Z")).nextOpening).toBeNull();
  });

  it("handles the spring DST jump (01:00 GMT → 02:00 IST on 29 March 2026)", () => {
    const hours: OpeningHours = { sunday: { open: "02:00", close: "04:00", closed: false } };
    expect(getOpeningStatus(hours, at("2026-03-29T00:59:00Z"))).toMatchObject({
      isOpen: false,
      nextOpening: "Opens today at 02:00",
    });
    // One real minute later the Irish clock reads 02:00.
    expect(getOpeningStatus(hours, at("2026-03-29T01:00:00Z")).label).toBe("Open until 04:00");
  });

  it("handles the autumn DST fall-back (02:00 IST → 01:00 GMT on 25 October 2026)", () => {
    const hours: OpeningHours = { sunday: { open: "01:00", close: "01:45", closed: false } };
    // 00:30 UTC is 01:30 IST; 01:30 UTC is 01:30 GMT: both inside the hours.
    expect(isOpenNow(hours, at("2026-10-25T00:30:00Z"))).toBe(true);
    expect(isOpenNow(hours, at("2026-10-25T01:30:00Z"))).toBe(true);
    expect(getOpeningStatus(hours, at("2026-10-25T01:46:00Z")).nextOpening).toBe(
      "Opens Sunday at 01:00",
    );
  });

  it("a closing time before the opening time runs past midnight", () => {
    const hours: OpeningHours = { friday: { open: "18:00", close: "01:00", closed: false } };
    expect(getOpeningStatus(hours, at("2026-01-16T20:00:00Z")).label).toBe("Open until 01:00");
  });
});

describe("toMinutes", () => {
  it.each([
    ["09:00", 540],
    ["9:05", 545],
    ["23:59", 1439],
    ["24:00", null],
    ["", null],
    ["noon", null],
  ])("%s → %s", (input, expected) => {
    expect(toMinutes(input)).toBe(expected);
  });
});

describe("a shop open around the clock (an import's 24/7, held as 00:00-00:00)", () => {
  const allWeek: OpeningHours = Object.fromEntries(
    (["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const).map((day) => [day, { open: "00:00", close: "00:00", closed: false }]),
  );
  it("is open at every hour and says 'Open 24 hours', not 'Open until 00:00'", () => {
    for (const iso of ["2026-01-12T00:00:00Z", "2026-01-12T03:00:00Z", "2026-01-12T12:00:00Z", "2026-01-12T23:59:00Z"]) {
      const status = getOpeningStatus(allWeek, at(iso));
      expect(status, iso).toMatchObject({ isOpen: true, kind: "open", allDay: true, label: "Open 24 hours", detailLabel: "Open 24 hours" });
    }
  });
  it("keeps 'Open until' for a late night that crosses midnight", () => {
    const late: OpeningHours = { monday: { open: "18:00", close: "01:00", closed: false } };
    const status = getOpeningStatus(late, at("2026-01-12T20:00:00Z"));
    expect(status).toMatchObject({ isOpen: true, label: "Open until 01:00" });
    expect(status.allDay).toBeUndefined();
  });
});

describe("closesAt: the instant an open status changes", () => {
  const split: OpeningHours = { monday: { open: "08:00", close: "18:00", closed: false, breaks: [{ from: "12:30", to: "14:00" }] } };
  const late: OpeningHours = { monday: { open: "18:00", close: "01:00", closed: false }, saturday: { open: "18:00", close: "03:00", closed: false } };
  /** Open a second before closesAt, and no longer open at it. */
  const expectChangeAt = (hours: OpeningHours, now: Date, closesAt: string) => {
    const status = getOpeningStatus(hours, now);
    expect(status.closesAt).toEqual(at(closesAt));
    expect(getOpeningStatus(hours, new Date(at(closesAt).getTime() - 1000)).isOpen).toBe(true);
    expect(getOpeningStatus(hours, at(closesAt)).isOpen).toBe(false);
  };

  it("is the end of the closing minute, and of a break's first minute", () => {
    expectChangeAt(week, at("2026-01-12T09:00:00Z"), "2026-01-12T17:01:00Z");
    expectChangeAt(split, at("2026-01-12T10:00:00Z"), "2026-01-12T12:31:00Z");
    expectChangeAt(split, at("2026-01-12T15:00:00Z"), "2026-01-12T18:01:00Z");
  });

  it("runs past midnight, before it and after it (yesterday's late hours)", () => {
    expectChangeAt(late, at("2026-01-12T20:00:00Z"), "2026-01-13T01:01:00Z");
    expectChangeAt(late, at("2026-01-13T00:30:00Z"), "2026-01-13T01:01:00Z");
  });

  it("reads the clock of the closing night: 03:00 after the autumn change is 03:00 GMT", () => {
    // Saturday 24 October 2026, 20:00 IST; the clocks go back at 02:00 IST that night.
    expectChangeAt(late, at("2026-10-24T19:00:00Z"), "2026-10-25T03:01:00Z");
  });

  it("is null when closed, unconfirmed or open around the clock", () => {
    expect(getOpeningStatus(week, at("2026-01-12T17:01:00Z")).closesAt).toBeNull();
    const allDay: OpeningHours = { monday: { open: "00:00", close: "00:00", closed: false } };
    expect(getOpeningStatus(allDay, at("2026-01-12T12:00:00Z"))).toMatchObject({ isOpen: true, closesAt: null });
  });
});
