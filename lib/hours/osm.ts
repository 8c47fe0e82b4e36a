/**
 * OpenStreetMap's `opening_hours` syntax, read and written. The value is parsed and evaluated by
 * the `opening_hours` library (OSM's reference implementation); nothing here parses it. The
 * library's answer, date by date over the coming year and the next, is read back into the
 * directory's weekly hours (with breaks), public-holiday setting and special dates, and the result
 * is checked against the library on every one of those dates: a value the model cannot hold
 * exactly (seasons, sunrise, week numbers, comments, open ends...) is refused with a plain reason,
 * never guessed. Server code only. The rules: docs/opening-hours.md.
 */
import { addDays as addDaysUncached, dublinToday } from "@/lib/time";
import { publicHolidaysBetween } from "./holidays";
import { clockChangeDates, libraryDays, libraryError, libraryHolidays, osmRules, parseOsmHours, ruleDates, withPlainDate, type LibraryDay } from "./osm-library";
import { dayPlan, slotPieces, weekdayOf } from "./rules";
import { DAYS, MAX_HOURS_EXCEPTIONS, type DayHours, type HoursException, type Jurisdiction, type OpeningHours, type PublicHolidayHours } from "./types";

export { toOsmHours } from "./osm-write";

/** What the directory makes of an OSM `opening_hours` value: its own hours exactly, or why not. */
export type OsmHoursResult =
  | { exact: true; openingHours: OpeningHours; publicHolidayHours: PublicHolidayHours; hoursExceptions: HoursException[] }
  | { exact: false; reason: string };

/** The hour fields of a shop as the model holds them. */
export type ShopHoursFields = {
  openingHours: OpeningHours;
  publicHolidayHours: PublicHolidayHours;
  hoursExceptions: HoursException[];
};

/** The longest special date an OSM date may become: anything longer is a season. */
export const MAX_SPECIAL_DATE_DAYS = 31;

const MONTHS = "Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec";
/** A rule that names dates (a month and day, or a year): its days become special dates. */
const DATED = new RegExp(`\\b(${MONTHS})\\b|\\b(19|20)\\d\\d\\b`);
const COMMENT = /"([^"]*)"/;

