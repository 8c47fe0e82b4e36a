import "server-only";
import { BlobNotFoundError, head, put } from "@vercel/blob";
import type { StorageDriver } from "./types";

const ONE_YEAR = 365 * 24 * 60 * 60;

/**
 * Vercel Blob: objects are public blobs under the same keys; the address saved on a record is
 * the blob's own https URL, and /api/objects/{key} redirects there.
 */
export function blobStorage(token: string): StorageDriver {
  const find = async (key: string) => {
    try {
      return await head(key, { token });
    } catch (err) {
      if (err instanceof BlobNotFoundError) return null;
      throw err;
    }
  };
  return {
    async put(key, bytes, contentType) {
      const result = await put(key, Buffer.from(bytes), {
        access: "public",
        token,
        contentType,
        addRandomSuffix: false,
        cacheControlMaxAge: ONE_YEAR,
      });
      return result.url;
    },
    async open(key) {
      const blob = await find(key);
      return blob ? { kind: "redirect", url: blob.url } : null;
    },
    async publicAddress(key) {
      return (await find(key))?.url ?? null;
    },
  };
}
