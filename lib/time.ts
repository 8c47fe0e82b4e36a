/** The Irish clock: every "today" and "now" of the product is Europe/Dublin, not the server's zone. */
export const IRISH_TIME_ZONE = "Europe/Dublin";

/**
 * A date format made on its first use, not when its module loads. The first format with a time
 * zone costs a browser 40–100 ms on a mid-range phone (it loads the zone data), and a module's top
 * level runs while a page starts, whether or not the page ever formats a date there.
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat(locale, options));
}

/**
 * How far Ireland's clock is ahead of UTC at `utcMs`, in ms: an hour from 01:00 UTC on the last
 * Sunday of March to 01:00 UTC on the last Sunday of October (the EU's summer time, kept by the
 * Republic and Northern Ireland alike since 1996), else none. Worked out here rather than asked of
 * a date format, because the pages' live opening status runs it in the browser while the page
 * starts, where the first time-zone format costs 40–100 ms on a mid-range phone. Checked against
 * the time-zone database for every quarter-hour of several years (tests/unit/irish-clock.test.ts),
 * which would catch a change of the law.
 */
export function irishOffsetMs(utcMs: number): number {
  const year = new Date(utcMs).getUTCFullYear();
  const lastSundayAt1 = (month: number) => {
    const lastDay = Date.UTC(year, month + 1, 0, 1);
    return lastDay - new Date(lastDay).getUTCDay() * 86_400_000;
  };
  return utcMs >= lastSundayAt1(2) && utcMs < lastSundayAt1(9) ? 3_600_000 : 0;
}

/** The Irish wall clock at `now`, as a Date whose UTC fields read it. */
export function irishWallClock(now: Date): Date {
  return new Date(now.getTime() + irishOffsetMs(now.getTime()));
}

/** Today's date in Ireland as YYYY-MM-DD. */
export function dublinToday(now: Date = new Date()): string {
  return irishWallClock(now).toISOString().slice(0, 10);
}

/** English month names, January first: dates are written out with them rather than with a date format. */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** Adds whole days to a YYYY-MM-DD date (calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * True for a real calendar date written YYYY-MM-DD, in the years 1000 to 9999. JavaScript's Date
 * knows a year 0000 that Postgres does not ("date/time field value out of range"), and a search
 * "open at" a date also reads the day before it: from 1000 on, that day is a date too.
 */
export function isIsoDate(value: string): boolean {
  if (!/^[1-9]\d{3}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * A timestamp as ISO 8601 text. Cached reads hand timestamps back as ISO strings, but a read that
 * missed the cache hands back the Date itself, whose toString() is no machine-readable date.
 */
export function toIsoTimestamp(value: Date | string): string {
  return new Date(value).toISOString();
}

export const HHMM_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * False for a time the Irish clock skips: when the clocks go forward (01:00 on the last Sunday of
 * March) they read 02:00, so 01:00–01:59 that day never comes. `date` YYYY-MM-DD, `hhmm` HH:MM.
 */
export function isOnIrishClock(date: string, hhmm: string): boolean {
  const wall = Date.parse(`${date}T${hhmm}:00Z`);
  // The instant is the wall time less the offset in force then (none, or an hour of summer time).
  return [0, 3_600_000].some((offset) => irishOffsetMs(wall - offset) === offset);
}
