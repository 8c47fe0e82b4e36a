import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";

/**
 * The backups in DATA_DIR/backups: `farmshops-<time>.backup`, one file each (archive.ts). The
 * newest is what the admin dashboard and the metrics report; older ones beyond BACKUP_KEEP go.
 */
export const BACKUP_SUFFIX = ".backup";

export function backupsDir(dataDir: string): string {
  return path.resolve(dataDir, "backups");
}

/** A name that sorts by time: farmshops-2026-11-28T03-00-00Z.backup. */
export function backupFileName(at = new Date()): string {
  return `farmshops-${at.toISOString().slice(0, 19).replace(/:/g, "-")}Z${BACKUP_SUFFIX}`;
}

export type BackupFile = { name: string; file: string; bytes: number; at: Date };

/** The finished backups in the folder, newest first (a backup being written ends in .partial). */
export async function listBackups(dataDir: string): Promise<BackupFile[]> {
  const dir = backupsDir(dataDir);
  let names: string[];
  try {
    names = await fsp.readdir(dir);
  } catch {
    return [];
  }
  const found: BackupFile[] = [];
  for (const name of names) {
    if (!name.endsWith(BACKUP_SUFFIX)) continue;
    const file = path.join(dir, name);
    try {
      const stat = await fsp.stat(file);
      if (stat.isFile()) found.push({ name, file, bytes: stat.size, at: stat.mtime });
    } catch {
      // Removed meanwhile.
    }
  }
  return found.sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** Removes all but the newest `keep` backups; returns the names removed. */
export async function pruneBackups(dataDir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(dataDir)).slice(Math.max(keep, 1));
  for (const backup of old) await fsp.rm(backup.file, { force: true });
  return old.map((b) => b.name);
}

/** The server writes its pid here while it holds the embedded database (the scripts check it). */
export function serverPidFile(dataDir: string): string {
  return path.resolve(dataDir, "server.pid");
}

/** The pid of a live server using this DATA_DIR, or null. */
export function runningServer(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(serverPidFile(dataDir), "utf8").trim());
    if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/**
 * For a command that opens the embedded database itself (import, seed, migrate): the message that
 * stops it while the site holds that database (one process at a time: what the command wrote
 * would be lost, or undo the site's own changes, when the site next writes), or null when it may
 * go on (Postgres, or no live site on this DATA_DIR).
 */
export function siteHoldsDatabase(env: { DATABASE_URL?: string; DATA_DIR: string }, command: string): string | null {
  if (env.DATABASE_URL) return null;
  const pid = runningServer(env.DATA_DIR);
  if (pid === null) return null;
  return `The site (process ${pid}) has the embedded database in ${path.resolve(env.DATA_DIR)} open, and only one process may: stop the site, then run ${command} again.`;
}
