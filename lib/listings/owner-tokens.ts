import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { ownerTokens } from "@/lib/db/schema";

export type OwnerTokenPurpose = "sign-in" | "confirm";

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new random link token for one shop's address; only its hash is stored. */
export async function createOwnerToken({
  shopId,
  email,
  purpose,
  ttlSeconds,
}: {
  shopId: string;
  email: string;
  purpose: OwnerTokenPurpose;
  ttlSeconds: number;
}): Promise<string> {
  const db = await getDb();
  const token = randomBytes(32).toString("base64url");
  await db.insert(ownerTokens).values({
    tokenHash: hashToken(token),
    farmShopId: shopId,
    email,
    purpose,
    expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
  });
  if (Math.random() < 0.05) void db.delete(ownerTokens).where(lt(ownerTokens.expiresAt, sql`now() - interval '7 days'`)).catch(() => undefined);
  return token;
}

/**
 * Uses a token once: a single conditional update, so of two clicks at the same moment exactly one
 * succeeds. Null when the token is unknown, used, expired or meant for something else.
 */
export async function consumeOwnerToken({ token, purpose }: { token: string; purpose: OwnerTokenPurpose }): Promise<{ shopId: string; email: string } | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const db = await getDb();
  const [row] = await db
    .update(ownerTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(ownerTokens.tokenHash, hashToken(token)),
        eq(ownerTokens.purpose, purpose),
        isNull(ownerTokens.usedAt),
        gt(ownerTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ shopId: ownerTokens.farmShopId, email: ownerTokens.email });
  return row ?? null;
}
