import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { AppError, notFound } from "@/lib/errors";
import { getDb } from "@/lib/db/client";
import type { Db } from "@/lib/db/types";
import { auditLog, farmShops, type AuditEntry, type FieldChanges } from "@/lib/db/schema";
import { OWNER_APPLIED_ACTION } from "./queries";

/** A database or an open transaction: audit entries are written inside the change's own transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

/** Who made a change: the administrator, the owner signed in for one shop, a visitor, or the site itself. */
export type Actor = { kind: "admin" } | { kind: "owner"; shopId: string } | { kind: "visitor" } | { kind: "system" };

export const ADMIN: Actor = { kind: "admin" };
export const VISITOR: Actor = { kind: "visitor" };
export const SYSTEM: Actor = { kind: "system" };

/** Values compared and stored as JSON: dates as ISO text, so that before/after survive a round trip. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value === undefined ? null : value;
}

/** A value with every object's keys in order: Postgres's jsonb keeps its own key order ("friday" before "monday"). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  }
  return value;
}

/** Whether two values hold the same data, whatever the order of their objects' keys. */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(plain(a))) === JSON.stringify(canonical(plain(b)));
}

/** The fields of `after` whose value differs from `before`, each with both values. */
export function diffFields(before: Record<string, unknown>, after: Record<string, unknown>, fields = Object.keys(after)): FieldChanges {
  const changes: FieldChanges = {};
  for (const field of fields) {
    if (!(field in after)) continue;
    const a = plain(before[field]);
    const b = plain(after[field]);
    if (!sameValue(a, b)) changes[field] = { before: a, after: b };
  }
  return changes;
}

/** Every field of a record as the "after" of a creation (or the "before" of a deletion). */
export function snapshot(record: Record<string, unknown>, direction: "created" | "deleted"): FieldChanges {
  const changes: FieldChanges = {};
  for (const [field, value] of Object.entries(record)) {
    if (field === "searchText") continue;
    changes[field] = direction === "created" ? { before: null, after: plain(value) } : { before: plain(value), after: null };
  }
  return changes;
}

export async function recordAudit(
  tx: Tx,
  entry: { actor: Actor; entity: AuditEntry["entity"]; entityId: string; shopId?: string | null; action: string; changes?: FieldChanges },
): Promise<void> {
  await tx.insert(auditLog).values({
    actor: entry.actor.kind,
    actorShopId: entry.actor.kind === "owner" ? entry.actor.shopId : null,
    entity: entry.entity,
    entityId: entry.entityId,
    shopId: entry.shopId ?? null,
    action: entry.action,
    changes: entry.changes ?? {},
  });
}

/** What a revert did: the fields put back, and those changed again since the edit, left as they are. */
export type RevertResult = { entry: AuditEntry; restored: string[]; editedSince: string[] };

/**
 * Undoes an owner's applied edit: each field the edit changed goes back to its "before" value,
 * unless it has been changed again since (by the administrator, another owner's edit, an import),
 * which a revert must not throw away: such a field is left as it is and named. In one transaction
 * with the revert's own entry; the original entry is marked so that it cannot be undone twice. An
 * edit whose every field has been changed since is not reverted (409), and stays revertable.
 */
export async function revertOwnerEdit({ id, actor }: { id: string; actor: Actor }): Promise<RevertResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .update(auditLog)
      .set({ revertedAt: sql`now()` })
      .where(and(eq(auditLog.id, id), isNull(auditLog.revertedAt), eq(auditLog.action, OWNER_APPLIED_ACTION)))
      .returning();
    if (!entry) {
      const [exists] = await tx.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.id, id)).limit(1);
      if (!exists) throw notFound("Activity entry");
      throw new AppError("conflict", "Only an owner's edit that has not been undone can be reverted");
    }
    const [current] = await tx.select().from(farmShops).where(eq(farmShops.id, entry.entityId)).for("update").limit(1);
    if (!current) throw notFound("Farm shop");
    const now = current as unknown as Record<string, unknown>;
    const fields = Object.keys(entry.changes);
    // A field still as the edit left it goes back; one changed since is someone's later word.
    const editedSince = fields.filter((field) => !sameValue(now[field], entry.changes[field]!.after));
    const restored = fields.filter((field) => !editedSince.includes(field));
    if (fields.length > 0 && restored.length === 0) {
      throw new AppError("conflict", "Every field of this edit has been changed since; nothing was reverted");
    }
    const restore = Object.fromEntries(restored.map((field) => [field, entry.changes[field]!.before]));
    const changes = diffFields(now, restore);
    if (restored.length > 0) await tx.update(farmShops).set(restore).where(eq(farmShops.id, current.id));
    await recordAudit(tx, { actor, entity: "shop", entityId: current.id, shopId: current.id, action: "shop.revert", changes: { ...changes, reverted: { before: null, after: entry.id } } });
    return { entry, restored, editedSince };
  });
}

/** Records a change to one row: what changed between `before` and `after` (or the whole row when created or deleted). */
export async function recordRowChange(
  tx: Tx,
  {
    actor = ADMIN,
    entity,
    action,
    before,
    after,
    shopId,
  }: { actor?: Actor; entity: AuditEntry["entity"]; action: string; before: { id: string } | null; after: { id: string } | null; shopId?: string | null },
): Promise<void> {
  const row = (after ?? before) as { id: string } | null;
  if (!row) return;
  const changes =
    before && after
      ? diffFields(before as Record<string, unknown>, after as Record<string, unknown>, Object.keys(after).filter((f) => f !== "updatedAt" && f !== "searchText"))
      : snapshot(row as Record<string, unknown>, after ? "created" : "deleted");
  await recordAudit(tx, { actor, entity, entityId: row.id, shopId: shopId ?? null, action, changes });
}
