import type { MetadataRoute } from "next";
import { COUNTIES } from "@/lib/counties";
import { getUpcomingEvents } from "@/lib/data/events";
import { getPublishedPosts } from "@/lib/data/posts";
import { getShopSitemapEntries } from "@/lib/data/shops";
import { siteUrl } from "@/lib/seo/metadata";
import { SITEMAP_MAX_URLS, sitemapIds } from "@/lib/seo/sitemaps";
import { dublinToday } from "@/lib/time";

// Read at request time (cached reads): the build has no database.
export const dynamic = "force-dynamic";

const STATIC_PAGES: {
  path: string;
  priority: number;
  changeFrequency: "daily" | "weekly" | "monthly" | "yearly";
}[] = [
  { path: "/", priority: 1, changeFrequency: "daily" },
  { path: "/search", priority: 0.8, changeFrequency: "daily" },
  { path: "/events", priority: 0.8, changeFrequency: "daily" },
  { path: "/harvest-hub", priority: 0.7, changeFrequency: "weekly" },
  { path: "/submit", priority: 0.6, changeFrequency: "monthly" },
  { path: "/about", priority: 0.5, changeFrequency: "monthly" },
  { path: "/help", priority: 0.5, changeFrequency: "monthly" },
  { path: "/privacy-policy", priority: 0.3, changeFrequency: "yearly" },
  { path: "/terms-of-service", priority: 0.3, changeFrequency: "yearly" },
];

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
      url: siteUrl(`/shop/${s.slug ?? s.id}`),
      lastModified: s.updatedAt,
      changeFrequency: "weekly" as const,
      priority: 0.6,
    }));
  }
  const [events, posts] = await Promise.all([getUpcomingEvents(dublinToday()), getPublishedPosts()]);
  return [
    ...STATIC_PAGES.map((p) => ({
      url: siteUrl(p.path),
      changeFrequency: p.changeFrequency,
      priority: p.priority,
    })),
    ...COUNTIES.map((c) => ({
      url: siteUrl(`/farm-shops/${c.slug}`),
      changeFrequency: "weekly" as const,
      priority: 0.7,
    })),
    ...events.map((e) => ({
      url: siteUrl(`/event/${e.id}`),
      lastModified: e.updatedAt,
      changeFrequency: "weekly" as const,
      priority: 0.5,
    })),
    ...posts.map((p) => ({
      url: siteUrl(`/harvest-hub/${p.slug}`),
      lastModified: p.updatedAt,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
  ].slice(0, SITEMAP_MAX_URLS);
}
