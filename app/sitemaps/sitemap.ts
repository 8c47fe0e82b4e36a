import type { MetadataRoute } from "next";
import { COUNTIES } from "@/lib/counties";
import { getUpcomingEvents } from "@/lib/events/cached";
import { getPublishedPosts } from "@/lib/posts/cached";
import { getShopSitemapEntries } from "@/lib/shops/cached";
import { siteUrl } from "@/lib/seo/metadata";
import { SITEMAP_MAX_URLS, sitemapIds } from "@/lib/seo/sitemaps";
import { dublinToday } from "@/lib/time";
import { MONTH_NAMES, monthSlug } from "@/lib/season/months";
import { routes, SITEMAP_PAGES } from "@/lib/routes";

// Read at request time (cached reads): the build has no database.
export const dynamic = "force-dynamic";

/** One file per id (lib/seo/sitemaps.ts); /sitemap.xml is the index that lists them. */
export async function generateSitemaps(): Promise<{ id: number }[]> {
  return (await sitemapIds()).map((id) => ({ id }));
}

/** File 0: the static pages, counties, upcoming events and published posts. Files 1…: approved shops. */
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
  const [events, posts] = await Promise.all([getUpcomingEvents(dublinToday()), getPublishedPosts()]);
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
