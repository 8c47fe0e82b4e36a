"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ApiError, apiJson, getJson } from "@/lib/api-client";

type Backup = { name: string; at: string; bytes: number };
type BackupStatus = { lastBackup: Backup | null; schedule: { everyHours: number; keep: number } | null };

const KEY = ["/api/admin/backups"];

function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The last backup's time and size (GET /api/admin/backups) under the dashboard's title, and "Back up now". */
export function BackupStatusLine() {
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: KEY, queryFn: () => getJson<BackupStatus>(KEY[0] as string) });
  const backUp = useMutation({
    mutationFn: () => apiJson<{ backup: Backup }>("POST", KEY[0] as string),
    onSuccess: ({ backup }) => toast.success("Backup made", { description: `${backup.name} (${size(backup.bytes)})` }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
  if (!data) return null;
  const last = data.lastBackup;
  return (
    <p className="text-sm text-stone-600" data-testid="backup-status">
      {last
        ? `Last backup: ${new Date(last.at).toLocaleString("en-IE", { dateStyle: "medium", timeStyle: "short" })} (${size(last.bytes)})`
        : "Last backup: none yet"}
      {data.schedule ? ` · automatic every ${data.schedule.everyHours} h, keeping ${data.schedule.keep}` : ""}
      {" · "}
      <button type="button" className="text-brand-800 underline disabled:opacity-60" disabled={backUp.isPending} onClick={() => backUp.mutate()}>
        {backUp.isPending ? "Backing up…" : "Back up now"}
      </button>
      {backUp.isError ? <span role="alert"> The backup failed: {backUp.error instanceof ApiError ? (backUp.error.serverMessage ?? backUp.error.message) : backUp.error.message}</span> : null}
    </p>
  );
}
