/**
 * The opening rule as a SQL condition over farm_shops, for "open now" and "open at" filters that
 * run in the query (never by loading every shop). The Irish date and minute, and whether each
 * jurisdiction has a public holiday on that date and the day before, are worked out here and
 * passed as parameters; the precedence itself lives in the farm_shops_open_at SQL function.
 */
import { sql, type SQL } from "drizzle-orm";
import { NORTHERN_IRELAND_COUNTIES } from "@/lib/counties";
import { farmShops } from "@/lib/db/schema";
import { addDays } from "@/lib/time";
import { publicHolidayOn } from "./holidays";
import { irishClock } from "./status";

const isNorthernIreland = sql`lower(${farmShops.county}) in (${sql.join(
  NORTHERN_IRELAND_COUNTIES.map((c) => sql`${c.toLowerCase()}`),
  sql`, `,
)})`;

/** Whether the shop's jurisdiction has a public holiday on `date`, as a SQL boolean. */
function holidayFlag(date: string): SQL {
  const roi = publicHolidayOn("ROI", date) !== null;
  const ni = publicHolidayOn("NI", date) !== null;
  if (roi === ni) return sql`${roi}::boolean`;
  return sql`(${isNorthernIreland}) = ${ni}::boolean`;
}

/** True for the shops open at the instant `at` (Irish clock, holidays and special dates included). */
export function openAtCondition(at: Date): SQL {
  const clock = irishClock(at);
  const yesterday = addDays(clock.date, -1);
  return sql`farm_shops_open_at(${farmShops.openingHours}, ${farmShops.publicHolidayHours}, ${farmShops.hoursExceptions}, ${clock.date}::date, ${clock.minutes}::integer, ${holidayFlag(clock.date)}, ${holidayFlag(yesterday)})`;
}
