import type { ImageType } from "./sniff";

/** A stored object as the serving route needs it: bytes from disk, or a hosted address to send the browser to. */
export type StoredObject =
  | { kind: "stream"; body: ReadableStream<Uint8Array>; size: number; contentType: ImageType }
  | { kind: "redirect"; url: string };

/** Where uploaded images live. One driver per deployment, chosen by configuration. */
export interface StorageDriver {
  /** Stores the bytes under `key`; answers the address to save on a shop, event or post. */
  put(key: string, bytes: Uint8Array, contentType: ImageType): Promise<string>;
  /** The object for serving, or null when nothing is stored under `key`. */
  open(key: string): Promise<StoredObject | null>;
  /** The public address of a stored object, or null when nothing is stored under `key`. */
  publicAddress(key: string): Promise<string | null>;
}
