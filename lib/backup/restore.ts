import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { extract } from "tar";
import pg from "pg";
import { openPglite, openPostgres } from "@/lib/db/client";
import { BACKUP_FORMAT, MANIFEST, PGLITE_DUMP_FILE, PG_DUMP_FILE, UPLOADS, type Manifest } from "./take";
import { movePgliteToPostgres, type MoveResult } from "./move";
import { findPgTool, runTool, toolConnection } from "./pg-tools";

/**
 * Restores a backup file (take.ts) into an empty database, then applies the migrations newer than
 * the backup, and puts its images back under DATA_DIR/uploads. A database that holds data is
 * refused unless `force` is set: then its tables are dropped first (Postgres), or its data folder
 * is moved aside to DATA_DIR/pglite.before-restore-<time> (embedded). An embedded site's backup
 * restored into Postgres is moved there table by table (move.ts); a Postgres backup is not
 * restored into the embedded database.
 */
export class RestoreRefused extends Error {
  override name = "RestoreRefused";
}

export type RestoreOptions = { file: string; force: boolean; databaseUrl?: string; dataDir: string; uploadsDir: string | null };
/** `moved`: an embedded site's backup was moved into Postgres (its counts), else null. */
export type RestoreResult = { manifest: Manifest; engine: "postgres" | "pglite"; uploads: number; replaced: boolean; moved: MoveResult | null };

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), "farmshops-restore-"));
  try {
    await extract({ file: options.file, cwd: work, strict: true }).catch((err: unknown) => {
      throw new RestoreRefused(`${options.file} is not a backup of this site (${(err as Error).message}).`);
    });
    const manifest = await readManifest(work, options.file);
    const engine = options.databaseUrl ? "postgres" : "pglite";
    if (manifest.engine === "postgres" && engine === "pglite") {
      throw new RestoreRefused(
        `${options.file} holds a Postgres database and this site runs on the embedded database (no DATABASE_URL): ` +
          `restore it into a Postgres server (set DATABASE_URL and run this again). The embedded database is for trying the site.`,
      );
    }
    let moved: MoveResult | null = null;
    let replaced: boolean;
    if (engine === "postgres" && manifest.engine === "pglite") {
      // An embedded site's backup, moved into Postgres (move.ts).
      replaced = await emptyPostgres(options.databaseUrl as string, options.force);
      moved = await movePgliteToPostgres(path.join(work, PGLITE_DUMP_FILE), options.databaseUrl as string, work);
    } else {
      replaced =
        engine === "postgres"
          ? await restorePostgres(options.databaseUrl as string, path.join(work, PG_DUMP_FILE), options.force)
          : await restorePglite(options.dataDir, path.join(work, PGLITE_DUMP_FILE), options.force);
    }
    const uploads = options.uploadsDir && manifest.uploads !== null ? await putUploads(path.join(work, UPLOADS), options.uploadsDir) : 0;
    return { manifest, engine, uploads, replaced, moved };
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

async function readManifest(dir: string, file: string): Promise<Manifest> {
  try {
    const manifest = JSON.parse(await fsp.readFile(path.join(dir, MANIFEST), "utf8")) as Manifest;
    if (manifest.format === BACKUP_FORMAT && manifest.version === 1) return manifest;
  } catch {
    // Reported below.
  }
  throw new RestoreRefused(`${file} is not a backup of this site (no ${MANIFEST} of format ${BACKUP_FORMAT}, version 1).`);
}

const holdsDataMessage = (what: string, counts: string) =>
  `${what} holds data (${counts}). A restore replaces all of it: run again with --force to do so (take a backup of it first if you may need it).`;

/** Shops, events and posts in the database, or null when it holds no row in any table of the app. */
async function dataSummary(query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>): Promise<string | null> {
  const { rows: tables } = await query(`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`);
  let holds = false;
  for (const { name } of tables) {
    const { rows } = await query(`select exists (select 1 from public.${String(name)}) as found`);
    if (rows[0]?.found === true) holds = true;
  }
  if (!holds) return null;
  const count = async (table: string) => {
    if (!tables.some((t) => t.name === table)) return 0;
    const { rows } = await query(`select count(*)::int as n from public.${table}`);
    return Number(rows[0]?.n ?? 0);
  };
  return `${await count("farm_shops")} shops, ${await count("events")} events, ${await count("blog_posts")} posts`;
}

/**
 * Refuses a Postgres database holding data unless `force`; then drops its tables (empty tables of
 * a site started once, or the data --force replaces: the restore makes them again). Returns
 * whether data was replaced.
 */
async function emptyPostgres(url: string, force: boolean): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const held = await dataSummary((text) => client.query(text));
    if (held && !force) throw new RestoreRefused(holdsDataMessage("The database", held));
    await client.query("drop schema if exists drizzle cascade");
    await client.query("drop schema if exists public cascade");
    await client.query("create schema public");
    return held !== null;
  } finally {
    await client.end();
  }
}

