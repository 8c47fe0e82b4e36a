import { sql } from "drizzle-orm";
import { withTimeout } from "@/lib/timeout";
import { getDbHandle } from "./client";
import { dbHealthState } from "./health-state";

/**
 * Whether Postgres answers, as cheaply as the proxy can ask before every request: a recent ping or
 * the last query's failure decides, and at most one ping is in flight. The HTTP side (the 503 page
 * and JSON) is lib/api/outage.ts.
 */

/** While healthy, a ping at most this often (one per second costs nothing on a pooled connection). */
const HEALTHY_RECHECK_MS = 1000;
/** A ping slower than this counts as down (a server that accepts but never answers). */
const PING_TIMEOUT_MS = 2000;

/** `select 1` on the app's own pool (the globalThis handle: never a second database open). */
async function ping(): Promise<boolean> {
  try {
    const { db } = await withTimeout(getDbHandle(), PING_TIMEOUT_MS);
    await withTimeout(db.execute(sql`select 1`), PING_TIMEOUT_MS);
    return true;
  } catch (err) {
    if (!dbHealthState().down) console.error("[db] health check failed:", err instanceof Error ? err.message : err);
    return false;
  }
}

/** True when the database answers (as far as a recent ping or the last query knows). */
export function isDatabaseReachable(): Promise<boolean> {
  const state = dbHealthState();
  if (!state.down && Date.now() - state.checkedAt < HEALTHY_RECHECK_MS) return Promise.resolve(true);
  state.inFlight ??= ping()
    .then((ok) => {
      if (ok && state.down) console.log("[db] database reachable again");
      state.down = !ok;
      state.checkedAt = Date.now();
      return ok;
    })
    .finally(() => {
      state.inFlight = null;
    });
  return state.inFlight;
}
