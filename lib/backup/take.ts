import fsp from "node:fs/promises";
import path from "node:path";
import { create } from "tar";
import { sql } from "drizzle-orm";
import { queryRows, type DbHandle } from "@/lib/db/client";
import { findPgTool, runTool, toolConnection } from "./pg-tools";

/**
 * One backup file: a tar archive holding
 * - manifest.json: what it holds (engine, time, migrations applied, uploads included);
 * - database.pgdump: Postgres, pg_dump's custom format (compressed; pg_restore reads it); or
 *   database.pglite.tar.gz: the embedded database's data folder, as PGlite dumps it;
 * - uploads/…: the uploaded images under DATA_DIR/uploads, as they are (local storage only; with
 *   Vercel Blob the images live there and are not in the file).
 *
 * One snapshot: pg_dump reads the whole database in one transaction; PGlite answers one query at a
 * time, and its dump is taken between two of them and outside any transaction of the site's,
 * after a checkpoint. Images are copied after the database: an image the snapshot names was
 * stored before it (uploads are written whole and renamed, never changed or deleted), so every
 * one of them is in the file.
 */
export const MANIFEST = "manifest.json";
export const PG_DUMP_FILE = "database.pgdump";
export const PGLITE_DUMP_FILE = "database.pglite.tar.gz";
export const UPLOADS = "uploads";
export const BACKUP_FORMAT = "farmshops-backup";

export type Manifest = {
  format: typeof BACKUP_FORMAT;
  version: 1;
  engine: "postgres" | "pglite";
  createdAt: string;
  migrations: number;
  uploads: number | null;
};

export type TakeOptions = {
  handle: DbHandle;
  /** Postgres only: the URL pg_dump connects to. */
  databaseUrl?: string;
  /** Local uploads to include (DATA_DIR/uploads), or null with hosted storage. */
  uploadsDir: string | null;
  out: string;
};

export async function takeBackup({ handle, databaseUrl, uploadsDir, out }: TakeOptions): Promise<{ file: string; bytes: number; manifest: Manifest }> {
  const target = path.resolve(out);
  await fsp.mkdir(path.dirname(target), { recursive: true });
  const work = await fsp.mkdtemp(path.join(path.dirname(target), ".backup-"));
  try {
    const migrations = await migrationCount(handle);
    if (handle.engine === "postgres") {
      if (!databaseUrl) throw new Error("a Postgres backup needs the database URL");
      await dumpPostgres(handle, databaseUrl, path.join(work, PG_DUMP_FILE));
    } else {
      await dumpPglite(handle, path.join(work, PGLITE_DUMP_FILE));
    }
    const uploads = uploadsDir ? await copyUploads(uploadsDir, path.join(work, UPLOADS)) : null;
    const manifest: Manifest = { format: BACKUP_FORMAT, version: 1, engine: handle.engine, createdAt: new Date().toISOString(), migrations, uploads };
    await fsp.writeFile(path.join(work, MANIFEST), JSON.stringify(manifest, null, 2));
    const entries = [MANIFEST, handle.engine === "postgres" ? PG_DUMP_FILE : PGLITE_DUMP_FILE, ...(uploads !== null ? [UPLOADS] : [])];
    // Written aside and renamed: a reader (the prune, the dashboard) never meets half a backup.
    const partial = `${target}.partial`;
    await create({ file: partial, cwd: work, portable: true }, entries);
    // The whole database: readable by the server's own user only, as DATA_DIR's secrets are.
    await fsp.chmod(partial, 0o600);
    await fsp.rename(partial, target);
    const { size } = await fsp.stat(target);
    return { file: target, bytes: size, manifest };
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

async function migrationCount(handle: DbHandle): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    handle.db,
    sql`select case when to_regclass('drizzle.__drizzle_migrations') is null then 0 else (select count(*)::int from drizzle.__drizzle_migrations) end as n`,
  );
  return row?.n ?? 0;
}

async function dumpPostgres(handle: DbHandle, url: string, file: string): Promise<void> {
  const [version] = await queryRows<{ n: number }>(handle.db, sql`select current_setting('server_version_num')::int as n`);
  const serverMajor = Math.floor((version?.n ?? 0) / 10_000);
  const tool = await findPgTool("pg_dump", serverMajor);
  const { dbname, env } = toolConnection(url);
  await runTool(tool.file, ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${dbname}`], env);
}

async function dumpPglite(handle: DbHandle, file: string): Promise<void> {
  const client = handle.pglite;
  if (!client) throw new Error("the embedded database's client is not available");
  await client.query("checkpoint");
  // Inside a transaction of our own: the site's transactions take turns with it, so none is
  // half done when the folder is dumped (its single queries already take turns with the dump).
  const dump = await client.transaction(() => client.dumpDataDir("gzip"));
  await fsp.writeFile(file, Buffer.from(await dump.arrayBuffer()));
}

/** Copies the finished uploads (not files being written); returns how many. */
async function copyUploads(from: string, to: string): Promise<number> {
  let count = 0;
  let entries: string[];
  try {
    entries = await fsp.readdir(from, { recursive: true });
  } catch {
    entries = [];
  }
  await fsp.mkdir(to, { recursive: true });
  for (const relative of entries) {
    if (relative.endsWith(".partial")) continue;
    const source = path.join(from, relative);
    const stat = await fsp.stat(source).catch(() => null);
    if (!stat?.isFile()) continue;
    await fsp.mkdir(path.dirname(path.join(to, relative)), { recursive: true });
    await fsp.copyFile(source, path.join(to, relative));
    count++;
  }
  return count;
}