async function restorePostgres(url: string, dumpFile: string, force: boolean): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let serverMajor: number;
  try {
    const { rows } = await client.query<{ n: number }>("select current_setting('server_version_num')::int as n");
    serverMajor = Math.floor((rows[0]?.n ?? 0) / 10_000);
  } finally {
    await client.end();
  }
  const replaced = await emptyPostgres(url, force);
  // pg_restore writes the dump out as SQL, run by psql in one transaction. Not straight into the
  // database: its script empties search_path, and the schema's functions call one another by
  // their plain names (generated columns and checks run them while the rows load), so the script
  // runs with the schema on the path instead.
  const restoreTool = await findPgTool("pg_restore", serverMajor);
  const psql = await findPgTool("psql", serverMajor);
  const script = `${dumpFile}.sql`;
  await runTool(restoreTool.file, ["--no-owner", "--no-privileges", `--file=${script}`, dumpFile], process.env);
  const text = await fsp.readFile(script, "utf8");
  await fsp.writeFile(script, text.replaceAll("SELECT pg_catalog.set_config('search_path', '', false);", "SET search_path = public, pg_catalog;"));
  const { dbname, env } = toolConnection(url);
  await runTool(psql.file, ["--no-psqlrc", "--quiet", "--single-transaction", "--set=ON_ERROR_STOP=1", `--dbname=${dbname}`, `--file=${script}`], env);
  // Migrations newer than the backup.
  const handle = await openPostgres(url);
  await handle.close();
  return replaced;
}

async function restorePglite(dataDir: string, dumpFile: string, force: boolean): Promise<boolean> {
  const location = path.resolve(dataDir, "pglite");
  let replaced = false;
  if (fs.existsSync(path.join(location, "PG_VERSION"))) {
    const existing = await openPglite(dataDir, { migrate: false });
    let held: string | null;
    try {
      const client = existing.pglite;
      if (!client) throw new Error("the embedded database's client is not available");
      held = await dataSummary((text) => client.query<Record<string, unknown>>(text));
    } finally {
      await existing.close();
    }
    if (held && !force) throw new RestoreRefused(holdsDataMessage(`The embedded database in ${location}`, held));
    replaced = held !== null;
    const aside = `${location}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    await fsp.rename(location, aside);
    if (!held) await fsp.rm(aside, { recursive: true, force: true });
  } else if (fs.existsSync(location)) {
    await fsp.rm(location, { recursive: true, force: true });
  }
  await fsp.mkdir(location, { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const dump = new Blob([await fsp.readFile(dumpFile)]);
  const loaded = await PGlite.create(location, { loadDataDir: dump, extensions: { pg_trgm } });
  await loaded.close();
  // Migrations newer than the backup.
  const handle = await openPglite(dataDir);
  await handle.close();
  return replaced;
}

/** Puts the backup's images back (an image already there is overwritten with the backup's bytes). */
async function putUploads(from: string, to: string): Promise<number> {
  let entries: string[];
  try {
    entries = await fsp.readdir(from, { recursive: true });
  } catch {
    return 0;
  }
  let count = 0;
  for (const relative of entries) {
    const source = path.join(from, relative);
    if (!(await fsp.stat(source)).isFile()) continue;
    const target = path.join(to, relative);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await fsp.copyFile(source, target);
    count++;
  }
  return count;
}
