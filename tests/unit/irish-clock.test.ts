import { describe, expect, it } from "vitest";
import { irishClock } from "@/lib/hours/status";
import { dublinDateTime } from "@/lib/seo/content-json-ld";
import { dublinToday, IRISH_TIME_ZONE } from "@/lib/time";

// The Irish clock is worked out without a date format (lib/time.ts, for the browser's sake); the
// time-zone database is the reference it must agree with.
const reference = new Intl.DateTimeFormat("en-GB", {
  timeZone: IRISH_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function fromDatabase(at: Date): { date: string; minutes: number } {
  const p = Object.fromEntries(reference.formatToParts(at).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, minutes: Number(p.hour) * 60 + Number(p.minute) };
}

function expectSame(at: Date) {
  const want = fromDatabase(at);
  const clock = irishClock(at);
  if (clock.date !== want.date || clock.minutes !== want.minutes || dublinToday(at) !== want.date) {
    expect({ at: at.toISOString(), date: clock.date, minutes: clock.minutes, today: dublinToday(at) }).toEqual({ at: at.toISOString(), ...want, today: want.date });
  }
}

describe("the Irish clock", () => {
  it("agrees with the time-zone database every quarter-hour from 2025 to 2031", () => {
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2031, 0, 1); t += 15 * 60_000) expectSame(new Date(t));
  });

  it("agrees with it every minute around each change of the clocks from 1996 to 2045", () => {
    for (let year = 1996; year <= 2045; year++) {
      for (const month of [2, 9]) {
        // The last Sunday of the month at 01:00 UTC, give or take three hours.
        const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
        const change = lastDay.getTime() - lastDay.getUTCDay() * 86_400_000;
        for (let t = change - 3 * 3_600_000; t <= change + 3 * 3_600_000; t += 60_000) expectSame(new Date(t));
      }
    }
  });

  it("turns the date at Irish midnight, not UTC's", () => {
    expect(dublinToday(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01");
    expect(dublinToday(new Date("2026-12-31T23:30:00Z"))).toBe("2026-12-31");
    expect(irishClock(new Date("2026-03-29T01:00:00Z"))).toMatchObject({ date: "2026-03-29", minutes: 120 });
    expect(irishClock(new Date("2026-10-25T00:59:00Z"))).toMatchObject({ date: "2026-10-25", minutes: 119 });
    expect(irishClock(new Date("2026-10-25T01:00:00Z"))).toMatchObject({ date: "2026-10-25", minutes: 60 });
  });

  it("gives events' structured data the offset the time-zone database gives, every day of 2025-2030", () => {
    const offset = new Intl.DateTimeFormat("en-IE", { timeZone: IRISH_TIME_ZONE, timeZoneName: "longOffset" });
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2031, 0, 1); t += 86_400_000) {
      const date = new Date(t).toISOString().slice(0, 10);
      for (const hhmm of ["00:30", "11:00", "23:30"]) {
        const zone = offset.formatToParts(new Date(`${date}T${hhmm}:00Z`)).find((p) => p.type === "timeZoneName")?.value ?? "GMT";
        const want = `${date}T${hhmm}:00${zone === "GMT" ? "+00:00" : zone.replace("GMT", "")}`;
        if (dublinDateTime(date, hhmm) !== want) expect(dublinDateTime(date, hhmm)).toBe(want);
      }
    }
    expect(dublinDateTime("2026-10-03", "11:00")).toBe("2026-10-03T11:00:00+01:00");
    expect(dublinDateTime("2026-12-26", "14:00")).toBe("2026-12-26T14:00:00+00:00");
  });
});
