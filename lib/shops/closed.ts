import { CACHE_TAGS } from "@/lib/cache/tags";
import { memoryRead } from "@/lib/cache/memory-read";
import { listClosedShopKeys } from "@/lib/shops/status";

/**
 * The ids and slugs of the shops that have closed for good, for the proxy (a rendered page cannot
 * answer 410 Gone, so the proxy rewrites such an address to the closed page with that status).
 * Kept in memory: one query per 10 s, not one per shop page; a close or reopen expires it. Apart
 * from cached.ts, the pages' reads, which the proxy does not need to load.
 */
const getClosedShopKeys = memoryRead([CACHE_TAGS.shops], async () => new Set(await listClosedShopKeys()), 10_000);

export async function isClosedShopKey(idOrSlug: string): Promise<boolean> {
  const keys = await getClosedShopKeys();
  return keys.has(idOrSlug) || keys.has(idOrSlug.toLowerCase());
}
