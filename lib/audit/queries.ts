import "server-only";
import { desc, eq, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { auditLog, farmShops, type AuditEntry } from "@/lib/db/schema";

export type AuditRow = AuditEntry & { shopName: string | null; revertable: boolean };

/** The action of an owner's edit that went live at once: the one kind of entry "Revert" undoes. */
export const OWNER_APPLIED_ACTION = "owner.update";

/** Newest first; `shopId` narrows to one shop. */
export async function listAudit({ shopId, limit, offset }: { shopId?: string | null; limit: number; offset: number }): Promise<{ rows: AuditRow[]; total: number }> {
  const db = await getDb();
  const where: SQL | undefined = shopId ? eq(auditLog.shopId, shopId) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({ entry: auditLog, shopName: farmShops.name })
      .from(auditLog)
      .leftJoin(farmShops, eq(farmShops.id, auditLog.shopId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(auditLog).where(where),
  ]);
  return {
    rows: rows.map(({ entry, shopName }) => ({
      ...entry,
      // A shop deleted since (a rejected submission, an undone import) is named as it was recorded.
      shopName: shopName ?? recordedName(entry.changes),
      revertable: entry.action === OWNER_APPLIED_ACTION && entry.revertedAt === null && shopName !== null,
    })),
    total: count?.n ?? 0,
  };
}

/** The shop's name as an entry recorded it (before a delete, after a create), or null. */
function recordedName(changes: AuditEntry["changes"]): string | null {
  const value = changes.name?.before ?? changes.name?.after;
  return typeof value === "string" && value ? value : null;
}
