// GET /sitemap.xml – the sitemap index: one entry per sitemap file (app/sitemaps/sitemap.ts)
import { siteUrl } from "@/lib/seo/metadata";
import { sitemapIds, sitemapPath } from "@/lib/seo/sitemaps";

// Read at request time (cached reads): the build has no database.
export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const entries = (await sitemapIds()).map((id) => `  <sitemap><loc>${siteUrl(sitemapPath(id))}</loc></sitemap>`);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=0, must-revalidate" } });
}
