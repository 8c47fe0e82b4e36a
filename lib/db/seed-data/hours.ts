import type { HoursException, PublicHolidayHours } from "@/lib/hours/types";
import { addDays } from "@/lib/time";

/**
 * Holiday hours and special dates of the demo shops. Dates follow the seeding day, so that the demo
 * always shows them: this year's Christmas, the picking seasons around it, a closure next week.
 */
export type DemoHours = {
  publicHolidayHours: PublicHolidayHours;
  hoursExceptions: HoursException[];
};

const CLOSED_ON_HOLIDAYS = [
  "Barrow Valley Farm Shop",
  "Curragh Plains Farm Shop",
  "Tara Hill Farm Shop",
  "Glens of Antrim Farm Shop",
];
const SHORT_HOLIDAY_HOURS = [
  "Seafield Farm Shop",
  "Camlin River Farm",
  "Orchard County Apple Barn",
];
/** Pick-your-own farms open only from June to August. */
const SUMMER_ONLY = ["Bremore Berry Farm", "Boyne Valley Growers"];
const CHRISTMAS_HOURS = [
  "Nore Valley Orchard Shop",
  "Barrow Valley Farm Shop",
  "Seafield Farm Shop",
  "Glens of Antrim Farm Shop",
];
const CLOSED_NEXT_WEEK = "Slieve Bloom Larder";

function christmas(year: number): HoursException[] {
  return [
    {
      from: `${year}-12-24`,
      to: `${year}-12-24`,
      closed: false,
      open: "09:00",
      close: "14:00",
      note: "Christmas Eve",
    },
    { from: `${year}-12-25`, to: `${year}-12-27`, closed: true, note: "Christmas" },
    {
      from: `${year}-12-31`,
      to: `${year}-12-31`,
      closed: false,
      open: "10:00",
      close: "15:00",
      note: "New Year's Eve",
    },
  ];
}

function summerOnly(year: number): HoursException[] {
  return [
    {
      from: `${year - 1}-09-01`,
      to: `${year}-05-31`,
      closed: true,
      note: "Pick-your-own season is June to August",
    },
    {
      from: `${year}-09-01`,
      to: `${year + 1}-05-31`,
      closed: true,
      note: "Pick-your-own season is June to August",
    },
  ];
}

/** The demo hours of the shop with this name, relative to `today` (YYYY-MM-DD, Irish date). */
export function demoHours(name: string, today: string): DemoHours {
  const year = Number(today.slice(0, 4));
  const publicHolidayHours: PublicHolidayHours = CLOSED_ON_HOLIDAYS.includes(name)
    ? "closed"
    : SHORT_HOLIDAY_HOURS.includes(name)
      ? { open: "10:00", close: "14:00" }
      : "usual";
  const hoursExceptions: HoursException[] = [
    ...(SUMMER_ONLY.includes(name) ? summerOnly(year) : []),
    ...(CHRISTMAS_HOURS.includes(name) ? christmas(year) : []),
    ...(name === CLOSED_NEXT_WEEK
      ? [
          {
            from: addDays(today, 7),
            to: addDays(today, 7),
            closed: true,
            note: "Closed for a family wedding",
          },
        ]
      : []),
  ];
  return { publicHolidayHours, hoursExceptions };
}
