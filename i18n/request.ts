import { getRequestConfig } from "next-intl/server";
import { IRISH_TIME_ZONE } from "@/lib/time";
import { DEFAULT_LOCALE } from "./config";

/**
 * next-intl's configuration for each request (found by its plugin in next.config.mjs). The locale
 * is fixed to English for now: it never reads `requestLocale`, which would read the request's
 * headers and make every public page dynamic instead of cached.
 */
export default getRequestConfig(async () => {
  const messages = (await import("../messages/en.json")).default;
  return { locale: DEFAULT_LOCALE, messages, timeZone: IRISH_TIME_ZONE };
});
