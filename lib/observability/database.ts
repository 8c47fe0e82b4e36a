import type { DbHandle } from "@/lib/db/client";
import { metrics } from "./metrics";

type Query = (...args: unknown[]) => unknown;
type Queryable = { query: Query };

const isStatementTimeout = (err: unknown) => (err as { code?: unknown } | null)?.code === "57014";

/**
 * With METRICS_TOKEN: times every query the app's database client runs (the pool's own `query`,
 * which Drizzle calls, and PGlite's), counts statements Postgres cut off, and reads the pool's
 * connections in use and waiting at each scrape. Without it, the client is left as it is.
 */
export function observeDatabase(handle: DbHandle): void {
  const m = metrics();
  if (!m) return;
  const engine = handle.engine;
  const timeQueries = (client: Queryable) => {
    const query = client.query.bind(client) as Query;
    client.query = (...args: unknown[]) => {
      const result = query(...args);
      if (!(result instanceof Promise)) return result;
      const end = m.querySeconds.startTimer({ engine });
      return result.then(
        (value: unknown) => {
          end({ result: "ok" });
          return value;
        },
        (err: unknown) => {
          end({ result: isStatementTimeout(err) ? "timeout" : "error" });
          if (isStatementTimeout(err)) m.statementTimeouts.inc();
          throw err;
        },
      );
    };
  };
  if (handle.pool) {
    timeQueries(handle.pool as unknown as Queryable);
    const pool = handle.pool;
    m.pool.read = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  }
  if (handle.pglite) timeQueries(handle.pglite as unknown as Queryable);
}
