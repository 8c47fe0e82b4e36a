/**
 * Holiday hours and special dates of a shop, shared by the forms and the API. Messages name the
 * entry ("hoursExceptions[2].to must be on or after from") so that a caller with fifty rows knows
 * which one to fix.
 */
import { z } from "@/lib/validation/zod";
import {
  EXCEPTION_NOTE_MAX,
  MAX_DAY_BREAKS,
  MAX_HOURS_EXCEPTIONS,
  type HoursBreak,
  type HoursException,
  type PublicHolidayHours,
} from "@/lib/hours/types";
import { HHMM_PATTERN, isIsoDate } from "@/lib/time";

const HOLIDAY_CHOICES =
  'publicHolidayHours must be "usual", "closed" or opening hours {open, close}';

// Typed input (what the form holds) but checked by hand below, so that any JSON gets a clear message.
const anyValue = <T>() => z.custom<T>(() => true).optional();

export const publicHolidayHoursSchema = anyValue<PublicHolidayHours | null>().transform(
  (value, ctx): PublicHolidayHours => {
    if (value === undefined || value === null || value === "usual") return "usual";
    if (value === "closed") return "closed";
    if (typeof value !== "object" || Array.isArray(value)) {
      ctx.addIssue({ code: "custom", message: HOLIDAY_CHOICES });
      return z.NEVER;
    }
    const { open, close } = value as Record<string, unknown>;
    const openText = typeof open === "string" ? open.trim() : "";
    const closeText = typeof close === "string" ? close.trim() : "";
    if (!HHMM_PATTERN.test(openText))
      ctx.addIssue({
        code: "custom",
        path: ["open"],
        message: "publicHolidayHours.open must be HH:MM",
      });
    if (!HHMM_PATTERN.test(closeText))
      ctx.addIssue({
        code: "custom",
        path: ["close"],
        message: "publicHolidayHours.close must be HH:MM",
      });
    else if (HHMM_PATTERN.test(openText) && closeText <= openText)
      ctx.addIssue({
        code: "custom",
        path: ["close"],
        message: "publicHolidayHours.close must be after open",
      });
    return { open: openText, close: closeText };
  },
);

type Issue = { path: (string | number)[]; message: string };

function checkEntry(value: unknown, i: number, issues: Issue[]): HoursException | null {
  const name = `hoursExceptions[${i}]`;
  const fail = (field: string | null, message: string) => {
    issues.push({
      path: field ? [i, field] : [i],
      message: `${name}${field ? `.${field}` : ""} ${message}`,
    });
    return null;
  };
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return fail(null, "must be an object with from, to and closed");
  const e = value as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
  const from = text(e.from);
  const to = text(e.to);
  const before = issues.length;
  if (!isIsoDate(from)) fail("from", "must be a date (YYYY-MM-DD)");
  if (!isIsoDate(to)) fail("to", "must be a date (YYYY-MM-DD)");
  else if (isIsoDate(from) && to < from) fail("to", "must be on or after from");
  if (e.closed !== undefined && typeof e.closed !== "boolean")
    fail("closed", "must be true or false");
  const closed = e.closed !== false;
  const open = text(e.open);
  const close = text(e.close);
  if (!closed) {
    if (!HHMM_PATTERN.test(open)) fail("open", "must be HH:MM (or mark the dates closed)");
    if (!HHMM_PATTERN.test(close)) fail("close", "must be HH:MM (or mark the dates closed)");
    else if (HHMM_PATTERN.test(open) && close <= open) fail("close", "must be after open");
  }
  if (e.note !== undefined && e.note !== null && typeof e.note !== "string")
    fail("note", "must be text");
  const note = text(e.note);
  if (note.length > EXCEPTION_NOTE_MAX)
    fail("note", `must be at most ${EXCEPTION_NOTE_MAX} characters`);
  if (issues.length > before) return null;
  return { from, to, closed, ...(closed ? {} : { open, close }), ...(note ? { note } : {}) };
}

/** Up to 50 special dates or ranges; `closed` defaults to true (the common case: a closure). */
export const hoursExceptionsSchema = anyValue<HoursException[] | null>().transform(
  (value, ctx): HoursException[] => {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) {
      ctx.addIssue({ code: "custom", message: "hoursExceptions must be a list of special dates" });
      return z.NEVER;
    }
    if (value.length > MAX_HOURS_EXCEPTIONS) {
      ctx.addIssue({
        code: "custom",
        message: `hoursExceptions can have at most ${MAX_HOURS_EXCEPTIONS} entries`,
      });
      return z.NEVER;
    }
    const issues: Issue[] = [];
    const entries = value.map((v, i) => checkEntry(v, i, issues));
    for (const issue of issues) ctx.addIssue({ code: "custom", ...issue });
    return issues.length ? z.NEVER : (entries as HoursException[]);
  },
);

/**
 * A day's breaks, checked against its hours: each {from, to} as HH:MM, from before to, strictly
 * inside the opening and closing times, in order and apart (a break starts after the previous
 * one ends), at most MAX_DAY_BREAKS. Returns the breaks to store (none: undefined) and adds an
 * issue at ["breaks", i, field] for each fault.
 */
export function checkDayBreaks(
  value: unknown,
  open: string,
  close: string,
  addIssue: (path: (string | number)[], message: string) => void,
): HoursBreak[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) {
    addIssue(["breaks"], "Breaks must be a list of {from, to}");
    return undefined;
  }
  if (value.length > MAX_DAY_BREAKS) {
    addIssue(["breaks"], `A day can have at most ${MAX_DAY_BREAKS} breaks`);
    return undefined;
  }
  const out: HoursBreak[] = [];
  let previousEnd = open;
  value.forEach((b: unknown, i) => {
    const entry = (typeof b === "object" && b !== null ? b : {}) as Record<string, unknown>;
    const from = typeof entry.from === "string" ? entry.from.trim() : "";
    const to = typeof entry.to === "string" ? entry.to.trim() : "";
    const label = `Break ${i + 1}`;
    if (!HHMM_PATTERN.test(from)) return addIssue(["breaks", i, "from"], `${label}: start must be HH:MM`);
    if (!HHMM_PATTERN.test(to)) return addIssue(["breaks", i, "to"], `${label}: end must be HH:MM`);
    if (to <= from) return addIssue(["breaks", i, "to"], `${label}: end must be after its start`);
    if (from <= open || to >= close)
      return addIssue(["breaks", i, "from"], `${label} must be inside the opening hours (${open}–${close})`);
    if (from <= previousEnd && i > 0)
      return addIssue(["breaks", i, "from"], `${label} must start after break ${i} ends`);
    previousEnd = to;
    out.push({ from, to });
  });
  return out.length ? out : undefined;
}
