/**
 * The open/closed status on the Irish clock (Europe/Dublin) whatever the zone of the server or the
 * visitor. Pure: the caller passes `now`, so cards, the shop page, the status API, the "Open now"
 * filter and the unit tests all agree. Which hours apply on a date is decided in ./rules.
 */
import type { Locale } from "@/i18n/config";
import { monthName, weekdayName } from "@/lib/calendar";
import { addDays, irishWallClock } from "@/lib/time";
import { dayPlan, isAllDay, minutesText, planReason, planText, slotEnd, slotPieces, toRules, weekdayOf, type DayPlan, type Slot } from "./rules";
import type { Day, HoursRules, OpeningHours } from "./types";

export { openSlot, toMinutes } from "./rules";

/** Days after today within which the next opening is named by its weekday alone. */
export const NEXT_OPENING_LOOKAHEAD_DAYS = 7;
/** How far the next opening is looked for when special dates close the shop for longer. */
export const NEXT_OPENING_MAX_DAYS = 366;

/**
 * What the status says, as data: the English texts below are written from it, and the public pages
 * write it in their own language (./status-text.ts).
 */
export type StatusKind = "open" | "closed" | "closedToday" | "season" | "unconfirmed";
/** When the shop next opens: today, tomorrow, a weekday within the week, or a date further off. */
export type NextOpening = { when: "today" | "tomorrow" | "weekday" | "date"; date: string; time: string };
/** Why today is not the weekly timetable. */
export type StatusWhy =
  | { kind: "closure"; note: string | null }
  | { kind: "specialHours"; hours: string; note: string | null }
  | { kind: "holidayClosed"; holiday: string }
  | { kind: "holidayHours"; hours: string; holiday: string };

export type OpeningStatus = {
  isOpen: boolean;
  /** The status as data: `label` is `kind` in English ("closedToday" reads "Closed" on cards). */
  kind: StatusKind;
  /** The closing time while open ("17:00"), else null. */
  until: string | null;
  /**
   * While open, the instant the status changes: the end of the closing minute `until` (the
   * closing minute still counts as open); null when closed, or open around the clock.
   */
  closesAt: Date | null;
  /** Open, and today's hours run around the clock ("Open 24 hours"). */
  allDay?: true;
  /** The next opening as data, else null. */
  next: NextOpening | null;
  /** The reason as data, else null. */
  why: StatusWhy | null;
  /** Card text: 'Open until 17:00', 'Closed' or 'Closed for the season'. */
  label: string;
  /** Shop page text: as `label`, but 'Closed Today' when today is a closed day. */
  detailLabel: string;
  /** 'Opens today at 09:00', 'Opens Friday at 09:00', 'Opens Saturday 14 March at 10:00', or null. */
  nextOpening: string | null;
  /** The instant of that next opening, or null. */
  nextOpeningAt: Date | null;
  /** Why today differs from the weekly timetable ('Closed today · St Stephen's Day'), or null. */
  reason: string | null;
};

export type IrishClock = { date: string; day: Day; minutes: number };

/** The Irish calendar date, weekday and minute of the day at `now`. */
export function irishClock(now: Date): IrishClock {
  const clock = irishWallClock(now);
  const date = clock.toISOString().slice(0, 10);
  return { date, day: weekdayOf(date), minutes: clock.getUTCHours() * 60 + clock.getUTCMinutes() };
}

/** The instant at which the Irish clock reads `minutes` after midnight on `date`. */
export function irishInstant(date: string, minutes: number): Date {
  const wanted = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  let guess = wanted;
  // Two corrections settle the offset (0 or +1 hour), DST changes included.
  for (let i = 0; i < 2; i++) {
    const c = irishClock(new Date(guess));
    guess -= Date.parse(`${c.date}T00:00:00Z`) + c.minutes * 60_000 - wanted;
  }
  return new Date(guess);
}

const capitalise = (day: Day) => weekdayName(day);
/** "Saturday 14 March" (or "Dé Sathairn 14 Márta"), written out by hand so that every browser's locale data agrees. */
export function dayAndDate(date: string, locale?: Locale): string {
  return `${weekdayName(weekdayOf(date), locale)} ${Number(date.slice(8, 10))} ${monthName(Number(date.slice(5, 7)), locale)}`;
}

/** The minute a slot's next open stretch starts after `minutes` (null: none), and its text. */
function nextStart(slot: Slot, minutes: number): { minute: number; text: string } | null {
  for (const [start] of slotPieces(slot))
    if (start > minutes) return { minute: start, text: start === slot.open ? slot.openText : minutesText(start) };
  return null;
}

function findNextOpening(rules: HoursRules, clock: IrishClock): { text: string; at: Date; next: NextOpening } | null {
  for (let offset = 0; offset <= NEXT_OPENING_MAX_DAYS; offset++) {
    const date = offset === 0 ? clock.date : addDays(clock.date, offset);
    const slot = dayPlan(rules, date).slot;
    // Today only counts when an opening (the day's, or the end of a break) is still ahead.
    const start = slot && nextStart(slot, offset === 0 ? clock.minutes : -1);
    if (!start) continue;
    const when =
      offset === 0
        ? "today"
        : offset === 1
          ? "tomorrow"
          : offset <= NEXT_OPENING_LOOKAHEAD_DAYS
            ? capitalise(weekdayOf(date))
            : dayAndDate(date);
    const kind = offset === 0 ? "today" : offset === 1 ? "tomorrow" : offset <= NEXT_OPENING_LOOKAHEAD_DAYS ? "weekday" : "date";
    return {
      text: `Opens ${when} at ${start.text}`,
      at: irishInstant(date, start.minute),
      next: { when: kind, date, time: start.text },
    };
  }
  return null;
}