/** Features of the syntax the model has no place for, each with the reason given. */
const UNSUPPORTED: [RegExp, (match: string) => string][] = [
  [/\|\|/, () => "It has a fallback rule (||), which the directory cannot hold"],
  [/\b(sunrise|sunset|dawn|dusk)\b/i, () => "Its times follow the sun (sunrise, sunset), which the directory cannot hold"],
  [/\bweek\b/i, () => "It depends on week numbers, which the directory cannot hold"],
  [/\bSH\b/, () => "It depends on school holidays, which the directory cannot hold"],
  [/\beaster\b/i, () => "It depends on the date of Easter, which the directory cannot hold"],
  [/\bdays?\b/i, () => "It counts days from a holiday (e.g. PH +1 day), which the directory cannot hold"],
  [/\+/, () => "It has an open end (+): the closing time is not known"],
  [/\bunknown\b/i, () => "It says the shop's state is unknown"],
  [/\[/, () => "It names a weekday of the month (e.g. Sa[1]), which the directory cannot hold"],
  [/\//, () => "It has repeating times or intervals (/), which the directory cannot hold"],
  [new RegExp(`\\b(${MONTHS})\\b(?! \\d)`), () => "It is seasonal (months such as Apr-Oct): the directory holds weekly hours"],
];

const fail = (reason: string): OsmHoursResult => ({ exact: false, reason });

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
const CLOSED_DAY: DayHours = { open: "", close: "", closed: true };
const key = (d: DayHours | undefined) => JSON.stringify(d ?? CLOSED_DAY);
const cache = new Map<string, OsmHoursResult>();

/** lib/time's addDays, remembered: a value's check asks for the same few hundred dates many times. */
const shifted = new Map<string, string>();
function addDays(date: string, days: number): string {
  const k = `${date}${days}`;
  let out = shifted.get(k);
  if (out === undefined) {
    if (shifted.size > 50_000) shifted.clear();
    out = addDaysUncached(date, days);
    shifted.set(k, out);
  }
  return out;
}

/**
 * Reads an OSM `opening_hours` value into the directory's weekly hours, public-holiday setting and
 * special dates, or says why it cannot be held exactly. Annual dates ("Dec 25 off") become special
 * dates for this year (from `today`) and the next; dates that name their years ("2025 Sep
 * 01-2026 May 31 off", as toOsmHours writes them) are read whole, past or long. "" is a shop
 * without hours.
 */
export function fromOsmHours(value: string, options: { jurisdiction: Jurisdiction; today?: Date }): OsmHoursResult {
  const today = dublinToday(options.today ?? new Date());
  const cacheKey = `${options.jurisdiction}\n${today}\n${value}`;
  let result = cache.get(cacheKey);
  if (!result) {
    result = withPlainDate(() => read(value.trim(), options.jurisdiction, today));
    if (cache.size > 5000) cache.clear();
    cache.set(cacheKey, result);
  }
  return structuredClone(result);
}

function read(value: string, jurisdiction: Jurisdiction, today: string): OsmHoursResult {
  if (!value) return { exact: true, openingHours: {}, publicHolidayHours: "usual", hoursExceptions: [] };
  let oh;
  try {
    oh = parseOsmHours(value, jurisdiction);
  } catch (error) {
    return fail(`It is not valid opening_hours syntax: ${libraryError(error)}`);
  }
  let whole: string;
  try {
    whole = oh.prettifyValue();
  } catch (error) {
    return fail(`It is not valid opening_hours syntax: ${libraryError(error)}`);
  }
  const bare = whole.replace(/"[^"]*"/g, "").replace(/\b24\/7\b/g, "00:00-24:00");
  for (const [pattern, reason] of UNSUPPORTED) {
    const m = pattern.exec(bare);
    if (m) return fail(reason(m[0]));
  }
  // Hours the library had to guess from ("daily 9-6": six in the morning or the evening?).
  const warnings = oh.getStructuredWarnings().map((w) => String(w.type));
  if (warnings.some((w) => w.startsWith("ambiguous")))
    return fail("Its times are ambiguous (such as 9-6 without minutes or am/pm)");
  const rules = osmRules(oh);
  const dated = new Set<number>();
  for (const [i, rule] of rules.entries()) {
    const comment = COMMENT.exec(rule);
    if (DATED.test(rule.replace(/"[^"]*"/g, ""))) dated.add(i);
    else if (comment) return fail(`It has a comment ("${comment[1]}"), which is not opening hours`);
  }
  try {
    return evaluate(oh, rules, dated, jurisdiction, today);
  } catch (error) {
    return fail(`The opening_hours library could not evaluate it: ${libraryError(error)}`);
  }
}

function evaluate(
  oh: ReturnType<typeof parseOsmHours>,
  rules: string[],
  dated: Set<number>,
  jurisdiction: Jurisdiction,
  today: string,
): OsmHoursResult {
  // Rules that name their years (2026 Sep 01-2027 May 31 off, as toOsmHours writes every special
  // date): see namedYears.
  const oneOff = new Map<number, [number, number]>();
  for (const i of dated) {
    const years = namedYears(rules[i]!, jurisdiction, today);
    if (years) oneOff.set(i, years);
  }

  // The dates read, from today to the end of next year, or of the year after the last year a rule
  // names (so that the week after a long closure is read too): only those on which the library's
  // answer can differ from an ordinary week's (see checkedDates). A dated rule the library cannot
  // read alone, or a range without an ordinary week, is read date by date.
  const last = `${Math.max(Number(today.slice(0, 4)), ...[...oneOff.values()].map(([, y]) => y)) + 1}-12-31`;
  const ours = new Set(publicHolidaysBetween(jurisdiction, today, last).map((h) => h.date));
  const theirs = libraryHolidays(jurisdiction, today, last);
  const runs = checkedDates(rules, dated, jurisdiction, today, last, ours, theirs) ?? [[today, last]];
  const own = new Map<string, OwnDay>();
  for (const [from, to] of runs) {
    // Read from two days before (the day before's own hours need the hours that ran into it) to
    // the day after (hours that run past midnight).
    const dates: string[] = [];
    for (let d = addDays(from, -2); d <= addDays(to, 1); d = addDays(d, 1)) dates.push(d);
    const days = libraryDays(oh, dates, { rules: dated.size > 0 });
    if (days.some((d) => d.unknown)) return fail("It says the shop's state is unknown at times");
    for (const day of ownHours(days)) if (day.date >= from && day.date <= to) own.set(day.date, day);
  }
  const dates = [...own.keys()].sort();
  const agreed = (d: string) => ours.has(d) && theirs.has(d);
  // A date that one calendar counts as a holiday and the other does not tells nothing about the
  // rules: the directory applies its own calendar there.
  const disputed = (d: string) => ours.has(d) !== theirs.has(d);
  const isDated = (d: string) => own.get(d)!.parts.some((p) => p.rule !== undefined && dated.has(p.rule));
  const hasPH = rules.some((r) => /\bPH\b/.test(r));
  // Without a PH rule a public holiday is an ordinary date to the library and to the directory
  // (usual hours), and checkedDates reads no other date of its weekday: a week that starts after a
  // closure ending 31 May has the June bank holiday as its only Monday.
  const holiday = (d: string) => hasPH && (ours.has(d) || theirs.has(d));

  // Weekly hours: each weekday's hours on its ordinary dates, which must all agree.
  const openingHours: OpeningHours = {};
  for (const day of DAYS) {
    let seen: { date: string; hours: DayHours } | null = null;
    for (const d of dates) {
      if (weekdayOf(d) !== day || holiday(d) || isDated(d)) continue;
      const hours = own.get(d)!.hours;
      if (!seen) seen = { date: d, hours };
      else if (key(seen.hours) !== key(hours))
        return fail(`Its hours change from one ${day.charAt(0).toUpperCase()}${day.slice(1)} to another (${seen.date} and ${d}): the directory holds weekly hours`);
    }
    openingHours[day] = seen?.hours ?? { ...CLOSED_DAY };
  }

  // Public holidays: usual hours, closed, or the same hours on each (the dates both calendars count).
  let publicHolidayHours: PublicHolidayHours = "usual";
  if (hasPH) {
    const onHolidays = dates.flatMap((d) => (agreed(d) && !isDated(d) ? [{ d, h: own.get(d)!.hours }] : []));
    if (!onHolidays.every(({ d, h }) => key(h) === key(openingHours[weekdayOf(d)]))) {
      const first = onHolidays[0]?.h;
      if (!first || !onHolidays.every(({ h }) => key(h) === key(first)))
        return fail("Its public-holiday hours differ from one holiday to another");
      if (first.closed) publicHolidayHours = "closed";
      else if (first.breaks?.length) return fail("Its public-holiday hours have a break, which the directory cannot hold");
      else publicHolidayHours = { open: first.open, close: first.close };
    }
  }

  // Special dates: the dates a dated rule decides, as ranges of equal hours.
  const hoursExceptions: HoursException[] = [];
  for (const d of dates) {
    const { hours, parts } = own.get(d)!;
    const expected = agreed(d) && publicHolidayHours !== "usual" ? holidayDay(publicHolidayHours) : openingHours[weekdayOf(d)];
    if (!isDated(d)) {
      if (disputed(d) || key(hours) === key(expected)) continue;
      return fail(`Its hours on ${d} follow no weekly rule the directory can hold`);
    }
    if (hours.breaks?.length) return fail(`Its hours on ${d} have a break, which a special date cannot hold`);
    const note = parts.find((p) => p.rule !== undefined && dated.has(p.rule) && p.comment)?.comment?.trim();
    const entry: HoursException = hours.closed
      ? { from: d, to: d, closed: true }
      : { from: d, to: d, closed: false, open: hours.open, close: hours.close };
    if (note) entry.note = note;
    const prev = hoursExceptions[hoursExceptions.length - 1];
    if (prev && addDays(prev.to, 1) === d && sameEntry(prev, entry)) prev.to = d;
    else hoursExceptions.push(entry);
  }
  // A dated rule that comes back every year and spans more than a few weeks (Oct 01-Dec 24 Su
  // 11:00-16:00) is a season, however few of its days differ from the week. One that names its
  // years is a special date however long (closed from September to May).
  const datesOfRule = new Map<number, string[]>();
  for (const d of dates)
    for (const p of own.get(d)!.parts)
      if (p.rule !== undefined && dated.has(p.rule) && !oneOff.has(p.rule)) datesOfRule.set(p.rule, [...(datesOfRule.get(p.rule) ?? []), d]);
  for (const list of datesOfRule.values()) {
    let first = list[0]!;
    for (const [k, d] of list.entries()) {
      if (k > 0 && daysBetween(list[k - 1]!, d) > MAX_SPECIAL_DATE_DAYS) first = d;
      if (daysBetween(first, d) >= MAX_SPECIAL_DATE_DAYS)
        return fail(`It is seasonal (${first} to ${d} and on): the directory holds weekly hours and short special dates`);
    }
  }

  // The special dates as written: one entry per run of each dated rule's dates, read alone (a
  // rule that names its years whole, past dates included; an annual one from today), first by
  // date, else in the rule's order. These are the entries toOsmHours wrote, so that the
  // directory's own export reads back unchanged: a season with a market day inside it stays two
  // entries, a closure that began before today keeps its first date. Taken when the directory
  // then says what the library says on every date read; else the dates as read above, cut where
  // their hours change (a later, wider rule overriding a narrower one: OSM's order, not the
  // directory's).
  const written = writtenEntries(rules, dated, oneOff, jurisdiction, today, last);
  if (written) {
    const byDate = [...written].sort((a, b) => a.from.localeCompare(b.from));
    for (const entries of [byDate, written]) {
      if (entries.length > MAX_HOURS_EXCEPTIONS) break;
      const result = { exact: true as const, openingHours, publicHolidayHours, hoursExceptions: entries };
      if (!firstDifference(result, own, jurisdiction, today, last, disputed)) return result;
    }
  }

  if (hoursExceptions.length > MAX_HOURS_EXCEPTIONS)
    return fail(`It has more special dates than the directory holds (${MAX_HOURS_EXCEPTIONS})`);

  const result = { exact: true as const, openingHours, publicHolidayHours, hoursExceptions };
  const differs = firstDifference(result, own, jurisdiction, today, last, disputed);
  if (differs) return fail(`It cannot be held exactly (the directory's hours would differ on ${differs})`);
  return result;
}

/** How far ahead a rule's years may go and still be read whole (the dates read end a year later). */
const MAX_YEARS_AHEAD = 10;
const YEAR = /\b(?:19|20)\d\d\b/g;

/**
 * The first and last year a dated rule names, when it applies in those years alone (2026 Sep
 * 01-2027 May 31 off, 2026-2028 Dec 25 off): such a rule is read whole, past dates included, and
 * may be longer than MAX_SPECIAL_DATE_DAYS. Null for a rule without years (Dec 25 off), one that
 * also matches a date the year after its last (2026 Dec 24,Dec 31: the year goes with the first
 * date only), or one more than MAX_YEARS_AHEAD years ahead: those are read from today.
 */
function namedYears(rule: string, jurisdiction: Jurisdiction, today: string): [number, number] | null {
  const years = (rule.replace(/"[^"]*"/g, "").match(YEAR) ?? []).map(Number);
  if (!years.length) return null;
  const first = Math.min(...years);
  const lastYear = Math.max(...years);
  if (lastYear > Number(today.slice(0, 4)) + MAX_YEARS_AHEAD) return null;
  const after = ruleDates(rule, jurisdiction, `${lastYear + 1}-01-01`, `${lastYear + 1}-12-31`);
  return after && after.size === 0 ? [first, lastYear] : null;
}

/**
 * The special dates each dated rule gives read alone, in the rules' order: every run of the dates
 * it decides, with its hours and comment, cut where they change (Sa 10:00-14:00 in a rule over
 * months gives one entry a Saturday). A rule that names its years is read over those years, past
 * dates included; any other from today to `last`. Null when a rule cannot be read so (hours past
 * midnight, a break, no dates to tell): the caller then keeps the dates as read with the others.
 */
function writtenEntries(
  rules: string[],
  dated: Set<number>,
  oneOff: Map<number, [number, number]>,
  jurisdiction: Jurisdiction,
  today: string,
  last: string,
): HoursException[] | null {
  const out: HoursException[] = [];
  for (const i of [...dated].sort((a, b) => a - b)) {
    const rule = rules[i]!;
    const years = oneOff.get(i);
    const dates = ruleDates(rule, jurisdiction, years ? `${years[0]}-01-01` : today, years ? `${years[1]}-12-31` : last);
    let oh;
    try {
      oh = parseOsmHours(rule, jurisdiction);
    } catch {
      return null;
    }
    if (!dates) return null;
    const sorted = [...dates].sort();
    for (let k = 0; k < sorted.length; ) {
      let j = k;
      while (j + 1 < sorted.length && addDays(sorted[j]!, 1) === sorted[j + 1]) j++;
      const from = sorted[k]!;
      const to = sorted[j]!;
      // From the day before (hours that ran into the first date) to the day after (ownHours reads
      // all dates but the last).
      const read: string[] = [];
      for (let d = addDays(from, -1); d <= addDays(to, 1); d = addDays(d, 1)) read.push(d);
      let prev: HoursException | undefined;
      for (const { date, hours, parts } of ownHours(libraryDays(oh, read))) {
        if (date < from || date > to) continue;
        // Hours past midnight would put the rule on the next date too (ruleDates counts it there).
        if (hours.breaks?.length || (!hours.closed && hours.close <= hours.open)) return null;
        const note = parts.find((p) => p.rule === 0 && p.comment)?.comment?.trim();
        const entry: HoursException = hours.closed
          ? { from: date, to: date, closed: true }
          : { from: date, to: date, closed: false, open: hours.open, close: hours.close };
        if (note) entry.note = note;
        if (prev && sameEntry(prev, entry)) prev.to = date;
        else out.push((prev = entry));
      }
      k = j + 1;
    }
  }
  return out;
}

const holidayDay = (h: Exclude<PublicHolidayHours, "usual">): DayHours =>
  h === "closed" ? CLOSED_DAY : { open: h.open, close: h.close, closed: false };

const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

const sameEntry = (a: HoursException, b: HoursException) =>
  a.closed === b.closed && a.open === b.open && a.close === b.close && a.note === b.note;

/** One date read: the library's open stretches and rules, and the hours the date itself gives. */
type OwnDay = { date: string; open: [number, number][]; parts: LibraryDay["parts"]; hours: DayHours };

/**
 * Each date's own hours from the library's open stretches (all dates but the last, which is read
 * for the hours that run into it): the first opening, the last closing, and the gaps between as
 * breaks. Hours that run on after midnight to a time no later than the date's opening are the
 * date's (past midnight, as the directory reads them), not the next date's.
 */
function ownHours(days: LibraryDay[]): OwnDay[] {
  const claimed = new Array<number>(days.length).fill(0);
  const out: OwnDay[] = [];
  for (let i = 0; i < days.length - 1; i++) {
    const day = days[i]!;
    const c = claimed[i]!;
    // The first date read has no day before to claim hours that ran into it: they are dropped
    // (its own hours are not used, only what it claims of the next date's).
    const stretches = day.open
      .filter(([from, to]) => to > c && !(i === 0 && from === 0))
      .map(([a, b]): [number, number] => [Math.max(a, c), b]);
    const parts = day.parts.filter((p) => c === 0 || p.from >= c);
    const first = stretches[0];
    const lastStretch = stretches[stretches.length - 1];
    if (!first || !lastStretch) {
      out.push({ date: day.date, open: day.open, parts, hours: { ...CLOSED_DAY } });
      continue;
    }
    let close = hhmm(lastStretch[1] % 1440);
    const next = days[i + 1]!.open[0];
    if (lastStretch[1] === 1440 && next && next[0] === 0 && next[1] < 1440 && next[1] <= first[0]) {
      claimed[i + 1] = next[1];
      close = hhmm(next[1]);
    }
    const hours: DayHours = { open: hhmm(first[0]), close, closed: false };
    const breaks = stretches.slice(1).map(([from], j) => ({ from: hhmm(stretches[j]![1]), to: hhmm(from) }));
    if (breaks.length) hours.breaks = breaks;
    out.push({ date: day.date, open: day.open, parts, hours });
  }
  return out;
}

/**
 * The dates that say all a value does from `today` to `last`, as runs [first, last] of dates, or
 * null when they cannot be told apart (every date is read then).
 *
 * The library's answer on a date (its open stretches from midnight to midnight) depends only on the
 * date's weekday, whether it is a public holiday, whether a dated rule ("Dec 25 off", "2026 Dec 24
 * 09:00-14:00") applies to it, and the same of the day before (hours that run past midnight):
 * every other selector the library has (seasons, weeks, Easter, sun times, school holidays...) is
 * refused before. The directory's answer depends on the same (its special dates come from the
 * dated rules, its holidays are its own calendar's). Two dates alike in all of these get the same
 * answer from each, so one date of each kind is read and compared:
 * - an ordinary week (no holiday, no dated rule, no clock change on its days or the days around);
 * - every date a dated rule decides, found by walking that rule alone through the library, and the
 *   date after it; likewise every date the process's clock changes on and the date after (the
 *   library's day is 23 or 25 hours long then, and it may read hours past midnight apart from the
 *   wall clock's: in a zone with summer time it can call a shop open on the Monday after the spring
 *   change at 00:00 because of Saturday's 11:00-01:00; such a value is then refused). On a server
 *   that runs in UTC, as the tests do, there are none;
 * - for a value with a PH rule, one holiday of each kind (weekday, which calendars count it, which
 *   count the day before) and one day after a holiday of each kind. Without a PH rule neither the
 *   library nor the directory (usual hours on holidays) tells a holiday from another date.
 */
function checkedDates(
  rules: string[],
  dated: Set<number>,
  jurisdiction: Jurisdiction,
  today: string,
  last: string,
  ours: Set<string>,
  theirs: Set<string>,
): [string, string][] | null {
  const always = new Set(clockChangeDates(addDays(today, -1), last));
  for (const i of dated) {
    const dates = ruleDates(rules[i]!, jurisdiction, addDays(today, -1), last);
    if (!dates) return null;
    for (const d of dates) always.add(d);
  }
  const holidays = rules.some((r) => /\bPH\b/.test(r)) ? new Set([...ours, ...theirs]) : new Set<string>();
  const plain = (d: string) => !always.has(d) && !holidays.has(d);
  let start: string | null = null;
  for (let d = today; addDays(d, 6) <= last; d = addDays(d, 1)) {
    if (Array.from({ length: 9 }, (_, k) => addDays(d, k - 1)).every(plain)) {
      start = d;
      break;
    }
  }
  if (!start) return null;
  const wanted = new Set<string>();
  for (let k = 0; k < 7; k++) wanted.add(addDays(start, k));
  for (const d of always) for (const e of [d, addDays(d, 1)]) if (e >= today && e <= last) wanted.add(e);
  const kinds = new Set<string>();
  const kind = (d: string) => {
    const y = addDays(d, -1);
    return `${weekdayOf(d)}${+ours.has(d)}${+theirs.has(d)}${+ours.has(y)}${+theirs.has(y)}${+always.has(d)}${+always.has(y)}`;
  };
  for (const d of [...holidays].sort())
    for (const e of [d, addDays(d, 1)]) {
      if (e < today || e > last || kinds.has(kind(e))) continue;
      kinds.add(kind(e));
      wanted.add(e);
    }
  // Runs of the dates wanted; dates up to four apart share one run (a run is read from two days
  // before to the day after, so reading the gap costs no more than two runs).
  const runs: [string, string][] = [];
  for (const d of [...wanted].sort()) {
    const prev = runs[runs.length - 1];
    if (prev && addDays(prev[1], 4) >= d) prev[1] = d;
    else runs.push([d, d]);
  }
  return runs;
}

/** Open stretches of a date by the directory's rules, half-open minutes, as the library gives them. */
function directoryDay(rules: Parameters<typeof dayPlan>[0], date: string): [number, number][] {
  const out: [number, number][] = [];
  const add = (a: number, b: number) => {
    if (b <= a) return;
    const prev = out[out.length - 1];
    if (prev && prev[1] >= a) prev[1] = Math.max(prev[1], b);
    else out.push([a, b]);
  };
  const yesterday = dayPlan(rules, addDays(date, -1)).slot;
  const spill = yesterday ? slotPieces(yesterday).filter(([, b]) => b > 1440) : [];
  const today = dayPlan(rules, date).slot;
  const pieces = [
    ...spill.map(([a, b]): [number, number] => [Math.max(a - 1440, 0), b - 1440]),
    ...(today ? slotPieces(today).map(([a, b]): [number, number] => [a, Math.min(b, 1440)]) : []),
  ].sort((x, y) => x[0] - y[0]);
  for (const [a, b] of pieces) add(a, b);
  return out;
}

/** The first date on which the directory would not say what the library says, or null. */
function firstDifference(
  hours: ShopHoursFields,
  own: Map<string, OwnDay>,
  jurisdiction: Jurisdiction,
  today: string,
  last: string,
  disputed: (date: string) => boolean,
): string | null {
  const rules = {
    weekly: hours.openingHours,
    publicHolidayHours: hours.publicHolidayHours,
    exceptions: hours.hoursExceptions,
    holidays: publicHolidaysBetween(jurisdiction, addDays(today, -1), addDays(last, 1)),
  };
  for (const day of own.values()) {
    // A disputed holiday is the calendars' difference, not the value's (nor is the morning after it).
    if (disputed(day.date) || disputed(addDays(day.date, -1))) continue;
    if (JSON.stringify(directoryDay(rules, day.date)) !== JSON.stringify(day.open)) return day.date;
  }
  return null;
}

/**
 * For the importer: a raw OSM value (or nothing) as the shop's hour fields plus hours_as_published.
 * Exact: the hours, hoursAsPublished null. Not exact: no hours, the original text kept in
 * hoursAsPublished (the hours are then "not confirmed") and the reason, for the admin's list of
 * shops to check. Empty value: no hours at all, which are not confirmed either (shopHoursRules:
 * "Hours not confirmed", never open) but leave nothing to check.
 */
export function osmHoursToShopFields(
  value: string | null | undefined,
  options: { jurisdiction: Jurisdiction; today?: Date },
): ShopHoursFields & { hoursAsPublished: string | null; reason: string | null } {
  const text = (value ?? "").trim();
  if (!text) return { openingHours: {}, publicHolidayHours: "usual", hoursExceptions: [], hoursAsPublished: null, reason: null };
  const result = fromOsmHours(text, options);
  if (result.exact) {
    return {
      openingHours: result.openingHours,
      publicHolidayHours: result.publicHolidayHours,
      hoursExceptions: result.hoursExceptions,
      hoursAsPublished: null,
      reason: null,
    };
  }
  return { openingHours: {}, publicHolidayHours: "usual", hoursExceptions: [], hoursAsPublished: text, reason: result.reason };
}
