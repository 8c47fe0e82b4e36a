import "server-only";
import { createClient } from "redis";
import { getEnv } from "@/lib/env";
import { withTimeout } from "@/lib/timeout";

/**
 * A number per cache tag that changes whenever data under that tag changes (every
 * `revalidatePublic`). Caches that keep answers in memory (the search's) put it in their keys, so
 * that a change is seen at once, like a revalidated page.
 *
 * One instance: a counter in the process. Several instances sharing Redis (`REDIS_URL`): the
 * counter lives in Redis, so a change made on one instance is seen by all of them at once. While
 * Redis cannot be reached the generation is unknown (`null`) and callers read afresh.
 */

type RedisClient = ReturnType<typeof createClient>;

/**
 * Route handlers and pages are bundled apart, each bundle with its own copy of this module: the
 * counters live once per process (on globalThis), so that a change made through the API moves the
 * generation the pages' searches read.
 */
const processWide = globalThis as typeof globalThis & {
  __farmShopsGenerations?: Map<string, number>;
  __farmShopsGenerationClient?: { url: string; client: RedisClient };
};
const local = (processWide.__farmShopsGenerations ??= new Map<string, number>());

/** One Redis connection per process for the counters (the same reason: bundles share it). */
function redis(): RedisClient | undefined {
  const url = getEnv().REDIS_URL;
  if (!url) return undefined;
  const current = processWide.__farmShopsGenerationClient;
  if (current && current.url === url) return current.client;
  const client = createClient({
    url,
    // A command while disconnected fails at once (no queue): the caller reads afresh instead of waiting.
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });
  // The page cache's handler already logs Redis outages (lib/cache/redis-handler.mjs): one log is enough.
  client.on("error", () => {});
  client.connect().catch(() => {});
  processWide.__farmShopsGenerationClient = { url, client };
  return client;
}

const key = (tag: string) => `${getEnv().REDIS_KEY_PREFIX}generation:${tag}`;

/** A Redis reply within `ms`, or undefined when none came (down, slow or failed). */
const within = <T>(ms: number, work: Promise<T>): Promise<{ value: T } | undefined> =>
  withTimeout(work, ms).then(
    (value) => ({ value }),
    () => undefined,
  );

/** The tag's current generation: a string to put in a cache key, or null when it cannot be known. */
export async function currentGeneration(tag: string): Promise<string | null> {
  const shared = redis();
  const mine = String(local.get(tag) ?? 0);
  if (!shared) return mine;
  if (!shared.isReady) return null;
  const reply = await within(250, shared.get(key(tag)));
  // The local counter too: this instance's own change is seen even if Redis missed the increment.
  return reply ? `${reply.value ?? 0}.${mine}` : null;
}

/** Marks data under the tags as changed (called by `revalidatePublic`). */
export function bumpGeneration(...tags: string[]): void {
  const shared = redis();
  for (const tag of tags) {
    local.set(tag, (local.get(tag) ?? 0) + 1);
    if (shared?.isReady) void within(1000, shared.incr(key(tag)));
  }
}
