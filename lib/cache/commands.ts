import { revalidateTag } from "next/cache";
import type { CacheTag } from "./tags";

/*
 * The one place that expires the public reads' tags. Only a lib/<domain>/commands.ts write calls
 * it (eslint.config.mjs): every change clears its tags where the change is made.
 */

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
