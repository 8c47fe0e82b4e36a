import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundView } from "@/components/layout/not-found-view";
import { SiteShell } from "@/components/layout/site-shell";
import { setPageLocale } from "@/i18n/locale";
import { SITE_TAGLINE } from "@/lib/seo/metadata";
import "./globals.css";

export { viewport } from "./layout";

export async function generateMetadata(): Promise<Metadata> {
  setPageLocale("en-IE");
  const t = await getTranslations("NotFound");
  return {
    title: { absolute: t("metaTitle", { tagline: SITE_TAGLINE }) },
    description: t("metaDescription"),
    robots: { index: false, follow: true },
  };
}

/**
 * An address of no page (real HTTP 404, not indexed), in the site's frame, in English: an unknown
 * address is no page of either language. It is Next.js's global not-found page (rendered alone,
 * outside the layouts): a root app/not-found.tsx would be rendered with every page, before the
 * page's [locale] layout has set its language, and would fix the request's language to English.
 * A page that calls notFound() shows its own language's (app/[locale]/not-found.tsx).
 */
export default function GlobalNotFound() {
  setPageLocale("en-IE");
  return (
    <SiteShell locale="en-IE">
      <NotFoundView />
    </SiteShell>
  );
}
