import type { Serialized } from "@/lib/cache/cached-read";
import type { CountyCardShop } from "@/lib/search/county";
import { cardExcerpt } from "@/lib/format";
import { cardImages, externalUrl, shopHref } from "@/lib/shops/present";
import { mapPosition } from "@/lib/geo/coordinates";
import { type CountyCardData, CountyShopCardView } from "./county-shop-card-view";

export const COUNTY_CARD_PRODUCTS = 3;
/** Characters of description on a card: about the three lines it shows (the rest was clipped unseen). */
const COUNTY_CARD_EXCERPT = 150;

/**
 * County page card: one image (a two-image slideshow when there is a second),
 * Featured badge, name, town and county, description, the first 3 products with '+n more',
 * phone, email and website shortcuts, View Details. Drawn by a client component from the
 * fields it shows (see CountyShopCardView).
 */
/** What the county card shows (and the county map marks: position), from the shop. */
export function countyCardData(shop: Serialized<CountyCardShop>): CountyCardData {
  return {
    href: shopHref(shop),
    slug: shop.slug ?? shop.id,
    name: shop.name,
    town: shop.town,
    county: shop.county,
    address: shop.address,
    eircode: shop.eircode,
    shopType: shop.shopType,
    featured: shop.featured,
    images: cardImages(shop),
    excerpt: shop.description ? cardExcerpt(shop.description, COUNTY_CARD_EXCERPT) : null,
    products: shop.products.slice(0, COUNTY_CARD_PRODUCTS),
    more: Math.max(0, shop.products.length - COUNTY_CARD_PRODUCTS),
    phone: shop.phone,
    email: shop.email,
    website: shop.website ? externalUrl(shop.website) : null,
    position: mapPosition(shop),
  };
}

export function CountyShopCard({ shop, eager = false }: { shop: Serialized<CountyCardShop>; eager?: boolean }) {
  return <CountyShopCardView eager={eager} card={countyCardData(shop)} />;
}
