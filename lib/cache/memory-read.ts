import { clock, lastExpiredAnywhere, lastExpiredHere } from "@/lib/cache/tag-times";
import { metrics } from "@/lib/observability/metrics";
import type { CacheTag } from "@/lib/cache/tags";
import type { Tagged } from "@/lib/cache/cached-read";

/**
 * A cached read for the proxy, where Next.js has no data cache (its proxy gets a cache without a
 * store on every request). The value is kept in this process's memory, with the same tags as the
 * data cache's reads (cachedRead in cached-read.ts), and read again when:
 * - one of its tags expired after it was read, on this instance (a change made here is seen by
 *   the next request) or, with REDIS_URL, on any instance (checked at most once a second);
 * - it is older than `maxAgeMs`. Then the kept value still answers while the next one is read,
 *   so that a busy database never holds up a request that only asks the memory.
 * Only the first read, and the first after a change, wait for the database; a failed read keeps
 * the value it had. (Instances compare their clocks' times: keep them in step, as NTP does.)
 * Apart from cached-read.ts, so that the proxy does not load Next.js's data cache with it.
 */
export function memoryRead<R>(tags: CacheTag[], read: () => Promise<R>, maxAgeMs: number): Tagged<() => Promise<R>> {
  let kept: { value: R; readAt: number } | null = null;
  let reading: { promise: Promise<R>; from: number } | null = null;
  let checkedAt = 0;
  let checking: Promise<void> | null = null;
  let seenElsewhere = 0;

  /** Reads, or joins a read in flight that began at or after `since`. */
  const load = (since = 0): Promise<R> => {
    if (reading && reading.from >= since) return reading.promise;
    const from = clock();
    const promise = read().then((value) => {
      if (!kept || kept.readAt <= from) kept = { value, readAt: from };
      return value;
    });
    const current = { promise, from };
    reading = current;
    const done = () => {
      if (reading === current) reading = null;
    };
    promise.then(done, done);
    return promise;
  };

  /** The latest expiry of its tags seen on another instance, asked of Redis at most once a second. */
  const expiredElsewhere = async (): Promise<number> => {
    if (clock() - checkedAt >= SHARED_CHECK_MS) {
      checking ??= lastExpiredAnywhere(tags).then((last) => {
        checkedAt = clock();
        checking = null;
        if (last !== null) seenElsewhere = Math.max(seenElsewhere, last);
      });
      await checking;
    }
    return seenElsewhere;
  };

  const cache = tags.join("+");
  const get = async (): Promise<R> => {
    if (!kept) {
      metrics()?.cache.inc({ cache, result: "miss" });
      return load();
    }
    const expired = Math.max(lastExpiredHere(tags), await expiredElsewhere());
    metrics()?.cache.inc({ cache, result: expired >= kept.readAt ? "miss" : "hit" });
    if (expired >= kept.readAt) {
      // Waits for the data as it is since the change; should the database fail, what was kept.
      const before = kept.value;
      return load(expired).catch(() => before);
    }
    if (clock() - kept.readAt > maxAgeMs) load().catch(() => undefined);
    return kept.value;
  };
  return Object.assign(get, { tags });
}

/** How often a memoryRead asks Redis whether another instance expired its tags. */
const SHARED_CHECK_MS = 1_000;
