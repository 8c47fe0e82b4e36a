import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { auditLog, farmShops, importBatches, importBatchShops, shopSources, type FieldChanges } from "@/lib/db/schema";
import { ADMIN, recordAudit, type Tx } from "@/lib/audit/commands";
import { AppError, notFound } from "@/lib/errors";
import { RESERVED_SLUGS, slugCandidates } from "@/lib/slug";
import { COMPARED_FIELDS, sameValue, valuesOf, type ComparedField, type ExistingShop, type ShopValues } from "./match";
import type { ImportCounts, ImportPlan, PlanRow } from "./plan";
import { licenceOf } from "./rows";
import type { ImportFormat } from "./types";

/** The action of an import's entry in the activity log (and of its undo). */
export const IMPORT_ACTION = "import.commit";
export const IMPORT_UNDO_ACTION = "import.undo";

const comparedColumns = Object.fromEntries(COMPARED_FIELDS.map((f) => [f, farmShops[f]])) as { [K in ComparedField]: (typeof farmShops)[K] };

/** Every shop but spam, with its provenance: what an import's rows are matched against. */
export async function loadDirectory(): Promise<ExistingShop[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: farmShops.id, ...comparedColumns, sourceId: shopSources.sourceId, importedValues: shopSources.importedValues, hasSource: shopSources.shopId })
    .from(farmShops)
    .leftJoin(shopSources, eq(shopSources.shopId, farmShops.id))
    .where(isNull(farmShops.spamReason));
  return rows.map((r) => ({
    id: r.id,
    values: Object.fromEntries(COMPARED_FIELDS.map((f) => [f, r[f]])) as ShopValues,
    sourceId: r.sourceId,
    importedValues: r.hasSource ? (r.importedValues as Partial<ShopValues>) : null,
  }));
}

/**
 * Rows per statement. Small enough that building one statement holds the event loop for a few
 * milliseconds only (the pages served by the same process answer between statements) and that one
 * statement, with the hours trigger run for each of its shops, stays well within the statement
 * timeout on a busy machine; the statements still share one transaction.
 */
const CHUNK = 200;
const chunks = <T>(list: T[]) => Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

/** Free slugs for the new shops, from one read of the slugs in use (the transaction's own view). */
async function slugAllocator(tx: Tx) {
  // A slug from an old export that is a reserved word is not taken either.
  const used = new Set<string | null>([...RESERVED_SLUGS, ...(await tx.select({ slug: farmShops.slug }).from(farmShops)).map((r) => r.slug)]);
  return (wanted: string | null, name: string, town: string): string => {
    // The first few candidates settle almost every shop: the long tail ("-2" … "-199") is only made when they are taken.
    const first = [...(wanted ? [wanted] : []), ...slugCandidates(name, town, 3)];
    const candidates = first.every((c) => used.has(c)) ? [...(wanted ? [wanted] : []), ...slugCandidates(name, town, 200)] : first;
    const slug = candidates.find((c) => !used.has(c)) ?? `${candidates[0]}-${crypto.randomUUID().slice(0, 8)}`;
    used.add(slug);
    return slug;
  };
}

/** `batchId`: null when the import wrote nothing. */
export type CommitResult = ImportCounts & { batchId: string | null; created: { id: string; hasCoordinates: boolean }[] };

/**
 * Writes planned rows in ONE transaction (all rows or none), as they come: the batch, the new
 * shops (pending unless `approve`) with their provenance, the updates with their before and after
 * values (for the undo), and one entry in the activity log. `pieces` yields the rows a slice at a
 * time (the server plans a file while it reads it, and never holds all its rows); a piece that
 * throws, a malformed line late in the file, rolls everything back. `counts` is read once the last
 * piece is written.
 */
