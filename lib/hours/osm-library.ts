/**
 * What the `opening_hours` library (OpenStreetMap's reference implementation) says about a value,
 * date by date, on the wall clock. The library evaluates in the process's local time: it is given
 * and read local dates, so its answers are wall-clock answers whatever the server's zone, and
 * the caller treats them as the Irish clock. Server code only (the library is large).
 */
import { runInNewContext } from "node:vm";
import OpeningHoursLibrary from "opening_hours";
import type { Jurisdiction } from "./types";

/** Date as the language gives it, from a realm of its own: see withPlainDate. */
const PlainDate = runInNewContext("Date") as DateConstructor;

/**
 * Runs `work` (synchronous) with the language's own Date as the global Date. Next.js's server
 * replaces the global Date with a wrapper that watches for reads of the clock
 * (next/dist/server/node-environment-extensions/date.js); every `new Date(...)` then goes through
 * Reflect.construct, and the library makes millions of them: a 20,000-row import spent a third of
 * its time there. The wrapper is put back before anything else can run. Dates made inside come
 * from the other realm; they behave the same, and only strings and numbers leave this module.
 */
export function withPlainDate<T>(work: () => T): T {
  const current = globalThis.Date;
  if (current === PlainDate) return work();
  globalThis.Date = PlainDate;
  try {
    return work();
  } finally {
    globalThis.Date = current;
  }
}

/** Where the library looks up public holidays: IE for the Republic, GB "Northern Ireland" for NI. */
const PLACES: Record<Jurisdiction, ConstructorParameters<typeof OpeningHoursLibrary>[1]> = {
  ROI: { lat: 53.35, lon: -6.26, address: { country_code: "ie", state: "" } },
  NI: { lat: 54.6, lon: -5.93, address: { country_code: "gb", state: "Northern Ireland" } },
};

/** Time ranges (mode 0: opening hours, not points in time), English, no warnings asked for. */
export const LIBRARY_OPTIONS = { mode: 0, tag_key: "opening_hours", map_value: false, warnings_severity: 4, locale: "en" } as const;

export function parseOsmHours(value: string, jurisdiction: Jurisdiction | null): OpeningHoursLibrary {
  return new OpeningHoursLibrary(value, jurisdiction ? PLACES[jurisdiction] : null, LIBRARY_OPTIONS);
}

/** The library's first line of complaint about a value, for a person to read. */
export function libraryError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.split("\n").find((l) => l.trim()) ?? "not valid";
  return line.trim().slice(0, 200);
}

/** Each rule of a value (";"-separated), as the library writes it. */
export function osmRules(oh: OpeningHoursLibrary): string[] {
  const rules: string[] = [];
  for (let i = 0; i < 200; i++) {
    let text: string;
    try {
      text = oh.prettifyValue({ rule_index: i });
    } catch {
      break;
    }
    if (!text) break;
    rules.push(text.trim());
  }
  return rules;
}

/** The local date at midnight of a YYYY-MM-DD date. */
export function localDate(date: string, minutes = 0): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d, Math.floor(minutes / 60), minutes % 60);
}

