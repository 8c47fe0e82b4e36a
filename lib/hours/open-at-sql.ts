/**
 * The opening rule as a SQL condition over farm_shops, for "open now" and "open at" filters that
 * run in the query (never by loading every shop). It reads the hours as stored minutes, kept from
 * the JSON hours by Postgres itself (migration 0013): farm_shops.week_minutes, and the tables
 * farm_shop_opening_ranges and farm_shop_special_dates. No JSON is read and no function is called
 * per shop: a count of "open now" reads one index of the public shops.
 *
 * The rule is that of lib/hours/rules.ts. An instant is an Irish date and minute. A shop is open
 * when the hours of that date cover the minute, or the hours of the day before run past midnight
 * and cover it. The hours of a date are its special date if one covers it (the pieces stored are
 * already the governing entry's), else its public-holiday rule when the date is a public holiday
 * of the shop's jurisdiction and the shop does not keep its usual hours then, else that weekday's.
 */
import { sql, type SQL } from "drizzle-orm";
import { NORTHERN_IRELAND_COUNTIES } from "@/lib/counties";
import { farmShops } from "@/lib/db/schema";
import { addDays } from "@/lib/time";
import { publicHolidayOn } from "./holidays";
import { weekdayOf } from "./rules";
import { irishClock } from "./status";
import { DAYS } from "./types";

/** The day number of a shop's public-holiday rule in farm_shop_opening_ranges. */
const HOLIDAY_DAY = 7;
const MINUTES_PER_DAY = 1440;

/** Which shops have a public holiday on a date: all, those of one jurisdiction, or none. */
type HolidayScope = "all" | "ROI" | "NI" | null;

function holidayScope(date: string): HolidayScope {
  const roi = publicHolidayOn("ROI", date) !== null;
  const ni = publicHolidayOn("NI", date) !== null;
  return roi && ni ? "all" : roi ? "ROI" : ni ? "NI" : null;
}

const niCounty = (county: SQL) =>
  sql`lower(${county}) in (${sql.join(
    NORTHERN_IRELAND_COUNTIES.map((c) => sql`${c.toLowerCase()}`),
    sql`, `,
  )})`;

/**
 * The shops (`holiday.shop_id`) whose own holiday rule applies on a date of this scope. The ids of
 * Northern Ireland's shops come from their own index (farm_shops_county_ids_idx, migration 0018):
 * joined to farm_shops' rows, the county was a pass over the whole table.
 */
function holidayRuleRows(scope: Exclude<HolidayScope, null>): SQL {
  const rules = sql`farm_shop_opening_ranges holiday where holiday.day = ${HOLIDAY_DAY}`;
  if (scope === "all") return rules;
  const niShops = sql`select shop.id from farm_shops shop where ${niCounty(sql`shop.county`)}`;
  return sql`${rules} and holiday.shop_id ${scope === "NI" ? sql`in` : sql`not in`} (${niShops})`;
}

/** `alias.start_minute`..`alias.end_minute` covers `minute`. */
const covers = (alias: string, minute: number) =>
  sql`${sql.raw(alias)}.end_minute >= ${minute}::integer and ${sql.raw(alias)}.start_minute <= ${minute}::integer`;

const specialDatesOn = (date: string) =>
  sql`farm_shop_special_dates special where daterange(special.from_date, special.to_date, '[]') @> ${date}::date`;

/** The shops with a special date covering `date`. */
const specialIdsOn = (date: string) => sql`select special.shop_id from ${specialDatesOn(date)}`;

/**
 * Open through the hours of `date` at `minute` after that date's midnight (1440 and on is the day
 * after, for hours that run past midnight), for the shops in `among` (their ids, as SQL).
 */
function openThrough(date: string, scope: HolidayScope, minute: number, among: SQL | null): SQL {
  const weekday = DAYS.indexOf(weekdayOf(date));
  const id = farmShops.id;
  const special = sql`when ${id} in (${specialIdsOn(date)})
    then ${id} in (select special.shop_id from ${specialDatesOn(date)} and ${covers("special", minute)})`;
  const holiday = scope
    ? sql`when ${id} in (select holiday.shop_id from ${holidayRuleRows(scope)})
    then ${id} in (select holiday.shop_id from ${holidayRuleRows(scope)} and ${covers("holiday", minute)})`
    : sql``;
  const week = sql`${id} in (select week.shop_id from farm_shop_opening_ranges week
    where week.day = ${weekday}::integer and ${covers("week", minute)}${among ? sql` and week.shop_id in (${among})` : sql``})`;
  return sql`case ${special} ${holiday} else ${week} end`;
}

/**
 * The shops whose hours today or yesterday are not their weekday's, from their own row: special
 * dates covering either day (farm_shops.special_days), or a holiday rule (farm_shops.holiday_rule)
 * where either day is a public holiday of their jurisdiction (`scopes`, today's and yesterday's).
 * Told apart on the index entry that a count or a page reads anyway (migration 0021) instead of by
 * looking each shop's id up in the two days' special dates and holiday rules.
 */
function notWeeklyHere(today: string, yesterday: string, scopes: HolidayScope[]): SQL {
  const days = sql`"farm_shops"."special_days" && daterange(${yesterday}::date, ${today}::date, '[]')`;
  if (scopes.includes("all") || (scopes.includes("ROI") && scopes.includes("NI")))
    return sql`(${days} or "farm_shops"."holiday_rule")`;
  const scope = scopes.find((s) => s !== null);
  if (!scope) return days;
  const ni = niCounty(sql`"farm_shops"."county"`);
  return sql`(${days} or ("farm_shops"."holiday_rule" and ${scope === "NI" ? ni : sql`not ${ni}`}))`;
}

/**
 * True for the shops open at the instant `at` (Irish clock, holidays and special dates included).
 * Most shops keep their weekday hours today and yesterday: for them it is one comparison with
 * their week of minutes (farm_shops.week_minutes), after a test of two columns beside it. The few
 * others are read from the stored ranges; every set involved is read once per query and looked up
 * by id.
 */
export function openAtCondition(at: Date): SQL {
  const clock = irishClock(at);
  const yesterday = addDays(clock.date, -1);
  const weekMinute = DAYS.indexOf(clock.day) * MINUTES_PER_DAY + clock.minutes;
  const todayScope = holidayScope(clock.date);
  const yesterdayScope = holidayScope(yesterday);
  const scopes = [todayScope, yesterdayScope];
  // The weekday rows are read among those shops alone when they are few: a special date here and
  // there. On and after a public holiday they include every shop with a holiday rule (a fifth of
  // them), and probing the week's rows shop by shop costs more (20 ms at 20,000 shops) than
  // reading the day's rows that cover the minute from their index (1-2 ms).
  const holiday = scopes.some((scope) => scope !== null);
  const among = holiday ? null : sql`${specialIdsOn(clock.date)} union all ${specialIdsOn(yesterday)}`;
  const exact = sql`(${openThrough(clock.date, todayScope, clock.minutes, among)} or ${openThrough(yesterday, yesterdayScope, clock.minutes + MINUTES_PER_DAY, among)})`;
  return sql`(case when ${notWeeklyHere(clock.date, yesterday, scopes)} then ${exact} else "farm_shops"."week_minutes" @> ${weekMinute}::integer end)`;
}
