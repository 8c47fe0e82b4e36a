import "server-only";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { cachedRead } from "@/lib/cache/cached-read";
import { getShopSource } from "./queries";

/** The licence a shop's page credits (OpenStreetMap's for shops imported from it), or null. */
export const getShopLicence = cachedRead("import:shop-licence", [CACHE_TAGS.shops], async (shopId: string) => (await getShopSource({ shopId }))?.licence ?? null);
