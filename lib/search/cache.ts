import "server-only";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { currentGeneration } from "@/lib/cache/generation";
import { getEnv } from "@/lib/env";
import type { SearchQuery } from "./types";

/**
 * Answers of public searches, kept in memory for a minute (SEARCH_CACHE_SECONDS).
 *
 * Why: a common word ("honey") matches a third of a 20,000-shop directory, and ranking, counting,
 * faceting and clustering all of its matches costs 100–200 ms of database time per call. Visitors
 * ask the same few searches over and over, so each is computed once a minute at most, however many
 * visitors ask at once (concurrent misses share one database read).
 *
 * Not the Next.js data cache: that one keeps a file per entry on disk, and visitors' free text must
 * not grow it without bound. This one holds at most MAX_ENTRIES answers per process, least recently
 * used out first.
 *
 * Fresh: the key holds the shops' generation (lib/cache/generation.ts), which every change to a
 * shop moves (on every instance, with Redis), so a change is seen at once. The minute bounds what
 * no change announces (an edit made straight in the database). When the generation cannot be known
 * (Redis down), the search reads afresh.
 */

const MAX_ENTRIES = 500;

type Entry = { at: number; value: Promise<unknown>; settled?: { value: unknown } };

/**
 * Route handlers, pages and the proxy are bundled apart, each with its own copy of this module:
 * the answers live once per process (on globalThis), so that the proxy can send an answer a route
 * handler kept, and the /search page and the API share theirs.
 */
const processWide = globalThis as typeof globalThis & { __farmShopsSearchAnswers?: Map<string, Entry> };
const entries = (processWide.__farmShopsSearchAnswers ??= new Map<string, Entry>());

/** Only the public directory's searches: admin lists must always read the database as it is now. */
export function isCacheable(query: SearchQuery): boolean {
  return query.scope === "approved" && !query.adminFields && query.hasEvents === undefined && query.missingCoordinates === undefined;
}

/** `read()`'s answer for this key, from memory when a fresh one is there. Callers must not mutate it. */
export async function cachedSearchRead<T>(kind: string, key: unknown, read: () => Promise<T>): Promise<T> {
  const id = await entryId(kind, key);
  if (id === null) return read();
  const hit = freshEntry(id);
  if (hit) return hit.value as Promise<T>;
  const value = read();
  const entry: Entry = { at: Date.now(), value };
  entries.set(id, entry);
  value.then(
    (settled) => {
      entry.settled = { value: settled };
    },
    // A failed read is not kept: the next call tries again.
    () => {
      if (entries.get(id) === entry) entries.delete(id);
    },
  );
  while (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    entries.delete(oldest);
  }
  return value;
}

/**
 * A kept answer that has arrived, or undefined (none, stale, still being read, or memory off):
 * the proxy sends such answers itself, before the route handler runs.
 */
export async function keptAnswer<T>(kind: string, key: unknown): Promise<T | undefined> {
  const id = await entryId(kind, key);
  const settled = id === null ? undefined : freshEntry(id)?.settled;
  return settled?.value as T | undefined;
}

/** The entry's name: the kind, the shops' generation and the key; null when answers are not kept now. */
async function entryId(kind: string, key: unknown): Promise<string | null> {
  if (getEnv().SEARCH_CACHE_SECONDS === 0) return null;
  const generation = await currentGeneration(CACHE_TAGS.shops);
  return generation === null ? null : `${kind}\u0000${generation}\u0000${JSON.stringify(key)}`;
}

function freshEntry(id: string): Entry | undefined {
  const hit = entries.get(id);
  if (!hit || Date.now() - hit.at >= getEnv().SEARCH_CACHE_SECONDS * 1000) return undefined;
  // Most recently used last: Map keeps insertion order.
  entries.delete(id);
  entries.set(id, hit);
  return hit;
}
