import { Link } from "@/i18n/navigation";
import { getTranslations } from "next-intl/server";
import { useTranslations } from "next-intl";
import { LazyMap } from "@/components/map/lazy-map";
import { FilterDrawer } from "@/components/search/filter-drawer";
import { SearchToggles } from "@/components/search/search-toggles";
import { shopCardData } from "@/components/shops/shop-card";
import { ShopCardList } from "@/components/shops/shop-card-list";
import { Pagination } from "@/components/ui/pagination";
import { getShopIdsWithEvents } from "@/lib/shops/cached";
import { getEnv } from "@/lib/env";
import { formatDistance } from "@/lib/geo/distance";
import { getPublicFacetRows, keptSearchTotal } from "@/lib/search/cached";
import { facetCounts } from "@/lib/search/facets";
import { searchPageHref, searchQueryString } from "@/lib/search/addresses";
import { SEARCH_PAGE_DEFAULT } from "@/lib/search/param-names";
import { searchShops } from "@/lib/search/search";
import { dublinToday } from "@/lib/time";
import { FilterChips } from "./filter-chips";
import { byCountyName, countyName } from "@/i18n/counties";
import { countyOf } from "@/i18n/county-of";
import { pageLocale } from "@/i18n/locale";
import type { PageSearchState } from "./read-search";
import { routes } from "@/lib/routes";

/** Loads and shows one page of a search, its filter counts and the map of every match. */
export async function SearchResults({ state }: { state: PageSearchState }) {
  const { current, read } = state;
  const [page, typedFacets, withEvents] = await Promise.all([
    searchShops({ query: read.query, order: read.order, limit: read.params.limit, offset: read.params.offset, keptTotal: keptSearchTotal }),
    facetCounts({ query: read.query, everyPublicShop: getPublicFacetRows }),
    getShopIdsWithEvents(dublinToday()),
  ]);
  // The counts of what is shown: the corrected search's when the typed one matched nothing.
  const facets = page.didYouMean ? await facetCounts({ query: { ...read.query, q: page.didYouMean } }) : typedFacets;
  const eventShops = new Set(withEvents);
  const pageLimit = current.limit ?? SEARCH_PAGE_DEFAULT;
  const chosen = current.county.length + current.products.length + current.services.length + current.type.length;
  const oneCounty = current.county.length === 1 ? current.county[0] : null;
  // The map shows the corrected search when the typed one matched nothing.
  const mapSearch = page.didYouMean ? { ...current, q: page.didYouMean } : current;
  const clusterQuery = searchQueryString({ ...mapSearch, sort: undefined, limit: undefined, offset: undefined });
  const t = await getTranslations("Search");
  const counties = await getTranslations("Counties");
  const countyOfNames = await getTranslations("CountyOf");
  // Counties are stored in English: the count line and the chips name them in the page's language.
  const countyNames = Object.fromEntries(facets.county.map((f) => [f.value, countyName(f.value, counties)]));
  // The county chips in the alphabetical order of the page's language, as the county selects are.
  const chipFacets = { ...facets, county: byCountyName(facets.county, countyNames, pageLocale()) };
  const where = oneCounty ? "county" : "all";
  const when = current.openNow ? "openNow" : "any";

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <p className="font-medium text-stone-700" role="status" data-a-search={current.q || undefined} data-a-results={current.q ? (page.didYouMean ? 0 : page.total) : undefined}>
            {t("showing", { count: page.total, n: String(page.total), where, county: oneCounty ? countyOf(countyOfNames, oneCounty) : "", when })}
          </p>
          {current.near && <p className="text-sm text-stone-600">{t("byDistance")}</p>}
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <FilterDrawer address={searchPageHref(current)} chosen={chosen} total={t("shops", { count: facets.total, n: String(facets.total) })}>
            <FilterChips current={current} facets={chipFacets} countyNames={countyNames} />
          </FilterDrawer>
        </div>
      </div>
      <SearchToggles current={current} />
      {page.didYouMean && (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-200">
          {t.rich("didYouMean", {
            q: current.q ?? "",
            suggestion: page.didYouMean,
            link: (chunks) => (
              <Link className="font-semibold underline" href={searchPageHref(current, { q: page.didYouMean ?? undefined })}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-cols-[minmax(0,1fr)_28rem]">
        <div>
          {page.shops.length === 0 && page.total > 0 ? (
            // An offset past the last page (an old or edited link): the shops are there, on an earlier page.
            <div className="rounded-2xl bg-white p-6 text-center ring-1 ring-stone-200">
              <p className="font-medium text-stone-800">{t("pastLast")}</p>
              <Link className="text-brand-700 mt-3 inline-block font-semibold underline" href={searchPageHref(current, { offset: (Math.ceil(page.total / pageLimit) - 1) * pageLimit })}>
                {t("lastPage")}
              </Link>
            </div>
          ) : page.shops.length === 0 ? (
            <EmptyResults filtered={chosen > 0 || Boolean(current.openNow || current.openAt || current.near)} />
          ) : (
            <ShopCardList
              cards={page.shops.map((shop) => ({
                card: shopCardData(shop, eventShops.has(shop.id)),
                distance: typeof shop.distanceKm === "number" ? formatDistance(shop.distanceKm) : null,
              }))}
            />
          )}
          {/* Past the last page its own link leads back; Previous would be another page past it. */}
          {(page.shops.length > 0 || page.total === 0) && <Pagination
            variant="search"
            page={Math.floor((current.offset ?? 0) / pageLimit) + 1}
            pages={Math.ceil(page.total / pageLimit)}
            href={(n) => searchPageHref(current, { offset: (n - 1) * pageLimit })}
            label={t("pages")}
          />}
        </div>
        <aside id="map-view" aria-labelledby="map-view-title" className="scroll-mt-20">
          <div className="lg:sticky lg:top-20">
            <h2 id="map-view-title" className="mb-3 text-lg font-semibold text-stone-900">
              {t("mapView")}
            </h2>
            <LazyMap
              shops={[]}
              clusterQuery={clusterQuery}
              styleUrl={getEnv().MAP_STYLE_URL}
              height={400}
              label={t("mapLabel")}
            />
            <p className="mt-2 text-xs text-stone-600">
              {t("mapNote")}
            </p>
          </div>
        </aside>
      </div>
    </div>
  );
}

function EmptyResults({ filtered }: { filtered: boolean }) {
  const t = useTranslations("Search.empty");
  return (
    <div className="rounded-2xl bg-white px-6 py-16 text-center ring-1 ring-stone-200">
      <h2 className="text-xl font-semibold text-stone-900">{t("title")}</h2>
      <p className="mt-2 text-stone-600">{t("body")}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          href={routes.search()}
          className="bg-brand-600 hover:bg-brand-700 rounded-full px-5 py-2.5 text-sm font-semibold text-white"
        >
          {filtered ? t("clear") : t("all")}
        </Link>
        <Link
          href="/#browse-counties"
          className="text-brand-700 hover:ring-brand-600 rounded-full px-5 py-2.5 text-sm font-semibold ring-1 ring-stone-300"
        >
          {t("counties")}
        </Link>
      </div>
    </div>
  );
}
