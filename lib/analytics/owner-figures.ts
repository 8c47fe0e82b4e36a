import "server-only";
import { addDays, dublinToday } from "@/lib/time";
import { getMonthlySummary, getShopFigures } from "./queries";

/** What the owner's page shows: the last 4 weeks (28 Irish days, today included). */
export const OWNER_PERIOD_DAYS = 28;

export async function getOwnerFigures({ shopId, now = new Date() }: { shopId: string; now?: Date }) {
  const to = dublinToday(now);
  const from = addDays(to, -(OWNER_PERIOD_DAYS - 1));
  const [figures, monthlySummary] = await Promise.all([getShopFigures({ shopId, from, to }), getMonthlySummary({ shopId })]);
  return figures ? { from, to, ...figures, monthlySummary } : null;
}

export type OwnerFigures = NonNullable<Awaited<ReturnType<typeof getOwnerFigures>>>;
