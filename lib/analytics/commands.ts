import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { analyticsDaily, shopSummaryMail } from "@/lib/db/schema";
import { RETENTION_MONTHS } from "./metrics";
import type { CountRow } from "./tally";

/** Rows per statement: a write of a busy minute's counts stays one or two statements. */
const ROWS_PER_STATEMENT = 2000;

/** Adds the counts to the daily figures: one upsert per 2,000 rows. */
export async function addDailyCounts(rows: readonly CountRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const db = await getDb();
  let statements = 0;
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    await db
      .insert(analyticsDaily)
      .values(rows.slice(i, i + ROWS_PER_STATEMENT))
      .onConflictDoUpdate({
        target: [analyticsDaily.day, analyticsDaily.metric, analyticsDaily.key],
        set: { count: sql`${analyticsDaily.count} + excluded.count` },
      });
    statements++;
  }
  return statements;
}

/** Deletes the daily figures older than 25 months before `today` (an Irish date). */
export async function deleteExpiredCounts({ today }: { today: string }): Promise<void> {
  const db = await getDb();
  await db.delete(analyticsDaily).where(lt(analyticsDaily.day, sql`(${today}::date - ${`${RETENTION_MONTHS} months`}::interval)::date`));
}

/** Switches a listing's monthly summary mail on or off. */
export async function setMonthlySummary({ shopId, on }: { shopId: string; on: boolean }): Promise<void> {
  const db = await getDb();
  await db
    .insert(shopSummaryMail)
    .values({ shopId, monthlySummary: on })
    .onConflictDoUpdate({ target: shopSummaryMail.shopId, set: { monthlySummary: on } });
}

/**
 * Claims a listing's summary for `month` (YYYY-MM): true once, for the one instance that will
 * send it; false when it was already sent or the owner switched the mail off.
 */
export async function claimMonthlySummary({ shopId, month }: { shopId: string; month: string }): Promise<boolean> {
  const db = await getDb();
  const claimed = await db
    .insert(shopSummaryMail)
    .values({ shopId, lastSentMonth: month })
    .onConflictDoUpdate({
      target: shopSummaryMail.shopId,
      set: { lastSentMonth: month },
      setWhere: and(eq(shopSummaryMail.monthlySummary, true), sql`${shopSummaryMail.lastSentMonth} is distinct from ${month}`),
    })
    .returning({ shopId: shopSummaryMail.shopId });
  return claimed.length > 0;
}
