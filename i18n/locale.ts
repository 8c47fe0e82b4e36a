import { cache } from "react";
import { hasLocale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./config";

/** The locale this render was given by its [locale] segment (React's cache: one per request). */
const given = cache((): { locale: Locale | null } => ({ locale: null }));

/**
 * Called first thing by every layout, page and generateMetadata under app/[locale] with the
 * segment's value (next-intl's setRequestLocale, so that the page stays static/cached: nothing
 * reads the request's headers). Returns the locale, English for a value that is none.
 */
export function setPageLocale(value: string): Locale {
  const locale = hasLocale(LOCALES, value) ? value : DEFAULT_LOCALE;
  given().locale = locale;
  setRequestLocale(locale);
  return locale;
}

/** The locale set by setPageLocale in this render, or English (admin, owner, the root 404). */
export function pageLocale(): Locale {
  return given().locale ?? DEFAULT_LOCALE;
}

/** A page's or layout's params, as Next.js passes them under app/[locale]. */
export type LocaleParams = { params: Promise<{ locale: string }> };
