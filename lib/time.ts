/** The Irish clock: every "today" and "now" of the product is Europe/Dublin, not the server's zone. */
export const IRISH_TIME_ZONE = "Europe/Dublin";

const dateParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: IRISH_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date in Ireland as YYYY-MM-DD. */
export function dublinToday(now: Date = new Date()): string {
  return dateParts.format(now);
}

/** Adds whole days to a YYYY-MM-DD date (calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
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
