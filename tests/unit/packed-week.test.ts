import { describe, expect, it } from "vitest";
import { packWeek, unpackWeek } from "@/lib/hours/packed-week";
import { getOpeningStatus } from "@/lib/hours/status";
import { DEFAULT_OPENING_HOURS, type OpeningHours } from "@/lib/hours/types";
import { HOURS_CASES } from "../support/hours-cases";

describe("packed week (shop cards' hours)", () => {
  it("writes Monday to Sunday short and reads them back", () => {
    const packed = packWeek(DEFAULT_OPENING_HOURS);
    expect(packed).toEqual(["09:00-17:00", "09:00-17:00", "09:00-17:00", "09:00-17:00", "09:00-17:00", "09:00-17:00", ""]);
    expect(unpackWeek(packed)).toEqual(DEFAULT_OPENING_HOURS);
  });

  it("keeps unset days unset and drops the times of a closed day (the status never reads them)", () => {
    const weekly: OpeningHours = { tuesday: { open: "10:00", close: "16:00", closed: true }, friday: { open: "08:30", close: "20:00", closed: false } };
    const back = unpackWeek(packWeek(weekly));
    expect(back).toEqual({ tuesday: { open: "", close: "", closed: true }, friday: { open: "08:30", close: "20:00", closed: false } });
    expect(back.monday).toBeUndefined();
  });

  it("gives the same status as the full hours in every shared hours case", () => {
    for (const c of HOURS_CASES) {
      const rules = { weekly: c.weekly, publicHolidayHours: c.publicHolidayHours, exceptions: c.exceptions, holidays: [] };
      const packed = { ...rules, weekly: unpackWeek(packWeek(c.weekly)) };
      const at = new Date(c.at);
      expect(getOpeningStatus(packed, at)).toEqual(getOpeningStatus(rules, at));
    }
  });
});
