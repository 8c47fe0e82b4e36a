import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/i18n/client-messages";
import { MAP_MESSAGES, STATUS_MESSAGES } from "@/i18n/client-sets";
import { PageBanner } from "@/components/content/page-banner";
import { NoScriptNote } from "@/components/ui/no-script-note";
import { SavedList } from "@/components/saved/saved-list";
import { getEnv } from "@/lib/env";
import { routes } from "@/lib/routes";
import { readSharedKeys } from "@/lib/saved/keys";
import { pageMetadata } from "@/lib/seo/metadata";
import { type LocaleParams, pageLocale, setPageLocale } from "@/i18n/locale";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// A list kept in one browser (or passed on in the address) is nobody else's search result.
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  setPageLocale((await params).locale);
  const t = await getTranslations("Saved.meta");
  return pageMetadata({
    locale: pageLocale(),
    title: t("title"),
    description: t("description"),
    path: routes.saved(),
    noIndex: true,
  });
}

/**
 * The saved shops of this browser, or a shared list (`?shops=a,b`) read-only with "Save all". The
 * list lives in the browser, so the shops are fetched there (GET /api/farm-shops/by-slugs).
 */
export default async function SavedPage({ params, searchParams }: Props & LocaleParams) {
  setPageLocale((await params).locale);
  const param = (await searchParams).shops;
  const shared = param === undefined ? null : readSharedKeys(Array.isArray(param) ? param.join(",") : param);
  const t = await getTranslations("Saved");
  return (
    <>
      <PageBanner eyebrow={t("eyebrow")} title={shared ? t("titleShared") : t("title")}>
        <p>{shared ? t("introShared") : t("intro")}</p>
      </PageBanner>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <NoScriptNote note="saved" />
        <ClientMessages use={[...MAP_MESSAGES, ...STATUS_MESSAGES, "Saved", "NearMe", "ShopCard.place", "CountyOf", "ShopCard.away", "ShopCard.openingHours"]}>
          <SavedList shared={shared} styleUrl={getEnv().MAP_STYLE_URL} />
        </ClientMessages>
      </div>
    </>
  );
}
