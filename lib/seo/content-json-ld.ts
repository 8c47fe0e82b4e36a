/** Structured data (schema.org) for events, Harvest Hub and breadcrumbs: plain builders, no React. */
import type { PublicEvent } from "@/lib/events/cached";
import type { PublicPost } from "@/lib/posts/cached";
import { irishOffsetMs, toIsoTimestamp } from "@/lib/time";
import { SITE_NAME, SITE_NAMES, siteUrl } from "./metadata";
import { routes } from "@/lib/routes";
import type { Locale } from "@/i18n/config";
import { localePath } from "@/lib/routes/locale";

/** "2026-10-03T11:00:00+01:00": an Irish wall-clock time with its UTC offset on that day. */
export function dublinDateTime(isoDate: string, hhmm: string): string {
  const offset = irishOffsetMs(Date.parse(`${isoDate}T${hhmm}:00Z`)) === 0 ? "+00:00" : "+01:00";
  return `${isoDate}T${hhmm}:00${offset}`;
}

const absolute = (url: string) => (url.startsWith("http") ? url : siteUrl(url));

/** A page's full address in a language ("/shop/x" in Irish is https://…/ga/shop/x). */
export const localeUrl = (locale: Locale, path: string) => siteUrl(localePath(locale, path));

/**
 * The Harvest Hub blog's name in each language: the "HarvestHub.banner.title" messages' own (a
 * unit test checks that they agree).
 */
export const BLOG_NAMES: Readonly<Record<Locale, string>> = { "en-IE": "Harvest Hub", "ga-IE": "Mol an Fhómhair" };

/**
 * The site in a language, on every public page (app/[locale]/layout.tsx): the node pages' WebPage
 * is part of. Named in its language; in another language than English the brand is its
 * alternateName.
 */
export function webSiteJsonLd(locale: Locale): Record<string, unknown> {
  const url = localeUrl(locale, routes.home());
  const name = SITE_NAMES[locale];
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${url}#website`,
    name,
    ...(name !== SITE_NAME ? { alternateName: SITE_NAME } : {}),
    url,
    inLanguage: locale,
  };
}

/**
 * The page itself, in its language: `inLanguage` is the language of the page's interface (en-IE
 * or ga-IE), and `mainEntity` the thing the page is about (a shop, an event, a post), whose own
 * text stays in the language its author wrote it in. LocalBusiness, ItemList and BreadcrumbList
 * have no inLanguage in schema.org, so a page with them says its language here.
 */
export function webPageJsonLd(
  locale: Locale,
  path: string,
  { type = "WebPage", mainEntity }: { type?: "WebPage" | "ItemPage" | "CollectionPage"; mainEntity?: string } = {},
): Record<string, unknown> {
  const url = localeUrl(locale, path);
  return {
    "@context": "https://schema.org",
    "@type": type,
    "@id": url,
    url,
    inLanguage: locale,
    isPartOf: { "@id": `${localeUrl(locale, routes.home())}#website` },
    ...(mainEntity ? { mainEntity: { "@id": mainEntity } } : {}),
  };
}

/** The one breadcrumb trail of every page: the same {name, href} items as the visible Breadcrumbs, in the page's language. */
export function breadcrumbJsonLd(items: { name: string; href: string }[], locale: Locale = "en-IE"): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: localeUrl(locale, item.href),
    })),
  };
}

/** The event's @id: its English page's address with "#event" in both languages (one event; the page is the bare address). */
export const eventId = (event: Pick<PublicEvent, "id">) => `${siteUrl(routes.event(event))}#event`;

const earlier = (a: string, b: string) => (Date.parse(a) <= Date.parse(b) ? a : b);

export function eventJsonLd(event: PublicEvent, locale: Locale = "en-IE") {
  const shop = event.farmShop;
  const url = localeUrl(locale, routes.event(event));
  const image = event.imageUrl ?? shop.imageUrl;
  const startDate = dublinDateTime(event.eventDate, event.eventTime);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    "@id": eventId(event),
    name: event.name,
    description: event.description,
    url,
    startDate,
    endDate: dublinDateTime(event.endDate ?? event.eventDate, event.endTime ?? event.eventTime),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    ...(image ? { image: [absolute(image)] } : {}),
    location: {
      "@type": "Place",
      name: shop.name,
      address: {
        "@type": "PostalAddress",
        streetAddress: shop.address,
        addressLocality: shop.town,
        addressRegion: `Co. ${shop.county}`,
        ...(shop.eircode ? { postalCode: shop.eircode } : {}),
        addressCountry: "IE",
      },
    },
    organizer: {
      "@type": "Organization",
      name: shop.name,
      url: shop.website ?? localeUrl(locale, routes.shop(shop)),
    },
    offers: {
      "@type": "Offer",
      price: 0,
      priceCurrency: "EUR",
      availability: "https://schema.org/InStock",
      url: event.websiteUrl ?? url,
      // When the listing could be acted on: no later than the start (an event entered after it began).
      validFrom: earlier(event.createdAt, startDate),
    },
  };
}

function postingSummary(post: PublicPost, locale: Locale) {
  return {
    "@type": "BlogPosting",
    headline: post.title,
    url: localeUrl(locale, routes.post(post)),
    datePublished: toIsoTimestamp(post.publishDate),
    dateModified: toIsoTimestamp(post.updatedAt),
    author: { "@type": "Person", name: post.author },
    description: post.excerpt,
    ...(post.featuredImage ? { image: absolute(post.featuredImage) } : {}),
  };
}

const publisher = (locale: Locale) => ({ "@type": "Organization", name: SITE_NAMES[locale], url: localeUrl(locale, routes.home()) });

/**
 * The Harvest Hub blog with its first 10 posts, in the page's language (its description is the
 * page's, `StructuredData.blogDescription`); the posts are listed as their authors wrote them.
 */
export function blogJsonLd(posts: PublicPost[], locale: Locale = "en-IE", description = BLOG_DESCRIPTION) {
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    name: BLOG_NAMES[locale],
    url: localeUrl(locale, routes.harvestHub()),
    description,
    publisher: publisher(locale),
    inLanguage: locale,
    blogPost: posts.slice(0, 10).map((post) => postingSummary(post, locale)),
  };
}

/** The blog's description in English (messages/en.json's StructuredData.blogDescription). */
const BLOG_DESCRIPTION = "Stories, guides and seasonal news from Ireland's farm shops and the people who run them.";

/**
 * A Harvest Hub post. Its `inLanguage` is the post's own: posts are written in English and shown
 * as written on both languages' pages; the Irish page says ga-IE on its WebPage (webPageJsonLd).
 */
export function blogPostingJsonLd(post: PublicPost, locale: Locale = "en-IE") {
  return {
    "@context": "https://schema.org",
    ...postingSummary(post, locale),
    mainEntityOfPage: { "@type": "WebPage", "@id": localeUrl(locale, routes.post(post)) },
    publisher: publisher(locale),
    inLanguage: "en-IE",
    isPartOf: { "@type": "Blog", name: BLOG_NAMES[locale], url: localeUrl(locale, routes.harvestHub()) },
  };
}
