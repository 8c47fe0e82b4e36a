/**
 * What a widget says about a shop's hours at one instant: the status line as the shop page and
 * the status API say it ("Open until 17:00", "Closed · opens Tuesday at 09:00"), today's hours and
 * why today differs from the weekly timetable, in the widget's language (`words`: English unless
 * given). Pure: the caller passes `now` (the widget's request time; the tests a fixed one).
 */
import { shopHoursRules, type ShopHoursFields } from "@/lib/hours/shop-rules";
import { dayPlan, isAllDay, slotText } from "@/lib/hours/rules";
import { getOpeningStatus, irishClock, irishInstant } from "@/lib/hours/status";
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
};

export function widgetStatus(shop: ShopHoursFields, now: Date, words: StatusWords): WidgetStatus {
  const clock = irishClock(now);
  const rules = shopHoursRules(shop, clock.date);
  const status = getOpeningStatus(rules, now);
  const texts = statusTexts(status, words);
  // "Closed · opens tomorrow at 09:00": the next opening follows the label, its first letter small.
  const text = texts.nextOpening ? `${texts.label} · ${texts.nextOpening.charAt(0).toLocaleLowerCase(words.locale)}${texts.nextOpening.slice(1)}` : texts.label;
  const slot = dayPlan(rules, clock.date).slot;
  const today = rules.unconfirmed ? null : slot ? (isAllDay(slot) ? words.t("open24") : slotText(slot)) : words.t("closed");
  return { open: status.isOpen, text, today, reason: texts.reason };
}

/** A widget left open reads its data again at least this often (an owner's change to the hours). */
export const WIDGET_REFRESH_MAX_SECONDS = 3600;

/**
 * In how many seconds a widget rendered at `now` should be drawn again (its script reloads it
 * then): just after the first of its shops' statuses changes (the end of a closing minute, the next opening),
 * or after midnight on the Irish clock (the "Today" line), and within the hour whatever happens.
 */
export function widgetRefreshSeconds(shops: ShopHoursFields[], now: Date): number {
  const clock = irishClock(now);
  let next = Math.min(irishInstant(addDays(clock.date, 1), 0).getTime(), now.getTime() + WIDGET_REFRESH_MAX_SECONDS * 1000);
  for (const shop of shops) {
    const status = getOpeningStatus(shopHoursRules(shop, clock.date), now);
    if (status.nextOpeningAt) next = Math.min(next, status.nextOpeningAt.getTime());
    if (status.until && !status.allDay) {
      // The closing minute is still open ("Open until 17:00" at 17:00:30): the status changes as it ends.
      const [h, m] = status.until.split(":").map(Number);
      const minute = h! * 60 + m! + 1;
      let closes = irishInstant(clock.date, minute);
      if (closes.getTime() <= now.getTime()) closes = irishInstant(addDays(clock.date, 1), minute);
      next = Math.min(next, closes.getTime());
    }
  }
  // A second or two past the change: the front keeps a widget to the end of the second it was drawn in.
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000)) + 2;
}
