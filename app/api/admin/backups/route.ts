// GET /api/admin/backups – the last backup in DATA_DIR/backups and the schedule; POST – take one now
import { adminRoute } from "@/lib/auth/admin";
import { json } from "@/lib/api/respond";
import { AppError } from "@/lib/errors";
import { backupNow, backupSchedule, latestBackup } from "@/lib/backup/schedule";
import { ToolError } from "@/lib/backup/pg-tools";
import type { BackupFile } from "@/lib/backup/files";

export const dynamic = "force-dynamic";

const view = (backup: BackupFile | null) => (backup ? { name: backup.name, at: backup.at.toISOString(), bytes: backup.bytes } : null);

export const GET = adminRoute(async () => {
  return json({ lastBackup: view(await latestBackup()), schedule: backupSchedule() });
});

export const POST = adminRoute(async () => {
  try {
    return json({ backup: view(await backupNow()) }, { status: 201 });
  } catch (err) {
    // pg_dump missing or too old on this server: the operator's to fix, said plainly.
    if (err instanceof ToolError) throw new AppError("unavailable", err.message, { cause: err });
    throw err;
  }
});
