import type { Metadata } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { SiteShell, siteMetadata } from "@/components/layout/site-shell";
import { LOCALES } from "@/i18n/config";
import { type LocaleParams, setPageLocale } from "@/i18n/locale";
import { JsonLd } from "@/lib/seo/json-ld";
import { webSiteJsonLd } from "@/lib/seo/content-json-ld";

/** Both languages are known when the site is built, so every page under them can stay static or cached. */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  setPageLocale((await params).locale);
  return siteMetadata();
}

/**
 * The public site in one language: /… is rendered here as en-IE, /ga/… as ga-IE (proxy.ts
 * rewrites every public address to /{locale}/…; typed, such an address is a 404).
 */
export default async function LocaleLayout({
  children,
  params,
}: LocaleParams & { children: ReactNode }) {
  const { locale } = await params;
  if (!hasLocale(LOCALES, locale)) notFound();
  setPageLocale(locale);
  // The site in the page's language (inLanguage), in every public page's structured data.
  return (
    <SiteShell locale={locale}>
      <JsonLd data={webSiteJsonLd(locale)} />
      {children}
    </SiteShell>
  );
}
