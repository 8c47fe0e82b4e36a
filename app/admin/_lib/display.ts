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

/** A before/after value of a recorded change, as one line of text. */
export const showValue = (v: unknown): string =>
  v === null || v === undefined || v === "" ? "(none)" : typeof v === "object" ? JSON.stringify(v) : String(v);
