import fs from "node:fs";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { getEnv } from "@/lib/env";
import { reportDatabaseSuspect } from "./health-state";
import * as schema from "./schema";
import type { PGlite } from "@electric-sql/pglite";
import type { Pool } from "pg";
import type { Db } from "./types";
import { logger } from "@/lib/observability/logger";

export type { Db };

export type DbHandle = {
  db: Db;
  engine: "postgres" | "pglite";
  /** True when this open created the embedded database (its first start). */
  created: boolean;
  /** The embedded database's own client (its backups dump the data folder through it). */
  pglite?: PGlite;
  /** Postgres: the connection pool (its metrics read how many connections are in use and waited for). */
  pool?: Pool;
  close: () => Promise<void>;
};

export const MIGRATIONS_DIR = path.join(process.cwd(), "drizzle");

/** Any number that is the same on every instance: serialises migrations across instances. */
const MIGRATION_LOCK_ID = 7_213_004_511;

/** How the app's pool runs; scripts and tests take the defaults (no statement limit). */
export type PoolOptions = { statementTimeoutMs?: number; max?: number; waitMs?: number };

/**
 * Whether to apply pending migrations on open, and from where (tests upgrade from a shorter list);
 * `tidy: false` leaves the vacuum after an upgrade to the caller (`npm run db:migrate` always runs it).
 */
type MigrateOptions = { migrate?: boolean; migrationsFolder?: string; tidy?: boolean };

/** How many migrations the database has recorded in drizzle's own table (none before the first). */
async function appliedMigrations(db: Db): Promise<number> {
  const [table] = await queryRows<{ present: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table?.present) return 0;
  const [counted] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return counted?.n ?? 0;
}

/**
 * Applies the pending migrations (`run`), then, when they changed a database that already had
 * some (an upgrade, not a new database), vacuums and analyzes it at once. A migration that adds a
 * stored generated column (0006, 0021) rewrites farm_shops: the new table has no visibility map
 * and nothing makes autovacuum visit it (no dead rows, no inserts), so until enough shops had
 * changed, every index-only scan of the public shops read the table too and the planner chose a
 * pass over the table instead ("open now" counted in 22 ms instead of 4.8 at 20,000 shops; after
 * such a rewrite the search calls cost Postgres twice their CPU). New columns also start without
 * statistics. PGlite never autovacuums at all.
 */
async function migrateAndTidy(db: Db, run: () => Promise<void>, tidy: boolean): Promise<void> {
  const before = await appliedMigrations(db);
  await run();
  const after = await appliedMigrations(db);
  if (!tidy || before === 0 || after === before) return;
  const ms = await tidyDatabase(db);
  console.log(`[db] ${after - before} migration(s) applied to existing data; vacuumed and analyzed in ${ms} ms.`);
}

/**
 * The tidy step: VACUUM (ANALYZE) of the whole database, so that every table has its visibility map
 * and statistics. Runs after migrations that changed existing data, and whenever
 * `npm run db:migrate` runs (for a database an earlier build upgraded without it). The milliseconds
 * it took.
 */
export async function tidyDatabase(db: Db): Promise<number> {
  const started = performance.now();
  await db.execute(sql`vacuum (analyze)`);
  return Math.round(performance.now() - started);
}

export async function openPostgres(
  url: string,
  {
    migrate = true,
    migrationsFolder = MIGRATIONS_DIR,
    tidy = true,
    statementTimeoutMs = 0,
    max = 10,
    waitMs = 10_000,
  }: MigrateOptions & PoolOptions = {},
): Promise<DbHandle> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  // statement_timeout is a server setting sent when each connection opens: Postgres itself cancels
  // a statement that runs longer (SQLSTATE 57014) and the connection goes back to the pool.
  // connectionTimeoutMillis is how long a request waits for a free connection (pg-pool's queue).
  const pool = new Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: waitMs,
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
    // No parallel workers for one query: the site's reads are many small queries side by side,
    // and a query split over workers did its set-up (the open-at id sets) once per worker, taking
    // the cores the other requests were waiting for.
    options: "-c max_parallel_workers_per_gather=0",
  });
  // An idle client losing its server must not crash the process; the pool replaces it.
  // A dead idle client also means the server may be gone: the 503 gate pings before the next page.
  pool.on("error", (err) => {
    logger().warn({ reason: err.message }, "idle Postgres client error");
    reportDatabaseSuspect();
  });
  if (migrate) {
    const { migrate: runMigrations } = await import("drizzle-orm/node-postgres/migrator");
    const client = await pool.connect();
    try {
      // Migrations (index builds on a big table) are not public reads: no statement limit.
      await client.query("set statement_timeout = 0");
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
      const migrating = drizzle({ client, schema });
      await migrateAndTidy(migrating, () => runMigrations(migrating, { migrationsFolder }), tidy);
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
      await client.query("reset statement_timeout").catch(() => undefined);
      client.release();
    }
  }
  return { db: drizzle({ client: pool, schema }), engine: "postgres", created: false, pool, close: () => pool.end() };
}

/** PGlite on disk under dataDir/pglite, or in memory when dataDir is "memory://". */
export async function openPglite(dataDir: string, { migrate = true, migrationsFolder = MIGRATIONS_DIR, tidy = true }: MigrateOptions = {}): Promise<DbHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  let location = dataDir;
  let created = true;
  if (!dataDir.startsWith("memory://")) {
    location = path.resolve(dataDir, "pglite");
    created = !fs.existsSync(path.join(location, "PG_VERSION"));
    fs.mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location, { extensions: { pg_trgm } });
  const db = drizzle({ client, schema });
  if (migrate) {
    const { migrate: runMigrations } = await import("drizzle-orm/pglite/migrator");
    await migrateAndTidy(db, () => runMigrations(db, { migrationsFolder }), tidy);
  }
  return { db, engine: "pglite", created, pglite: client, close: () => client.close() };
}

type GlobalDb = { __farmShopsDb?: Promise<DbHandle> };
const globalForDb = globalThis as GlobalDb;

/**
 * The app's database, opened once per process: Postgres when DATABASE_URL is set, else PGlite
 * under DATA_DIR. Pending migrations are applied first; the first start of an empty embedded
 * database loads the demo data unless SEED_DEMO=0. Kept on globalThis because Next.js may load
 * this module more than once (route handlers and pages are separate bundles), and PGlite allows
 * one open per data folder.
 */
export function getDbHandle(): Promise<DbHandle> {
  globalForDb.__farmShopsDb ??= openAppDatabase().catch((err: unknown) => {
    // Let the next request try again (the database may come back).
    globalForDb.__farmShopsDb = undefined;
    throw err;
  });
  return globalForDb.__farmShopsDb;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

async function openAppDatabase(): Promise<DbHandle> {
  const env = getEnv();
  const { observeDatabase } = await import("@/lib/observability/database");
  if (env.DATABASE_URL) {
    const handle = await openPostgres(env.DATABASE_URL, {
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
      max: env.DB_POOL_MAX,
      waitMs: env.DB_POOL_WAIT_MS,
    });
    observeDatabase(handle);
    return handle;
  }
  const handle = await openPglite(env.DATA_DIR);
  observeDatabase(handle);
  if (handle.created && env.SEED_DEMO === "1") {
    const { seedDemoData } = await import("./seed");
    const counts = await seedDemoData(handle.db);
    console.log(
      `[db] New embedded database: loaded the demo data (${counts.shops} shops, ${counts.events} events, ${counts.posts} posts).`,
    );
  }
  return handle;
}

/** Rows of a raw SQL query, whichever driver answered (both put them in `.rows`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
