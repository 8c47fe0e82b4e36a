/**
 * Cache tags of the public reads (lib/<domain>/cached.ts). A change revalidates exactly the tags it
 * touched (revalidatePublic in lib/cache/commands.ts, called only from a lib/<domain>/commands.ts
 * write); pages tagged with them are rebuilt on their next visit.
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
