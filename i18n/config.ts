/**
 * The site's languages. English (Ireland) is the default and the only one served for now; Irish
 * has its messages (messages/ga.json) ready for the /ga addresses to come.
 */
export const LOCALES = ["en-IE", "ga-IE"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en-IE";

/** The message file of each language (messages/<file>.json). */
export const MESSAGE_FILES: Record<Locale, "en" | "ga"> = { "en-IE": "en", "ga-IE": "ga" };
