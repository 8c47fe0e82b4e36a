import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { SearchControls, type SearchSort } from "@/components/search/search-controls";
import { SearchTransition, WhenIdle } from "@/components/search/search-transition";
import { ShopCardSkeletons } from "@/components/shops/shop-card";
import { COUNTY_NAMES, findCountyByName } from "@/lib/counties";
import { pageMetadata, SITE_TAGLINE } from "@/lib/seo/metadata";
import { SearchResults } from "./_components/search-results";

type Params = Promise<Record<string, string | string[] | undefined>>;

function readParams(sp: Record<string, string | string[] | undefined>) {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? "";
  const countyText = one(sp.county);
  const known = countyText ? findCountyByName(countyText) : undefined;
  const sort: SearchSort = one(sp.sort) === "county" ? "county" : "name";
  return { q: one(sp.q), countyText, known, county: known?.name ?? countyText, sort };
}

export async function generateMetadata({
  searchParams,
}: {
  searchParams: Params;
}): Promise<Metadata> {
  const { q, county } = readParams(await searchParams);
  const title = county ? `Farm Shops in ${county}` : "Browse Farm Shops";
  return pageMetadata({
    title: `${title} – ${SITE_TAGLINE}`,
    description: county
      ? `Farm shops in County ${county}: fresh local produce, opening hours, products, services and a map of every shop.`
      : "Search farm shops across Ireland by product, town or county. Opening hours, products, services and a map of every shop.",
    path: "/search",
    // Result lists for a typed query are endless variations: keep them out of the index.
    noIndex: q !== "",
  });
}

export default async function SearchPage({ searchParams }: { searchParams: Params }) {
  const { q, known, county, sort } = readParams(await searchParams);
  // A county without a text search has its own page (before any streaming: a real redirect).
  if (!q && known) redirect(`/farm-shops/${known.slug}`);

  return (
    <SearchTransition>
      <div className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 pt-10 pb-8 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
            {county ? `Farm Shops in ${county}` : "Browse Farm Shops"}
          </h1>
          <p className="mt-2 text-stone-600">
            {q ? (
              <>
                Results for &ldquo;<span className="font-medium text-stone-800">{q}</span>&rdquo;
              </>
            ) : (
              "Search by product, town or county, or find the shops nearest you."
            )}
          </p>
          <div className="mt-6">
            <SearchControls
              key={`${q}|${county}|${sort}`}
              q={q}
              county={county}
              sort={sort}
              counties={COUNTY_NAMES}
            />
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pt-10 pb-16 sm:px-6 lg:px-8">
        <WhenIdle fallback={<ShopCardSkeletons count={3} />}>
          <Suspense key={`${q}|${county}|${sort}`} fallback={<ShopCardSkeletons count={3} />}>
            <SearchResults q={q} county={county} sort={sort} />
          </Suspense>
        </WhenIdle>
      </div>
    </SearchTransition>
  );
}
