import { DAYS, type Day } from "@/lib/hours/types";
const relative = new Intl.RelativeTimeFormat("en-IE", { numeric: "auto" });

/** "3 days ago", "an hour ago" style age of a timestamp. */
export function formatAge(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ["year", 365 * 86400],
    ["month", 30 * 86400],
    ["week", 7 * 86400],
    ["day", 86400],
    ["hour", 3600],
    ["minute", 60],
  ];
  for (const [unit, size] of steps) if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  return "just now";
}

const DAY_SHORT: Record<Day, string> = { monday: "Mon", tuesday: "Tue", wednesday: "Wed", thursday: "Thu", friday: "Fri", saturday: "Sat", sunday: "Sun" };

/** Weekly hours as "Mon 09:00–17:00, Sun closed"; null when `v` is not an object of days. */
function weekText(v: object): string | null {
  const week = v as Partial<Record<Day, { open?: string; close?: string; closed?: boolean } | undefined>>;
  const keys = Object.keys(v);
  if (keys.length === 0 || !keys.every((k) => (DAYS as readonly string[]).includes(k))) return null;
  return DAYS.filter((d) => week[d])
    .map((d) => {
      const h = week[d];
      return `${DAY_SHORT[d]} ${h?.closed ? "closed" : `${h?.open ?? ""}–${h?.close ?? ""}`}`;
    })
    .join(", ");
}

/**
 * A before/after value of a recorded change, as one line of text: a list as "Eggs, Honey", weekly
 * hours as "Mon 09:00–17:00, …", anything else as JSON. `empty` is what nothing reads as.
 */
export const showValue = (v: unknown, empty = "(none)"): string => {
  if (v === null || v === undefined || v === "") return empty;
  if (Array.isArray(v)) return v.length > 0 && v.every((x) => typeof x === "string") ? v.join(", ") : v.length === 0 ? empty : JSON.stringify(v);
  if (typeof v === "object") return Object.keys(v).length === 0 ? empty : (weekText(v) ?? JSON.stringify(v));
  return String(v);
};
