import "server-only";
import { and, asc, eq, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { AppError, notFound } from "@/lib/errors";
import { getDb } from "@/lib/db/client";
import { farmShops } from "@/lib/db/schema";
import { diffFields, recordAudit, type Actor } from "@/lib/audit/commands";
import { shopColumns, type Shop } from "@/lib/shops/queries";
import type { Locale } from "@/i18n/config";
import { jurisdictionOf } from "@/lib/hours/holidays";
import { fromOsmHours } from "@/lib/hours/osm";

/** Sets one of the shop's status columns, with its audit entry, in one transaction. */
async function setStatus(id: string, set: { closedAt?: SQL | null; verifiedAt?: SQL; updatedAt?: SQL }, action: string, actor: Actor, where?: SQL): Promise<Shop> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx.select(shopColumns).from(farmShops).where(eq(farmShops.id, id)).for("update").limit(1);
    if (!before) throw notFound("Farm shop");
    if (!before.approved) throw new AppError("conflict", "Only approved shops can be closed, reopened or checked");
    const [after] = await tx.update(farmShops).set(set).where(and(eq(farmShops.id, id), where)).returning(shopColumns);
    if (!after) return before;
    const changes = diffFields(before as unknown as Record<string, unknown>, after as unknown as Record<string, unknown>, Object.keys(set).filter((f) => f !== "updatedAt"));
    if (Object.keys(changes).length > 0) await recordAudit(tx, { actor, entity: "shop", entityId: id, shopId: id, action, changes });
    return after;
  });
}

/** The shop has closed for good: off every public list; its page answers 410. Closing again keeps the first date. */
export function closeShop({ id, actor }: { id: string; actor: Actor }): Promise<Shop> {
  return setStatus(id, { closedAt: sql`coalesce(${farmShops.closedAt}, now())` }, "shop.close", actor);
}

export function reopenShop({ id, actor }: { id: string; actor: Actor }): Promise<Shop> {
  return setStatus(id, { closedAt: null }, "shop.reopen", actor);
}

/** "Everything is still right": only the check date moves. */
export function verifyShop({ id, actor }: { id: string; actor: Actor }): Promise<Shop> {
  // A check changes no detail, so updatedAt (the sitemap's lastmod) stays.
  return setStatus(id, { verifiedAt: sql`now()`, updatedAt: sql`${farmShops.updatedAt}` }, "shop.verify", actor);
}

/**
 * Trading shops whose details nobody has confirmed in the last 12 months (or ever), and those
 * whose hours are not confirmed (an import's "Hours as published") until someone saves their hours.
 */
export function needsCheckingCondition(): SQL {
  return and(
    eq(farmShops.approved, true),
    isNull(farmShops.closedAt),
    or(isNull(farmShops.verifiedAt), lt(farmShops.verifiedAt, sql`now() - interval '12 months'`), isNotNull(farmShops.hoursAsPublished)),
  ) as SQL;
}

/** Why a shop's hours are not confirmed, for the list: the reading of its published text. */
function hoursReason(shop: Shop): string | null {
  if (shop.hoursAsPublished === null) return null;
  const result = fromOsmHours(shop.hoursAsPublished, { jurisdiction: jurisdictionOf(shop.county) });
  return result.exact ? "Hours as published, not yet confirmed" : result.reason;
}

export async function listShopsNeedingCheck({ limit, offset }: { limit: number; offset: number }): Promise<{ rows: (Shop & { hoursReason: string | null })[]; total: number }> {
  const db = await getDb();
  const [rows, [count]] = await Promise.all([
    db
      .select(shopColumns)
      .from(farmShops)
      .where(needsCheckingCondition())
      .orderBy(asc(sql`coalesce(${farmShops.verifiedAt}, ${farmShops.createdAt})`), asc(farmShops.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(farmShops).where(needsCheckingCondition()),
  ]);
  return { rows: rows.map((shop) => ({ ...shop, hoursReason: hoursReason(shop) })), total: count?.n ?? 0 };
}

/** Owners are asked at most once a month; shops without an address cannot be asked at all. */
function remindableCondition(): SQL {
  return and(
    needsCheckingCondition(),
    isNotNull(farmShops.email),
    or(isNull(farmShops.remindedAt), lt(farmShops.remindedAt, sql`now() - interval '30 days'`)),
  ) as SQL;
}

/**
 * Claims the next `limit` shops to remind: marks them reminded in the same statement (so two
 * batches at once never pick the same shop) and answers them with how many are still to go.
 */
export async function claimReminderBatch({ limit }: { limit: number }): Promise<{ shops: (Shop & { ownerLocale: Locale })[]; remaining: number }> {
  const db = await getDb();
  const picked = db
    .select({ id: farmShops.id })
    .from(farmShops)
    .where(remindableCondition())
    .orderBy(asc(farmShops.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const shops = await db.update(farmShops).set({ remindedAt: sql`now()`, updatedAt: sql`${farmShops.updatedAt}` }).where(sql`${farmShops.id} in (${picked})`).returning({ ...shopColumns, ownerLocale: farmShops.ownerLocale });
  const [count] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(farmShops).where(remindableCondition());
  return { shops, remaining: count?.n ?? 0 };
}

/** Ids and slugs of approved shops that have closed (a short list: the proxy keeps it in memory). */
export async function listClosedShopKeys(): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: farmShops.id, slug: farmShops.slug })
    .from(farmShops)
    .where(and(eq(farmShops.approved, true), isNotNull(farmShops.closedAt)));
  return rows.flatMap((r) => (r.slug ? [r.id, r.slug] : [r.id]));
}
