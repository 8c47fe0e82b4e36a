import { revalidateTag } from "next/cache";
import { after } from "next/server";
import { noteExpired } from "./tag-times";
import type { CacheTag } from "./tags";

/*
 * The one place that expires the public reads' tags, in Next.js's caches and in the proxy's
 * memory. Only a lib/<domain>/commands.ts write calls it (eslint.config.mjs): every change clears
 * its tags where the change is made.
 */

/**
 * Expires the tags at once, so that the next visit reads fresh data (read-your-own-writes), and
 * once more a second later.
 *
 * A cached page is stored when its render ends and counts as fresh from then. A render that read
 * the data before this change and ended after it would store the older page as fresh, until its
 * time bound (five minutes). The second expiry discards such pages. Next.js carries out the
 * expiries asked for in `after()` once all of the request's `after()` work is done, so it comes
 * at least SECOND_EXPIRY_AFTER_MS after the answer. A render still running after that (only on a database
 * far slower than usual) can still store the older page.
 */
export function revalidatePublic(...tags: CacheTag[]): void {
  const unique = [...new Set(tags)];
  if (!expire(unique)) return;
  // The reads kept in memory (memoryRead, memory-read.ts) go by the same tags.
  noteExpired(unique);
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, SECOND_EXPIRY_AFTER_MS));
    expire(unique);
  });
}

/** Long enough for a page render that began before the change to end, even under load. */
const SECOND_EXPIRY_AFTER_MS = 1_000;

/** Expires the tags; false outside a request (scripts, tests), where there is no page cache. */
function expire(tags: CacheTag[]): boolean {
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    return true;
  } catch (err) {
    if (err instanceof Error && /static generation store|outside a request|Invariant/i.test(err.message)) return false;
    throw err;
  }
}
