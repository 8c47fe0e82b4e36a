import type { Locale } from "@/i18n/config";
import { monthName } from "@/lib/calendar";
import { dateFormat, IRISH_TIME_ZONE, irishWallClock } from "@/lib/time";

/** Details not confirmed for longer than this are flagged to visitors and to the administrator. */
export const STALE_AFTER_MONTHS = 12;

const monthYear = dateFormat("en-IE", { month: "long", year: "numeric", timeZone: IRISH_TIME_ZONE });

export type Freshness = { checkedLabel: string; stale: boolean };

/**
 * When the details were last checked: by the owner or the administrator (verifiedAt), or else
 * when the listing was created. "Stale" after 12 months.
 */
export function listingFreshness(
  shop: { verifiedAt: Date | string | null; createdAt: Date | string },
  now: Date = new Date(),
  locale?: Locale,
): Freshness {
  const checked = new Date(shop.verifiedAt ?? shop.createdAt);
  const limit = new Date(now);
  limit.setUTCMonth(limit.getUTCMonth() - STALE_AFTER_MONTHS);
  return { checkedLabel: monthOf(checked, locale), stale: checked < limit };
}

/** "March 2026", or in Irish "Márta 2026" (the month on the Irish clock). */
function monthOf(date: Date, locale?: Locale): string {
  if (locale !== "ga-IE") return monthYear().format(date);
  const wall = irishWallClock(date).toISOString();
  return `${monthName(Number(wall.slice(5, 7)), locale)} ${wall.slice(0, 4)}`;
}
