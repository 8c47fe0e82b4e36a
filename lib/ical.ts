/**
 * iCalendar (RFC 5545) for farm events: one event or the whole upcoming calendar. Pure: the
 * caller passes the clock and the site's address, so the output is testable byte for byte.
 *
 * Event times are Irish wall-clock times, written with TZID=Europe/Dublin and the zone's
 * definition (VTIMEZONE), so that a calendar in any zone shows them at the right moment.
 */

export type CalendarEvent = {
  id: string;
  name: string;
  description: string;
  /** YYYY-MM-DD */
  eventDate: string;
  /** HH:MM; blank means an all-day event. */
  eventTime: string | null;
  endDate: string | null;
  endTime: string | null;
  websiteUrl: string | null;
  updatedAt?: string | Date | null;
  farmShop: {
    name: string;
    address: string;
    town: string;
    county: string;
    eircode: string | null;
    email: string | null;
  };
};

export type CalendarOptions = {
  /** Absolute address of the event page, e.g. https://site/event/{id}. */
  eventUrl: (id: string) => string;
  /** Host name that makes UIDs globally unique. */
  host: string;
  /** DTSTAMP: when this calendar object was made. */
  now: Date;
  /** X-WR-CALNAME shown by calendar apps when subscribing. */
  calendarName?: string;
};

const CRLF = "\r\n";
const TZID = "Europe/Dublin";

// Irish time: GMT in winter, IST (UTC+1) from the last Sunday of March to the last Sunday of October.
const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${TZID}`,
  `X-LIC-LOCATION:${TZID}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0000",
  "TZOFFSETTO:+0100",
  "TZNAME:IST",
  "DTSTART:19700329T010000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0000",
  "TZNAME:GMT",
  "DTSTART:19701025T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): continuation lines start with one space.
 * Cuts only between characters, never inside a multi-byte UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
      limit = 74; // the leading space of a continuation line counts
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const compactDate = (isoDate: string) => isoDate.replace(/-/g, "");
const localDateTime = (isoDate: string, hhmm: string) =>
  `${compactDate(isoDate)}T${hhmm.replace(":", "")}00`;

/** UTC timestamp form 20260102T030405Z. */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

function nextDay(isoDate: string): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** DTSTART/DTEND/RRULE lines of one event. */
function timing(event: CalendarEvent): string[] {
  const start = event.eventDate;
  const end = event.endDate && event.endDate > start ? event.endDate : start;
  if (!event.eventTime) {
    // All-day: DTEND is exclusive, the day after the last day.
    return [
      `DTSTART;VALUE=DATE:${compactDate(start)}`,
      `DTEND;VALUE=DATE:${compactDate(nextDay(end))}`,
    ];
  }
  const lines = [`DTSTART;TZID=${TZID}:${localDateTime(start, event.eventTime)}`];
  const days = daysBetween(start, end) + 1;
  if (event.endTime && event.endTime > event.eventTime) {
    // Same opening hours on each day of a multi-day event: one daily occurrence per day.
    lines.push(`DTEND;TZID=${TZID}:${localDateTime(start, event.endTime)}`);
    if (days > 1) lines.push(`RRULE:FREQ=DAILY;COUNT=${days}`);
  } else if (days > 1) {
    lines.push(`DTEND;TZID=${TZID}:${localDateTime(end, event.endTime ?? event.eventTime)}`);
  }
  // Otherwise a start time only: the event ends when it starts (RFC 5545 3.6.1).
  return lines;
}

function location(shop: CalendarEvent["farmShop"]): string {
  return [shop.name, shop.address, shop.town, `Co. ${shop.county}`, shop.eircode]
    .filter(Boolean)
    .join(", ");
}

/** Parameter values cannot hold DQUOTE; quoted, they may hold ":;,". */
const paramValue = (value: string) => `"${value.replace(/"/g, "'")}"`;

function vevent(event: CalendarEvent, options: CalendarOptions): string[] {
  const url = options.eventUrl(event.id);
  const description = [
    event.description,
    event.websiteUrl ? `Event website: ${event.websiteUrl}` : null,
    `Details: ${url}`,
  ]
    .filter(Boolean)
    .join("\n\n");
  const lines = [
    "BEGIN:VEVENT",
    `UID:${event.id}@${options.host}`,
    `DTSTAMP:${utcStamp(options.now)}`,
    ...timing(event),
    `SUMMARY:${escapeText(event.name)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `LOCATION:${escapeText(location(event.farmShop))}`,
    `URL:${url}`,
  ];
  if (event.farmShop.email) {
    lines.push(`ORGANIZER;CN=${paramValue(event.farmShop.name)}:mailto:${event.farmShop.email}`);
  }
  if (event.updatedAt) lines.push(`LAST-MODIFIED:${utcStamp(new Date(event.updatedAt))}`);
  lines.push("STATUS:CONFIRMED", "TRANSP:OPAQUE", "END:VEVENT");
  return lines;
}

/** A complete VCALENDAR with every event, CRLF line endings, lines folded at 75 octets. */
export function buildCalendar(events: CalendarEvent[], options: CalendarOptions): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Farm Shops Ireland//Events//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(options.calendarName
      ? [`X-WR-CALNAME:${escapeText(options.calendarName)}`, `X-WR-TIMEZONE:${TZID}`]
      : []),
    ...(events.some((e) => e.eventTime) ? VTIMEZONE : []),
    ...events.flatMap((e) => vevent(e, options)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
