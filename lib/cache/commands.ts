import { revalidateTag } from "next/cache";
import type { CacheTag } from "./tags";

/*
 * The one place that expires the public reads' tags, in Next.js's caches, the only record of them
 * (the proxy's list of closed shops converges by time, lib/shops/closed.ts). Only a
 * lib/<domain>/commands.ts write calls it (eslint.config.mjs): every change clears its tags where
 * the change is made.
 */

/**
 * Expires the tags at once, so that the next visit reads fresh data (read-your-own-writes).
 *
 * Next.js dates a cached page from the moment its render is stored: a render that read the data
 * before this change and ended after it is kept as fresh until the page's time bound (the route's
 * `revalidate`). The window is one render's length; it is not closed by expiring the tags a
 * second time later, which this function once did.
 *
 * Outside Next.js's server (scripts, vitest: process.env.NEXT_RUNTIME is set only in the server's
 * bundles) there is no page cache, and nothing to expire. Inside it, any error revalidateTag
 * raises is a real one and goes up.
 */
export function revalidatePublic(...tags: CacheTag[]): void {
  if (!process.env.NEXT_RUNTIME) return;
  const unique = [...new Set(tags)];
  for (const tag of unique) revalidateTag(tag, { expire: 0 });
}
