/**
 * The shop keys of a saved list: a shop's slug, or its id while it has none. Pure and client-safe:
 * the by-slugs call validates strictly (lib/validation/saved.ts: 400 on anything wrong); a shared
 * address is read leniently (bad entries are skipped and counted, so the page can say so).
 */
import { SLUG_PATTERN, UUID_PATTERN } from "@/lib/slug";

/** At most this many shops in one call or one shared address. */
export const SAVED_KEYS_MAX = 100;
export const KEY_MAX_LENGTH = 100;

export function isShopKey(value: string): boolean {
  return value.length <= KEY_MAX_LENGTH && (SLUG_PATTERN.test(value) || UUID_PATTERN.test(value));
}

/** A shared list's `shops` parameter: the usable keys (first 100, no repeats) and how many were not. */
export function readSharedKeys(param: string | null | undefined): { keys: string[]; skipped: number } {
  if (!param) return { keys: [], skipped: 0 };
  const keys: string[] = [];
  let skipped = 0;
  for (const raw of param.split(",")) {
    const key = raw.trim().toLowerCase();
    if (!key) continue;
    if (!isShopKey(key) || keys.length >= SAVED_KEYS_MAX) skipped++;
    else if (!keys.includes(key)) keys.push(key);
  }
  return { keys, skipped };
}
