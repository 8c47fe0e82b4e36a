/**
 * "Directions" opens the visitor's own maps app at the shop: a `geo:` address on Android (every
 * maps app there answers it), Apple Maps on iPhone and iPad, and Google Maps on the web elsewhere
 * (by the shop's name and address with its Eircode when there is one, else its coordinates).
 * Pure and client-safe: the platform comes from the browser's User-Agent.
 */
import { mapPosition } from "@/lib/geo/coordinates";
import { directionsUrl, fullAddress } from "./present";

export type MapsPlatform = "android" | "ios" | "web";

/** The platform whose maps app a link should open. iPadOS 13+ says "Macintosh" with touch: `touch`. */
export function mapsPlatform(userAgent: string | null | undefined, { touch = false }: { touch?: boolean } = {}): MapsPlatform {
  const ua = userAgent ?? "";
  if (/Android/i.test(ua)) return "android";
  if (/iPhone|iPad|iPod/i.test(ua) || (touch && /Macintosh/i.test(ua))) return "ios";
  return "web";
}

export type DirectionsShop = {
  name: string;
  address: string;
  town: string;
  county: string;
  eircode: string | null;
  latitude: string | number | null;
  longitude: string | number | null;
  shopType?: string;
};

/** Online-only shops have no gate to drive to. */
export function hasDirections(shop: { shopType?: string }): boolean {
  return shop.shopType !== "online";
}

const fixed = (n: number) => String(Math.round(n * 1e6) / 1e6);

/** The address of the shop in the maps app of `platform`. */
export function directionsHref(shop: DirectionsShop, platform: MapsPlatform): string {
  const at = mapPosition(shop);
  const place = `${shop.name}, ${fullAddress(shop)}, Ireland`;
  if (at && platform === "android") {
    const ll = `${fixed(at.latitude)},${fixed(at.longitude)}`;
    // The label goes in brackets; characters that would end it early are left out.
    return `geo:${ll}?q=${ll}(${encodeURIComponent(shop.name.replace(/[()]/g, " ").trim())})`;
  }
  if (platform === "ios") {
    const params = new URLSearchParams({ daddr: at ? `${fixed(at.latitude)},${fixed(at.longitude)}` : place, q: shop.name });
    return `https://maps.apple.com/?${params.toString()}`;
  }
  // The web (and Android without coordinates): Google Maps' directions by name and address, which
  // holds the Eircode when there is one; the coordinates when the address has no Eircode.
  if (shop.eircode || !at) return directionsUrl(shop);
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${fixed(at.latitude)},${fixed(at.longitude)}`)}`;
}
