/**
 * Weekly hours in the short form a list's cards carry to the browser: Monday to Sunday, each
 * "HH:MM-HH:MM" ("08:00-12:30,14:00-18:00" with a break), "" when closed, or null when the day
 * is not set. Only what the status reads (openSlot: closed, else the times and breaks) survives
 * the trip. Pure and client-safe.
 */
import { DAYS, type DayHours, type OpeningHours } from "./types";

export type PackedWeek = (string | null)[];

export function packWeek(weekly: OpeningHours): PackedWeek {
  return DAYS.map((d) => {
    const day = weekly[d];
    if (!day) return null;
    if (day.closed) return "";
    const starts = [day.open, ...(day.breaks ?? []).map((b) => b.to)];
    const ends = [...(day.breaks ?? []).map((b) => b.from), day.close];
    return starts.map((s, i) => `${s}-${ends[i]}`).join(",");
  });
}

export function unpackWeek(week: PackedWeek): OpeningHours {
  const weekly: OpeningHours = {};
  DAYS.forEach((d, i) => {
    const day = week[i];
    if (day === null || day === undefined) return;
    const pieces = day === "" ? [] : day.split(",").map((p) => p.split("-"));
    const open = pieces[0]?.[0] ?? "";
    const close = pieces[pieces.length - 1]?.[1] ?? "";
    const breaks = pieces.slice(1).map((p, k) => ({ from: pieces[k]?.[1] ?? "", to: p[0] ?? "" }));
    weekly[d] = { open, close, closed: day === "", ...(breaks.length ? { breaks } : {}) } satisfies DayHours;
  });
  return weekly;
}
