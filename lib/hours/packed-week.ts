/**
 * Weekly hours in the short form a list's cards carry to the browser: Monday to Sunday, each
 * "HH:MM-HH:MM", "" when closed, or null when the day is not set. Only what the status reads
 * (openSlot: closed, else the times) survives the trip. Pure and client-safe.
 */
import { DAYS, type DayHours, type OpeningHours } from "./types";

export type PackedWeek = (string | null)[];

export function packWeek(weekly: OpeningHours): PackedWeek {
  return DAYS.map((d) => {
    const day = weekly[d];
    if (!day) return null;
    return day.closed ? "" : `${day.open}-${day.close}`;
  });
}

export function unpackWeek(week: PackedWeek): OpeningHours {
  const weekly: OpeningHours = {};
  DAYS.forEach((d, i) => {
    const day = week[i];
    if (day === null || day === undefined) return;
    const [open = "", close = ""] = day === "" ? [] : day.split("-");
    weekly[d] = { open, close, closed: day === "" } satisfies DayHours;
  });
  return weekly;
}
