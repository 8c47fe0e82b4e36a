/**
 * The opening rules a shop page carries for its status worked out on the device (online, and
 * offline from a kept copy): the weekly hours, the special dates still ahead, and its
 * jurisdiction's public holidays from yesterday to about a year ahead. They travel as a JSON data
 * block in the page (never run as a script), read back here with a strict shape check, so that a
 * kept page of any age shows the status for the device's clock by the same rules as the server.
 * Pure and client-safe.
 */
import { getOpeningStatus, type OpeningStatus } from "@/lib/hours/status";
import { DAYS, type HoursException, type HoursRules, type OpeningHours, type PublicHoliday, type PublicHolidayHours } from "@/lib/hours/types";

/** The data block's element id on the shop page. */
export const HOURS_DATA_ID = "shop-hours-data";

export type HoursData = { rules: HoursRules; renderedAt: string };

/**
 * The JSON for the data block. `<`, `>` and `&` are escaped as \u003c etc. (still the same JSON),
 * so that a special date's note can never close the block or start markup.
 */
export function hoursDataJson(rules: HoursRules, renderedAt: Date): string {
  const data: HoursData = { rules, renderedAt: renderedAt.toISOString() };
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

const TIME = /^([01]\d|2[0-4]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isTime = (v: unknown): v is string => typeof v === "string" && TIME.test(v);
const isDate = (v: unknown): v is string => typeof v === "string" && DATE.test(v);

function weekly(v: unknown): OpeningHours | null {
  if (!isRecord(v)) return null;
  const out: OpeningHours = {};
  for (const day of DAYS) {
    const d = v[day];
    if (d === undefined) continue;
    if (!isRecord(d) || typeof d.closed !== "boolean" || typeof d.open !== "string" || typeof d.close !== "string") return null;
    if (!d.closed && (!isTime(d.open) || !isTime(d.close))) return null;
    out[day] = { open: d.open, close: d.close, closed: d.closed };
  }
  return out;
}

function holidayHours(v: unknown): PublicHolidayHours | null {
  if (v === "usual" || v === "closed") return v;
  return isRecord(v) && isTime(v.open) && isTime(v.close) ? { open: v.open, close: v.close } : null;
}

function exception(v: unknown): HoursException | null {
  if (!isRecord(v) || !isDate(v.from) || !isDate(v.to) || typeof v.closed !== "boolean") return null;
  const e: HoursException = { from: v.from, to: v.to, closed: v.closed };
  if (!v.closed) {
    if (!isTime(v.open) || !isTime(v.close)) return null;
    e.open = v.open;
    e.close = v.close;
  }
  if (typeof v.note === "string") e.note = v.note;
  return e;
}

function holiday(v: unknown): PublicHoliday | null {
  return isRecord(v) && isDate(v.date) && typeof v.name === "string" ? { date: v.date, name: v.name } : null;
}

function list<T>(v: unknown, one: (x: unknown) => T | null): T[] | null {
  if (!Array.isArray(v)) return null;
  const out = v.map(one);
  return out.every((x): x is T => x !== null) ? out : null;
}

/** The page's rules and when it was rendered, or null when the block is missing or malformed. */
export function parseHoursData(text: string | null | undefined): HoursData | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(raw) || !isRecord(raw.rules) || typeof raw.renderedAt !== "string") return null;
  if (Number.isNaN(Date.parse(raw.renderedAt))) return null;
  const w = weekly(raw.rules.weekly);
  const p = holidayHours(raw.rules.publicHolidayHours);
  const exceptions = list(raw.rules.exceptions, exception);
  const holidays = list(raw.rules.holidays, holiday);
  if (!w || !p || !exceptions || !holidays) return null;
  // Hours not confirmed (as published, or none given) keep saying so on the device.
  const unconfirmed = raw.rules.unconfirmed === true ? { unconfirmed: true as const } : {};
  return { rules: { weekly: w, publicHolidayHours: p, exceptions, holidays, ...unconfirmed }, renderedAt: raw.renderedAt };
}

/**
 * The status at `now` (the device's clock) from a page's data block, or null when there is none.
 * The holidays cover about a year from when the page was rendered, so a kept copy stays right for
 * as long as the worker keeps it.
 */
export function deviceStatus(text: string | null | undefined, now: Date): OpeningStatus | null {
  const data = parseHoursData(text);
  return data ? getOpeningStatus(data.rules, now) : null;
}
