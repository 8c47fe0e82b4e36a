/**
 * iCalendar (RFC 5545) for farm events: one event or the whole upcoming calendar. Pure: the
 * caller passes the clock and the site's address, so the output is testable byte for byte.
 *
 * Event times are Irish wall-clock times, written with TZID=Europe/Dublin and the zone's
 * definition (VTIMEZONE), so that a calendar in any zone shows them at the right moment.
 */
import { TZDate } from "@date-fns/tz";
import ical, {
  escape,
  ICalCalendarMethod,
  ICalEventRepeatingFreq,
  ICalEventStatus,
  ICalEventTransparency,
} from "ical-generator";
import { fullAddress } from "@/lib/shops/present";
import { addDays, IRISH_TIME_ZONE } from "@/lib/time";

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
  /** X-WR-CALDESC: what a subscribed calendar holds. */
  calendarDescription?: string;
  /** How often a subscribed calendar should be fetched again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshSeconds?: number;
};

const TZID = IRISH_TIME_ZONE;

// Irish time: GMT in winter, IST (UTC+1) from the last Sunday of March to the last Sunday of October.
// Written out rather than taken from a zone database package: those read their files from disk at
// run time (or ship every zone), and this one rule has not changed since 1996.
const VTIMEZONE = `BEGIN:VTIMEZONE
TZID:${TZID}
X-LIC-LOCATION:${TZID}
BEGIN:DAYLIGHT
TZOFFSETFROM:+0000
TZOFFSETTO:+0100
TZNAME:IST
DTSTART:19700329T010000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0100
TZOFFSETTO:+0000
TZNAME:GMT
DTSTART:19701025T020000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE`;

/**
 * The library writes zoned times with the Date's local-time getters: a plain Date would follow the
 * server's zone (and shift across its DST gaps); a TZDate reads back the Irish wall clock.
 */
function irishTime(isoDate: string, hhmm: string): TZDate {
  const [year, month, day] = isoDate.split("-").map(Number);
  const [hour, minute] = hhmm.split(":").map(Number);
  return new TZDate(year!, month! - 1, day!, hour!, minute!, TZID);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The shop and its one-line address (the town once, even when the address names it). */
function location(shop: CalendarEvent["farmShop"]): string {
  return `${shop.name}, ${fullAddress(shop)}`;
}

/** A complete VCALENDAR with every event, CRLF line endings, lines folded at 75 octets. */
export function buildCalendar(events: CalendarEvent[], options: CalendarOptions): string {
  const calendar = ical({
    prodId: { company: "Farm Shops Ireland", product: "Events", language: "EN" },
    scale: "gregorian",
    method: ICalCalendarMethod.PUBLISH,
    // The library writes the name as it is given, though it is a TEXT value.
    name: options.calendarName ? escape(options.calendarName, false) : null,
    description: options.calendarDescription ? escape(options.calendarDescription, false) : null,
    ttl: options.refreshSeconds ?? null,
    // Only the events carry the zone: a calendar-wide zone would also turn DTSTAMP into local time.
    timezone: { name: null, generator: () => VTIMEZONE },
    x: options.calendarName ? [["X-WR-TIMEZONE", TZID]] : [],
  });
  for (const event of events) {
    const url = options.eventUrl(event.id);
    const shop = event.farmShop;
    const entry = calendar.createEvent({
      id: `${event.id}@${options.host}`,
      stamp: options.now,
      start: new Date(event.eventDate),
      summary: event.name,
      description: [
        event.description,
        event.websiteUrl ? `Event website: ${event.websiteUrl}` : null,
        `Details: ${url}`,
      ]
        .filter(Boolean)
        .join("\n\n"),
      location: location(shop),
      url,
      // Parameter values cannot hold DQUOTE, not even escaped.
      organizer: shop.email ? { name: shop.name.replace(/"/g, "'"), email: shop.email } : null,
      lastModified: event.updatedAt ? new Date(event.updatedAt) : null,
      status: ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.OPAQUE,
    });
    const start = event.eventDate;
    const end = event.endDate && event.endDate > start ? event.endDate : start;
    if (!event.eventTime) {
      // All-day: DTEND is exclusive, the day after the last day.
      entry.allDay(true).end(new Date(addDays(end, 1)));
      continue;
    }
    entry.timezone(TZID).start(irishTime(start, event.eventTime));
    const days = daysBetween(start, end) + 1;
    if (event.endTime && event.endTime > event.eventTime) {
      // Same opening hours on each day of a multi-day event: one daily occurrence per day.
      entry.end(irishTime(start, event.endTime));
      if (days > 1) entry.repeating({ freq: ICalEventRepeatingFreq.DAILY, count: days });
    } else if (days > 1) {
      entry.end(irishTime(end, event.endTime ?? event.eventTime));
    }
    // Otherwise a start time only: the event ends when it starts (RFC 5545 3.6.1).
  }
  return `${calendar.toString()}\r\n`;
}
