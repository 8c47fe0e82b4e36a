import "server-only";
import { dublinToday } from "@/lib/time";
import { addDailyCounts, deleteExpiredCounts } from "./commands";
import { drainCounts, flushIntervalMs, restoreCounts } from "./recorder";
import { logger } from "@/lib/observability/logger";

type FlushState = { timer?: NodeJS.Timeout; running?: Promise<void>; cleanedOn?: string; failures: number };
const g = globalThis as typeof globalThis & { __analyticsFlush?: FlushState };
const flushState: FlushState = (g.__analyticsFlush ??= { failures: 0 });

/**
 * Writes the counts kept since the last write: one upsert (a burst of 1,000 hits over a few pages
 * is a few dozen rows). When the database cannot take them, they are kept for the next write. Once
 * a day it also deletes the figures older than 25 months.
 */
export function flushCounts(): Promise<void> {
  flushState.running ??= (async () => {
    const rows = await drainCounts();
    try {
      await addDailyCounts(rows);
      flushState.failures = 0;
      const today = dublinToday();
      if (flushState.cleanedOn !== today) {
        await deleteExpiredCounts({ today });
        flushState.cleanedOn = today;
      }
    } catch (err) {
      restoreCounts(rows);
      // Said when an outage begins and then every 60 tries (10 minutes), not every ten seconds.
      const tries = ++flushState.failures;
      if (tries === 1 || tries % 60 === 0) {
        logger().error({ tries, reason: err instanceof Error ? err.message : String(err) }, "analytics: counts not written, kept for the next try");
      }
    }
  })().finally(() => {
    flushState.running = undefined;
  });
  return flushState.running;
}

/** Starts the write timer once per process (it never keeps the process alive by itself). */
export function startFlushing(): void {
  if (flushState.timer) return;
  flushState.timer = setInterval(() => void flushCounts(), flushIntervalMs());
  flushState.timer.unref();
}
