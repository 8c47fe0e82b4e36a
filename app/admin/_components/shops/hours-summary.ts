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

/** "Mon: 09:00 - 17:00, …, Sun: Closed" – the detail dialog's one-line summary. */
export function hoursSummary(hours: OpeningHours | null | undefined): string {
  const days = DAYS.filter((day) => hours?.[day]);
  if (days.length === 0) return "Not provided";
  return days
    .map((day) => {
      const h = hours?.[day];
      return !h || h.closed || !h.open
        ? `${SHORT[day]}: Closed`
        : `${SHORT[day]}: ${h.open} - ${h.close}`;
    })
    .join(", ");
}