export async function commitImportPieces({
  pieces,
  counts,
  fileName,
  format,
  approve,
}: {
  pieces: AsyncIterable<PlanRow[]>;
  counts: () => ImportCounts;
  fileName: string;
  format: ImportFormat;
  approve: boolean;
}): Promise<CommitResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [batch] = await tx.insert(importBatches).values({ fileName, format, counts: {} }).returning({ id: importBatches.id });
    if (!batch) throw new AppError("internal", "The import could not be started.");
    const slugFor = await slugAllocator(tx);
    const created: CommitResult["created"] = [];
    const source = (row: PlanRow, shopId: string) => ({
      shopId,
      sourceId: row.source.sourceId,
      sourceFile: fileName,
      batchId: batch.id,
      licence: licenceOf(row.source.osm),
      importedValues: valuesOf(row.source.shop!) as Record<string, unknown>,
    });

    const insertNew = async (part: PlanRow[]) => {
      const inserted = await tx
        .insert(farmShops)
        .values(part.map((r) => {
          const shop = r.source.shop!;
          return { ...valuesOf(shop), name: shop.name, county: shop.county, town: shop.town, address: shop.address, slug: slugFor(shop.slug, shop.name, shop.town), approved: approve, imageUrl: shop.imageUrl, imageUrl2: shop.imageUrl2 } as typeof farmShops.$inferInsert;
        }))
        .returning({ id: farmShops.id, latitude: farmShops.latitude });
      // A source id another shop holds (a same-source row the admin chose to add as new) stays with that shop.
      await tx.insert(shopSources).values(part.map((r, i) => ({ ...source(r, inserted[i]!.id), ...(r.match?.reason === "source" ? { sourceId: null } : {}) })));
      await tx.insert(importBatchShops).values(inserted.map((s) => ({ batchId: batch.id, shopId: s.id, action: "created" as const })));
      for (const s of inserted) created.push({ id: s.id, hasCoordinates: s.latitude !== null });
    };

    const update = async (updates: PlanRow[]) => {
      const previous = new Map<string, Record<string, unknown>>();
      const rows = await tx.select().from(shopSources).where(inArray(shopSources.shopId, updates.map((r) => r.match!.id)));
      for (const r of rows) previous.set(r.shopId, { ...r, importedAt: r.importedAt.toISOString() });
      for (const row of updates) {
        const shopId = row.match!.id;
        const set = Object.fromEntries(row.changes.map((c) => [c.field, c.after]));
        await tx.update(farmShops).set(set).where(eq(farmShops.id, shopId));
        const changes: FieldChanges = Object.fromEntries(row.changes.map((c) => [c.field, { before: c.before, after: c.after }]));
        await tx.insert(importBatchShops).values({ batchId: batch.id, shopId, action: "updated", changes, previousSource: previous.get(shopId) ?? null });
        const next = source(row, shopId);
        // Fields kept because they were edited since stay "edited": their imported value is not advanced.
        const prior = (previous.get(shopId)?.importedValues ?? {}) as Record<string, unknown>;
        for (const k of row.kept) next.importedValues[k.field] = prior[k.field] ?? null;
        // The source id moves to this shop (it may have been another's when the admin chose "update" on a look-alike).
        if (next.sourceId) await tx.update(shopSources).set({ sourceId: null }).where(and(eq(shopSources.sourceId, next.sourceId), sql`${shopSources.shopId} <> ${shopId}`));
        await tx.insert(shopSources).values(next).onConflictDoUpdate({ target: shopSources.shopId, set: { sourceId: next.sourceId, sourceFile: next.sourceFile, batchId: next.batchId, importedAt: sql`now()`, licence: next.licence, importedValues: next.importedValues } });
      }
    };

    // New shops wait until a statement's worth (CHUNK) has gathered; updates go a piece at a time.
    let waiting: PlanRow[] = [];
    for await (const piece of pieces) {
      for (const row of piece) if (row.status === "new" && row.source.shop) waiting.push(row);
      while (waiting.length >= CHUNK) {
        await insertNew(waiting.slice(0, CHUNK));
        waiting = waiting.slice(CHUNK);
      }
      const updates = piece.filter((r) => r.status === "updated" && r.match && r.source.shop);
      for (const part of chunks(updates)) await update(part);
    }
    if (waiting.length > 0) await insertNew(waiting);

    const total = counts();
    // Nothing written (every row unchanged, a duplicate left alone or in error): no import to
    // undo or to list in the activity log.
    if (created.length === 0 && total.updated === 0) {
      await tx.delete(importBatches).where(eq(importBatches.id, batch.id));
      return { ...total, batchId: null, created };
    }
    await tx.update(importBatches).set({ counts: total }).where(eq(importBatches.id, batch.id));
    await recordAudit(tx, {
      actor: ADMIN,
      entity: "import",
      entityId: batch.id,
      action: IMPORT_ACTION,
      changes: { file: { before: null, after: fileName }, counts: { before: null, after: total } },
    });
    return { ...total, batchId: batch.id, created };
  });
}

