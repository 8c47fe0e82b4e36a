import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { adminSessions } from "@/lib/db/schema";

/** Starts a session and returns its id (random, 128 bits). */
export async function createAdminSession(): Promise<string> {
  const db = await getDb();
  const id = randomBytes(16).toString("base64url");
  await db.insert(adminSessions).values({ id });
  if (Math.random() < 0.05) void pruneAdminSessions().catch(() => undefined);
  return id;
}

/**
 * True when the session is live: not revoked and used within `idleSeconds`. Using it moves its
 * idle clock on, at most once a minute (a read otherwise: every admin request checks it).
 */
export async function touchAdminSession({ id, idleSeconds }: { id: string; idleSeconds: number }): Promise<boolean> {
  const db = await getDb();
  const [live] = await db
    .select({ fresh: sql<boolean>`${adminSessions.lastSeenAt} > now() - interval '1 minute'` })
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.id, id),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.lastSeenAt, sql`now() - make_interval(secs => ${idleSeconds})`),
      ),
    )
    .limit(1);
  if (!live) return false;
  if (!live.fresh) await db.update(adminSessions).set({ lastSeenAt: sql`now()` }).where(eq(adminSessions.id, id));
  return true;
}

/** Ends one session (logout). */
export async function revokeAdminSession({ id }: { id: string }): Promise<void> {
  const db = await getDb();
  await db.update(adminSessions).set({ revokedAt: sql`now()` }).where(and(eq(adminSessions.id, id), isNull(adminSessions.revokedAt)));
}

/** Ends every session ("Sign out everywhere"); answers how many were live. */
export async function revokeAllAdminSessions(): Promise<number> {
  const db = await getDb();
  const rows = await db
    .update(adminSessions)
    .set({ revokedAt: sql`now()` })
    .where(isNull(adminSessions.revokedAt))
    .returning({ id: adminSessions.id });
  return rows.length;
}

/** Forgets sessions that ended or idled out more than a day ago. */
export async function pruneAdminSessions(): Promise<void> {
  const db = await getDb();
  await db
    .delete(adminSessions)
    .where(or(lt(adminSessions.revokedAt, sql`now() - interval '1 day'`), lt(adminSessions.lastSeenAt, sql`now() - interval '2 days'`)));
}
