/**
 * What this process believes about its Postgres server, shared by the proxy's 503 gate
 * (lib/db/health.ts) and whatever meets a connection error first (the API's error answer in
 * lib/api/handler.ts, the pool's error event). Kept on globalThis: the proxy and the routes are
 * separate bundles in one process. Free of server imports, so that any bundle may report into it.
 */
export type DbHealthState = {
  /** Set by a failed ping or a connection-class error; cleared only by a ping that succeeds. */
  down: boolean;
  /** When the last ping settled (ms); 0 = check on the next request. */
  checkedAt: number;
  /** The one ping in flight, shared by every request that waits for it. */
  inFlight: Promise<boolean> | null;
};

export function dbHealthState(): DbHealthState {
  const g = globalThis as { __farmShopsDbHealth?: DbHealthState };
  g.__farmShopsDbHealth ??= { down: false, checkedAt: 0, inFlight: null };
  return g.__farmShopsDbHealth;
}

/** A query failed for want of a connection: pages answer 503 until a ping gets through. */
export function reportDatabaseUnavailable(): void {
  dbHealthState().down = true;
}

/** Something looks wrong (an idle connection died): ping before the next page is served. */
export function reportDatabaseSuspect(): void {
  dbHealthState().checkedAt = 0;
}
