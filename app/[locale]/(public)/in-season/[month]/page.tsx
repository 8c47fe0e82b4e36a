import type { Metadata } from "next";
import { Link } from "@/i18n/navigation";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/i18n/client-messages";
import { produceAnchor } from "@/lib/season/produce";
import type { ProduceKey } from "@/i18n/keys";
import { PageBanner } from "@/components/content/page-banner";
import { SeasonItems } from "@/components/season/season-items";
import { IN_SEASON_NOW, routes } from "@/lib/routes";
import { dublinMonth, monthOfSlug, monthSlug } from "@/lib/season/months";
import { dublinToday, MONTH_NAMES } from "@/lib/time";
import { getSeasonView } from "@/lib/season/cached";
import { JsonLd } from "@/lib/seo/json-ld";
import { localeUrl, webPageJsonLd } from "@/lib/seo/content-json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { pageLocale, setPageLocale } from "@/i18n/locale";

type Props = { params: Promise<{ locale: string; month: string }> };

// Cached whole on first visit; admin changes expire it through the shops' data tags. "/in-season"
// renders here as this month (proxy.ts rewrites it to IN_SEASON_NOW), so it moves on with the
// month within this bound.
export const revalidate = 300;
export function generateStaticParams(): { month: string }[] {
  return [];
}

/** The month the address names: this month for "/in-season", null for anything but a month's name. */
function readMonth(segment: string): { month: number; path: string; current: boolean } | null {
  if (segment === IN_SEASON_NOW) return { month: dublinMonth(), path: routes.inSeason(), current: true };
  const month = monthOfSlug(segment);
  return month ? { month, path: routes.inSeason(monthSlug(month)), current: false } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  setPageLocale((await params).locale);
  const at = readMonth((await params).month);
  const t = await getTranslations("InSeason");
  if (!at) return { title: (await getTranslations("NotFound"))("title") };
  const inMonth = (await getTranslations("Months"))(`${monthSlug(at.month)}.in`);
  return pageMetadata({
    locale: pageLocale(),
    title: t("meta.title", { inMonth }),
    description: t("meta.description", { inMonth }),
    path: at.path,
  });
}

export default async function InSeasonPage({ params }: Props) {
  setPageLocale((await params).locale);
  const at = readMonth((await params).month);
  if (!at) notFound();
  const t = await getTranslations("InSeason");
  const months = await getTranslations("Months");
  const inMonth = months(`${monthSlug(at.month)}.in`);
  const view = await getSeasonView(at.month, dublinToday());
  // Produce names in the page's language (the "Produce" messages, keyed by the English name);
  // within a sentence English writes them in lower case, Irish lowers only the first letter.
  const produce = await getTranslations("Produce");
  const products = await getTranslations("Products");
  const inText = (label: string) => (pageLocale() === "ga-IE" ? label.charAt(0).toLowerCase() + label.slice(1) : label.toLowerCase());
  const items = view.items.map((item) => {
    const label = produce(item.name as ProduceKey);
    const labelInText = inText(label);
    const searchLabel = item.searchCategory
      ? t("searchCategory", { category: inText(products.has(item.searchCategory as never) ? products(item.searchCategory as never) : item.searchCategory) })
      : t("searchFor", { item: labelInText });
    return { ...item, label, labelInText, searchLabel, anchor: produceAnchor(item.name) };
  });
  const itemList = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: t("listName", { inMonth }),
    url: localeUrl(pageLocale(), at.path),
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.label, url: localeUrl(pageLocale(), item.searchHref) })),
  };
  return (
    <>
      <JsonLd data={itemList} />
      <JsonLd data={webPageJsonLd(pageLocale(), at.path, { type: "CollectionPage" })} />
      <PageBanner eyebrow={at.current ? t("thisMonth") : t("byMonth")} title={t("title", { inMonth })}>
        <p>{t("intro", { inMonth })}</p>
      </PageBanner>
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
        <nav aria-label={t("months")}>
          <ul className="flex flex-wrap gap-2">
            {MONTH_NAMES.map((m, i) => {
              const current = i + 1 === at.month;
              return (
                <li key={m}>
                  <Link
                    href={routes.inSeason(monthSlug(i + 1))}
                    aria-current={current ? "page" : undefined}
                    className={`rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ${current ? "bg-brand-600 ring-brand-600 text-white" : "text-brand-800 hover:bg-brand-50 ring-stone-300"}`}
                  >
                    {months(`${monthSlug(i + 1)}.name`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <ClientMessages use={["InSeason", "CountyOf", "NearMe"]}>
        <SeasonItems
          items={items}
          shops={view.shops}
          pickYourOwn={view.pickYourOwn}
          pickYourOwnTotal={view.pickYourOwnTotal}
          pickYourOwnSearchHref={view.pickYourOwnSearchHref}
          inMonth={inMonth}
        />
        </ClientMessages>
        <p className="text-sm text-stone-600">{t("sources")}</p>
      </div>
    </>
  );
}
