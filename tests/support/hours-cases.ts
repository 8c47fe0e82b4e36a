import { DAYS, DEFAULT_OPENING_HOURS, type DayHours, type HoursException, type OpeningHours, type PublicHolidayHours } from "@/lib/hours/types";

/** A shop's three hour fields, as the editors save them. */
export type ShopHours = { openingHours: OpeningHours; publicHolidayHours: PublicHolidayHours; hoursExceptions: HoursException[] };

/** An open day, with its breaks if any. */
export const day = (open: string, close: string, breaks?: { from: string; to: string }[]): DayHours => ({ open, close, closed: false, ...(breaks ? { breaks } : {}) });
export const CLOSED: DayHours = { open: "", close: "", closed: true };
/** A week of the same weekdays, and its Saturday and Sunday (closed unless given). */
export const week = (weekday: DayHours, saturday: DayHours = CLOSED, sunday: DayHours = CLOSED): OpeningHours => ({
  monday: weekday,
  tuesday: weekday,
  wednesday: weekday,
  thursday: weekday,
  friday: weekday,
  saturday,
  sunday,
});

/** Monday to Saturday 09:00-17:00, Sunday closed: the submit form's default week. */
export const WEEK: OpeningHours = DEFAULT_OPENING_HOURS;
const LATE: OpeningHours = { friday: { open: "18:00", close: "01:00", closed: false } };
const SEASON: HoursException[] = [
  { from: "2025-11-01", to: "2026-03-13", closed: true, note: "Closed for the winter" },
];
const OVERLAP: HoursException[] = [
  { from: "2026-01-01", to: "2026-03-13", closed: true },
  {
    from: "2026-02-14",
    to: "2026-02-14",
    closed: false,
    open: "10:00",
    close: "14:00",
    note: "Valentine's market",
  },
  { from: "2026-02-20", to: "2026-02-21", closed: false, open: "11:00", close: "12:00" },
  { from: "2026-02-20", to: "2026-02-21", closed: false, open: "13:00", close: "15:00" },
];
const NEW_YEAR: HoursException[] = [
  {
    from: "2026-12-31",
    to: "2026-12-31",
    closed: false,
    open: "20:00",
    close: "02:00",
    note: "New Year's Eve",
  },
];

export type HoursCase = {
  name: string;
  county: string;
  weekly: OpeningHours;
  publicHolidayHours: PublicHolidayHours;
  exceptions: HoursException[];
  at: string;
  open: boolean;
};

const c = (name: string, at: string, open: boolean, over: Partial<HoursCase> = {}): HoursCase => ({
  name,
  county: "Cork",
  weekly: WEEK,
  publicHolidayHours: "usual",
  exceptions: [],
  at,
  open,
  ...over,
});

