import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/i18n/client-messages";
import { OfflineShops } from "@/components/pwa/offline-shops";
import { siteTagline } from "@/lib/seo/metadata";
import { type LocaleParams, setPageLocale } from "@/i18n/locale";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  setPageLocale((await params).locale);
  const t = await getTranslations("Offline");
  return {
    title: { absolute: `${t("title")} – ${await siteTagline()}` },
    description: t("description"),
    robots: { index: false, follow: false },
  };
}

// The same for everyone: prerendered by the build and precached by the service worker, which
// shows it for any page it cannot fetch. The list of kept pages is read in the browser.
export const revalidate = 86400;

export default async function OfflinePage({ params }: LocaleParams) {
  setPageLocale((await params).locale);
  const t = await getTranslations("Offline");
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:py-20">
      <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">{t("title")}</h1>
      <p className="mt-4 text-lg text-stone-600">
        {t("intro")}
      </p>
      <ClientMessages use={["Offline.keptLabel", "Offline.saved", "Offline.none", "Offline.savedShops", "Offline.retry"]}>
        <OfflineShops />
      </ClientMessages>
    </div>
  );
}
