import Link from "next/link";
import { toMapShops } from "@/components/map/map-shops";
import { ResultsView } from "@/components/search/results-view";
import type { SearchSort } from "@/components/search/search-controls";
import { shopHoursRules } from "@/lib/hours/shop-rules";
import { ShopCard } from "@/components/shops/shop-card";
import { getShopIdsWithEvents, searchApprovedShopsCapped } from "@/lib/data/shops";
import { getEnv } from "@/lib/env";
import { mapPosition } from "@/lib/geo/coordinates";
import { dublinToday } from "@/lib/time";

const byText = (a: string, b: string) => a.localeCompare(b, "en-IE", { sensitivity: "base" });

/** Loads and shows the results of one search (inside a Suspense boundary of the page). */
export async function SearchResults({
  q,
  county,
  sort,
}: {
  q: string;
  county: string;
  sort: SearchSort;
}) {
  const [{ shops, total }, withEvents] = await Promise.all([
    searchApprovedShopsCapped(q, county, sort),
    getShopIdsWithEvents(dublinToday()),
  ]);
  if (shops.length === 0) {
    return (
      <div className="rounded-2xl bg-white px-6 py-16 text-center ring-1 ring-stone-200">
        <h2 className="text-xl font-semibold text-stone-900">No farm shops found</h2>
        <p className="mt-2 text-stone-600">
          Try adjusting your search criteria or browse all counties.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link
            href="/search"
            className="bg-brand-600 hover:bg-brand-700 rounded-full px-5 py-2.5 text-sm font-semibold text-white"
          >
            Show all farm shops
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
  const sorted = [...shops].sort(
    (a, b) => (sort === "county" ? byText(a.county, b.county) : 0) || byText(a.name, b.name),
  );
  const eventShops = new Set(withEvents);
  const entries = sorted.map((shop, i) => ({
    id: shop.id,
    hours: shopHoursRules(shop),
    position: mapPosition(shop),
    card: (
      <ShopCard shop={shop} hasEvents={eventShops.has(shop.id)} headingLevel={2} eager={i < 2} />
    ),
  }));
  return (
    <>
      {total > sorted.length && (
        <p className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {total.toLocaleString("en-IE")} farm shops match: these are the first {sorted.length}. Add a
          product or town to your search, or pick a county, to narrow them down.
        </p>
      )}
      <ResultsView
      entries={entries}
      markers={toMapShops(sorted)}
      county={county || null}
      styleUrl={getEnv().MAP_STYLE_URL}
      />
    </>
  );
}
