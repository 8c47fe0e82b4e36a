import type { createClient } from "redis";
import type { CacheTag } from "@/lib/cache/tags";
import { getEnv } from "@/lib/env";

/**
 * When each cache tag last expired, for the reads kept in process memory (`memoryRead`,
 * memory-read.ts; Next.js's data cache, which the other reads use, keeps its own record).
 * revalidatePublic (commands.ts) notes every expiry here as it asks Next.js for it; with
 * REDIS_URL the time also goes to Redis, where every instance reads the others' changes.
 *
 * Kept on globalThis: the proxy and the route handlers are separate bundles in one process.
 */
type Redis = { client: ReturnType<typeof createClient> | null; connected: Promise<unknown> };
type TagTimes = { local: Map<string, number>; redis?: Redis };
const state: TagTimes = ((globalThis as { __farmshopsTagTimes?: TagTimes }).__farmshopsTagTimes ??= { local: new Map() });

/** The Redis hash of each tag's last expiry (milliseconds), under REDIS_KEY_PREFIX. */
const REDIS_TAG_TIMES_KEY = "tag-times";
/** Past this, Redis's answer is not waited for: the read keeps what it has. */
const REDIS_TIMEOUT_MS = 300;

/** Milliseconds, finer than Date.now(): a read that begins in the millisecond of a change is told apart. */
export const clock = (): number => performance.timeOrigin + performance.now();

export function noteExpired(tags: readonly CacheTag[]): void {
  const now = clock();
  for (const tag of tags) state.local.set(tag, now);
  const shared = sharedClient();
  if (!shared) return;
  const { redis, key } = shared;
  // Not awaited: the change has been made; should the write be lost (Redis down), the other
  // instances' time bound applies.
  const times = Object.fromEntries(tags.map((tag) => [tag, String(Math.ceil(now))]));
  void redis.connected
    .then(async () => {
      if (redis.client?.isReady) await redis.client.withAbortSignal(AbortSignal.timeout(REDIS_TIMEOUT_MS)).hSet(key, times);
    })
    .catch(() => undefined);
}

/** The latest time any of these tags expired on this instance (0: never). */
export function lastExpiredHere(tags: readonly CacheTag[]): number {
  return Math.max(0, ...tags.map((tag) => state.local.get(tag) ?? 0));
}

/**
 * The latest time any of these tags expired on any instance, read from Redis; null without
 * REDIS_URL, or when Redis does not answer in time (the read's time bound then applies).
 */
export async function lastExpiredAnywhere(tags: readonly CacheTag[]): Promise<number | null> {
  const shared = sharedClient();
  const client = shared?.redis.client;
  if (!shared || !client?.isReady) return null;
  try {
    const times = await client.withAbortSignal(AbortSignal.timeout(REDIS_TIMEOUT_MS)).hmGet(shared.key, [...tags]);
    return Math.max(0, ...times.map((t) => Number(t ?? 0) || 0));
  } catch {
    return null;
  }
}

/** The Redis client (connected on first use) and the hash's key, with REDIS_URL. */
function sharedClient(): { redis: Redis; key: string } | null {
  const { REDIS_URL, REDIS_KEY_PREFIX } = getEnv();
  if (!REDIS_URL) return null;
  return { redis: (state.redis ??= connect(REDIS_URL)), key: REDIS_KEY_PREFIX + REDIS_TAG_TIMES_KEY };
}

/**
 * Like the cache handler's client: fails at once while Redis is down, and reconnects by itself.
 * The client library is loaded only here, with REDIS_URL: loaded with the proxy, it cost every
 * request some milliseconds.
 */
function connect(url: string): Redis {
  const redis: Redis = { client: null, connected: Promise.resolve() };
  redis.connected = import("redis")
    .then(({ createClient }) => {
      const client = createClient({
        url,
        disableOfflineQueue: true,
        socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
      });
      // The cache handler already reports an unreachable Redis, once a minute.
      client.on("error", () => undefined);
      redis.client = client;
      // Settles once the first attempt does (the client keeps reconnecting after a failed one).
      return client.connect();
    })
    .catch(() => undefined);
  return redis;
}
