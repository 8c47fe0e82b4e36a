import { revalidateTag } from "next/cache";

/**
 * Cache tags of the public reads (lib/<domain>/cached.ts). An admin change revalidates exactly the tags it
 * touched; pages tagged with them are rebuilt on their next visit.
 */
export const CACHE_TAGS = {
  /** Shop lists, shop pages, county pages and counts. */
  shops: "shops",
  /** Event lists, event pages and the shop pages' upcoming events. */
  events: "events",
  /** Harvest Hub lists and posts. */
  posts: "posts",
} as const;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

/** Expires the tags at once, so that the next visit reads fresh data (read-your-own-writes). */
export function revalidatePublic(...tags: CacheTag[]): void {
  for (const tag of new Set(tags)) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (err) {
      // Outside a request (scripts, tests) there is no cache to revalidate.
      if (!(err instanceof Error) || !/static generation store|outside a request|Invariant/i.test(err.message)) throw err;
    }
  }
}
