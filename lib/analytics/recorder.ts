import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { getEnv } from "@/lib/env";
import { dublinToday } from "@/lib/time";
import type { HitCounts } from "./count-hit";
import { METRICS } from "./metrics";
import { addSharedVisitors, sharedSalt, usesSharedVisitors } from "./shared";
import { DailyVisitors, Tally, type CountRow } from "./tally";

/**
 * The counts between two writes, kept in this process (one per server instance, across Next.js's
 * module copies: on globalThis). Every hit only adds to them; a timer writes them to the database
 * every ANALYTICS_FLUSH_SECONDS (lib/analytics/flush.ts).
 */
type State = {
  tally: Tally;
  visitors: DailyVisitors;
  /** Each day's salt: random, in memory (or shared through Redis), never written anywhere. */
  salts: Map<string, string>;
  /** With Redis: the day's hashes seen since the last write, added to the shared set then. */
  pending: Map<string, Set<string>>;
};

const g = globalThis as typeof globalThis & { __analyticsState?: State };
export const state: State = (g.__analyticsState ??= {
  tally: new Tally(),
  visitors: new DailyVisitors(),
  salts: new Map(),
  pending: new Map(),
});

async function saltOf(day: string): Promise<string> {
  const known = state.salts.get(day);
  if (known) return known;
  const candidate = randomBytes(32).toString("base64");
  const salt = usesSharedVisitors() ? ((await sharedSalt(day, candidate)) ?? candidate) : candidate;
  state.salts.set(day, salt);
  for (const old of [...state.salts.keys()].sort().slice(0, -2)) state.salts.delete(old);
  return salt;
}

/** Adds one hit's counts to today's figures. */
export async function recordHit({ adds, visitorSource }: HitCounts, now = new Date()): Promise<void> {
  const day = dublinToday(now);
  for (const [metric, key] of adds) state.tally.add(day, metric, key);
  if (visitorSource === null) return;
  const hash = createHash("sha256").update(`${await saltOf(day)}\n${visitorSource}`).digest("base64url").slice(0, 22);
  if (usesSharedVisitors()) {
    let seen = state.pending.get(day);
    if (!seen) state.pending.set(day, (seen = new Set()));
    seen.add(hash);
  } else if (state.visitors.add(day, hash)) {
    state.tally.add(day, METRICS.visitors);
  }
}

/**
 * Takes every count out for a write. With Redis the pending hashes are first added to the shared
 * set, and only those new to it count as visitors (locally when Redis cannot be reached).
 */
export async function drainCounts(): Promise<CountRow[]> {
  if (state.pending.size > 0) {
    const pending = state.pending;
    state.pending = new Map();
    for (const [day, hashes] of pending) {
      const added = await addSharedVisitors(day, [...hashes]);
      if (added !== null) state.tally.add(day, METRICS.visitors, "", added);
      else for (const hash of hashes) if (state.visitors.add(day, hash)) state.tally.add(day, METRICS.visitors);
    }
  }
  return state.tally.drain();
}

export function restoreCounts(rows: CountRow[]): void {
  state.tally.restore(rows);
}

export const flushIntervalMs = () => getEnv().ANALYTICS_FLUSH_SECONDS * 1000;
