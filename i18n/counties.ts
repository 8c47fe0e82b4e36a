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
