import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/i18n/client-messages";
import { MAP_MESSAGES, SHOP_CARD_MESSAGES } from "@/i18n/client-sets";
import { SearchControls } from "@/components/search/search-controls";
import { SearchTransition, WhenIdle } from "@/components/search/search-transition";
import { ShopCardSkeletons } from "@/components/shops/shop-card";
import { findCountyByName } from "@/lib/counties";
import { countyOptions } from "@/i18n/counties";
import { countyOf } from "@/i18n/county-of";
import { translateSearchProblem } from "@/i18n/search-problems";
import { searchPageHref, searchQueryString } from "@/lib/search/addresses";
import { SEARCH_PAGE_DEFAULT } from "@/lib/search/param-names";
import { getApprovedShopCount } from "@/lib/shops/cached";
import { pageMetadata, siteTagline } from "@/lib/seo/metadata";
import { readSearchPage } from "./_components/read-search";
import { SearchResults } from "./_components/search-results";
import { routes } from "@/lib/routes";
import { type LocaleParams, pageLocale, setPageLocale } from "@/i18n/locale";
import { localePath } from "@/lib/routes/locale";

type Params = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params, searchParams }: LocaleParams & { searchParams: Params }): Promise<Metadata> {
  setPageLocale((await params).locale);
  const { current } = readSearchPage(await searchParams);
  const county = headingCounty(current.county);
  const t = await getTranslations("Search");
  // "Farm Shops in County Cork", "Siopaí Feirme i gContae Chorcaí": the genitive in Irish.
  const name = county && countyOf(await getTranslations("CountyOf"), county);
  const title = name ? t("titleCounty", { county: name }) : t("title");
  const query = searchQueryString(current);
  // The plain list, or one of the later pages its page links name (a multiple of the page size,
  // below the number of listed shops): the only searches for the index. Any other offset, or a
  // page size of one's own, would be endless near-copies of those pages.
  const offset = /^offset=(\d+)$/.exec(query);
  const plainList =
    query === "" ||
    (offset !== null &&
      Number(offset[1]) % SEARCH_PAGE_DEFAULT === 0 &&
      Number(offset[1]) < (await getApprovedShopCount()));
  return pageMetadata({
    locale: pageLocale(),
    title: `${title} – ${await siteTagline()}`,
    description: name ? t("meta.descriptionCounty", { county: name }) : t("meta.description"),
    // A later page of the plain list is its own page for the index (its own canonical address, as
    // the events' and the county pages' later pages are), not page 1 again.
    path: query !== "" && plainList ? `${routes.search()}?${query}` : routes.search(),
    // Typed searches, positions and times are endless variations: only the plain list and its
    // pages are for the index (crawlers follow the page links). A page past the last still answers
    // 200 (the page streams, so its status is set before it knows), with a link to the last page.
    noIndex: !plainList,
  });
}

export default async function SearchPage({ params, searchParams }: LocaleParams & { searchParams: Params }) {
  setPageLocale((await params).locale);
  const state = readSearchPage(await searchParams);
  const { current, read } = state;
  const onlyCounty =
    !current.q && current.county.length === 1 && searchQueryString({ ...current, county: [], limit: undefined }) === "";
  const known = onlyCounty ? findCountyByName(current.county[0] ?? "") : undefined;
  // A county without a text search or other filters has its own page (before any streaming: a real redirect).
  if (known) redirect(localePath(pageLocale(), routes.county(known.slug)));
  const county = headingCounty(current.county);
  const key = searchPageHref(current, { offset: current.offset });
  const t = await getTranslations("Search");
  const counties = await getTranslations("Counties");
  const countyNames = await getTranslations("CountyOf");
  const problems = await getTranslations("Search.problems");

  return (
    <ClientMessages use={[...SHOP_CARD_MESSAGES, ...MAP_MESSAGES, "SearchUi", "NearMe", "ShopTypes"]}>
    <SearchTransition>
      <div className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 pt-10 pb-8 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
            {county ? t("titleCounty", { county: countyOf(countyNames, county) }) : t("title")}
          </h1>
          <p className="mt-2 text-stone-600">
            {current.q
              ? t.rich("resultsFor", { q: current.q, term: (chunks) => <span className="font-medium text-stone-800">{chunks}</span> })
              : t("intro")}
          </p>
          <div className="mt-6">
            <SearchControls key={key} current={current} sort={read.order} counties={countyOptions(counties, pageLocale())} />
          </div>
          {state.problem && (
            <p role="alert" className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
              {t("problem", { problem: translateSearchProblem(state.problem, problems, pageLocale()) })}
            </p>
          )}
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pt-10 pb-16 sm:px-6 lg:px-8">
        <WhenIdle fallback={<ShopCardSkeletons count={3} />}>
          <SearchResults state={state} />
        </WhenIdle>
      </div>
    </SearchTransition>
    </ClientMessages>
  );
}

/**
 * The county the heading and description name: the one county searched, when it is one of the 32
 * ("?county=Atlantis" finds nothing under the plain heading, not "Farm Shops in Atlantis").
 */
function headingCounty(counties: string[]): string | null {
  return counties.length === 1 ? (findCountyByName(counties[0]!)?.name ?? null) : null;
}
