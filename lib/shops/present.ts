/**
 * How a shop is shown: its address on the site, its images (or the bundled fallbacks), links to
 * external maps. Pure and client-safe.
 */
import { FALLBACK_SHOP_IMAGE_ALTS, FALLBACK_SHOP_IMAGES } from "@/lib/counties/fallback-images";
import { routes } from "@/lib/routes/paths";

export type ShopImage = { src: string; alt: string };

type Named = { id: string; slug: string | null; name: string };

/** The canonical page of a shop: its slug, or its id while it has none. */
export function shopHref(shop: { id: string; slug: string | null }): string {
  return routes.shop(shop);
}

/** A small stable number from the id, so that neighbouring cards start on different fallbacks. */
function spread(id: string): number {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) >>> 0;
  return h;
}

/** The shop's non-blank images, or the five bundled fallback images. */
export function shopImages(
  shop: Named & { imageUrl: string | null; imageUrl2: string | null },
): ShopImage[] {
  const own = [shop.imageUrl, shop.imageUrl2].filter((u): u is string => !!u && u.trim() !== "");
  if (own.length > 0) {
    return own.map((src, i) => ({
      src,
      alt: own.length > 1 ? `${shop.name}, photo ${i + 1}` : shop.name,
    }));
  }
  const start = spread(shop.id) % FALLBACK_SHOP_IMAGES.length;
  return FALLBACK_SHOP_IMAGES.map((_, i) => {
    const k = (start + i) % FALLBACK_SHOP_IMAGES.length;
    return {
      src: FALLBACK_SHOP_IMAGES[k] ?? "",
      alt: FALLBACK_SHOP_IMAGE_ALTS[k] ?? "Farm illustration",
    };
  });
}

/**
 * A card's images: the shop's own photos, else only the first fallback illustration. A card shows
 * a slideshow only when the shop has two photos of its own; the five fallbacks are the shop page's.
 */
export function cardImages(
  shop: Named & { imageUrl: string | null; imageUrl2: string | null },
): ShopImage[] {
  const own = shop.imageUrl?.trim() || shop.imageUrl2?.trim();
  return own ? shopImages(shop) : [primaryImage(shop)];
}

/** The first image only. */
export function primaryImage(
  shop: Named & { imageUrl: string | null; imageUrl2: string | null },
): ShopImage {
  return shopImages(shop)[0] ?? { src: FALLBACK_SHOP_IMAGES[0] ?? "", alt: shop.name };
}

/** One line postal address: "Ballinkillen Farm, Bagenalstown, Co. Carlow, R21 X4K7". */
export function fullAddress(shop: {
  address: string;
  town: string;
  county: string;
  eircode: string | null;
}): string {
  const hasTown = shop.address.toLowerCase().includes(shop.town.toLowerCase());
  // An address that already names its county ("Main Street, Co. Kerry") does not get it twice; the
  // town, if missing, goes before it.
  const county = shop.county.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const named = new RegExp(`,?\\s*\\b(co\\.?|county)\\s+${county}\\b`, "i").exec(shop.address);
  const parts = !named
    ? [shop.address, ...(hasTown ? [] : [shop.town]), `Co. ${shop.county}`]
    : hasTown
      ? [shop.address]
      : [shop.address.slice(0, named.index).trim(), shop.town, shop.address.slice(named.index).replace(/^,?\s*/, "")].filter(Boolean);
  if (shop.eircode) parts.push(shop.eircode);
  return parts.join(", ");
}

/** Directions in the visitor's own maps app (Google Maps' universal directions URL), by address. */
export function directionsUrl(shop: {
  name: string;
  address: string;
  town: string;
  county: string;
  eircode: string | null;
}): string {
  const destination = `${shop.name}, ${fullAddress(shop)}, Ireland`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** Web addresses typed without a scheme still work as links. */
export function externalUrl(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

/**
 * The tel: address of a phone number as written ("+353 (0)66 947 1234", "(066) 947-1234"): its
 * digits, after a + when it has one (RFC 3966 keeps only "-" "." "(" ")" as visual separators, and
 * diallers differ in what they drop). The trunk 0 written in brackets after a country code is left
 * out: dialled, "+353 0 66…" is a number that does not exist.
 */
export function telHref(phone: string): string {
  const written = phone.trim();
  const international = written.startsWith("+");
  const digits = (international ? written.replace(/\(0\)/g, "") : written).replace(/\D/g, "");
  return `tel:${international ? "+" : ""}${digits}`;
}
