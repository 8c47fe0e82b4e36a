import type { MetadataRoute } from "next";
import { COUNTIES, countySlug } from "@/lib/counties";
import { getUpcomingEventCounts, getUpcomingEvents } from "@/lib/events/cached";
import { getPublishedPosts } from "@/lib/posts/cached";
import { getShopSitemapEntries } from "@/lib/shops/cached";
import { siteUrl } from "@/lib/seo/metadata";
import { SITEMAP_MAX_URLS, sitemapIds } from "@/lib/seo/sitemaps";
import { dublinToday, MONTH_NAMES } from "@/lib/time";
import { monthSlug } from "@/lib/season/months";
import { localePath, routes, SITEMAP_PAGES } from "@/lib/routes";

// Read at request time (cached reads): the build has no database.
export const dynamic = "force-dynamic";

/** One file per id (lib/seo/sitemaps.ts); /sitemap.xml is the index that lists them. */
export async function generateSitemaps(): Promise<{ id: number }[]> {
  return (await sitemapIds()).map((id) => ({ id }));
}

type Entry = MetadataRoute.Sitemap[number];

/** An English address's hreflang alternates: itself, its Irish twin under /ga, English as x-default. */
function alternates(path: string): Entry["alternates"] {
  return {
    languages: {
      "en-IE": siteUrl(path),
      "ga-IE": siteUrl(localePath("ga-IE", path)),
      "x-default": siteUrl(path),
    },
  };
}

/** The entry of an English address with its alternates, then (with `irish`) its Irish twin with the same. */
function inBothLanguages(
  path: string,
  entry: Omit<Entry, "url" | "alternates">,
  irish = true,
): Entry[] {
  const english = { url: siteUrl(path), ...entry, alternates: alternates(path) };
  return irish ? [english, { ...english, url: siteUrl(localePath("ga-IE", path)) }] : [english];
}

/**
 * Every page is listed with its hreflang alternates (English, Irish, x-default). File 0 lists
 * both languages' addresses; the shop files list the English ones (their Irish twins are named by
 * the alternates), so that a file stays within SITEMAP_MAX_URLS addresses.
 *
 * File 0: the static pages (the events list and the Harvest Hub are their first pages), counties,
 * the first page of each county's events list, upcoming events and published posts. Files 1…:
 * approved shops. Later pages of the lists are reached through their page links.
 */
export default async function sitemap(props: {
  id: Promise<string>;
}): Promise<MetadataRoute.Sitemap> {
  const id = Number(await props.id);
  if (!Number.isInteger(id) || id < 0) return [];
  if (id > 0) {
    const shops = await getShopSitemapEntries(SITEMAP_MAX_URLS, (id - 1) * SITEMAP_MAX_URLS);
    return shops.flatMap((s) =>
      inBothLanguages(
        routes.shop(s),
        { lastModified: s.updatedAt, changeFrequency: "weekly" as const, priority: 0.6 },
        false,
      ),
    );
  }
  const today = dublinToday();
  const [events, posts, eventCounties] = await Promise.all([
    getUpcomingEvents(today),
    getPublishedPosts(),
    getUpcomingEventCounts(today),
  ]);
  return [
    ...SITEMAP_PAGES.map((p) =>
      inBothLanguages(p.path, {
        changeFrequency: p.changeFrequency,
        priority: p.priority,
      }),
    ).flat(),
    // Each month's produce (this month's is "/in-season", from the page table).
    ...MONTH_NAMES.map((_, i) =>
      inBothLanguages(routes.inSeason(monthSlug(i + 1)), {
        changeFrequency: "monthly" as const,
        priority: 0.5,
      }),
    ).flat(),
    ...COUNTIES.map((c) =>
      inBothLanguages(routes.county(c.slug), {
        changeFrequency: "weekly" as const,
        priority: 0.7,
      }),
    ).flat(),
    ...eventCounties
      .map((c) =>
        inBothLanguages(routes.events({ county: countySlug(c.county) }), {
          changeFrequency: "daily" as const,
          priority: 0.6,
        }),
      )
      .flat(),
    ...events
      .map((e) =>
        inBothLanguages(routes.event(e), {
          lastModified: e.updatedAt,
          changeFrequency: "weekly" as const,
          priority: 0.5,
        }),
      )
      .flat(),
    ...posts
      .map((p) =>
        inBothLanguages(routes.post(p), {
          lastModified: p.updatedAt,
          changeFrequency: "monthly" as const,
          priority: 0.6,
        }),
      )
      .flat(),
  ].slice(0, SITEMAP_MAX_URLS);
}
