import Link from "next/link";
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
import { farmShopCount } from "@/lib/shops/present";
import { dublinToday } from "@/lib/time";
import { FilterChips } from "./filter-chips";
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

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <p className="font-medium text-stone-700" role="status" data-a-search={current.q || undefined} data-a-results={current.q ? (page.didYouMean ? 0 : page.total) : undefined}>
            Showing {farmShopCount(page.total)}
            {oneCounty ? ` in ${oneCounty}` : ""}
            {current.openNow ? " open now" : ""}
          </p>
          {current.near && <p className="text-sm text-stone-600">Sorted by distance from your location.</p>}
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <FilterDrawer address={searchPageHref(current, { offset: current.offset })} chosen={chosen} total={farmShopCount(facets.total)}>
            <FilterChips current={current} facets={facets} />
          </FilterDrawer>
        </div>
      </div>
      <SearchToggles current={current} />
      {page.didYouMean && (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-200">
          No farm shops matched &ldquo;{current.q}&rdquo;. Did you mean{" "}
          <Link className="font-semibold underline" href={searchPageHref(current, { q: page.didYouMean })}>
            {page.didYouMean}
          </Link>
          ? Showing its results.
        </p>
      )}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-cols-[minmax(0,1fr)_28rem]">
        <div>
          {page.shops.length === 0 ? (
            <EmptyResults filtered={chosen > 0 || Boolean(current.openNow || current.openAt || current.near)} />
          ) : (
            <ShopCardList
              cards={page.shops.map((shop) => ({
                card: shopCardData(shop, eventShops.has(shop.id)),
                distance: typeof shop.distanceKm === "number" ? formatDistance(shop.distanceKm) : null,
              }))}
            />
          )}
          <Pagination
            variant="search"
            page={Math.floor((current.offset ?? 0) / pageLimit) + 1}
            pages={Math.ceil(page.total / pageLimit)}
            href={(n) => searchPageHref(current, { offset: (n - 1) * pageLimit })}
            label="Pages of farm shops"
          />
        </div>
        <aside id="map-view" aria-labelledby="map-view-title" className="scroll-mt-20">
          <div className="lg:sticky lg:top-20">
            <h2 id="map-view-title" className="mb-3 text-lg font-semibold text-stone-900">
              Map View
            </h2>
            <LazyMap
              shops={[]}
              clusterQuery={clusterQuery}
              styleUrl={getEnv().MAP_STYLE_URL}
              height={400}
              label="Map of the farm shops found"
            />
            <p className="mt-2 text-xs text-stone-600">
              Every matching shop with a confirmed location; select a group to zoom in.
            </p>
          </div>
        </aside>
      </div>
    </div>
  );
}

function EmptyResults({ filtered }: { filtered: boolean }) {
  return (
    <div className="rounded-2xl bg-white px-6 py-16 text-center ring-1 ring-stone-200">
      <h2 className="text-xl font-semibold text-stone-900">No farm shops found</h2>
      <p className="mt-2 text-stone-600">Try adjusting your search criteria or browse all counties.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          href={routes.search()}
          className="bg-brand-600 hover:bg-brand-700 rounded-full px-5 py-2.5 text-sm font-semibold text-white"
        >
          {filtered ? "Clear all filters" : "Show all farm shops"}
        </Link>
        <Link
          href="/#browse-counties"
          className="text-brand-700 hover:ring-brand-600 rounded-full px-5 py-2.5 text-sm font-semibold ring-1 ring-stone-300"
        >
          Browse all counties
        </Link>
      </div>
    </div>
  );
}
