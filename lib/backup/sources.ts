import path from "node:path";
import type { Env } from "@/lib/env";

/** Where the site's uploads are kept on disk, or null when they live in Vercel Blob (not in a backup). */
export function localUploadsDir(env: Env): string | null {
  return env.BLOB_READ_WRITE_TOKEN ? null : path.resolve(env.DATA_DIR, "uploads");
}

/** "12.3 MB" */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
