import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { farmShops } from "@/lib/db/schema";
import { DAYS } from "./types";
import { irishClock } from "./status";

/**
 * Weekly-only version (the opening-hours work replaces this file with one that also knows public
 * holidays and special dates): true when a shop's weekly opening hours say it is open at `at`, on
 * the Irish clock. A day marked closed, or without two valid HH:MM times, is closed; a closing time
 * at or before the opening time runs past midnight, so the previous day's late opening still
 * counts in the small hours.
 */
export function openAtCondition(at: Date): SQL {
  const clock = irishClock(at);
  const dayIndex = DAYS.indexOf(clock.day);
  const previous = DAYS[(dayIndex + 6) % 7] ?? "sunday";
  const now = `${String(Math.floor(clock.minutes / 60)).padStart(2, "0")}:${String(clock.minutes % 60).padStart(2, "0")}`;
  const day = (name: string) => sql`(${farmShops.openingHours} -> ${name})`;
  const valid = (name: string) =>
    sql`(coalesce((${day(name)} ->> 'closed')::boolean, false) = false
      and (${day(name)} ->> 'open') ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
      and (${day(name)} ->> 'close') ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')`;
  const open = (name: string) => sql`(${day(name)} ->> 'open')`;
  const close = (name: string) => sql`(${day(name)} ->> 'close')`;
  return sql`(
    (${valid(clock.day)} and (
      (${close(clock.day)} > ${open(clock.day)} and ${now} >= ${open(clock.day)} and ${now} <= ${close(clock.day)})
      or (${close(clock.day)} <= ${open(clock.day)} and ${now} >= ${open(clock.day)})))
    or (${valid(previous)} and ${close(previous)} <= ${open(previous)} and ${now} < ${close(previous)})
  )`;
}
