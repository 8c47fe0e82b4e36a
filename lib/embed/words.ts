import "server-only";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import ga from "@/messages/ga.json";
import type { Locale } from "@/i18n/config";
import { holidayName } from "@/i18n/holidays";
import { localePath } from "@/lib/routes/locale";
import { SITE_NAMES } from "@/lib/seo/metadata";
import type { StatusWords } from "@/lib/hours/status-text";
import type { EmbedLang } from "@/lib/validation/embed";

/**
 * A widget's words in its language (`?lang=ga`: Irish), from the site's own message files: the
 * "Widget" texts, the status as the shop pages word it, county (as "County …" writes it), product
 * and holiday names, and the site's name. Links lead to the pages in the same language
 * ("/ga/shop/…").
 */
export type WidgetWords = ReturnType<typeof wordsFor>;

const LOCALE_OF: Record<EmbedLang, Locale> = { en: "en-IE", ga: "ga-IE" };

function wordsFor(lang: EmbedLang) {
  const locale = LOCALE_OF[lang];
  const messages = lang === "ga" ? ga : en;
  const t = createTranslator({ locale, messages, namespace: "Widget" });
  const status = createTranslator({ locale, messages, namespace: "Status" });
  const holidays = createTranslator({ locale, messages, namespace: "Holidays" });
  const countyOf = createTranslator({ locale, messages, namespace: "CountyOf" });
  const products = createTranslator({ locale, messages, namespace: "Products" });
  const list = new Intl.ListFormat(lang === "ga" ? "ga" : "en-IE", { type: "conjunction" });
  const statusWords: StatusWords = { t: (key, values) => status(key, values), holiday: (name) => holidayName(name, holidays), locale };
  return {
    lang,
    locale,
    /** `<html lang>`: "ga" on Irish pages, as the site writes it. */
    htmlLang: lang === "ga" ? "ga" : "en-IE",
    site: SITE_NAMES[locale],
    t,
    status: statusWords,
    /** The county as "County …" writes it (the genitive in Irish: "Contae Chorcaí"). */
    countyOf: (name: string) => (countyOf.has(name as never) ? countyOf(name as never) : name),
    /**
     * Products as a sentence names them, every one of which a shop sells: "Honey and Eggs", "mil
     * agus uibheacha" (Irish writes a common noun small mid-sentence; English keeps the catalogue's
     * capitals, as the site's filters do).
     */
    products: (names: string[]) =>
      list.format(names.map((name) => (products.has(name as never) ? products(name as never) : name)).map((name) => (lang === "ga" ? name.toLocaleLowerCase("ga") : name))),
    /** A page of the site in the widget's language. */
    href: (path: string) => localePath(locale, path),
  };
}

const made = new Map<EmbedLang, WidgetWords>();

export function widgetWords(lang: EmbedLang = "en"): WidgetWords {
  let words = made.get(lang);
  if (!words) made.set(lang, (words = wordsFor(lang)));
  return words;
}
