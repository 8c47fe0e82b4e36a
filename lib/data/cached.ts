import "server-only";
import { unstable_cache } from "next/cache";
import type { CacheTag } from "@/lib/cache/tags";

/** What a value looks like after the data cache's JSON round trip: Dates come back as ISO strings. */
export type Serialized<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Serialized<U>[]
    : T extends object
      ? { [K in keyof T]: Serialized<T[K]> }
      : T;

/**
 * A cached public read, tagged so that admin changes revalidate it (lib/cache/tags.ts). The time
 * bound (seconds) makes several instances, each with its own cache, converge even when a change
 * was made on another instance.
 */
export function cachedRead<A extends unknown[], R>(
  key: string,
  tags: CacheTag[],
  read: (...args: A) => Promise<R>,
  revalidate = 300,
): (...args: A) => Promise<Serialized<R>> {
  return unstable_cache(read, [key], { tags, revalidate }) as unknown as (...args: A) => Promise<Serialized<R>>;
}