/** A whole plan written in one transaction (commitImportPieces with one piece). */
export function commitImportPlan({ plan, fileName, format, approve }: { plan: ImportPlan; fileName: string; format: ImportFormat; approve: boolean }): Promise<CommitResult> {
  async function* one() {
    yield plan.rows;
  }
  return commitImportPieces({ pieces: one(), counts: () => plan.counts, fileName, format, approve });
}

export type UndoResult = { batchId: string; removed: number; restored: number; editedSince: { shopId: string; name: string; fields: string[] }[] };

/**
 * Undoes an import in one transaction: the shops it created go (with their events); each field it
 * changed goes back to its value before, unless it was edited since (those are listed, not
 * touched); provenance returns to what it was. An import is undone once.
 */
export async function undoImportBatch({ batchId }: { batchId: string }): Promise<UndoResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [batch] = await tx.update(importBatches).set({ undoneAt: sql`now()` }).where(and(eq(importBatches.id, batchId), isNull(importBatches.undoneAt))).returning();
    if (!batch) {
      const [exists] = await tx.select({ id: importBatches.id }).from(importBatches).where(eq(importBatches.id, batchId)).limit(1);
      if (!exists) throw notFound("Import");
      throw new AppError("conflict", "This import has already been undone.");
    }
    const entries = await tx.select().from(importBatchShops).where(eq(importBatchShops.batchId, batchId));
    const createdIds = entries.filter((e) => e.action === "created").map((e) => e.shopId);
    let removed = 0;
    for (const part of chunks(createdIds)) removed += (await tx.delete(farmShops).where(inArray(farmShops.id, part)).returning({ id: farmShops.id })).length;
    const result: UndoResult = { batchId, removed, restored: 0, editedSince: [] };
    for (const entry of entries.filter((e) => e.action === "updated")) {
      const [current] = await tx.select(comparedColumns).from(farmShops).where(eq(farmShops.id, entry.shopId)).limit(1);
      if (!current) continue;
      const restore: Record<string, unknown> = {};
      const edited: string[] = [];
      for (const [field, change] of Object.entries(entry.changes)) {
        if (sameValue(field as ComparedField, current[field as ComparedField], change.after)) restore[field] = change.before;
        else edited.push(field);
      }
      if (Object.keys(restore).length > 0) {
        await tx.update(farmShops).set(restore).where(eq(farmShops.id, entry.shopId));
        result.restored++;
      }
      if (edited.length > 0) result.editedSince.push({ shopId: entry.shopId, name: current.name, fields: edited });
      const prev = entry.previousSource as (Record<string, unknown> & { importedAt: string }) | null;
      await tx.delete(shopSources).where(and(eq(shopSources.shopId, entry.shopId), eq(shopSources.batchId, batchId)));
      if (prev) {
        await tx.insert(shopSources).values({ ...(prev as unknown as typeof shopSources.$inferInsert), importedAt: new Date(prev.importedAt) }).onConflictDoNothing();
      }
    }
    await tx.update(auditLog).set({ revertedAt: sql`now()` }).where(and(eq(auditLog.entityId, batchId), eq(auditLog.action, IMPORT_ACTION)));
    await recordAudit(tx, {
      actor: ADMIN,
      entity: "import",
      entityId: batchId,
      action: IMPORT_UNDO_ACTION,
      changes: { removed: { before: null, after: removed }, restored: { before: null, after: result.restored }, editedSince: { before: null, after: result.editedSince } },
    });
    return result;
  });
}

/** The provenance of one shop (its page shows OpenStreetMap's licence), or null. */
export async function getShopSource({ shopId }: { shopId: string }) {
  const db = await getDb();
  const [row] = await db.select().from(shopSources).where(eq(shopSources.shopId, shopId)).limit(1);
  return row ?? null;
}
