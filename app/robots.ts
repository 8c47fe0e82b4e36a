import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/seo/metadata";

// SITE_URL is read when the file is requested, not frozen at build time.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return {
    // Shop, event and post images are served under /api/objects/: pages and JSON-LD point at them,
    // so crawlers may fetch them (the longest matching rule wins), while the rest of the API stays out.
    rules: [{ userAgent: "*", allow: ["/", "/api/objects/"], disallow: ["/admin", "/api"] }],
    sitemap: siteUrl("/sitemap.xml"),
  };
}
