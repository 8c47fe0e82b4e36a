/**
 * The site's languages. English (Ireland) is the default, at today's addresses; Irish is served
 * under /ga (i18n/routing.ts, proxy.ts).
 */
export const LOCALES = ["en-IE", "ga-IE"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en-IE";

/** The message file of each language (messages/<file>.json). */
export const MESSAGE_FILES: Record<Locale, "en" | "ga"> = { "en-IE": "en", "ga-IE": "ga" };

/**
 * The cookie that remembers the language a visitor chose with the switch (a year): proxy.ts reads
 * it on "/" only (docs/i18n.md), nginx's front too (deploy/nginx.conf).
 */
export const LOCALE_COOKIE = { name: "NEXT_LOCALE", maxAge: 60 * 60 * 24 * 365 } as const;

/** Each language's own name, written in that language (shown the same on every page), and its `lang`. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, { name: string; lang: string }>> = {
  "en-IE": { name: "English", lang: "en-IE" },
  "ga-IE": { name: "Gaeilge", lang: "ga" },
};
