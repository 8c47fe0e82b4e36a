import type { MetadataRoute } from "next";
import { COUNTIES, countySlug } from "@/lib/counties";
import { getUpcomingEventCounts, getUpcomingEvents } from "@/lib/events/cached";
import { getPublishedPosts } from "@/lib/posts/cached";
import { getShopSitemapEntries } from "@/lib/shops/cached";
import { siteUrl } from "@/lib/seo/metadata";
import { SITEMAP_MAX_URLS, sitemapIds } from "@/lib/seo/sitemaps";
import { dublinToday, MONTH_NAMES } from "@/lib/time";
import { monthSlug } from "@/lib/season/months";
import { routes, SITEMAP_PAGES } from "@/lib/routes";

// Read at request time (cached reads): the build has no database.
export const dynamic = "force-dynamic";

/** One file per id (lib/seo/sitemaps.ts); /sitemap.xml is the index that lists them. */
export async function generateSitemaps(): Promise<{ id: number }[]> {
  return (await sitemapIds()).map((id) => ({ id }));
}

/**
 * File 0: the static pages (the events list and the Harvest Hub are their first pages), counties,
 * the first page of each county's events list, upcoming events and published posts. Files 1…:
 * approved shops. Later pages of the lists are reached through their page links.
 */
export default async function sitemap(props: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const id = Number(await props.id);
  if (!Number.isInteger(id) || id < 0) return [];
  if (id > 0) {
    const shops = await getShopSitemapEntries(SITEMAP_MAX_URLS, (id - 1) * SITEMAP_MAX_URLS);
    return shops.map((s) => ({
      url: siteUrl(routes.shop(s)),
      lastModified: s.updatedAt,
      changeFrequency: "weekly" as const,
      priority: 0.6,
    }));
  }
  const today = dublinToday();
  const [events, posts, eventCounties] = await Promise.all([getUpcomingEvents(today), getPublishedPosts(), getUpcomingEventCounts(today)]);
  return [
    ...SITEMAP_PAGES.map((p) => ({
      url: siteUrl(p.path),
      changeFrequency: p.changeFrequency,
      priority: p.priority,
    })),
    // Each month's produce (this month's is "/in-season", from the page table).
    ...MONTH_NAMES.map((_, i) => ({
      url: siteUrl(routes.inSeason(monthSlug(i + 1))),
      changeFrequency: "monthly" as const,
      priority: 0.5,
    })),
    ...COUNTIES.map((c) => ({
      url: siteUrl(routes.county(c.slug)),
      changeFrequency: "weekly" as const,
      priority: 0.7,
    })),
    ...eventCounties.map((c) => ({
      url: siteUrl(routes.events({ county: countySlug(c.county) })),
      changeFrequency: "daily" as const,
      priority: 0.6,
    })),
    ...events.map((e) => ({
      url: siteUrl(routes.event(e)),
      lastModified: e.updatedAt,
      changeFrequency: "weekly" as const,
      priority: 0.5,
    })),
    ...posts.map((p) => ({
      url: siteUrl(routes.post(p)),
      lastModified: p.updatedAt,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
  ].slice(0, SITEMAP_MAX_URLS);
}
