import { memoryRead, type MemoryRead } from "@/lib/cache/memory-read";
import { listClosedShopKeys } from "@/lib/shops/status";

/**
 * The ids and slugs of the shops that have closed for good, for the proxy (a rendered page cannot
 * answer 410 Gone, so the proxy rewrites such an address to the closed page with that status).
 * Kept in memory (memoryRead): at most one query a second per instance, not one per shop page.
 * Closing or reopening a shop forgets it on the instance that made the change (commands.ts), so
 * that the next visit there sees it; the other instances read it again within a second of their
 * next visit. Apart from cached.ts, the pages' reads, which the proxy does not need to load.
 *
 * Kept on globalThis: the proxy and the route handlers that close and reopen shops are separate
 * bundles in one process.
 */
const closedShops: MemoryRead<Set<string>> = ((globalThis as { __farmshopsClosedShops?: MemoryRead<Set<string>> }).__farmshopsClosedShops ??= memoryRead(
  "closed-shops",
  async () => new Set(await listClosedShopKeys()),
  { freshMs: 1_000, maxAgeMs: 30_000 },
));

export async function isClosedShopKey(idOrSlug: string): Promise<boolean> {
  const keys = await closedShops.get();
  return keys.has(idOrSlug) || keys.has(idOrSlug.toLowerCase());
}

/** A shop was closed or reopened here: the next check reads the list again. */
export function forgetClosedShops(): void {
  closedShops.forget();
}
