import { getTranslations } from "next-intl/server";
import { CountySearch } from "@/components/search/county-search";
import { ClientMessages } from "@/i18n/client-messages";
import { MAP_MESSAGES, SHOP_CARD_MESSAGES } from "@/i18n/client-sets";
import { DimWhilePending, SearchTransition } from "@/components/search/search-transition";
import { countyCardData } from "@/components/shops/county-shop-card";
import { Pagination } from "@/components/ui/pagination";
import type { County } from "@/lib/counties";
import { getCountyListing } from "@/lib/shops/cached";
import type { Serialized } from "@/lib/cache/cached-read";
import { countyListing, type CountyListing } from "@/lib/search/county";
import { getEnv } from "@/lib/env";
import { routes, type CountySort } from "@/lib/routes";
import { JsonLd } from "@/lib/seo/json-ld";
import { breadcrumbJsonLd, webPageJsonLd } from "@/lib/seo/content-json-ld";
import { pageLocale } from "@/i18n/locale";
import { countyItemListJsonLd } from "@/lib/seo/shop-json-ld";
import { CountyCta } from "./county-cta";
import { CountyEmpty } from "./county-empty";
import { CountyHero } from "./county-hero";
import { CountyResults } from "./county-results";
import { countyOf } from "@/i18n/county-of";

/**
 * The county page's content, shared by the cached page (no search, default sort) and the
 * per-request filtered page that proxy.ts rewrites searches and sorts to.
 */
export async function CountyView({
  county,
  q,
  sort,
  page = 1,
  listing: read,
}: {
  county: County;
  q: string;
  sort: CountySort;
  page?: number;
  /** The listing when the page has read it already (a later county page checks its page number). */
  listing?: Serialized<CountyListing>;
}) {
  // Without a search the listing is a cached read (the landing page stays cached); a visitor's
  // free text is read per request so that it cannot grow the cache without bound.
  const listing =
    read ??
    (q
      ? (JSON.parse(JSON.stringify(await countyListing({ county: county.name, q, sort, page: Math.max(1, page) }))) as Serialized<CountyListing>)
      : await getCountyListing(county.name, sort, Math.max(1, page)));
  const { shops, matches, countyTotal, firstByName, page: current, pages } = listing;
  const t = await getTranslations("County");
  const nav = await getTranslations("Nav");
  // The county as the page's messages write it after "County" ("County Roscommon", "i gContae Ros
  // Comáin": the genitive in Irish); its stored (English) name reads the data.
  const of = countyOf(await getTranslations("CountyOf"), county.name);
  const crumbs = [
    { name: nav("home"), href: routes.home() },
    { name: nav("browse"), href: routes.search() },
    { name: t("crumb", { county: of }), href: routes.county(county.slug) },
  ];

  return (
    <ClientMessages use={[...SHOP_CARD_MESSAGES, ...MAP_MESSAGES, "CountyPage"]}>
      <JsonLd
        data={[
          countyItemListJsonLd(county.name, firstByName, pageLocale(), t("meta.embedTitle", { county: of })),
          breadcrumbJsonLd(crumbs, pageLocale()),
          webPageJsonLd(pageLocale(), routes.county(county.slug), { type: "CollectionPage" }),
        ]}
      />
      <CountyHero county={county} name={of} crumbs={crumbs} total={countyTotal} />
      <SearchTransition>
        <div className="mx-auto max-w-7xl space-y-10 px-4 pt-10 pb-16 sm:px-6 lg:px-8">
          <div className="-mt-20 rounded-2xl bg-white p-4 shadow-lg ring-1 ring-black/5 sm:-mt-24 sm:p-5">
            <CountySearch countySlug={county.slug} countyName={of} q={q} sort={sort} />
          </div>
          <DimWhilePending>
            {/* The count line is also the heading of the card list (cards are h3). */}
            <h2 className="mb-6 text-lg font-semibold text-stone-800">
              {q
                ? t("countFound", { count: matches, n: String(matches), q })
                : t("countIn", { count: matches, n: String(matches), county: of })}
            </h2>
            {shops.length === 0 ? (
              <CountyEmpty
                county={of}
                searching={q !== ""}
                clearHref={routes.county(county.slug, { sort })}
              />
            ) : (
              <CountyResults
                cards={shops.map(countyCardData)}
                county={of}
                styleUrl={getEnv().MAP_STYLE_URL}
                pageLinks={
                  <Pagination
                    page={current}
                    pages={pages}
                    href={(n) => routes.county(county.slug, { q, sort, page: n })}
                    label={t("pages")}
                  />
                }
              />
            )}
          </DimWhilePending>
          <CountyCta county={of} />
        </div>
      </SearchTransition>
    </ClientMessages>
  );
}
