import "server-only";
import fsp from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { StorageDriver } from "./types";
import { isObjectKey, objectAddress } from "./keys";
import { SNIFF_BYTES, sniffImageType } from "./sniff";

/**
 * Files under DATA_DIR/uploads/{folder}/{uuid}. Keys are checked against the strict key pattern
 * before any path is built, so no key can name a file outside that folder. The type is sniffed
 * again when serving: the bytes are the only truth kept.
 */
export function localStorage(dataDir: string): StorageDriver {
  const root = path.resolve(dataDir, "uploads");
  const fileOf = (key: string) => {
    if (!isObjectKey(key)) throw new Error(`not an object key: ${key}`);
    return path.join(root, key);
  };

  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so that a reader never sees half a file.
      const temp = `${file}.${randomUUID()}.partial`;
      await fsp.writeFile(temp, bytes, { flag: "wx" });
      await fsp.rename(temp, file);
      return objectAddress(key);
    },

    async open(key) {
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(fileOf(key), "r");
      } catch {
        return null;
      }
      try {
        const { size } = await handle.stat();
        const head = new Uint8Array(SNIFF_BYTES);
        const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0);
        const contentType = sniffImageType(head.subarray(0, bytesRead));
        if (!contentType) return null;
        const stream = handle.createReadStream({ start: 0 });
        return { kind: "stream", body: Readable.toWeb(stream) as ReadableStream<Uint8Array>, size, contentType };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },

    async publicAddress(key) {
      try {
        await fsp.access(fileOf(key));
        return objectAddress(key);
      } catch {
        return null;
      }
    },
  };
}
