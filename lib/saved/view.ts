import "server-only";
import { mapPosition } from "@/lib/geo/coordinates";
import { packWeek, type PackedWeek } from "@/lib/hours/packed-week";
import { shopHoursRules } from "@/lib/hours/shop-rules";
import type { HoursRules } from "@/lib/hours/types";
import type { Shop } from "@/lib/shops/queries";
import { listPublicShopsByKeys } from "@/lib/shops/queries";
import { primaryImage, shopHref } from "@/lib/shops/present";

/**
 * A saved shop as the saved list shows it: where it is, how to reach it and the rules of its live
 * status (weekly hours packed short, special dates and its jurisdiction's holidays for the coming
 * year), worked out on the device.
 */
export type SavedShopView = {
  /** The key the list knows it by: its slug, or its id while it has none. */
  key: string;
  id: string;
  slug: string | null;
  name: string;
  town: string;
  county: string;
  address: string;
  eircode: string | null;
  shopType: string;
  href: string;
  image: { src: string; alt: string };
  /** Null when it is not on the map. */
  position: { latitude: number; longitude: number } | null;
  rules: Omit<HoursRules, "weekly"> & { week: PackedWeek };
};

type ShopLike = Pick<Shop, "id" | "slug" | "name" | "town" | "county" | "address" | "eircode" | "shopType" | "latitude" | "longitude" | "imageUrl" | "imageUrl2" | "openingHours" | "publicHolidayHours" | "hoursExceptions" | "hoursAsPublished">;

export function savedShopView(shop: ShopLike): SavedShopView {
  const { weekly, ...rest } = shopHoursRules(shop);
  return {
    key: shop.slug ?? shop.id,
    id: shop.id,
    slug: shop.slug,
    name: shop.name,
    town: shop.town,
    county: shop.county,
    address: shop.address,
    eircode: shop.eircode,
    shopType: shop.shopType,
    href: shopHref(shop),
    image: primaryImage(shop),
    position: shop.shopType === "online" ? null : mapPosition(shop),
    rules: { ...rest, week: packWeek(weekly) },
  };
}

/**
 * The shops of a saved list in the list's order, and the keys that name no public shop (unknown,
 * removed or closed). A key may be a shop's id after it gained a slug: it still finds the shop.
 */
export async function savedShopsByKeys(keys: readonly string[]): Promise<{ shops: SavedShopView[]; missing: string[] }> {
  const rows = await listPublicShopsByKeys({ keys });
  const byKey = new Map<string, ShopLike>();
  for (const row of rows) {
    if (row.slug) byKey.set(row.slug, row);
    byKey.set(row.id, row);
  }
  const shops: SavedShopView[] = [];
  const missing: string[] = [];
  const seen = new Set<string>();
  for (const key of keys) {
    const shop = byKey.get(key.toLowerCase()) ?? byKey.get(key);
    if (!shop) missing.push(key);
    else if (!seen.has(shop.id)) {
      seen.add(shop.id);
      shops.push({ ...savedShopView(shop), key });
    }
  }
  return { shops, missing };
}
