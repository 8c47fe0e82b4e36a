import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/seo/metadata";

// SITE_URL is read when the file is requested, not frozen at build time.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/api"] }],
    sitemap: siteUrl("/sitemap.xml"),
  };
}
