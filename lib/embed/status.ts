/**
 * What a widget says about a shop's hours at one instant: the status line as the shop page and
 * the status API say it ("Open until 17:00", "Closed · opens Tuesday at 09:00"), today's hours and
 * why today differs from the weekly timetable. Pure: the caller passes `now` (the widget's
 * request time; the tests a fixed one).
 */
import { shopHoursRules, type ShopHoursFields } from "@/lib/hours/shop-rules";
import { dayPlan, planText } from "@/lib/hours/rules";
import { getOpeningStatus, irishClock, statusSummary } from "@/lib/hours/status";

export type WidgetStatus = {
  open: boolean;
  /** 'Open until 17:00', 'Closed · opens Tuesday at 09:00', 'Closed for the season · opens …'. */
  text: string;
  /** Today's hours on the Irish clock: '09:00–17:00' or 'Closed'; null when the hours are not confirmed (nobody gave them). */
  today: string | null;
  /** 'Closed today · St Stephen's Day', 'Special hours today: …', or null. */
  reason: string | null;
};

export function widgetStatus(shop: ShopHoursFields, now: Date): WidgetStatus {
  const clock = irishClock(now);
  const rules = shopHoursRules(shop, clock.date);
  const status = getOpeningStatus(rules, now);
  return { open: status.isOpen, text: statusSummary(status), today: rules.unconfirmed ? null : planText(dayPlan(rules, clock.date)), reason: status.reason };
}
