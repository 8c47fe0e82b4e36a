import { describe, expect, it } from "vitest";
import { buildCalendar, escapeText, foldLine, utcStamp, type CalendarEvent } from "@/lib/ical";

const shop: CalendarEvent["farmShop"] = {
  name: "Nore Valley Orchard Shop",
  address: "Ballyfoyle, Kilkenny",
  town: "Kilkenny",
  county: "Kilkenny",
  eircode: "R95 X2Y3",
  email: "hello@norevalley.example",
};
const event = (over: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: "ev-1",
  name: "Apple Day",
  description: "Taste apples; press cider, and more.\nFree entry.",
  eventDate: "2026-10-03",
  eventTime: "11:00",
  endDate: null,
  endTime: "17:00",
  websiteUrl: null,
  farmShop: shop,
  ...over,
});
const options = {
  eventUrl: (id: string) => `https://farmshops.example/event/${id}`,
  host: "farmshops.example",
  now: new Date("2026-09-01T08:09:10.123Z"),
};
/** Unfolded content lines. */
const linesOf = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and newlines", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });
});

describe("foldLine", () => {
  it("leaves lines of 75 octets alone", () => {
    const line = "x".repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it("folds longer lines into chunks of at most 75 octets, continuation lines starting with a space", () => {
    const folded = foldLine("D".repeat(200));
    const parts = folded.split("\r\n");
    expect(parts.length).toBe(3);
    for (const p of parts) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(" "))).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe("D".repeat(200));
  });

  it("never cuts a multi-byte character", () => {
    const line = `SUMMARY:${"Máire's Kitchen Garden – café ☕ ".repeat(6)}`;
    const folded = foldLine(line);
    for (const p of folded.split("\r\n")) {
      expect(Buffer.byteLength(p)).toBeLessThanOrEqual(75);
      expect(Buffer.from(p).toString("utf8")).toBe(p); // valid UTF-8 on its own
    }
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });
});

describe("buildCalendar", () => {
  it("is a VCALENDAR with CRLF line endings and a Europe/Dublin zone", () => {
    const ics = buildCalendar([event()], options);
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = linesOf(ics);
    expect(lines).toContain("BEGIN:VTIMEZONE");
    expect(lines).toContain("TZID:Europe/Dublin");
    expect(lines).toContain("RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU");
  });

  it("writes a single-day event with zone-local start and end", () => {
    const lines = linesOf(buildCalendar([event()], options));
    expect(lines).toContain("UID:ev-1@farmshops.example");
    expect(lines).toContain("DTSTAMP:20260901T080910Z");
    expect(lines).toContain("DTSTART;TZID=Europe/Dublin:20261003T110000");
    expect(lines).toContain("DTEND;TZID=Europe/Dublin:20261003T170000");
    expect(lines.some((l) => l.startsWith("RRULE:FREQ=DAILY"))).toBe(false);
    expect(lines).toContain("SUMMARY:Apple Day");
    expect(lines).toContain(
      "DESCRIPTION:Taste apples\\; press cider\\, and more.\\nFree entry.\\n\\nDetails: https://farmshops.example/event/ev-1",
    );
    expect(lines).toContain(
      "LOCATION:Nore Valley Orchard Shop\\, Ballyfoyle\\, Kilkenny\\, Kilkenny\\, Co. Kilkenny\\, R95 X2Y3",
    );
    expect(lines).toContain("URL:https://farmshops.example/event/ev-1");
    expect(lines).toContain(
      'ORGANIZER;CN="Nore Valley Orchard Shop":mailto:hello@norevalley.example',
    );
  });

  it("repeats the daily hours over each day of a multi-day event", () => {
    const lines = linesOf(buildCalendar([event({ endDate: "2026-10-04" })], options));
    expect(lines).toContain("DTSTART;TZID=Europe/Dublin:20261003T110000");
    expect(lines).toContain("DTEND;TZID=Europe/Dublin:20261003T170000");
    expect(lines).toContain("RRULE:FREQ=DAILY;COUNT=2");
  });

  it("spans to the end date when a multi-day event has no daily window", () => {
    const lines = linesOf(
      buildCalendar([event({ endDate: "2026-10-05", endTime: null })], options),
    );
    expect(lines).toContain("DTEND;TZID=Europe/Dublin:20261005T110000");
  });

  it("writes all-day events as dates with an exclusive end and no zone", () => {
    const ics = buildCalendar(
      [event({ eventTime: null, endTime: null, endDate: "2026-10-04" })],
      options,
    );
    const lines = linesOf(ics);
    expect(lines).toContain("DTSTART;VALUE=DATE:20261003");
    expect(lines).toContain("DTEND;VALUE=DATE:20261005");
    expect(lines).not.toContain("BEGIN:VTIMEZONE");
  });

  it("has one VEVENT per event with distinct UIDs and a calendar name", () => {
    const ics = buildCalendar([event(), event({ id: "ev-2", name: "Cheese, wine; more" })], {
      ...options,
      calendarName: "Farm Events, Ireland",
    });
    const lines = linesOf(ics);
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(2);
    expect(lines).toContain("UID:ev-2@farmshops.example");
    expect(lines).toContain("SUMMARY:Cheese\\, wine\\; more");
    expect(lines).toContain("X-WR-CALNAME:Farm Events\\, Ireland");
  });

  it("folds every physical line to 75 octets", () => {
    const ics = buildCalendar([event({ description: "A long description ".repeat(40) })], options);
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it("keeps quotes out of parameter values", () => {
    const lines = linesOf(
      buildCalendar([event({ farmShop: { ...shop, name: 'The "Best" Farm' } })], options),
    );
    expect(lines).toContain("ORGANIZER;CN=\"The 'Best' Farm\":mailto:hello@norevalley.example");
  });
});

describe("utcStamp", () => {
  it("drops separators and milliseconds", () => {
    expect(utcStamp(new Date("2026-01-02T03:04:05.678Z"))).toBe("20260102T030405Z");
  });
});
