import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { getEnv } from "@/lib/env";

/**
 * The instance's Prometheus metrics (GET /api/metrics, only with METRICS_TOKEN). One registry per
 * process, kept on globalThis: Next.js loads server modules in more than one bundle (instrumentation,
 * route handlers, pages), and every bundle must count into the same metrics.
 *
 * Labels are bounded by construction: `route` is a pattern (route-label.ts), `method` one of the
 * HTTP methods, `status` a class ("2xx"), `kind`/`result` fixed words chosen in code.
 */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  // Set by database.ts once the app's pool is open; read at each scrape.
  const pool: { read: (() => { total: number; idle: number; waiting: number }) | null } = { read: null };
  const poolGauge = (name: string, help: string, value: (s: { total: number; idle: number; waiting: number }) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        if (pool.read) this.set(value(pool.read()));
      },
    });
  return {
    registry,
    pool,
    requests: new Counter({ name: "http_requests_total", help: "Requests answered, by route pattern, method and status class.", labelNames: ["route", "method", "status"], registers }),
    requestSeconds: new Histogram({ name: "http_request_duration_seconds", help: "Time to answer a request, by route pattern, method and status class.", labelNames: ["route", "method", "status"], buckets: SECONDS, registers }),
    poolInUse: poolGauge("db_pool_connections_in_use", "Postgres connections checked out of the pool.", (s) => s.total - s.idle),
    poolIdle: poolGauge("db_pool_connections_idle", "Postgres connections open and idle in the pool.", (s) => s.idle),
    poolWaiting: poolGauge("db_pool_waiting_requests", "Queries waiting for a free pool connection.", (s) => s.waiting),
    querySeconds: new Histogram({ name: "db_query_duration_seconds", help: "Database query time, by engine and outcome.", labelNames: ["engine", "result"], buckets: [0.001, ...SECONDS], registers }),
    statementTimeouts: new Counter({ name: "db_statement_timeouts_total", help: "Statements Postgres cut off at DB_STATEMENT_TIMEOUT_MS.", registers }),
    searchSeconds: new Histogram({ name: "search_duration_seconds", help: "Time to answer a shop search from the database.", buckets: [0.001, ...SECONDS], registers }),
    signInFailures: new Counter({ name: "admin_sign_in_failures_total", help: "Admin sign-ins refused: a wrong password, or a client or account over its failure budget.", labelNames: ["reason"], registers }),
    signInLockouts: new Counter({ name: "admin_sign_in_lockouts_total", help: "Times the account-wide sign-in failure budget was spent (sign-in closed for a while).", registers }),
    submissions: new Counter({ name: "listing_submissions_total", help: "Shop listings submitted by visitors.", registers }),
    reports: new Counter({ name: "problem_reports_total", help: "Problem reports sent by visitors.", registers }),
    cache: new Counter({ name: "app_cache_reads_total", help: "In-process cache reads, by cache and result (hit or miss).", labelNames: ["cache", "result"], registers }),
    lastBackup: new Gauge({ name: "backup_last_success_timestamp_seconds", help: "When the last backup in DATA_DIR/backups was written (0: none).", registers }),
    lastBackupBytes: new Gauge({ name: "backup_last_size_bytes", help: "Size of the last backup in DATA_DIR/backups.", registers }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

type GlobalMetrics = { __farmShopsMetrics?: Metrics | null };
const store = globalThis as GlobalMetrics;

/** The metrics, or null when METRICS_TOKEN is not set (nothing is counted then). */
export function metrics(): Metrics | null {
  if (store.__farmShopsMetrics === undefined) {
    store.__farmShopsMetrics = getEnv().METRICS_TOKEN ? createMetrics() : null;
  }
  return store.__farmShopsMetrics;
}

export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : "other";
}

export function methodLabel(method: string): string {
  const upper = method.toUpperCase();
  return METHODS.has(upper) ? upper : "other";
}

/** Times a promise into a histogram; the promise's outcome is passed through unchanged. */
export async function timed<T>(histogram: Histogram | undefined, run: () => Promise<T>): Promise<T> {
  if (!histogram) return run();
  const end = histogram.startTimer();
  try {
    return await run();
  } finally {
    end();
  }
}
