import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/config";
import { getEnv } from "@/lib/env";
import { localePath } from "@/lib/routes/locale";
import { metaDescription } from "./description";

export const SITE_NAME = "Farm Shops Ireland";
export const SITE_TAGLINE = "Find and discover Local Farm Shops Across Ireland";

/**
 * The site's name in each language, for what is written without the messages at hand (Open
 * Graph's site_name, the structured data): the "Layout.siteName" messages' own (a unit test checks
 * that they agree). The brand stays SITE_NAME in code and in English.
 */
export const SITE_NAMES: Readonly<Record<Locale, string>> = { "en-IE": SITE_NAME, "ga-IE": "Siopaí Feirme Éireann" };

/**
 * The tagline page titles end with, in the page's language (the home page's heading: in English
 * exactly SITE_TAGLINE).
 */
export async function siteTagline(): Promise<string> {
  return (await getTranslations("Home.hero"))("title");
}

/** The site's name in the page's language ("Farm Shops Ireland", "Siopaí Feirme Éireann"). */
export async function siteName(): Promise<string> {
  return (await getTranslations("Layout"))("siteName");
}

export function siteUrl(path = "/"): string {
  return new URL(path, getEnv().SITE_URL).toString();
}

/**
 * Page metadata with the site's defaults: canonical URL, Open Graph in en_IE, robots
 * "index, follow" (or noindex), a description of 150-160 characters. With a `locale` (every
 * public page passes its own), `path` is the English address: the canonical URL is the page's
 * language's, `hreflang` alternates name both languages (English as x-default) and Open Graph's
 * locale is ga_IE on Irish pages.
 */
/** The site's share cards (public/og, drawn by tools/og-image: npm run art:og-image). */
export const SHARE_IMAGES = { en: "/og/site-en.png", ga: "/og/site-ga.png" } as const;

export function pageMetadata({
  title,
  description,
  path,
  image,
  keywords,
  type = "website",
  noIndex = false,
  locale,
}: {
  title: string;
  description: string;
  path: string;
  image?: string | null;
  keywords?: string[];
  type?: "website" | "article";
  noIndex?: boolean;
  locale?: Locale;
}): Metadata {
  const desc = metaDescription(description, locale);
  const url = siteUrl(locale ? localePath(locale, path) : path);
  const languages = locale ? { "en-IE": siteUrl(path), "ga-IE": siteUrl(localePath("ga-IE", path)), "x-default": siteUrl(path) } : undefined;
  // A page without a photo of its own shares the site's card (tools/og-image), in its language. So
  // does one whose picture is an SVG (the county illustrations): Facebook, X and LinkedIn take none.
  const shared = image && !/\.svg(?:[?#]|$)/i.test(image) ? image : null;
  const images = shared
    ? [{ url: shared.startsWith("http") ? shared : siteUrl(shared) }]
    : // Its address alone: its size and alt tags would add half a kilobyte to every page (twice: the HTML and its payload).
      [{ url: siteUrl(locale === "ga-IE" ? SHARE_IMAGES.ga : SHARE_IMAGES.en) }];
  return {
    title: { absolute: title },
    description: desc,
    keywords,
    alternates: languages ? { canonical: url, languages } : { canonical: url },
    robots: noIndex ? { index: false, follow: false } : { index: true, follow: true },
    openGraph: { title, description: desc, url, siteName: SITE_NAMES[locale ?? "en-IE"], locale: locale === "ga-IE" ? "ga_IE" : "en_IE", type, images },
    // No twitter:image of its own: X reads og:image when it is absent (and Next.js would copy it).
    twitter: { card: "summary_large_image", title, description: desc, images: [] },
  };
}
