import { useTranslations } from "next-intl";
import type en from "@/messages/en.json";

type CountyOfKey = keyof (typeof en)["CountyOf"];
type CountyOfTranslator = { (key: CountyOfKey): string; has(key: CountyOfKey): boolean };

/**
 * The county as a place line writes it after "Co." or "County" from its stored (English) name: the
 * name in English, the genitive in Irish ("Co. Chorcaí"). A name that is not one of the 32 stays
 * as it is. `t` is the "CountyOf" translator (`await getTranslations("CountyOf")` in an async page).
 * It reads no county data, so it adds nothing to the browser's bundle.
 */
export function countyOf(t: CountyOfTranslator, name: string): string {
  return t.has(name as CountyOfKey) ? t(name as CountyOfKey) : name;
}

/** `countyOf` for components (a client one needs the "CountyOf" messages: the shop card set passes them). */
export function useCountyOf(): (name: string) => string {
  const t = useTranslations("CountyOf");
  return (name) => countyOf(t, name);
}
