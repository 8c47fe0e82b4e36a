import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { NotFoundView } from "@/components/layout/not-found-view";
import { SiteShell } from "@/components/layout/site-shell";
import type { Locale } from "@/i18n/config";
import { setPageLocale } from "@/i18n/locale";
import { PAGE_LOCALE_HEADER } from "@/lib/routes/locale";
import { siteTagline } from "@/lib/seo/metadata";
import "./globals.css";

export { viewport } from "./layout";

/** The address's language, as proxy.ts passed it: Irish for /ga/…, English otherwise. */
async function addressLocale(): Promise<Locale> {
  return (await headers()).get(PAGE_LOCALE_HEADER) === "ga-IE" ? "ga-IE" : "en-IE";
}

export async function generateMetadata(): Promise<Metadata> {
  setPageLocale(await addressLocale());
  const t = await getTranslations("NotFound");
  return {
    title: { absolute: t("metaTitle", { tagline: await siteTagline() }) },
    description: t("metaDescription"),
    // No robots entry: Next.js gives a 404 its own <meta name="robots" content="noindex">, and a
    // second tag would say it twice.
  };
}

/**
 * An address of no page (real HTTP 404, not indexed), in the site's frame, in the address's
 * language: "/nope" in English, "/ga/nope" in Irish (proxy.ts sets PAGE_LOCALE_HEADER on every
 * page request, replacing any value a visitor sent). It is Next.js's global not-found page
 * (rendered alone, outside the layouts): a root app/not-found.tsx would be rendered with every
 * page, before the page's [locale] layout has set its language, and would fix the request's
 * language to English. A page that calls notFound() shows its own language's
 * (app/[locale]/not-found.tsx).
 */
export default async function GlobalNotFound() {
  const locale = await addressLocale();
  setPageLocale(locale);
  return (
    <SiteShell locale={locale}>
      <NotFoundView />
    </SiteShell>
  );
}
