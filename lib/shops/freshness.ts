import { dateFormat, IRISH_TIME_ZONE } from "@/lib/time";

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
): Freshness {
  const checked = new Date(shop.verifiedAt ?? shop.createdAt);
  const limit = new Date(now);
  limit.setUTCMonth(limit.getUTCMonth() - STALE_AFTER_MONTHS);
  return { checkedLabel: monthYear().format(checked), stale: checked < limit };
}
