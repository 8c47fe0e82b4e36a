/**
 * Month and weekday names in the site's languages, written out by hand rather than with a date
 * format, so the server and every browser write the same words (a date format would first load the
 * browser's locale data, and its wording varies between ICU versions). The Irish names are the
 * ones messages/ga.json's "Months" and "Weekdays" hold (a unit test checks that they agree).
 */
import type { Locale } from "@/i18n/config";
import { MONTH_NAMES } from "./time";

type DayKey = "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";

export const IRISH_MONTH_NAMES = [
  "Eanáir",
  "Feabhra",
  "Márta",
  "Aibreán",
  "Bealtaine",
  "Meitheamh",
  "Iúil",
  "Lúnasa",
  "Meán Fómhair",
  "Deireadh Fómhair",
  "Samhain",
  "Nollaig",
] as const;

/** The abbreviations CLDR gives Irish (an event card's date badge). */
const IRISH_SHORT_MONTHS = [
  "Ean",
  "Feabh",
  "Márta",
  "Aib",
  "Beal",
  "Meith",
  "Iúil",
  "Lún",
  "MFómh",
  "DFómh",
  "Samh",
  "Noll",
];

export const IRISH_WEEKDAY_NAMES: Readonly<Record<DayKey, string>> = {
  monday: "Dé Luain",
  tuesday: "Dé Máirt",
  wednesday: "Dé Céadaoin",
  thursday: "Déardaoin",
  friday: "Dé hAoine",
  saturday: "Dé Sathairn",
  sunday: "Dé Domhnaigh",
};

const isIrish = (locale: Locale | undefined) => locale === "ga-IE";

/** A month's name, 1 = January. */
export function monthName(month: number, locale?: Locale): string {
  const names = isIrish(locale) ? IRISH_MONTH_NAMES : MONTH_NAMES;
  return names[month - 1] ?? names[0];
}

/** A month's short name: "Sept" (as en-IE abbreviates it) or "MFómh". */
export function shortMonthName(month: number, locale?: Locale): string {
  if (isIrish(locale)) return IRISH_SHORT_MONTHS[month - 1] ?? IRISH_SHORT_MONTHS[0]!;
  const name = monthName(month);
  return name === "September" ? "Sept" : name.slice(0, 3);
}

/** A weekday's name ("Saturday", "Dé Sathairn") from its key ("saturday"). */
export function weekdayName(day: DayKey, locale?: Locale): string {
  return isIrish(locale) ? IRISH_WEEKDAY_NAMES[day] : day.charAt(0).toUpperCase() + day.slice(1);
}
