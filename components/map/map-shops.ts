import { DUBLIN_CENTRE, mapPosition } from "@/lib/geo/coordinates";
import { shopHref } from "@/lib/shops/present";

/** What a map marker and its popup need (name, town, at most 3 products, link). */
export type MapShop = {
  id: string;
  /** Its key in a saved list: the slug, or the id while it has none. */
  key: string;
  address: string;
  county: string;
  eircode: string | null;
  shopType: string;
  name: string;
  town: string;
  products: string[];
  href: string;
  latitude: number;
  longitude: number;
};

export const MAP_DEFAULT_VIEW = { ...DUBLIN_CENTRE, zoom: 7 } as const;
export const MAP_SINGLE_ZOOM = 15;
export const MAP_POPUP_PRODUCTS = 3;

type Locatable = {
  id: string;
  slug: string | null;
  name: string;
  town: string;
  county: string;
  address: string;
  eircode: string | null;
  shopType: string;
  products: string[];
  latitude: string | null;
  longitude: string | null;
};

/** Markers for shops with usable coordinates; missing or suspicious ones are left off. */
export function toMapShops(shops: readonly Locatable[]): MapShop[] {
  const out: MapShop[] = [];
  for (const shop of shops) {
    const position = mapPosition(shop);
    if (!position) continue;
    out.push({
      id: shop.id,
      key: shop.slug ?? shop.id,
      address: shop.address,
      county: shop.county,
      eircode: shop.eircode,
      shopType: shop.shopType,
      name: shop.name,
      town: shop.town,
      products: shop.products.slice(0, MAP_POPUP_PRODUCTS),
      href: shopHref(shop),
      ...position,
    });
  }
  return out;
}
