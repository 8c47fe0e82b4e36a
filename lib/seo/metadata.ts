import type { Metadata } from "next";
import { getEnv } from "@/lib/env";
import { metaDescription } from "./description";

export const SITE_NAME = "Farm Shops Ireland";
export const SITE_TAGLINE = "Find and discover Local Farm Shops Across Ireland";

export function siteUrl(path = "/"): string {
  return new URL(path, getEnv().SITE_URL).toString();
}

/**
 * Page metadata with the site's defaults: canonical URL, Open Graph in en_IE, robots
 * "index, follow" (or noindex), a description of 150-160 characters.
 */
export function pageMetadata({
  title,
  description,
  path,
  image,
  keywords,
  type = "website",
  noIndex = false,
}: {
  title: string;
  description: string;
  path: string;
  image?: string | null;
  keywords?: string[];
  type?: "website" | "article";
  noIndex?: boolean;
}): Metadata {
  const desc = metaDescription(description);
  const url = siteUrl(path);
  const images = image ? [{ url: image.startsWith("http") ? image : siteUrl(image) }] : undefined;
  return {
    title: { absolute: title },
    description: desc,
    keywords,
    alternates: { canonical: url },
    robots: noIndex ? { index: false, follow: false } : { index: true, follow: true },
    openGraph: { title, description: desc, url, siteName: SITE_NAME, locale: "en_IE", type, images },
    twitter: { card: images ? "summary_large_image" : "summary", title, description: desc },
  };
}
