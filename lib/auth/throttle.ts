import "server-only";
import { and, lt, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { authThrottle } from "@/lib/db/schema";

export type Limit = { limit: number; windowSeconds: number };

/** Admin sign-in: five attempts per client per quarter hour; a success clears the count. */
export const SIGN_IN_LIMIT: Limit = { limit: 5, windowSeconds: 15 * 60 };
/** Anonymous image uploads: plenty for a submission (two images, a few retries), not for a flood. */
export const UPLOAD_LIMIT: Limit = { limit: 30, windowSeconds: 15 * 60 };

export type Attempt = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Counts one attempt for `key` in a fixed window, in a single atomic upsert, so that concurrent
 * requests on several instances agree; the count is taken before the attempt is judged, so that
 * parallel guesses cannot slip past the limit. Allowed while the count is within the limit.
 * Time comes from the database clock, the one clock every instance shares.
 */
export async function countAttempt(key: string, { limit, windowSeconds }: Limit): Promise<Attempt> {
  const db = await getDb();
  const expired = sql`${authThrottle.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(authThrottle)
    .values({ key, failures: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${authThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${authThrottle.windowStartedAt} end`,
        blockedUntil: sql`case when not (${expired}) and ${authThrottle.failures} + 1 > ${limit}
          then ${authThrottle.windowStartedAt} + make_interval(secs => ${windowSeconds}) else null end`,
      },
    })
    .returning({
      count: authThrottle.failures,
      retryAfter: sql<string>`ceil(extract(epoch from (${authThrottle.windowStartedAt} + make_interval(secs => ${windowSeconds}) - now())))`,
    });
  if (Math.random() < 0.02) void pruneThrottle().catch(() => undefined);
  const count = row?.count ?? 1;
  return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, Number(row?.retryAfter ?? windowSeconds)) };
}

/**
 * Reads a key's count without adding to it: true while fewer than `limit` attempts were counted in
 * the current window. For budgets that only failures spend (the account-wide sign-in budget).
 */
export async function peekAttempts(key: string, { limit, windowSeconds }: Limit): Promise<Attempt> {
  const db = await getDb();
  const [row] = await db
    .select({
      count: authThrottle.failures,
      retryAfter: sql<string>`ceil(extract(epoch from (${authThrottle.windowStartedAt} + make_interval(secs => ${windowSeconds}) - now())))`,
    })
    .from(authThrottle)
    .where(and(eq(authThrottle.key, key), sql`${authThrottle.windowStartedAt} > now() - make_interval(secs => ${windowSeconds})`))
    .limit(1);
  const count = row?.count ?? 0;
  return { allowed: count < limit, count, retryAfterSeconds: Math.max(1, Number(row?.retryAfter ?? windowSeconds)) };
}

/** Forgets a key's attempts (after a successful sign-in). */
export async function clearAttempts(key: string): Promise<void> {
  const db = await getDb();
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}

/** Drops rows whose window ended long ago, so that the table stays small. */
export async function pruneThrottle(): Promise<void> {
  const db = await getDb();
  await db.delete(authThrottle).where(lt(authThrottle.windowStartedAt, sql`now() - interval '1 day'`));
}
