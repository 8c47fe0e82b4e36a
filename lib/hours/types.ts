/** A break inside an open day ("HH:MM", Irish clock): the shop is closed from `from` to `to`. */
export type HoursBreak = { from: string; to: string };

/**
 * Opening hours of one day: times are "HH:MM" (24-hour, Irish clock); a closed day has empty times.
 * `breaks` (optional, sorted, inside open–close) split the day, e.g. 08:00–12:30, 14:00–18:00 is
 * open 08:00, close 18:00 with a break 12:30–14:00. Clients that read only { open, close, closed }
 * see the day's first opening and last closing.
 */
export type DayHours = { open: string; close: string; closed: boolean; breaks?: HoursBreak[] };
export const DAYS = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Day = (typeof DAYS)[number];
export type OpeningHours = Partial<Record<Day, DayHours>>;

/** The submit form's default: 09:00 to 17:00, Sunday closed with empty times. */
export const DEFAULT_OPENING_HOURS: Record<Day, DayHours> = {
  monday: { open: "09:00", close: "17:00", closed: false },
  tuesday: { open: "09:00", close: "17:00", closed: false },
  wednesday: { open: "09:00", close: "17:00", closed: false },
  thursday: { open: "09:00", close: "17:00", closed: false },
  friday: { open: "09:00", close: "17:00", closed: false },
  saturday: { open: "09:00", close: "17:00", closed: false },
  sunday: { open: "", close: "", closed: true },
};

/** What a shop does on a public holiday of its jurisdiction: its usual weekday hours, closed, or set hours. */
export type PublicHolidayHours = "usual" | "closed" | { open: string; close: string };

/**
 * A special date or range (a season, Christmas hours, a one-off day), inclusive at both ends.
 * `closed: false` with times means special hours on each day of the range.
 */
export type HoursException = {
  from: string;
  to: string;
  closed: boolean;
  open?: string;
  close?: string;
  note?: string;
};

export const MAX_HOURS_EXCEPTIONS = 50;
/** Breaks a day may have: a lunch closure, and a second one (a farm shop closing for milking). */
export const MAX_DAY_BREAKS = 3;
export const EXCEPTION_NOTE_MAX = 120;

/** Northern Ireland follows the UK (NI) calendar; the other 26 counties the Republic's. */
export type Jurisdiction = "ROI" | "NI";

/** One public holiday of a jurisdiction, by its Irish calendar date. */
export type PublicHoliday = { date: string; name: string };

/**
 * Everything the status needs about one shop, client-safe: the weekly hours, its holiday and
 * special-date rules, and its jurisdiction's public holidays over the dates that matter (the server
 * passes them, so the browser never loads a holiday calendar).
 */
export type HoursRules = {
  weekly: OpeningHours;
  publicHolidayHours: PublicHolidayHours;
  exceptions: HoursException[];
  holidays: PublicHoliday[];
  /** The shop's hours are as published, not confirmed (hours_as_published): never called open. */
  unconfirmed?: boolean;
};
