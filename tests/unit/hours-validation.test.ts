import { describe, expect, it } from "vitest";
import { parseAtParameter } from "@/lib/hours/at-parameter";
import { hoursExceptionsSchema, publicHolidayHoursSchema } from "@/lib/validation/hours";

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe("publicHolidayHours", () => {
  it.each([
    [undefined, "usual"],
    ["usual", "usual"],
    ["closed", "closed"],
    [
      { open: " 10:00", close: "14:00" },
      { open: "10:00", close: "14:00" },
    ],
  ])("%j → %j", (input, output) => {
    expect(publicHolidayHoursSchema.parse(input)).toEqual(output);
  });
  it.each([
    ["open", /publicHolidayHours must be "usual", "closed" or opening hours/],
    [42, /publicHolidayHours must be "usual", "closed"/],
    [{ open: "10", close: "14:00" }, "publicHolidayHours.open must be HH:MM"],
    [{ open: "14:00", close: "10:00" }, "publicHolidayHours.close must be after open"],
  ])("%j is refused", (input, message) => {
    expect(firstMessage(publicHolidayHoursSchema.safeParse(input))).toMatch(message);
  });
});

describe("hoursExceptions", () => {
  const ok = {
    from: "2026-12-24",
    to: "2026-12-24",
    closed: false,
    open: "10:00",
    close: "14:00",
    note: " Christmas Eve ",
  };
  it("keeps valid entries, trims notes, drops times of closed days and defaults closed to true", () => {
    expect(
      hoursExceptionsSchema.parse([
        ok,
        { from: "2026-01-01", to: "2026-03-14", closed: true, open: "09:00" },
        { from: "2026-05-01", to: "2026-05-01" },
      ]),
    ).toEqual([
      {
        from: "2026-12-24",
        to: "2026-12-24",
        closed: false,
        open: "10:00",
        close: "14:00",
        note: "Christmas Eve",
      },
      { from: "2026-01-01", to: "2026-03-14", closed: true },
      { from: "2026-05-01", to: "2026-05-01", closed: true },
    ]);
    expect(hoursExceptionsSchema.parse(undefined)).toEqual([]);
  });
  it.each([
    [
      [ok, ok, { ...ok, from: "2026-12-25", to: "2026-12-24" }],
      "hoursExceptions[2].to must be on or after from",
      [2, "to"],
    ],
    [
      [{ ...ok, from: "2026-02-30" }],
      "hoursExceptions[0].from must be a date (YYYY-MM-DD)",
      [0, "from"],
    ],
    [[{ ...ok, to: "soon" }], "hoursExceptions[0].to must be a date (YYYY-MM-DD)", [0, "to"]],
    [[{ ...ok, from: "0000-01-01" }], "hoursExceptions[0].from must be a date (YYYY-MM-DD)", [0, "from"]],
    [
      [{ ...ok, open: "" }],
      "hoursExceptions[0].open must be HH:MM (or mark the dates closed)",
      [0, "open"],
    ],
    [[ok, { ...ok, close: "09:00" }], "hoursExceptions[1].close must be after open", [1, "close"]],
    [[{ ...ok, closed: "no" }], "hoursExceptions[0].closed must be true or false", [0, "closed"]],
    [
      [{ ...ok, note: "x".repeat(121) }],
      "hoursExceptions[0].note must be at most 120 characters",
      [0, "note"],
    ],
    [["2026-12-25"], "hoursExceptions[0] must be an object with from, to and closed", [0]],
    ["2026-12-25", "hoursExceptions must be a list of special dates", []],
    [Array.from({ length: 51 }, () => ok), "hoursExceptions can have at most 50 entries", []],
  ])("%#: refused with a message naming the entry", (input, message, path) => {
    const r = hoursExceptionsSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
    expect(r.error?.issues[0]?.path).toEqual(path);
  });
  it("accepts 50 entries", () => {
    expect(hoursExceptionsSchema.parse(Array.from({ length: 50 }, () => ok))).toHaveLength(50);
  });
});

describe("parseAtParameter", () => {
  const now = new Date("2026-06-01T12:00:00Z");
  it.each([
    [null, "2026-06-01T12:00:00.000Z"],
    ["", "2026-06-01T12:00:00.000Z"],
    ["2026-12-26T14:00:00Z", "2026-12-26T14:00:00.000Z"],
    ["2026-07-12T14:00+01:00", "2026-07-12T13:00:00.000Z"],
    ["2026-07-12T14:00:00.000-0300", "2026-07-12T17:00:00.000Z"],
    // No offset: Irish local time, summer (IST) and winter (GMT).
    ["2026-07-12T14:00", "2026-07-12T13:00:00.000Z"],
    ["2026-12-26T14:00:30", "2026-12-26T14:00:00.000Z"],
    ["2026-12-26", "2026-12-26T12:00:00.000Z"],
  ])("%j → %s", (input, iso) => {
    const r = parseAtParameter(input, () => now);
    expect(r.ok && r.at.toISOString()).toBe(iso);
  });
  it.each([
    "tomorrow",
    "2026-13-01T10:00",
    "2026-02-30T10:00",
    "2026-01-01T24:00",
    "2026-01-01T10:60Z",
    "1767225600",
    // Postgres has no year 0000, and "open at" also reads the day before the date asked.
    "0000-06-01T12:00Z",
    "0001-01-01",
    "0999-12-31T10:00",
  ])("%j is refused", (input) => {
    const r = parseAtParameter(input, () => now);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toMatch(/is not a valid date and time: use ISO-8601/);
  });
});
