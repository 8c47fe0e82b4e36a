import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import type { ShopSubmission } from "@/lib/validation/shop";
import { REVIEWED_FIELDS, OWNER_IGNORED_FIELDS } from "@/lib/validation/owner";
import { getDb } from "@/lib/db/client";
import { farmShops, shopChanges, type FieldChanges, type ShopChange } from "@/lib/db/schema";
import { diffFields, OWNER_APPLIED_ACTION, recordAudit, type Actor } from "@/lib/audit/queries";
import { shopColumns, type Shop } from "@/lib/shops/queries";

export type OwnerEditResult = { shop: Shop; applied: FieldChanges; pending: ShopChange | null };

/**
 * An owner's edit of their listing. Fields a visitor relies on day to day (hours, contact details,
 * description, products, images) go live at once; the ones that say which shop this is and where
 * it is (name, type, county, town, address, Eircode) wait for the administrator. Both halves and
 * their audit entries are written in one transaction.
 */
export async function applyOwnerEdit({ shopId, data, ownerEmail }: { shopId: string; data: ShopSubmission; ownerEmail: string }): Promise<OwnerEditResult> {
  const db = await getDb();
  const actor: Actor = { kind: "owner", shopId };
  return db.transaction(async (tx) => {
    const [current] = await tx.select(shopColumns).from(farmShops).where(eq(farmShops.id, shopId)).for("update").limit(1);
    if (!current) throw new AppError("not_found", "Farm shop not found");
    const before = current as unknown as Record<string, unknown>;
    const after = data as unknown as Record<string, unknown>;
    const ignored = new Set<string>([...REVIEWED_FIELDS, ...OWNER_IGNORED_FIELDS]);
    // Every other field of the edit schema goes live at once (new hours fields join by themselves).
    const appliedFields = Object.keys(after).filter((f) => !ignored.has(f));
    const applied = diffFields(before, after, appliedFields);
    const review = diffFields(before, after, [...REVIEWED_FIELDS]);

    let shop = current;
    if (Object.keys(applied).length > 0) {
      const set = Object.fromEntries(Object.entries(applied).map(([f, c]) => [f, after[f] ?? c.after]));
      const [updated] = await tx.update(farmShops).set(set).where(eq(farmShops.id, shopId)).returning(shopColumns);
      if (updated) shop = updated;
      await recordAudit(tx, { actor, entity: "shop", entityId: shopId, shopId, action: OWNER_APPLIED_ACTION, changes: applied });
    }

    let pending: ShopChange | null = null;
    const [open] = await tx.select().from(shopChanges).where(and(eq(shopChanges.farmShopId, shopId), eq(shopChanges.status, "pending"))).limit(1);
    if (Object.keys(review).length > 0 || open) {
      // A second edit before the review replaces the first one's proposal; the "before" values
      // stay those of the live listing.
      const fields: FieldChanges = review;
      if (open) {
        if (Object.keys(fields).length === 0) {
          await tx.update(shopChanges).set({ status: "rejected", reviewedAt: sql`now()` }).where(eq(shopChanges.id, open.id));
          await recordAudit(tx, { actor, entity: "change", entityId: open.id, shopId, action: "change.withdraw", changes: { status: { before: "pending", after: "rejected" } } });
        } else if (JSON.stringify(open.fields) !== JSON.stringify(fields)) {
          [pending = null] = await tx.update(shopChanges).set({ fields, ownerEmail }).where(eq(shopChanges.id, open.id)).returning();
          await recordAudit(tx, { actor, entity: "change", entityId: open.id, shopId, action: "change.update", changes: { fields: { before: open.fields, after: fields } } });
        } else pending = open;
      } else {
        [pending = null] = await tx.insert(shopChanges).values({ farmShopId: shopId, fields, ownerEmail }).returning();
        if (pending) await recordAudit(tx, { actor, entity: "change", entityId: pending.id, shopId, action: "change.propose", changes: fields });
      }
    }
    return { shop, applied, pending };
  });
}

export type PendingChange = ShopChange & { shop: { id: string; name: string; slug: string | null; county: string; email: string | null } };

export async function listChanges({ status, limit, offset }: { status: ShopChange["status"]; limit: number; offset: number }): Promise<{ rows: PendingChange[]; total: number }> {
  const db = await getDb();
  const where = eq(shopChanges.status, status);
  const [rows, [count]] = await Promise.all([
    db
      .select({ change: shopChanges, shop: { id: farmShops.id, name: farmShops.name, slug: farmShops.slug, county: farmShops.county, email: farmShops.email } })
      .from(shopChanges)
      .innerJoin(farmShops, eq(farmShops.id, shopChanges.farmShopId))
      .where(where)
      .orderBy(asc(shopChanges.createdAt), asc(shopChanges.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(shopChanges).where(where),
  ]);
  return { rows: rows.map(({ change, shop }) => ({ ...change, shop })), total: count?.n ?? 0 };
}

/**
 * Approves (applies the "after" values) or rejects a pending change, in one transaction with its
 * audit entries. A change already reviewed answers 409; an unknown one 404.
 */
export async function reviewChange({ id, decision, actor }: { id: string; decision: "approved" | "rejected"; actor: Actor }): Promise<{ change: ShopChange; shop: Shop }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [change] = await tx
      .update(shopChanges)
      .set({ status: decision, reviewedAt: sql`now()` })
      .where(and(eq(shopChanges.id, id), eq(shopChanges.status, "pending")))
      .returning();
    if (!change) {
      const [exists] = await tx.select({ status: shopChanges.status }).from(shopChanges).where(eq(shopChanges.id, id)).limit(1);
      if (!exists) throw new AppError("not_found", "Change not found");
      throw new AppError("conflict", `This change was already ${exists.status}`);
    }
    const shopId = change.farmShopId;
    await recordAudit(tx, { actor, entity: "change", entityId: id, shopId, action: `change.${decision === "approved" ? "approve" : "reject"}`, changes: { status: { before: "pending", after: decision } } });
    const [current] = await tx.select(shopColumns).from(farmShops).where(eq(farmShops.id, shopId)).limit(1);
    if (!current) throw new AppError("not_found", "Farm shop not found");
    if (decision === "rejected") return { change, shop: current };
    const set = Object.fromEntries(Object.entries(change.fields).map(([f, c]) => [f, c.after]));
    const [shop] = await tx.update(farmShops).set(set).where(eq(farmShops.id, shopId)).returning(shopColumns);
    await recordAudit(tx, { actor, entity: "shop", entityId: shopId, shopId, action: "shop.apply-change", changes: diffFields(current as unknown as Record<string, unknown>, set) });
    return { change, shop: shop ?? current };
  });
}

export async function getPendingChange({ shopId }: { shopId: string }): Promise<ShopChange | null> {
  const db = await getDb();
  const [change] = await db.select().from(shopChanges).where(and(eq(shopChanges.farmShopId, shopId), eq(shopChanges.status, "pending"))).limit(1);
  return change ?? null;
}
