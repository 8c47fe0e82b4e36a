import "server-only";
import { getApprovedShopCount } from "@/lib/shops/cached";

/** The most addresses one sitemap file holds (the protocol allows 50,000; smaller files are quicker to build and fetch). */
export const SITEMAP_MAX_URLS = 10_000;

/**
 * The sitemap files: 0 holds the site's pages, counties, events and posts; 1, 2… hold the
 * approved shops, SITEMAP_MAX_URLS each.
 */
export async function sitemapIds(): Promise<number[]> {
  const shops = await getApprovedShopCount();
  const shopFiles = Math.max(1, Math.ceil(shops / SITEMAP_MAX_URLS));
  return Array.from({ length: shopFiles + 1 }, (_, i) => i);
}

/** Where sitemap file `id` is served (app/sitemaps/sitemap.ts with generateSitemaps). */
export const sitemapPath = (id: number) => `/sitemaps/sitemap/${id}.xml`;
