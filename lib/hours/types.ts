/** Opening hours of one day: times are "HH:MM" (24-hour, Irish clock); a closed day has empty times. */
export type DayHours = { open: string; close: string; closed: boolean };
export const DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Day = (typeof DAYS)[number];
export type OpeningHours = Partial<Record<Day, DayHours>>;

/** The submit form's default (spec section 9): 09:00 to 17:00, Sunday closed with empty times. */
export const DEFAULT_OPENING_HOURS: Record<Day, DayHours> = {
  monday: { open: "09:00", close: "17:00", closed: false },
  tuesday: { open: "09:00", close: "17:00", closed: false },
  wednesday: { open: "09:00", close: "17:00", closed: false },
  thursday: { open: "09:00", close: "17:00", closed: false },
  friday: { open: "09:00", close: "17:00", closed: false },
  saturday: { open: "09:00", close: "17:00", closed: false },
  sunday: { open: "", close: "", closed: true },
};
