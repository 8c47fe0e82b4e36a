/**
 * The opening rule as a SQL condition over farm_shops, for "open now" and "open at" filters that
 * run in the query (never by loading every shop). It reads the hours as stored minute ranges
 * (farm_shop_opening_ranges, farm_shop_special_dates: kept from the JSON hours by a trigger), so
 * each shop costs a few hash look-ups, not a walk through its JSON.
 *
 * The rule is that of lib/hours/rules.ts. An instant is an Irish date and minute. A shop is open
 * when the hours of that date cover the minute, or the hours of the day before run past midnight
 * and cover it. The hours of a date are its special date if one covers it (the narrowest, then the
 * later entry), else its public-holiday hours when the date is a public holiday of the shop's
 * jurisdiction and the shop does not keep its usual hours then, else that weekday's hours.
 */
import { sql, type SQL } from "drizzle-orm";
import { NORTHERN_IRELAND_COUNTIES } from "@/lib/counties";
import { farmShopOpeningRanges as ranges, farmShopSpecialDates as special, farmShops } from "@/lib/db/schema";
import { addDays } from "@/lib/time";
import { publicHolidayOn } from "./holidays";
import { weekdayOf } from "./rules";
import { irishClock } from "./status";
import { DAYS } from "./types";

/** The day number of a shop's public-holiday hours in farm_shop_opening_ranges. */
const HOLIDAY_DAY = 7;
const MINUTES_PER_DAY = 1440;

const isNorthernIreland = sql`lower(${farmShops.county}) in (${sql.join(
  NORTHERN_IRELAND_COUNTIES.map((c) => sql`${c.toLowerCase()}`),
  sql`, `,
)})`;

/** Whether the shop's jurisdiction has a public holiday on `date`, as SQL (null: on neither side). */
function holidayFlag(date: string): SQL | null {
  const roi = publicHolidayOn("ROI", date) !== null;
  const ni = publicHolidayOn("NI", date) !== null;
  if (!roi && !ni) return null;
  if (roi && ni) return sql`true`;
  return ni ? isNorthernIreland : sql`not (${isNorthernIreland})`;
}

/** Shops whose stored ranges of `day` cover `minute` (minutes from that day's midnight). */
function rangesCover(day: number, minute: number): SQL {
  return sql`${farmShops.id} in (select ${ranges.shopId} from ${ranges} where ${ranges.day} = ${day}::integer and ${ranges.endMinute} >= ${minute}::integer and ${ranges.startMinute} <= ${minute}::integer)`;
}

/** The special date that governs `date` for each shop that has one: narrowest, then the later entry. */
function governingSpecialDates(date: string): SQL {
  return sql`select distinct on (${special.shopId}) ${special.shopId} as shop_id, ${special.startMinute} as start_minute, ${special.endMinute} as end_minute
    from ${special} where daterange(${special.fromDate}, ${special.toDate}, '[]') @> ${date}::date
    order by ${special.shopId}, ${special.toDate} - ${special.fromDate}, ${special.position} desc`;
}

/**
 * Open through the hours of `date` at `minute` after that date's midnight (the day after is
 * 1440 and on, for hours that run past midnight).
 */
function openThrough(date: string, minute: number): SQL {
  const weekday = DAYS.indexOf(weekdayOf(date));
  const holiday = holidayFlag(date);
  const onSpecialDate = sql`${farmShops.id} in (select ${special.shopId} from ${special} where daterange(${special.fromDate}, ${special.toDate}, '[]') @> ${date}::date)`;
  const specialOpen = sql`${farmShops.id} in (select g.shop_id from (${governingSpecialDates(date)}) g where g.start_minute <= ${minute}::integer and g.end_minute >= ${minute}::integer)`;
  const holidayBranch = holiday
    ? sql`when (${holiday}) and ${farmShops.publicHolidayHours} <> '"usual"'::jsonb then ${rangesCover(HOLIDAY_DAY, minute)}`
    : sql``;
  return sql`(case when ${onSpecialDate} then ${specialOpen} ${holidayBranch} else ${rangesCover(weekday, minute)} end)`;
}

/** True for the shops open at the instant `at` (Irish clock, holidays and special dates included). */
export function openAtCondition(at: Date): SQL {
  const clock = irishClock(at);
  const yesterday = addDays(clock.date, -1);
  return sql`(${openThrough(clock.date, clock.minutes)} or ${openThrough(yesterday, clock.minutes + MINUTES_PER_DAY)})`;
}
