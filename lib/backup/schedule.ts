import fs from "node:fs";
import path from "node:path";
import { getEnv } from "@/lib/env";
import { getDbHandle } from "@/lib/db/client";
import { logger } from "@/lib/observability/logger";
import { metrics } from "@/lib/observability/metrics";
import { backupFileName, backupsDir, listBackups, pruneBackups, serverPidFile, type BackupFile } from "./files";
import { localUploadsDir } from "./sources";
import { takeBackup } from "./take";

/**
 * The running server's own backups into DATA_DIR/backups. On the embedded database there is no
 * database administrator, and only this process may read the database: it backs itself up every
 * BACKUP_EVERY hours (24: once a night, between 02:00 and 05:00 Irish time, when the site is
 * quietest) and keeps the newest BACKUP_KEEP. With DATABASE_URL, `npm run backup` on a timer does
 * it (several instances would each take one); the admin's "Back up now" works on both.
 */
const CHECK_EVERY_MS = 10 * 60_000;
const NIGHT_HOURS = [2, 3, 4];

type GlobalBackups = { __farmShopsBackupTimer?: NodeJS.Timeout; __farmShopsBackupRunning?: Promise<BackupFile> };
const store = globalThis as GlobalBackups;

function irishHour(at: Date): number {
  return Number(new Intl.DateTimeFormat("en-IE", { timeZone: "Europe/Dublin", hour: "numeric", hourCycle: "h23" }).format(at));
}

/** Whether a backup is due now, given the newest one's time (pure: tested on its own). */
export function backupDue(now: Date, newest: Date | null, everyHours: number): boolean {
  if (everyHours <= 0) return false;
  if (everyHours % 24 === 0) {
    // Nightly: once in the night window, at least a few hours after the last one.
    if (!NIGHT_HOURS.includes(irishHour(now))) return false;
    return newest === null || now.getTime() - newest.getTime() >= (everyHours - 6) * 3_600_000;
  }
  return newest === null || now.getTime() - newest.getTime() >= everyHours * 3_600_000;
}

/** Takes a backup into DATA_DIR/backups now (one at a time), then removes the oldest beyond BACKUP_KEEP. */
export function backupNow(): Promise<BackupFile> {
  store.__farmShopsBackupRunning ??= (async () => {
    const env = getEnv();
    const handle = await getDbHandle();
    const started = performance.now();
    const out = path.join(backupsDir(env.DATA_DIR), backupFileName());
    const taken = await takeBackup({ handle, databaseUrl: env.DATABASE_URL, uploadsDir: localUploadsDir(env), out });
    const removed = env.BACKUP_KEEP > 0 ? await pruneBackups(env.DATA_DIR, env.BACKUP_KEEP) : [];
    logger().info(
      { file: taken.file, bytes: taken.bytes, durationMs: Math.round(performance.now() - started), removed },
      `backup written: ${path.basename(taken.file)}`,
    );
    const backup = { name: path.basename(taken.file), file: taken.file, bytes: taken.bytes, at: new Date() };
    recordBackupMetrics(backup);
    return backup;
  })().finally(() => {
    store.__farmShopsBackupRunning = undefined;
  });
  return store.__farmShopsBackupRunning;
}

export function recordBackupMetrics(backup: BackupFile | null): void {
  const m = metrics();
  if (!m) return;
  m.lastBackup.set(backup ? backup.at.getTime() / 1000 : 0);
  m.lastBackupBytes.set(backup?.bytes ?? 0);
}

/** The automatic backups' settings, or null when the server takes none (off, or DATABASE_URL). */
export function backupSchedule(): { everyHours: number; keep: number } | null {
  const env = getEnv();
  if (env.DATABASE_URL || env.BACKUP_EVERY === 0 || env.BACKUP_KEEP === 0) return null;
  return { everyHours: env.BACKUP_EVERY, keep: env.BACKUP_KEEP };
}

/** The newest backup in DATA_DIR/backups, or null. */
export async function latestBackup(): Promise<BackupFile | null> {
  return (await listBackups(getEnv().DATA_DIR))[0] ?? null;
}

/**
 * At server start: on the embedded database, marks DATA_DIR as held by this process (the backup
 * and restore scripts read it) and starts the schedule.
 */
export function startBackupSchedule(engine: "postgres" | "pglite"): void {
  const env = getEnv();
  void latestBackup().then(recordBackupMetrics, () => undefined);
  if (engine !== "pglite") return;
  const pidFile = serverPidFile(env.DATA_DIR);
  fs.writeFileSync(pidFile, String(process.pid));
  process.once("exit", () => {
    try {
      if (fs.readFileSync(pidFile, "utf8").trim() === String(process.pid)) fs.rmSync(pidFile);
    } catch {
      // Already gone.
    }
  });
  if (env.BACKUP_EVERY === 0 || env.BACKUP_KEEP === 0 || store.__farmShopsBackupTimer) return;
  const check = async () => {
    try {
      const newest = await latestBackup();
      if (backupDue(new Date(), newest?.at ?? null, env.BACKUP_EVERY)) await backupNow();
    } catch (err) {
      logger().error({ err }, "scheduled backup failed");
    }
  };
  store.__farmShopsBackupTimer = setInterval(() => void check(), CHECK_EVERY_MS);
  store.__farmShopsBackupTimer.unref();
  void check();
}
