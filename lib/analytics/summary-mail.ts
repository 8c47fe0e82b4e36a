import "server-only";
import { getEnv } from "@/lib/env";
import { send } from "@/lib/mail/notify";
import { routes } from "@/lib/routes";
import { MONTH_NAMES, addDays, dublinToday, irishWallClock } from "@/lib/time";
import { claimMonthlySummary } from "./commands";
import { getShopFigures, listSummaryRecipients } from "./queries";
import { monthlySummaryToOwner } from "./summary-message";
import { unsubscribeLink } from "./unsubscribe";
import { logger } from "@/lib/observability/logger";
import { localePath } from "@/lib/routes/locale";
import type { Locale } from "@/i18n/config";
import ga from "@/messages/ga.json";
import { monthSlug } from "@/lib/season/months";

/** A month ("2026-10") as the summary names it in `locale`: "October 2026" and "in October 2026", or Irish from messages/ga.json. */
export function monthWords(month: string, locale: Locale): { label: string; in: string } {
  const number = Number(month.slice(5, 7));
  const year = month.slice(0, 4);
  if (locale === "ga-IE") {
    const words = ga.Months[monthSlug(number)];
    return { label: `${words.name} ${year}`, in: `${words.in} ${year}` };
  }
  const label = `${MONTH_NAMES[number - 1]} ${year}`;
  return { label, in: `in ${label}` };
}

/** The month before `today` (an Irish date): its first and last days and its name. */
export function previousMonth(today: string): { month: string; from: string; to: string; label: string } {
  const to = addDays(`${today.slice(0, 7)}-01`, -1);
  const month = to.slice(0, 7);
  const label = `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
  return { month, from: `${month}-01`, to, label };
}

/**
 * Sends last month's summary to every listing whose page was viewed then, whose mail is on and
 * that has not had it yet (each one claimed first, so that several instances never send it twice).
 * Answers how many went out.
 */
export async function sendMonthlySummaries(now = new Date()): Promise<number> {
  const { month, from, to } = previousMonth(dublinToday(now));
  const recipients = await listSummaryRecipients({ from, to });
  let sent = 0;
  for (const shop of recipients) {
    if (!(await claimMonthlySummary({ shopId: shop.id, month }))) continue;
    const figures = await getShopFigures({ shopId: shop.id, from, to });
    if (!figures) continue;
    const words = monthWords(month, shop.ownerLocale);
    await send(
      monthlySummaryToOwner({
        to: shop.email,
        shopName: shop.name,
        monthLabel: words.label,
        monthIn: words.in,
        county: figures.county,
        shop: figures.shop,
        countyMedian: figures.countyMedian,
        ownerPage: new URL(localePath(shop.ownerLocale, routes.shop(shop)), getEnv().SITE_URL).toString(),
        unsubscribe: await unsubscribeLink(shop.id),
        locale: shop.ownerLocale,
      }),
    );
    sent++;
  }
  return sent;
}

/** Summaries go out from 09:00 Irish time on the first three days of a month. */
export function isSummaryTime(now: Date): boolean {
  const wall = irishWallClock(now);
  return wall.getUTCDate() <= 3 && wall.getUTCHours() >= 9;
}

const CHECK_EVERY_MS = 60 * 60 * 1000;
const g = globalThis as typeof globalThis & { __summaryMailTimer?: NodeJS.Timeout };

/** Checks once an hour whether the monthly summaries are due (a scheduler in the server process). */
export function startSummaryScheduler(): void {
  if (g.__summaryMailTimer) return;
  const check = () => {
    if (!isSummaryTime(new Date())) return;
    sendMonthlySummaries().catch((err: unknown) => logger().error({ reason: err instanceof Error ? err.message : String(err) }, "analytics: monthly summaries failed"));
  };
  g.__summaryMailTimer = setInterval(check, CHECK_EVERY_MS);
  g.__summaryMailTimer.unref();
  setTimeout(check, 60_000).unref();
}
