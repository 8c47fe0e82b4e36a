import { DAYS, type Day, type OpeningHours } from "@/lib/hours/types";

const SHORT: Record<Day, string> = {
  monday: "Mon",
  tuesday: "Tue",
  wednesday: "Wed",
  thursday: "Thu",
  friday: "Fri",
  saturday: "Sat",
  sunday: "Sun",
};

/**
 * "Mon: 09:00 - 12:30, 14:00 - 18:00, …, Sun: Closed" – the detail dialog's one-line summary (a
 * day's breaks split it); hours not confirmed are given as published first.
 */
export function hoursSummary(hours: OpeningHours | null | undefined, asPublished?: string | null): string {
  const days = DAYS.filter((day) => hours?.[day]);
  const published = asPublished ? `Hours as published (not confirmed): ${asPublished}` : null;
  if (days.length === 0) return published ?? "Not provided";
  const week = summariseDays(days, hours);
  return published ? `${published}. ${week}` : week;
}

function summariseDays(days: Day[], hours: OpeningHours | null | undefined): string {
  return days
    .map((day) => {
      const h = hours?.[day];
      return !h || h.closed || !h.open
        ? `${SHORT[day]}: Closed`
        : `${SHORT[day]}: ${[h.open, ...(h.breaks ?? []).flatMap((b) => [b.from, b.to]), h.close]
            .reduce<string[]>((out, t, i, all) => (i % 2 === 0 ? [...out, `${t} - ${all[i + 1]}`] : out), [])
            .join(", ")}`;
    })
    .join(", ");
}
