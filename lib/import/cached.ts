import "server-only";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { cachedRead } from "@/lib/cache/cached-read";
import { getShopSource } from "./queries";

/**
 * Where a shop's page says its details came from: null for a shop that was submitted or added
 * by hand, else the import's licence (OpenStreetMap's for shops imported from it, credited on the
 * page; null for a spreadsheet's).
 */
export const getShopProvenance = cachedRead("import:shop-provenance", [CACHE_TAGS.shops], async (shopId: string): Promise<{ licence: string | null } | null> => {
  const source = await getShopSource({ shopId });
  return source ? { licence: source.licence ?? null } : null;
});
