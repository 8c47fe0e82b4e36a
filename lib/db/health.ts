import type { Pool } from "pg";
import { sql } from "drizzle-orm";
import { getEnv } from "@/lib/env";
import { withTimeout } from "@/lib/timeout";
import { getDbHandle } from "./client";
import { dbHealthState } from "./health-state";
import { logger } from "@/lib/observability/logger";

/**
 * Whether the database answers, as cheaply as the outage gates can ask before every request: a recent
 * ping or the last query's failure decides, and at most one ping is in flight. On Postgres the
 * ping has its own one-connection pool, so that a pool busy with slow searches is never taken for
 * a lost database (the app's requests wait their turn; the outage page is for a server that does
 * not answer). The HTTP side (the 503 page and JSON, GET /api/health) is lib/api/outage.ts.
 */

/** While healthy, a ping at most this often (one per second costs nothing on a kept connection). */
const HEALTHY_RECHECK_MS = 1000;
/** A ping slower than this counts as down (a server that accepts but never answers). */
const PING_TIMEOUT_MS = 2000;

type HealthGlobal = { __farmShopsHealthPool?: Pool };

/** The ping's own connection (kept open between pings), separate from the app's pool. */
async function healthPool(url: string): Promise<Pool> {
  const g = globalThis as HealthGlobal;
  if (!g.__farmShopsHealthPool) {
    const { Pool } = await import("pg");
    const pool = new Pool({
      connectionString: url,
      max: 1,
      idleTimeoutMillis: 60_000,
      connectionTimeoutMillis: PING_TIMEOUT_MS,
      statement_timeout: PING_TIMEOUT_MS,
    });
    pool.on("error", () => undefined); // a lost idle connection: the next ping opens another
    g.__farmShopsHealthPool ??= pool;
  }
  return g.__farmShopsHealthPool;
}

/** `select 1` on the ping's own connection (Postgres) or the embedded database (PGlite). */
async function ping(): Promise<boolean> {
  try {
    const url = getEnv().DATABASE_URL;
    if (url) {
      const pool = await healthPool(url);
      await withTimeout(pool.query("select 1"), PING_TIMEOUT_MS);
    } else {
      const { db } = await withTimeout(getDbHandle(), PING_TIMEOUT_MS);
      await withTimeout(db.execute(sql`select 1`), PING_TIMEOUT_MS);
    }
    return true;
  } catch (err) {
    if (!dbHealthState().down) logger().error({ reason: err instanceof Error ? err.message : String(err) }, "database health check failed");
    return false;
  }
}

/**
 * True when the database answers (as far as a recent ping or the last query knows); `fresh` asks
 * a ping now (joining one in flight), for GET /api/health.
 */
export function isDatabaseReachable({ fresh = false } = {}): Promise<boolean> {
  const state = dbHealthState();
  if (!fresh && !state.down && Date.now() - state.checkedAt < HEALTHY_RECHECK_MS) return Promise.resolve(true);
  state.inFlight ??= ping()
    .then((ok) => {
      if (ok && state.down) logger().info("database reachable again");
      state.down = !ok;
      state.checkedAt = Date.now();
      return ok;
    })
    .finally(() => {
      state.inFlight = null;
    });
  return state.inFlight;
}

/**
 * True while the database of a DATABASE_URL deployment is known not to answer: both outage gates
 * (the proxy's for pages, lib/api/outage.ts; apiRoute's for the API, lib/api/handler.ts) answer
 * 503 then. The embedded database lives in this process and is never gated.
 */
export async function isDatabaseKnownDown(): Promise<boolean> {
  return Boolean(getEnv().DATABASE_URL) && !(await isDatabaseReachable());
}
