/**
 * What a widget says about a shop's hours at one instant: the status line as the shop page and
 * the status API say it ("Open until 17:00", "Closed · opens Tuesday at 09:00"), today's hours and
 * why today differs from the weekly timetable, in the widget's language (`words`: English unless
 * given). Pure: the caller passes `now` (the widget's request time; the tests a fixed one).
 */
import { shopHoursRules, type ShopHoursFields } from "@/lib/hours/shop-rules";
import { dayPlan, isAllDay, slotText } from "@/lib/hours/rules";
import { getOpeningStatus, irishClock, irishInstant, summaryLine } from "@/lib/hours/status";
import { addDays } from "@/lib/time";
import { statusTexts, type StatusWords } from "@/lib/hours/status-text";

export type WidgetStatus = {
  open: boolean;
  /** 'Open until 17:00', 'Closed · opens Tuesday at 09:00', 'Closed for the season · opens …'. */
  text: string;
  /** Today's hours on the Irish clock: '09:00–17:00' or 'Closed'; null when the hours are not confirmed (nobody gave them). */
  today: string | null;
  /** 'Closed today · St Stephen's Day', 'Special hours today: …', or null. */
  reason: string | null;
  /** When the open/closed line next changes: as the closing minute ends, or at the next opening; null if it never does. */
  changesAt: Date | null;
};

export function widgetStatus(shop: ShopHoursFields, now: Date, words: StatusWords): WidgetStatus {
  const clock = irishClock(now);
  const rules = shopHoursRules(shop, clock.date);
  const status = getOpeningStatus(rules, now);
  const texts = statusTexts(status, words);
  const slot = dayPlan(rules, clock.date).slot;
  const today = rules.unconfirmed ? null : slot ? (isAllDay(slot) ? words.t("open24") : slotText(slot)) : words.t("closed");
  return {
    open: status.isOpen,
    text: summaryLine(texts.label, texts.nextOpening, words.locale),
    today,
    reason: texts.reason,
    changesAt: status.closesAt ?? status.nextOpeningAt,
  };
}

/** A widget left open reads its data again at least this often (an owner's change to the hours). */
export const WIDGET_REFRESH_MAX_SECONDS = 3600;

/**
 * In how many seconds a widget rendered at `now` should be drawn again (its script reloads it
 * then): just after the first of its shops' statuses changes, or after midnight on the Irish clock
 * (the "Today" line), and within the hour whatever happens.
 */
export function widgetRefreshSeconds(statuses: Pick<WidgetStatus, "changesAt">[], now: Date): number {
  let next = Math.min(irishInstant(addDays(irishClock(now).date, 1), 0).getTime(), now.getTime() + WIDGET_REFRESH_MAX_SECONDS * 1000);
  for (const { changesAt } of statuses) if (changesAt) next = Math.min(next, changesAt.getTime());
  // A second or two past the change: the front keeps a widget to the end of the second it was drawn in.
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000)) + 2;
}
