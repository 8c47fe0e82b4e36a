import "server-only";
import { getEnv } from "@/lib/env";
import type { StorageDriver } from "./types";

export type { StorageDriver, StoredObject } from "./types";

/** @vercel/blob when BLOB_READ_WRITE_TOKEN is set, else local disk under DATA_DIR/uploads. */
export async function getStorage(): Promise<StorageDriver> {
  const env = getEnv();
  if (env.BLOB_READ_WRITE_TOKEN) {
    const { blobStorage } = await import("./blob");
    return blobStorage(env.BLOB_READ_WRITE_TOKEN);
  }
  const { localStorage } = await import("./local");
  return localStorage(env.DATA_DIR);
}
