import "server-only";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { uploadTokens } from "@/lib/db/schema";
import type { Visibility } from "./keys";

/** One row per upload address; the row's id is the object's uuid. */
export async function createUploadToken({ id, key, visibility, expiresAt }: { id: string; key: string; visibility: Visibility; expiresAt: Date }): Promise<void> {
  const db = await getDb();
  await db.insert(uploadTokens).values({ id, objectKey: key, visibility, expiresAt });
  // Old rows are only history: drop them now and then.
  if (Math.random() < 0.05) await db.delete(uploadTokens).where(lt(uploadTokens.expiresAt, sql`now() - interval '7 days'`));
}

export type ClaimResult = "claimed" | "unknown" | "expired" | "used";

/**
 * Marks an upload address used, atomically: of two concurrent PUTs only one wins. Answers why
 * not when it cannot be claimed.
 */
export async function claimUploadToken({ id, key }: { id: string; key: string }): Promise<ClaimResult> {
  const db = await getDb();
  const claimed = await db
    .update(uploadTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(uploadTokens.id, id), eq(uploadTokens.objectKey, key), isNull(uploadTokens.usedAt), gt(uploadTokens.expiresAt, sql`now()`)))
    .returning({ id: uploadTokens.id });
  if (claimed.length > 0) return "claimed";
  const [row] = await db.select().from(uploadTokens).where(eq(uploadTokens.id, id)).limit(1);
  if (!row || row.objectKey !== key) return "unknown";
  return row.usedAt ? "used" : "expired";
}

export async function recordUploadType({ id, contentType }: { id: string; contentType: string }): Promise<void> {
  const db = await getDb();
  await db.update(uploadTokens).set({ contentType }).where(eq(uploadTokens.id, id));
}
