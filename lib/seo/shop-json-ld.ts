/**
 * Structured data of the shop and county pages: LocalBusiness (country IE, currency EUR, price
 * range €, opening hours Mo..Su), ItemList of up to 10 shops (their BreadcrumbList: content-json-ld.ts).
 */
import { DAYS, type OpeningHours } from "@/lib/hours/types";
import type { UpcomingDay } from "@/lib/hours/upcoming";
import { minutesText, slotEnd, slotPieces } from "@/lib/hours/rules";
import { openSlot } from "@/lib/hours/status";
import { mapPosition } from "@/lib/geo/coordinates";
import { externalUrl, shopHref, shopImages } from "@/lib/shops/present";
import type { Locale } from "@/i18n/config";
import { siteUrl } from "./metadata";
import { localeUrl } from "./content-json-ld";

export const COUNTY_ITEM_LIST_MAX = 10;

type LdShop = {
  id: string;
  slug: string | null;
  name: string;
  description: string | null;
  address: string;
  town: string;
  county: string;
  eircode: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  facebook: string | null;
  instagram: string | null;
  imageUrl: string | null;
  imageUrl2: string | null;
  latitude: string | null;
  longitude: string | null;
  openingHours: OpeningHours;
};

/**
 * Opening hours by the first two letters of the day: "Mo", "Tu", ... "Su". A day with breaks is
 * one specification per open stretch (08:00–12:30 and 14:00–18:00), as schema.org writes split hours.
 */
export function openingHoursSpecification(hours: OpeningHours) {
  return DAYS.flatMap((day) => {
    const slot = openSlot(hours[day]);
    if (!slot) return [];
    const code = day.charAt(0).toUpperCase() + day.charAt(1);
    const end = slotEnd(slot);
    return slotPieces(slot).map(([from, to]) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: code,
      opens: from === slot.open ? slot.openText : minutesText(from),
      closes: to === end ? slot.closeText : minutesText(to),
    }));
  });
}

/**
 * The same hours in schema.org's text form ("Mo 09:00-17:00", one entry per open stretch), whose
 * two-letter days are the ones the form's grammar defines. `dayOfWeek` above takes the spec's
 * Mo..Su too, where schema.org asks for a DayOfWeek ("Monday"): a reader that refuses those still
 * has the hours from this property.
 */
export function openingHoursText(hours: OpeningHours): string[] {
  return openingHoursSpecification(hours).map((o) => `${o.dayOfWeek} ${o.opens}-${o.closes}`);
}

/**
 * Special dates and public holidays as dated specifications. A closed day is written the way
 * schema.org asks: opening and closing both at 00:00.
 */
export function specialOpeningHoursSpecification(days: readonly UpcomingDay[]) {
  return days.map((d) => ({
    "@type": "OpeningHoursSpecification",
    validFrom: d.from,
    validThrough: d.to,
    opens: d.opens ?? "00:00",
    closes: d.closes ?? "00:00",
    ...(d.label ? { description: d.label } : {}),
  }));
}

/**
 * A shop's @id: its English page's address with "#shop", the same on both languages' pages (one
 * business), and not the page's own @id (the ItemPage about it), which is the bare address.
 */
export const shopId = (shop: Pick<LdShop, "id" | "slug">) => `${siteUrl(shopHref(shop))}#shop`;

/**
 * The shop as a LocalBusiness. Its `url` is the page in `locale`; its `@id` the English address in
 * both languages. LocalBusiness has no inLanguage: the page's WebPage node says the language.
 */
export function localBusinessJsonLd(
  shop: LdShop,
  specialDays: readonly UpcomingDay[] = [],
  locale: Locale = "en-IE",
): Record<string, unknown> {
  const url = localeUrl(locale, shopHref(shop));
  const position = mapPosition(shop);
  // The images the page shows: the shop's own photos, or the illustration its page opens with
  // (search engines want an image for every local business).
  const own = Boolean(shop.imageUrl?.trim() || shop.imageUrl2?.trim());
  const images = shopImages(shop)
    .slice(0, own ? 2 : 1)
    .map(({ src }) => (src.startsWith("http") ? src : siteUrl(src)));
  const sameAs = [shop.website, shop.facebook, shop.instagram]
    .filter((u): u is string => !!u)
    .map(externalUrl);
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": shopId(shop),
    name: shop.name,
    url,
    ...(shop.description ? { description: shop.description } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: shop.address,
      addressLocality: shop.town,
      addressRegion: `Co. ${shop.county}`,
      ...(shop.eircode ? { postalCode: shop.eircode } : {}),
      addressCountry: "IE",
    },
    ...(position
      ? {
          geo: {
            "@type": "GeoCoordinates",
            latitude: position.latitude,
            longitude: position.longitude,
          },
        }
      : {}),
    ...(shop.phone ? { telephone: shop.phone } : {}),
    ...(shop.email ? { email: shop.email } : {}),
    image: images,
    ...(sameAs.length ? { sameAs } : {}),
    currenciesAccepted: "EUR",
    priceRange: "€",
    openingHours: openingHoursText(shop.openingHours),
    openingHoursSpecification: openingHoursSpecification(shop.openingHours),
    ...(specialDays.length
      ? { specialOpeningHoursSpecification: specialOpeningHoursSpecification(specialDays) }
      : {}),
  };
}

/**
 * The county page's list: its first 10 shops as LocalBusiness entries, each by name and page (the
 * summary-page form of a list: the full entity, with address, image, hours and contact, is on the
 * shop's page under the same @id, localBusinessJsonLd). With the address and image too, the list
 * was half of what a county page sends twice (in its HTML and its React payload): 5.5 kB each at
 * 20,000 shops, now 2.7.
 */
export function countyItemListJsonLd(
  county: string,
  shops: Pick<LdShop, "id" | "slug" | "name">[],
  locale: Locale = "en-IE",
  name = `Farm shops in County ${county}`,
): Record<string, unknown> {
  const first = shops.slice(0, COUNTY_ITEM_LIST_MAX);
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: first.length,
    itemListElement: first.map((shop, i) => {
      const url = localeUrl(locale, shopHref(shop));
      return { "@type": "ListItem", position: i + 1, item: { "@type": "LocalBusiness", "@id": shopId(shop), name: shop.name, url } };
    }),
  };
}
