import type { Metric } from "./metrics";

/** One day's count of one figure and key: a row of analytics_daily, or the part of it to add. */
export type CountRow = { day: string; metric: Metric; key: string; count: number };

/**
 * Counts kept in memory between two writes: every hit adds to a figure here, and each write takes
 * them all out at once (drain), so that a burst of hits costs one write of a few rows. Counts a
 * write failed to store are put back (restore) and go out with the next one.
 */
export class Tally {
  private counts = new Map<string, number>();

  add(day: string, metric: Metric, key = "", by = 1): void {
    if (by <= 0) return;
    // As JSON, so that no key can run into the next part, whatever characters it holds.
    const id = JSON.stringify([day, metric, key]);
    this.counts.set(id, (this.counts.get(id) ?? 0) + by);
  }

  /** How many rows the next write would store. */
  get size(): number {
    return this.counts.size;
  }

  /** Every count so far, as rows; the tally starts again from nothing. */
  drain(): CountRow[] {
    const rows: CountRow[] = [];
    for (const [id, count] of this.counts) {
      const [day, metric, key] = JSON.parse(id) as [string, Metric, string];
      rows.push({ day, metric, key, count });
    }
    this.counts = new Map();
    return rows;
  }

  restore(rows: readonly CountRow[]): void {
    for (const row of rows) this.add(row.day, row.metric, row.key, row.count);
  }
}

/**
 * The visitors of each day, as hashes only (of address, agent and that day's salt), so that a
 * visitor is counted once a day. Only today's and yesterday's are kept: an older day can no
 * longer be added to.
 */
export class DailyVisitors {
  private days = new Map<string, Set<string>>();

  /** True when the hash is new for that day. */
  add(day: string, hash: string): boolean {
    let seen = this.days.get(day);
    if (!seen) {
      seen = new Set();
      this.days.set(day, seen);
      const keep = [...this.days.keys()].sort().slice(-2);
      for (const old of this.days.keys()) if (!keep.includes(old)) this.days.delete(old);
    }
    if (seen.has(hash)) return false;
    seen.add(hash);
    return true;
  }
}
