import { describe, expect, it } from "vitest";
import { calendarDescription, calendarFeedInfo } from "@/lib/events/calendar-feed";
import { buildCalendar, type CalendarEvent } from "@/lib/ical";

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

describe("text values", () => {
  it("escapes backslash, semicolon, comma and newlines", () => {
    const lines = linesOf(buildCalendar([event({ name: "a\\b;c,d\ne\r\nf" })], options));
    expect(lines).toContain("SUMMARY:a\\\\b\\;c\\,d\\ne\\nf");
  });
});

describe("line folding", () => {
  const physical = (summary: string) =>
    buildCalendar([event({ name: summary })], options).split("\r\n");

  // Folding earlier than 75 octets is allowed (RFC 5545 3.1); the library folds after 74.
  it("leaves lines that fit alone", () => {
    const name = "x".repeat(66);
    expect(Buffer.byteLength(`SUMMARY:${name}`)).toBe(74);
    expect(physical(name)).toContain(`SUMMARY:${name}`);
  });

  it("folds longer lines into chunks of at most 75 octets, continuation lines starting with a space", () => {
    const lines = physical("D".repeat(200));
    const at = lines.findIndex((l) => l.startsWith("SUMMARY:"));
    const parts = lines.slice(
      at,
      lines.findIndex((l, i) => i > at && !l.startsWith(" ")),
    );
    expect(parts.length).toBe(3);
    for (const p of parts) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(" "))).toBe(true);
    expect(parts.join("\r\n").replace(/\r\n /g, "")).toBe(`SUMMARY:${"D".repeat(200)}`);
  });

  it("never cuts a multi-byte character", () => {
    const summary = "Máire's Kitchen Garden – café ☕ 🍎 ".repeat(6);
    const ics = buildCalendar([event({ name: summary })], options);
    for (const p of ics.split("\r\n")) {
      expect(Buffer.byteLength(p)).toBeLessThanOrEqual(75);
      expect(Buffer.from(p).toString("utf8")).toBe(p); // valid UTF-8 on its own
    }
    expect(linesOf(ics)).toContain(`SUMMARY:${summary}`);
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
      "LOCATION:Nore Valley Orchard Shop\\, Ballyfoyle\\, Kilkenny\\, Co. Kilkenny\\, R95 X2Y3",
    );
    // VALUE=URI is the default type of URL (RFC 5545 3.8.4.6): the same property, spelled out.
    expect(lines).toContain("URL;VALUE=URI:https://farmshops.example/event/ev-1");
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
    expect(lines).toContain("X-WR-TIMEZONE:Europe/Dublin");
  });

  it("says what a subscribed calendar holds and how often to fetch it again", () => {
    const ics = buildCalendar([event()], {
      ...options,
      calendarName: "Farm Shop Events – Co. Cork",
      calendarDescription: calendarDescription({ place: "in Co. Cork", shown: 500, total: 731 }),
      refreshSeconds: 6 * 3600,
    });
    const lines = linesOf(ics);
    expect(lines).toContain(
      "X-WR-CALDESC:Upcoming farm shop events in Co. Cork\\, soonest first. The first 500 of 731: the events list on the site has them all.",
    );
    expect(lines).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT6H");
    expect(lines).toContain("X-PUBLISHED-TTL:PT6H");
    // A single event's file is not a subscription: neither line.
    const single = linesOf(buildCalendar([event()], options));
    expect(single.some((l) => l.startsWith("X-WR-CALDESC") || l.startsWith("REFRESH-INTERVAL"))).toBe(false);
  });

  it("describes every upcoming event without a cut", () => {
    expect(calendarDescription({ place: "across Ireland", shown: 12, total: 12 })).toBe("Upcoming farm shop events across Ireland, soonest first.");
    expect(calendarFeedInfo("Westmeath", 3, 3)).toEqual({
      filename: "farm-shop-events-westmeath.ics",
      name: "Farm Shop Events – Co. Westmeath",
      description: "Upcoming farm shop events in Co. Westmeath, soonest first.",
      refreshSeconds: 21_600,
    });
    expect(calendarFeedInfo(null, 0, 0).filename).toBe("farm-shop-events-ireland.ics");
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

describe("timestamps", () => {
  it("are UTC without separators or milliseconds", () => {
    const lines = linesOf(
      buildCalendar([event({ updatedAt: "2026-01-02T03:04:05.678Z" })], options),
    );
    expect(lines).toContain("DTSTAMP:20260901T080910Z");
    expect(lines).toContain("LAST-MODIFIED:20260102T030405Z");
  });
});

describe("server time zone", () => {
  it("does not move Irish wall-clock times", () => {
    const saved = process.env.TZ;
    // 02:30 on 8 March 2026 does not exist in New York (its clocks skip from 02:00 to 03:00).
    process.env.TZ = "America/New_York";
    try {
      const lines = linesOf(
        buildCalendar(
          [event({ eventDate: "2026-03-08", eventTime: "02:30", endTime: "04:00" })],
          options,
        ),
      );
      expect(lines).toContain("DTSTART;TZID=Europe/Dublin:20260308T023000");
      expect(lines).toContain("DTEND;TZID=Europe/Dublin:20260308T040000");
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});