/** One table of instants that the TypeScript rule and the SQL function must both answer. */
export const HOURS_CASES: HoursCase[] = [
  c("a plain Monday morning", "2026-01-12T10:00:00Z", true),
  c("a Sunday", "2026-01-11T10:00:00Z", false),
  c("closing minute counts", "2026-01-12T17:00:00Z", true),
  c("a minute after closing", "2026-01-12T17:01:00Z", false),
  c("summer time: 08:30 UTC is 09:30 in Dublin", "2026-07-13T08:30:00Z", true),
  c("summer time: 16:30 UTC is 17:30 in Dublin", "2026-07-13T16:30:00Z", false),
  c("spring DST day, 02:00 IST", "2026-03-29T01:00:00Z", true, {
    weekly: { sunday: { open: "02:00", close: "04:00", closed: false } },
  }),
  c("autumn DST day, second 01:30", "2026-10-25T01:30:00Z", true, {
    weekly: { sunday: { open: "01:00", close: "01:45", closed: false } },
  }),
  c("ROI shop closed on holidays, St Stephen's Day (Saturday)", "2026-12-26T11:00:00Z", false, {
    publicHolidayHours: "closed",
  }),
  c(
    "ROI shop closed on holidays, Monday 28 Dec (not a ROI public holiday)",
    "2026-12-28T11:00:00Z",
    true,
    { publicHolidayHours: "closed" },
  ),
  c("NI shop closed on holidays, Monday 28 Dec (substitute day)", "2026-12-28T11:00:00Z", false, {
    county: "Antrim",
    publicHolidayHours: "closed",
  }),
  c("NI shop with usual hours on the substitute day", "2026-12-28T11:00:00Z", true, {
    county: "Antrim",
  }),
  c("St Brigid's Day closes a ROI shop", "2026-02-02T10:00:00Z", false, {
    publicHolidayHours: "closed",
  }),
  c("St Brigid's Day is no holiday in the North", "2026-02-02T10:00:00Z", true, {
    county: "Down",
    publicHolidayHours: "closed",
  }),
  c("Good Friday: ROI shop open", "2026-04-03T10:00:00Z", true, { publicHolidayHours: "closed" }),
  c("Good Friday: NI shop closed", "2026-04-03T10:00:00Z", false, {
    county: "Tyrone",
    publicHolidayHours: "closed",
  }),
  c("holiday hours 10:00-14:00, at 13:00", "2026-03-17T13:00:00Z", true, {
    publicHolidayHours: { open: "10:00", close: "14:00" },
  }),
  c("holiday hours 10:00-14:00, at 15:00", "2026-03-17T15:00:00Z", false, {
    publicHolidayHours: { open: "10:00", close: "14:00" },
  }),
  c("holiday hours open a usually closed day", "2026-03-17T11:00:00Z", true, {
    weekly: {},
    publicHolidayHours: { open: "10:00", close: "14:00" },
  }),
  c("season wrapping the New Year, in January", "2026-01-05T11:00:00Z", false, {
    exceptions: SEASON,
  }),
  c("season wrapping the New Year, in November", "2025-11-03T11:00:00Z", false, {
    exceptions: SEASON,
  }),
  c("day after the season", "2026-03-14T11:00:00Z", true, { exceptions: SEASON }),
  c("overlap: the one-off day inside the season wins", "2026-02-14T11:00:00Z", true, {
    exceptions: OVERLAP,
  }),
  c("overlap: the season elsewhere", "2026-02-13T11:00:00Z", false, { exceptions: OVERLAP }),
  c("overlap tie: the later entry wins (13:00-15:00)", "2026-02-20T14:00:00Z", true, {
    exceptions: OVERLAP,
  }),
  c("overlap tie: the earlier entry's hours do not apply", "2026-02-20T11:30:00Z", false, {
    exceptions: OVERLAP,
  }),
  c("special date beats the holiday rule", "2026-12-26T12:00:00Z", true, {
    publicHolidayHours: "closed",
    exceptions: [
      { from: "2026-12-26", to: "2026-12-26", closed: false, open: "11:00", close: "13:00" },
    ],
  }),
  c("late opening, Friday 23:00", "2026-01-16T23:00:00Z", true, { weekly: LATE }),
  c("late opening runs into Saturday 00:30", "2026-01-17T00:30:00Z", true, { weekly: LATE }),
  c("late opening over at Saturday 01:01", "2026-01-17T01:01:00Z", false, { weekly: LATE }),
  c("New Year's Eve special hours run into New Year's Day", "2027-01-01T01:00:00Z", true, {
    publicHolidayHours: "closed",
    exceptions: NEW_YEAR,
  }),
  c("New Year's Day itself closed", "2027-01-01T11:00:00Z", false, {
    publicHolidayHours: "closed",
    exceptions: NEW_YEAR,
  }),
  c("Sunday late opening runs into Monday 01:00", "2026-01-12T01:00:00Z", true, {
    weekly: { sunday: { open: "20:00", close: "02:00", closed: false } },
  }),
  c("Sunday late opening over at Monday 02:01", "2026-01-12T02:01:00Z", false, {
    weekly: { sunday: { open: "20:00", close: "02:00", closed: false } },
  }),
  c("a special closure on Friday stops its late opening running into Saturday", "2026-01-17T00:30:00Z", false, {
    weekly: LATE,
    exceptions: [{ from: "2026-01-16", to: "2026-01-16", closed: true }],
  }),
  c("a special closure on Saturday does not cut Friday's late opening short", "2026-01-17T00:30:00Z", true, {
    weekly: LATE,
    exceptions: [{ from: "2026-01-17", to: "2026-01-17", closed: true }],
  }),
  c("special hours open a usually closed Sunday", "2026-01-11T11:00:00Z", true, {
    exceptions: [{ from: "2026-01-11", to: "2026-01-11", closed: false, open: "10:00", close: "14:00" }],
  }),
  c("holiday hours past midnight run into the day after", "2026-03-18T01:00:00Z", true, {
    publicHolidayHours: { open: "20:00", close: "02:00" },
  }),
  c("closed on the holiday: the weekly late opening does not run on", "2026-03-18T00:30:00Z", false, {
    weekly: { tuesday: { open: "18:00", close: "02:00", closed: false } },
    publicHolidayHours: "closed",
  }),
  c("usual hours on the holiday: the weekly late opening runs on", "2026-03-18T00:30:00Z", true, {
    weekly: { tuesday: { open: "18:00", close: "02:00", closed: false } },
  }),
  c("00:00-00:00 runs to midnight, which counts", "2026-01-13T00:00:00Z", true, {
    weekly: { monday: { open: "00:00", close: "00:00", closed: false } },
  }),
  c("00:00-00:00 is over a minute after midnight", "2026-01-13T00:01:00Z", false, {
    weekly: { monday: { open: "00:00", close: "00:00", closed: false } },
  }),
  c("open around the clock (00:00-00:00, an import's 24/7), at 03:00", "2026-01-12T03:00:00Z", true, {
    weekly: Object.fromEntries(DAYS.map((day) => [day, { open: "00:00", close: "00:00", closed: false }])),
  }),
];
