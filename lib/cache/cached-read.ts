import "server-only";
import { createHash } from "node:crypto";
import path from "node:path";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import type { CacheTag } from "@/lib/cache/tags";
import { getEnv } from "@/lib/env";

/**
 * Which database the cached values came from. The data cache lives on disk under .next/cache and
 * outlives the server process: without this, a server started on another (or a fresh) database
 * would serve the previous database's rows until they expire.
 */
function storeKey(): string {
  const env = getEnv();
  const store = env.DATABASE_URL ?? `pglite:${path.resolve(env.DATA_DIR)}`;
  return createHash("sha256").update(store).digest("hex").slice(0, 16);
}

/**
 * What a value looks like after the data cache's JSON round trip: Dates come back as ISO strings
 * (arrays and tuples keep their shape: the mapped type maps their elements).
 */
export type Serialized<T> = T extends Date ? string : T extends object ? { [K in keyof T]: Serialized<T[K]> } : T;

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
): Tagged<(...args: A) => Promise<Serialized<R>>> {
  let cached: ((...args: A) => Promise<R>) | undefined;
  // Built on first use, so that the environment is read at run time, not while modules load. React's
  // cache() shares one call between a page's metadata and its body during one render: on a data
  // cache miss both would otherwise ask the database (an events list asked it twice per first render).
  const get = cache((...args: A) => {
    cached ??= unstable_cache(read, [key, storeKey()], { tags, revalidate });
    return cached(...args);
  });
  return Object.assign(get as unknown as (...args: A) => Promise<Serialized<R>>, { tags });
}

/**
 * A cached read carries its tags: the route table's `tags` of a cached page are those of the reads
 * it makes (tests/unit/routes.test.ts checks them against the page's imports).
 */
export type Tagged<F> = F & { readonly tags: readonly CacheTag[] };
