import type { ReactNode } from "react";
import { HomeSearch } from "@/components/search/home-search";
import { ClientMessages } from "@/i18n/client-messages";
import { getTranslations } from "next-intl/server";
import { countyOptions } from "@/i18n/counties";
import { getCountyCounts } from "@/lib/shops/cached";
import { Hero } from "../_components/hero";
import { type LocaleParams, pageLocale, setPageLocale } from "@/i18n/locale";

/**
 * The hero and its search, above the page's sections. The home page is a cached page that
 * arrives whole, so it has no loading skeleton: a Suspense boundary here would put its sections in
 * the HTML hidden, and the browser would lay the whole page out a second time when React revealed
 * them, after the scripts.
 */
export default async function HomeLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  setPageLocale((await params).locale);
  const counts = await getCountyCounts();
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const counties = countyOptions(await getTranslations("Counties"), pageLocale());
  return (
    <>
      <Hero total={total}>
        <ClientMessages use={["HomeSearch"]}>
          <HomeSearch counties={counties} />
        </ClientMessages>
      </Hero>
      {children}
    </>
  );
}
