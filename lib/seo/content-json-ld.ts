/** Structured data (schema.org) for events, Harvest Hub and breadcrumbs: plain builders, no React. */
import type { PublicEvent } from "@/lib/events/cached";
import type { PublicPost } from "@/lib/posts/cached";
import { irishOffsetMs, toIsoTimestamp } from "@/lib/time";
import { SITE_NAME, siteUrl } from "./metadata";
import { routes } from "@/lib/routes";

/** "2026-10-03T11:00:00+01:00": an Irish wall-clock time with its UTC offset on that day. */
export function dublinDateTime(isoDate: string, hhmm: string): string {
  const offset = irishOffsetMs(Date.parse(`${isoDate}T${hhmm}:00Z`)) === 0 ? "+00:00" : "+01:00";
  return `${isoDate}T${hhmm}:00${offset}`;
}

const absolute = (url: string) => (url.startsWith("http") ? url : siteUrl(url));

/** The one breadcrumb trail of every page: the same {name, href} items as the visible Breadcrumbs. */
export function breadcrumbJsonLd(items: { name: string; href: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: siteUrl(item.href),
    })),
  };
}

export function eventJsonLd(event: PublicEvent) {
  const shop = event.farmShop;
  const url = siteUrl(routes.event(event));
  const image = event.imageUrl ?? shop.imageUrl;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.name,
    description: event.description,
    url,
    startDate: dublinDateTime(event.eventDate, event.eventTime),
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
      url: shop.website ?? siteUrl(routes.shop(shop)),
    },
    offers: {
      "@type": "Offer",
      price: 0,
      priceCurrency: "EUR",
      availability: "https://schema.org/InStock",
      url: event.websiteUrl ?? url,
      validFrom: event.createdAt,
    },
  };
}

function postingSummary(post: PublicPost) {
  return {
    "@type": "BlogPosting",
    headline: post.title,
    url: siteUrl(routes.post(post)),
    datePublished: toIsoTimestamp(post.publishDate),
    dateModified: toIsoTimestamp(post.updatedAt),
    author: { "@type": "Person", name: post.author },
    description: post.excerpt,
    ...(post.featuredImage ? { image: absolute(post.featuredImage) } : {}),
  };
}

const publisher = () => ({ "@type": "Organization", name: SITE_NAME, url: siteUrl(routes.home()) });

/** The Harvest Hub blog with its first 10 posts. */
export function blogJsonLd(posts: PublicPost[]) {
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    name: "Harvest Hub",
    url: siteUrl(routes.harvestHub()),
    description:
      "Stories, guides and seasonal news from Ireland's farm shops and the people who run them.",
    publisher: publisher(),
    inLanguage: "en-IE",
    blogPost: posts.slice(0, 10).map(postingSummary),
  };
}

export function blogPostingJsonLd(post: PublicPost) {
  return {
    "@context": "https://schema.org",
    ...postingSummary(post),
    mainEntityOfPage: { "@type": "WebPage", "@id": siteUrl(routes.post(post)) },
    publisher: publisher(),
    inLanguage: "en-IE",
    isPartOf: { "@type": "Blog", name: "Harvest Hub", url: siteUrl(routes.harvestHub()) },
  };
}
