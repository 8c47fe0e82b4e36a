import { getRequestConfig } from "next-intl/server";
import { IRISH_TIME_ZONE } from "@/lib/time";
import { MESSAGE_FILES } from "./config";
import { pageLocale } from "./locale";

/**
 * next-intl's configuration for each request (found by its plugin in next.config.mjs). The locale
 * is the one the page's [locale] segment gave (setPageLocale, which also calls next-intl's
 * setRequestLocale), English outside app/[locale] (admin, owner, the root 404). It never awaits
 * `requestLocale` without it, which would read the request's headers and make a cached page dynamic.
 */
export default getRequestConfig(async () => {
  const locale = pageLocale();
  const messages =
    MESSAGE_FILES[locale] === "ga"
      ? (await import("../messages/ga.json")).default
      : (await import("../messages/en.json")).default;
  return { locale, messages, timeZone: IRISH_TIME_ZONE };
});
