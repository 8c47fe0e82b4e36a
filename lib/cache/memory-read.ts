import { metrics } from "@/lib/observability/metrics";

/** A value kept in this process's memory (memoryRead). */
export type MemoryRead<R> = {
  get(): Promise<R>;
  /** Read again at the next get (a change made on this instance): the next get waits for it. */
  forget(): void;
};

/** Milliseconds, finer than Date.now(): a read that begins in the millisecond of a forget is told apart. */
const clock = (): number => performance.timeOrigin + performance.now();

/**
 * A read kept in this process's memory, for the proxy, where Next.js has no data cache (its proxy
 * gets a cache without a store on every request). It keeps no record of tags: it converges by time
 * alone, and the change that makes it wrong on this instance calls `forget()`.
 * - Younger than `freshMs`: answered from memory.
 * - Older: still answered from memory while the next value is read in the background, so that a
 *   busy database never holds up a request that only asks the memory.
 * - Older than `maxAgeMs` (an instance nobody visited for a while), forgotten, or never read: the
 *   request waits for the database; should that read fail, what was kept answers.
 * Several instances therefore agree within `freshMs` of a change on a visited instance.
 */
export function memoryRead<R>(name: string, read: () => Promise<R>, { freshMs, maxAgeMs }: { freshMs: number; maxAgeMs: number }): MemoryRead<R> {
  let kept: { value: R; readAt: number } | null = null;
  let reading: { promise: Promise<R>; from: number } | null = null;
  let forgottenAt = 0;

  /** Reads, or joins a read in flight that began at or after `since`. */
  const load = (since: number): Promise<R> => {
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

  const get = async (): Promise<R> => {
    const age = kept ? clock() - kept.readAt : Infinity;
    if (!kept || kept.readAt < forgottenAt || age > maxAgeMs) {
      metrics()?.cache.inc({ cache: name, result: "miss" });
      const before = kept;
      return load(forgottenAt).catch((error: unknown) => {
        if (before) return before.value;
        throw error;
      });
    }
    metrics()?.cache.inc({ cache: name, result: "hit" });
    if (age > freshMs) load(0).catch(() => undefined);
    return kept.value;
  };

  const forget = () => {
    forgottenAt = clock();
  };
  return { get, forget };
}
