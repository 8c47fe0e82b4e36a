/**
 * Opening status of spec section 4, on the Irish clock (Europe/Dublin) whatever the zone of the
 * server or the visitor. Pure: the caller passes `now`, so cards, the detail page, the "Open now"
 * filter and the unit tests all agree.
 */
import { addDays, IRISH_TIME_ZONE } from "@/lib/time";
import { DAYS, type Day, type DayHours, type OpeningHours } from "./types";

/** Days after today the next opening is looked for (spec section 9). */
export const NEXT_OPENING_LOOKAHEAD_DAYS = 7;

export type OpeningStatus = {
  isOpen: boolean;
  /** Card text: 'Open until 17:00' or 'Closed'. */
  label: string;
  /** Detail page text: as `label`, but 'Closed Today' when today is a closed day. */
  detailLabel: string;
  /** 'Opens today at 09:00', 'Opens tomorrow at 09:00', 'Opens Friday at 09:00', or null. */
  nextOpening: string | null;
};

export type IrishClock = { date: string; day: Day; minutes: number };

const clockFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: IRISH_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The Irish calendar date, weekday and minute of the day at `now`. */
export function irishClock(now: Date): IrishClock {
  const parts = Object.fromEntries(clockFormat.formatToParts(now).map((p) => [p.type, p.value]));
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, day: weekdayOf(date), minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The weekday of a YYYY-MM-DD calendar date. */
function weekdayOf(isoDate: string): Day {
  const sundayFirst = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return DAYS[(sundayFirst + 6) % 7] ?? "monday";
}

/** "HH:MM" → minutes after midnight, or null for anything else (blank, malformed). */
export function toMinutes(time: string | null | undefined): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(time?.trim() ?? "");
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h <= 23 && min <= 59 ? h * 60 + min : null;
}

/** A day's hours when it is an open day with usable times; null when closed or missing. */
export function openSlot(
  day: DayHours | undefined,
): { open: number; close: number; openText: string; closeText: string } | null {
  if (!day || day.closed) return null;
  const open = toMinutes(day.open);
  const close = toMinutes(day.close);
  if (open === null || close === null) return null;
  return { open, close, openText: day.open.trim(), closeText: day.close.trim() };
}

const capitalise = (day: Day) => day.charAt(0).toUpperCase() + day.slice(1);

function findNextOpening(hours: OpeningHours, clock: IrishClock): string | null {
  for (let offset = 0; offset <= NEXT_OPENING_LOOKAHEAD_DAYS; offset++) {
    const day = offset === 0 ? clock.day : weekdayOf(addDays(clock.date, offset));
    const slot = openSlot(hours[day]);
    if (!slot) continue;
    // Today only counts when the opening time is still ahead.
    if (offset === 0 && slot.open <= clock.minutes) continue;
    const when = offset === 0 ? "today" : offset === 1 ? "tomorrow" : capitalise(day);
    return `Opens ${when} at ${slot.openText}`;
  }
  return null;
}

/** The status of spec section 4 at `now` (Irish clock). */
export function getOpeningStatus(hours: OpeningHours | null | undefined, now: Date): OpeningStatus {
  const week = hours ?? {};
  const clock = irishClock(now);
  const today = openSlot(week[clock.day]);
  if (today) {
    // A closing time at or before the opening time runs past midnight (late openings).
    const open =
      today.close > today.open
        ? clock.minutes >= today.open && clock.minutes <= today.close
        : clock.minutes >= today.open;
    if (open) {
      const label = `Open until ${today.closeText}`;
      return { isOpen: true, label, detailLabel: label, nextOpening: null };
    }
  }
  return {
    isOpen: false,
    label: "Closed",
    detailLabel: today ? "Closed" : "Closed Today",
    nextOpening: findNextOpening(week, clock),
  };
}

/** For the "Open now" filter. */
export function isOpenNow(hours: OpeningHours | null | undefined, now: Date): boolean {
  return getOpeningStatus(hours, now).isOpen;
}
