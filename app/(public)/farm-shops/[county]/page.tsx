import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { LazyMap } from "@/components/map/lazy-map";
import { toMapShops } from "@/components/map/map-shops";
import { countyHref, readCountySort } from "@/components/search/county-params";
import { CountySearch } from "@/components/search/county-search";
import { DimWhilePending, SearchTransition } from "@/components/search/search-transition";
import { CountyShopCard } from "@/components/shops/county-shop-card";
import { findCountyBySlug } from "@/lib/counties";
import { searchApprovedShops } from "@/lib/data/shops";
import { getEnv } from "@/lib/env";
import { countyMetaDescription } from "@/lib/seo/description";
import { JsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd, countyItemListJsonLd } from "@/lib/seo/shop-json-ld";
import { farmShopCount } from "@/lib/shops/present";
import { CountyCta } from "./_components/county-cta";
import { CountyEmpty } from "./_components/county-empty";
import { CountyHero } from "./_components/county-hero";
import { filterCountyShops, sortCountyShops } from "./_components/filter";

type Props = {
  params: Promise<{ county: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? "";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const county = findCountyBySlug((await params).county);
  // The not-found page itself is marked noindex by Next.js.
  if (!county) return { title: "County Not Found" };
  return {
    ...pageMetadata({
      title: `Farm Shops in County ${county.name} | Local Produce in ${county.name}, ${county.region}`,
      description: countyMetaDescription(`Farm shops in County ${county.name}: ${county.intro}`),
      path: `/farm-shops/${county.slug}`,
      image: county.heroImage,
      keywords: [
        `farm shops ${county.name}`,
        `local produce ${county.name}`,
        `${county.name} farm shop`,
        county.region,
      ],
    }),
  };
}

export default async function CountyPage({ params, searchParams }: Props) {
  const { county: slug } = await params;
  const county = findCountyBySlug(slug);
  if (!county) notFound();
  if (slug !== county.slug) permanentRedirect(`/farm-shops/${county.slug}`);

  const sp = await searchParams;
  const q = one(sp.q);
  const sort = readCountySort(one(sp.sort));
  const all = await searchApprovedShops("", county.name);
  const shops = sortCountyShops(filterCountyShops(all, q), sort);
  const crumbs = [
    { name: "Home", href: "/" },
    { name: "Browse", href: "/search" },
    { name: `County ${county.name}`, href: `/farm-shops/${county.slug}` },
  ];

  return (
    <>
      <JsonLd
        data={[
          countyItemListJsonLd(county.name, sortCountyShops(all, "name")),
          breadcrumbJsonLd(crumbs),
        ]}
      />
      <CountyHero county={county} crumbs={crumbs} total={all.length} />
      <SearchTransition>
        <div className="mx-auto max-w-7xl space-y-10 px-4 pt-10 pb-16 sm:px-6 lg:px-8">
          <div className="-mt-20 rounded-2xl bg-white p-4 shadow-lg ring-1 ring-black/5 sm:-mt-24 sm:p-5">
            <CountySearch countyName={county.name} />
          </div>
          <DimWhilePending>
            {/* The count line is also the heading of the card list (cards are h3). */}
            <h2 className="mb-6 text-lg font-semibold text-stone-800">
              {q
                ? `${farmShopCount(shops.length)} found for "${q}"`
                : `${farmShopCount(shops.length)} in County ${county.name}`}
            </h2>
            {shops.length === 0 ? (
              <CountyEmpty
                county={county.name}
                searching={q !== ""}
                clearHref={countyHref(`/farm-shops/${county.slug}`, "", sort)}
              />
            ) : (
              <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-cols-[minmax(0,1fr)_28rem]">
                <ul className="grid gap-6 sm:grid-cols-2">
                  {shops.map((shop, i) => (
                    <li key={shop.id}>
                      <CountyShopCard shop={shop} eager={i < 2} />
                    </li>
                  ))}
                </ul>
                <aside aria-labelledby="county-map-title">
                  <div className="lg:sticky lg:top-20">
                    <h2 id="county-map-title" className="mb-3 text-lg font-semibold">
                      Map of farm shops in {county.name}
                    </h2>
                    <LazyMap
                      shops={toMapShops(shops)}
                      styleUrl={getEnv().MAP_STYLE_URL}
                      height={400}
                      label={`Map of farm shops in County ${county.name}`}
                    />
                  </div>
                </aside>
              </div>
            )}
          </DimWhilePending>
          <CountyCta county={county.name} />
        </div>
      </SearchTransition>
    </>
  );
}
