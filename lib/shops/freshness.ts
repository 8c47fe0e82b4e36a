import type { MonthKey } from "@/i18n/keys";
import { monthSlug } from "@/lib/season/months";
import { irishWallClock } from "@/lib/time";

/** Details not confirmed for longer than this are flagged to visitors and to the administrator. */
export const STALE_AFTER_MONTHS = 12;

export type Freshness = {
  /** The month and year of the check on the Irish clock ("april", 2025): `checkedValues` words them. */
  checkedMonth: MonthKey;
  checkedYear: number;
  stale: boolean;
  /** Never confirmed since it was imported: the month is the import's, not a check's. */
  unconfirmedImport: boolean;
};

/**
 * When the details were last checked: by the owner or the administrator (verifiedAt), or else
 * when the listing was created (a submission's owner gave them). An imported shop never confirmed
 * since says so: a file's details are nobody's check. "Stale" after 12 months.
 */
export function listingFreshness(
  shop: { verifiedAt: Date | string | null; createdAt: Date | string },
  now: Date = new Date(),
  imported = false,
): Freshness {
  const checked = new Date(shop.verifiedAt ?? shop.createdAt);
  const limit = new Date(now);
  limit.setUTCMonth(limit.getUTCMonth() - STALE_AFTER_MONTHS);
  const wall = irishWallClock(checked).toISOString();
  return {
    checkedMonth: monthSlug(Number(wall.slice(5, 7))),
    checkedYear: Number(wall.slice(0, 4)),
    stale: checked < limit,
    unconfirmedImport: imported && shop.verifiedAt === null,
  };
}

/** The "Months" translator, as next-intl's `useTranslations("Months")` gives it. */
export type MonthsTranslator = (key: `${MonthKey}.name` | `${MonthKey}.in`) => string;

/**
 * The month of the check as the "ShopCare" messages take it: `checked` is the month's name and
 * the year ("April 2025"), `checkedIn` its "in" form ("in April 2025", "i mí Aibreáin 2025"). Each
 * language's message says which it needs: Irish cannot put a bare month after its verb
 * ("Seiceáladh na sonraí i mí Aibreáin 2025").
 */
export function checkedValues({ checkedMonth, checkedYear }: Pick<Freshness, "checkedMonth" | "checkedYear">, months: MonthsTranslator): { checked: string; checkedIn: string } {
  return { checked: `${months(`${checkedMonth}.name`)} ${checkedYear}`, checkedIn: `${months(`${checkedMonth}.in`)} ${checkedYear}` };
}