/** planReason as data (./rules writes it in English for the status API). */
function planWhy(plan: DayPlan): StatusWhy | null {
  if (plan.source === "exception") {
    const note = plan.exception?.note?.trim() || null;
    return plan.slot ? { kind: "specialHours", hours: planText(plan), note } : { kind: "closure", note };
  }
  if (plan.source === "holiday") {
    const holiday = plan.holiday ?? "";
    return plan.slot ? { kind: "holidayHours", hours: planText(plan), holiday } : { kind: "holidayClosed", holiday };
  }
  return null;
}

/** Open at this minute through a late opening that started the day before. */
function spillsInto(yesterday: DayPlan, minutes: number): boolean {
  const s = yesterday.slot;
  return !!s && s.close <= s.open && minutes <= slotEnd(s) - 1440;
}

/** Where the open stretch at a minute ends: its text ("17:00") and its last minute, counted from `date`'s midnight. */
type OpenStretch = { text: string; date: string; end: number };

/**
 * The rule itself: the stretch the shop is open in at this minute (through yesterday's hours past
 * midnight, or today's), or null when it is closed.
 */
function openStretch(rules: HoursRules, clock: IrishClock, today: DayPlan): OpenStretch | null {
  const yesterdayDate = addDays(clock.date, -1);
  const yesterday = dayPlan(rules, yesterdayDate);
  if (spillsInto(yesterday, clock.minutes) && yesterday.slot)
    return { text: yesterday.slot.closeText, date: yesterdayDate, end: slotEnd(yesterday.slot) };
  const slot = today.slot;
  if (!slot) return null;
  // Opening and closing minutes both count as open, and so do a break's first and last minute.
  const end = slotEnd(slot);
  const piece = slotPieces(slot).find(([a, b]) => clock.minutes >= a && clock.minutes <= b);
  if (!piece) return null;
  return { text: piece[1] === end ? slot.closeText : minutesText(piece[1]), date: clock.date, end: piece[1] };
}

/** The status at `now` (Irish clock), for weekly hours alone or a shop's full rules. */
export function getOpeningStatus(
  input: OpeningHours | HoursRules | null | undefined,
  now: Date,
): OpeningStatus {
  const rules = toRules(input);
  // Hours as published but not confirmed (an import the model could not hold exactly): never
  // called open, and no opening time is promised.
  if (rules.unconfirmed) return UNCONFIRMED;
  const clock = irishClock(now);
  const today = dayPlan(rules, clock.date);
  const reason = planReason(today);
  const why = planWhy(today);
  const stretch = openStretch(rules, clock, today);
  if (stretch) {
    const allDay = !!today.slot && isAllDay(today.slot);
    const until = stretch.text;
    const label = allDay ? "Open 24 hours" : `Open until ${until}`;
    return {
      isOpen: true,
      kind: "open",
      until,
      closesAt: allDay ? null : irishInstant(stretch.date, stretch.end + 1),
      ...(allDay ? { allDay: true as const } : {}),
      next: null,
      why,
      label,
      detailLabel: label,
      nextOpening: null,
      nextOpeningAt: null,
      reason,
    };
  }
  const slot = today.slot;
  const next = findNextOpening(rules, clock);
  const longClosure =
    today.source === "exception" &&
    !slot &&
    (!next || next.at.getTime() - now.getTime() > NEXT_OPENING_LOOKAHEAD_DAYS * 86_400_000);
  const label = longClosure ? "Closed for the season" : "Closed";
  return {
    isOpen: false,
    kind: longClosure ? "season" : slot ? "closed" : "closedToday",
    until: null,
    closesAt: null,
    next: next?.next ?? null,
    why,
    label,
    detailLabel: longClosure ? label : slot ? "Closed" : "Closed Today",
    nextOpening: next?.text ?? null,
    nextOpeningAt: next?.at ?? null,
    reason,
  };
}

/** The status of a shop whose hours are not confirmed. */
export const UNCONFIRMED_LABEL = "Hours not confirmed";
const UNCONFIRMED: OpeningStatus = {
  isOpen: false,
  kind: "unconfirmed",
  until: null,
  closesAt: null,
  next: null,
  why: null,
  label: UNCONFIRMED_LABEL,
  detailLabel: UNCONFIRMED_LABEL,
  nextOpening: null,
  nextOpeningAt: null,
  reason: null,
};

/**
 * A label and the next opening as one line: 'Closed for the season · opens Saturday 14 March at
 * 10:00' (the next opening's first letter small, as it follows the label). In any language
 * (`locale` for the small letter); the status API's English and the widgets' lines both come here.
 */
export function summaryLine(label: string, nextOpening: string | null, locale = "en"): string {
  if (!nextOpening) return label;
  return `${label} · ${nextOpening.charAt(0).toLocaleLowerCase(locale)}${nextOpening.slice(1)}`;
}

/** One line for the status API and screen readers: 'Closed for the season · opens Saturday 14 March at 10:00'. */
export function statusSummary(status: OpeningStatus): string {
  return summaryLine(status.label, status.nextOpening);
}

/** For the "Open now" filter: the status's own rule, without working out the next opening. */
export function isOpenNow(hours: OpeningHours | HoursRules | null | undefined, now: Date): boolean {
  const rules = toRules(hours);
  if (rules.unconfirmed) return false;
  const clock = irishClock(now);
  return openStretch(rules, clock, dayPlan(rules, clock.date)) !== null;
}
