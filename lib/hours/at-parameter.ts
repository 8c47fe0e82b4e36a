import { AppError } from "@/lib/errors";

/**
 * Weekly-only stand-in until the opening-hours work lands (it replaces this file): reads an
 * `openAt` value. ISO-8601 date and time; with an offset or Z it is that instant, without one it
 * is Irish local time (Europe/Dublin, summer time included). Anything else is a 400.
 */
export function parseAtParameter(value: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(value.trim());
  if (!m) throw new AppError("bad_request", "openAt must be an ISO date and time, for example 2026-06-01T14:30");
  const [, y, mo, d, h, mi, s = "00", zone] = m;
  if (Number(mo) < 1 || Number(mo) > 12 || Number(d) < 1 || Number(d) > 31 || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59)
    throw new AppError("bad_request", "openAt is not a real date and time");
  if (zone) {
    const at = new Date(value.trim());
    if (Number.isNaN(at.getTime())) throw new AppError("bad_request", "openAt is not a real date and time");
    return at;
  }
  // Local Irish time: the UTC instant whose Dublin wall clock reads the given time.
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (new Date(wall).getUTCDate() !== Number(d)) throw new AppError("bad_request", "openAt is not a real date and time");
  const offset = dublinOffsetMs(new Date(wall));
  const at = new Date(wall - offset);
  // Around a clock change the offset at the answer may differ from the guess: one correction.
  return new Date(wall - dublinOffsetMs(at));
}

const dublinParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Dublin",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** How far the Dublin wall clock is ahead of UTC at `at` (0 in winter, one hour in summer). */
function dublinOffsetMs(at: Date): number {
  const p = Object.fromEntries(dublinParts.formatToParts(at).map((x) => [x.type, x.value]));
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}
