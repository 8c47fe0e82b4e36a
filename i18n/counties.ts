import type en from "@/messages/en.json";
import { COUNTIES, findCountyByName } from "@/lib/counties";

/** A county's key in the "Counties" messages: its slug. */
export type CountyKey = keyof (typeof en)["Counties"];

/**
 * A county's name in the page's language from its stored (English) name: `t` is the "Counties"
 * translator. A name that is not one of the 32 stays as it is.
 */
export function countyName(name: string, t: (key: CountyKey) => string): string {
  const county = findCountyByName(name);
  return county ? t(county.slug as CountyKey) : name;
}

/** A county choice: the value the address carries (the English name) and the name shown. */
export type CountyOption = { value: string; label: string };

/** The 32 counties for a select, in the alphabetical order of the page's language. */
export function countyOptions(t: (key: CountyKey) => string, locale: string): CountyOption[] {
  return COUNTIES.map((c) => ({ value: c.name, label: t(c.slug as CountyKey) })).sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  );
}

/**
 * Things named by a county (a search's county chips: `value` is the stored English name, `names`
 * the name shown for each), in the alphabetical order of the page's language, as `countyOptions`
 * sorts the selects: "An Cabhán, An Clár, …, Ard Mhacha" in Irish.
 */
export function byCountyName<T extends { value: string }>(items: readonly T[], names: Readonly<Record<string, string>>, locale: string): T[] {
  const nameOf = (item: T) => names[item.value] ?? item.value;
  return [...items].sort((a, b) => nameOf(a).localeCompare(nameOf(b), locale));
}