/** The local date of a Date as YYYY-MM-DD. */
export function isoLocal(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** One stretch of the library's answer, from `at` to the next stretch. */
type Stretch = { at: Date; open: boolean; unknown: boolean; comment: string | undefined; rule: number | undefined };

/** One date as the library sees it: its open stretches, half-open [from, to) minutes of the day. */
export type LibraryDay = {
  date: string;
  open: [number, number][];
  /** The rules and comments of every stretch on the date, with the minute each begins (0 for one already running). */
  parts: { from: number; rule: number | undefined; comment: string | undefined }[];
  unknown: boolean;
};

const MAX_STRETCHES = 100_000;

/**
 * The library's answer for each of `dates`, consecutive days (YYYY-MM-DD). With `rules: false` the
 * rule that decides each date's start is not asked for (`parts` then holds the stretches' rules only).
 */
export function libraryDays(oh: OpeningHoursLibrary, dates: readonly string[], { rules = true }: { rules?: boolean } = {}): LibraryDay[] {
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (!first || !last) return [];
  const start = localDate(first);
  const end = new Date(localDate(last).getFullYear(), localDate(last).getMonth(), localDate(last).getDate() + 1);
  const stretches: Stretch[] = [];
  const it = oh.getIterator(start);
  for (let n = 0; n < MAX_STRETCHES; n++) {
    stretches.push({
      at: new Date(Math.max(it.getDate().getTime(), start.getTime())),
      open: it.getState(),
      unknown: it.getUnknown(),
      comment: it.getComment(),
      rule: it.getMatchingRule(),
    });
    if (!it.advance(end) || it.getDate().getTime() >= end.getTime()) break;
  }
  const out: LibraryDay[] = [];
  let i = 0;
  for (const date of dates) {
    const d0 = localDate(date);
    const d1 = new Date(d0.getFullYear(), d0.getMonth(), d0.getDate() + 1);
    const minute = (t: Date) => (t.getTime() >= d1.getTime() ? 1440 : t.getTime() <= d0.getTime() ? 0 : t.getHours() * 60 + t.getMinutes());
    while (i + 1 < stretches.length && stretches[i + 1]!.at.getTime() <= d0.getTime()) i++;
    // The rule that decides the date just after its start: a closed stretch that began the day
    // before carries the rule of its own first moment only (and at midnight itself the library
    // may still answer with the rule of a range of dates that ended the day before).
    const day: LibraryDay = { date, open: [], parts: [], unknown: false };
    if (rules) {
      const [, , , comment, rule] = oh.getStatePair(new Date(d0.getTime() + 60_000));
      day.parts.push({ from: 1, rule, comment });
    }
    for (let j = i; j < stretches.length && stretches[j]!.at.getTime() < d1.getTime(); j++) {
      const s = stretches[j]!;
      const next = stretches[j + 1]?.at ?? end;
      if (next.getTime() <= d0.getTime()) continue;
      const from = minute(s.at);
      const to = minute(next);
      // A stretch already running at midnight carries the rule of its first moment, the day
      // before: the probe above says what decides this date's start.
      if (s.at.getTime() >= d0.getTime()) day.parts.push({ from, rule: s.rule, comment: s.comment });
      if (s.unknown) day.unknown = true;
      if (!s.open || to <= from) continue;
      const prev = day.open[day.open.length - 1];
      if (prev && prev[1] >= from) prev[1] = Math.max(prev[1], to);
      else day.open.push([from, to]);
    }
    out.push(day);
  }
  return out;
}

const holidayDates = new Map<string, Set<string>>();

/** The dates from `from` to `to` that the library counts as public holidays of the jurisdiction. */
export function libraryHolidays(jurisdiction: Jurisdiction, from: string, to: string): Set<string> {
  const key = `${jurisdiction}:${from}:${to}`;
  let set = holidayDates.get(key);
  if (!set) {
    if (holidayDates.size > 16) holidayDates.clear();
    const oh = parseOsmHours("PH", jurisdiction);
    const end = localDate(to);
    set = new Set<string>();
    for (const [start, stop] of oh.getOpenIntervals(localDate(from), new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1))) {
      // Consecutive holidays (25 and 26 December) come as one stretch.
      for (let d = new Date(start); d.getTime() < stop.getTime(); d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1))
        set.add(isoLocal(d));
    }
    holidayDates.set(key, set);
  }
  return set;
}

/** The local date after a YYYY-MM-DD date, at midnight. */
const nextMidnight = (date: string) => {
  const d = localDate(date);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1);
};

const MAX_RULE_STEPS = 20_000;

/**
 * The dates from `from` to `to` on which one rule of a value, read alone, decides any moment (its
 * date selectors match and it gives the state), or null when the rule cannot be read alone. The
 * library is walked from one change of its selectors to the next, so a rule such as "Dec 25 off"
 * costs a few steps a year, not one per date. Hours it runs past midnight count on the next date.
 */
export function ruleDates(rule: string, jurisdiction: Jurisdiction, from: string, to: string): ReadonlySet<string> | null {
  const key = `${jurisdiction}:${from}:${to}:${rule}`;
  let dates = ruleDatesRead.get(key);
  if (dates === undefined) {
    if (ruleDatesRead.size > 5000) ruleDatesRead.clear();
    dates = readRuleDates(rule, jurisdiction, from, to);
    ruleDatesRead.set(key, dates);
  }
  return dates;
}

/** ruleDates' answers: the same dated rules ("Dec 25 off") come back in many values. */
const ruleDatesRead = new Map<string, ReadonlySet<string> | null>();

function readRuleDates(rule: string, jurisdiction: Jurisdiction, from: string, to: string): Set<string> | null {
  let oh: OpeningHoursLibrary;
  try {
    oh = parseOsmHours(rule, jurisdiction);
  } catch {
    return null;
  }
  const end = nextMidnight(to);
  const out = new Set<string>();
  let at = localDate(from);
  for (let n = 0; n < MAX_RULE_STEPS; n++) {
    const [, next, , , matched] = oh.getStatePair(at);
    const until = next && next.getTime() < end.getTime() ? next : end;
    if (matched !== undefined) {
      // Every date the stretch [at, until) touches.
      const lastMoment = new Date(until.getTime() - 1);
      for (let d = isoLocal(at), stop = isoLocal(lastMoment); d <= stop; d = isoLocal(nextMidnight(d))) out.add(d);
    }
    if (until === end) return out;
    if (next!.getTime() <= at.getTime()) return null;
    at = next!;
  }
  return null;
}

const zoneChanges = new Map<string, string[]>();

/** The dates from `from` to `to` on which the process's clock changes (summer time), where the library's days are not 24 hours long. */
export function clockChangeDates(from: string, to: string): string[] {
  const key = `${from}:${to}`;
  let dates = zoneChanges.get(key);
  if (!dates) {
    if (zoneChanges.size > 16) zoneChanges.clear();
    dates = [];
    for (let d = from; d <= to; d = isoLocal(nextMidnight(d)))
      if (localDate(d).getTimezoneOffset() !== nextMidnight(d).getTimezoneOffset()) dates.push(d);
    zoneChanges.set(key, dates);
  }
  return dates;
}
