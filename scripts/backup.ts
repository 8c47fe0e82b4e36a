// npm run backup -- [--out FILE]: one file holding the database (DATABASE_URL through pg_dump, or
// the embedded database under DATA_DIR) and the uploaded images under DATA_DIR/uploads.
// Without --out it goes to DATA_DIR/backups/farmshops-<time>.backup, keeping the newest BACKUP_KEEP
// there. docs/operations.md.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { getEnv } from "@/lib/env";
import { openPglite, openPostgres } from "@/lib/db/client";
import { backupFileName, backupsDir, pruneBackups, runningServer } from "@/lib/backup/files";
import { formatBytes, localUploadsDir } from "@/lib/backup/sources";
import { takeBackup } from "@/lib/backup/take";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const env = getEnv();
const out = values.out ?? path.join(backupsDir(env.DATA_DIR), backupFileName());

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!env.DATABASE_URL) {
  if (!fs.existsSync(path.resolve(env.DATA_DIR, "pglite", "PG_VERSION"))) stop(`There is no embedded database in ${path.resolve(env.DATA_DIR)} to back up.`);
  const pid = runningServer(env.DATA_DIR);
  // The embedded database allows one process at a time: the running site takes its own backups.
  if (pid) {
    stop(
      `The site (process ${pid}) has the embedded database in ${path.resolve(env.DATA_DIR)} open, and only it may read it. ` +
        `It backs itself up into ${backupsDir(env.DATA_DIR)} (BACKUP_EVERY), and the admin dashboard's "Back up now" takes one at once; ` +
        `or stop the site and run this again.`,
    );
  }
}

const handle = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL, { migrate: false }) : await openPglite(env.DATA_DIR, { migrate: false });
try {
  const backup = await takeBackup({ handle, databaseUrl: env.DATABASE_URL, uploadsDir: localUploadsDir(env), out });
  const images = backup.manifest.uploads === null ? "images in Vercel Blob, not included" : `${backup.manifest.uploads} images`;
  console.log(`Backup written: ${backup.file} (${formatBytes(backup.bytes)}; ${handle.engine} database, ${images}).`);
  // Into DATA_DIR/backups (not --out): the newest BACKUP_KEEP kept there, as the server's own.
  if (values.out === undefined && env.BACKUP_KEEP > 0) {
    const removed = await pruneBackups(env.DATA_DIR, env.BACKUP_KEEP);
    if (removed.length) console.log(`Removed ${removed.length} older backup${removed.length === 1 ? "" : "s"} (BACKUP_KEEP=${env.BACKUP_KEEP}): ${removed.join(", ")}.`);
  }
} catch (err) {
  stop(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
} finally {
  await handle.close();
}
