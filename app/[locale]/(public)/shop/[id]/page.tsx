import { Icon } from "@/components/ui/icon";
import type { Metadata } from "next";
import { Link } from "@/i18n/navigation";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/i18n/client-messages";
import { MAP_MESSAGES, STATUS_MESSAGES } from "@/i18n/client-sets";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { LazyMap } from "@/components/map/lazy-map";
import { toMapShops } from "@/components/map/map-shops";
import { SaveButton } from "@/components/saved/save-button";
import { ShopBadges } from "@/components/shops/badges";
import { ImageCarousel } from "@/components/shops/image-carousel";
import { DeviceOpenStatus } from "@/components/pwa/device-open-status";
import { OfflineNotice } from "@/components/pwa/offline-notice";
import { getShopUpcomingEvents } from "@/lib/events/cached";
import { getPublicShop, getShopIdsWithEvents, type PublicShop } from "@/lib/shops/cached";
import { getEnv } from "@/lib/env";
import { isDatabaseTrouble } from "@/lib/errors";
import { JsonLd } from "@/lib/seo/json-ld";
import { pageMetadata, siteTagline } from "@/lib/seo/metadata";
import { withOembed } from "@/lib/embed/discovery";
import { breadcrumbJsonLd, webPageJsonLd } from "@/lib/seo/content-json-ld";
import { localBusinessJsonLd, shopId } from "@/lib/seo/shop-json-ld";
import { countySlug } from "@/lib/counties";
import { shopHref, shopImages } from "@/lib/shops/present";
import { UUID_PATTERN } from "@/lib/slug";
import { shopHoursRules } from "@/lib/hours/shop-rules";
import { nextPublicHolidays, upcomingSpecialDates } from "@/lib/hours/upcoming";
import { holidayName } from "@/i18n/holidays";
import { dublinToday } from "@/lib/time";
import { HOURS_DATA_ID, hoursDataJson } from "@/lib/pwa/device-hours";
import { ContactCard } from "./_components/contact-card";
import { ListingCare } from "./_components/listing-care";
import { OpeningHours, SpecialHours } from "./_components/opening-hours";
import { ProductsAndServices } from "./_components/products-services";
import { QuickActions } from "./_components/quick-actions";
import { UpcomingEvents } from "./_components/upcoming-events";
import { SourceLicence } from "./_components/source-licence";
import { getShopProvenance } from "@/lib/import/cached";
import { routes } from "@/lib/routes";
import { pageLocale, setPageLocale } from "@/i18n/locale";
import { localePath } from "@/lib/routes/locale";
import { countyOf } from "@/i18n/county-of";
import { countyName } from "@/i18n/counties";
import type { ProductKey } from "@/i18n/keys";
import { logUnexpectedError } from "@/lib/observability/errors";

type Props = { params: Promise<{ locale: string; id: string }> };

// Cached whole (HTML and RSC payload) on first visit; admin changes expire it through the data tags.
export const revalidate = 300;
export function generateStaticParams(): { id: string }[] {
  return [];
}

/** A shop that fails to load shows the same 'Shop Not Found' screen as an unknown shop, never an error page. */
const loadShop = cache(async (idOrSlug: string): Promise<PublicShop | null> => {
  try {
    return await getPublicShop(decodeURIComponent(idOrSlug));
  } catch (err) {
    // A database outage, a busy pool or a query cut off must not be cached as "not found": it fails
    // the render (nothing is cached; an outage makes proxy.ts answer the outage page from then on).
    if (isDatabaseTrouble(err)) throw err;
    logUnexpectedError(err, { routePath: "/shop/[id]" });
    return null;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  setPageLocale((await params).locale);
  const shop = await loadShop((await params).id);
  // The not-found page itself is marked noindex by Next.js.
  const t = await getTranslations("Shop.meta");
  if (!shop) return { title: { absolute: `${t("notFound")} – ${await siteTagline()}` } };
  // The county and the products in the page's language: the county's name ("Tiobraid Árann"), or
  // after "County" its genitive ("Contae Thiobraid Árann"); a product the messages do not know as stored.
  const county = countyName(shop.county, await getTranslations("Counties"));
  const productNames = await getTranslations("Products");
  const products = shop.products.map((p) => (productNames.has(p as ProductKey) ? productNames(p as ProductKey) : p).toLowerCase());
  const vars = { name: shop.name, town: shop.town, county };
  const meta = pageMetadata({
    locale: pageLocale(),
    title: t("title", vars),
    description:
      shop.description ??
      t("description", {
        ...vars,
        county: countyOf(await getTranslations("CountyOf"), shop.county),
        products: products.join(", ") || t("localProduce"),
      }),
    path: shopHref(shop),
    image: shopImages(shop).find((i) => !i.src.startsWith("/images/fallback/"))?.src ?? null,
    keywords: [
      shop.name,
      t("keywordTown", vars),
      t("keywordCounty", vars),
      ...products.map((product) => t("keywordProduct", { product, county })),
    ],
  });
  return withOembed(meta, shopHref(shop), `${shop.name}, ${shop.town}`, pageLocale());
}

export default async function ShopPage({ params }: Props) {
  setPageLocale((await params).locale);
  const { id } = await params;
  const shop = await loadShop(id);
  if (!shop) notFound();
  // Old id-based and non-canonical addresses move permanently to the slug (308 for crawlers).
  if (shop.slug && id !== shop.slug && (UUID_PATTERN.test(id) || id.toLowerCase() === shop.slug))
    permanentRedirect(localePath(pageLocale(), routes.shop(shop)));

  const today = dublinToday();
  const [events, withEvents, provenance] = await Promise.all([
    getShopUpcomingEvents(shop.id, today),
    getShopIdsWithEvents(today),
    getShopProvenance(shop.id),
  ]);
  const t = await getTranslations("Shop");
  const countyNames = await getTranslations("CountyOf");
  const crumbs = [
    { name: (await getTranslations("Nav"))("home"), href: routes.home() },
    { name: (await getTranslations("County"))("crumb", { county: countyOf(countyNames, shop.county) }), href: routes.county(countySlug(shop.county)) },
    { name: shop.name, href: shopHref(shop) },
  ];
  // Cached for a few minutes at most: the lists below move on with the date; the status itself is
  // worked out in the browser from these rules.
  const rules = shopHoursRules(shop, today);
  const specialDates = upcomingSpecialDates(rules, today);
  const holidays = nextPublicHolidays(rules, today);
  const holidayNames = await getTranslations("Holidays");
  const paragraphs = (shop.description ?? "").split(/\n+/).filter((p) => p.trim() !== "");

  return (
    <ClientMessages use={[...MAP_MESSAGES, ...STATUS_MESSAGES, "Carousel", "ShopCard.openingHours", "Offline.savedCopy", "ShopReport", "ShopCare.noEmail", "ShopCare.claimFailed", "ShopCare.claimSent", "ShopCare.claimTooMany", "ShopCare.claimNotFound", "ShopCare.claimClosed", "ShopCare.yours", "ShopCare.sending", "ShopCare.update"]}>
      <JsonLd
        data={[
          // The holidays named in the page's language, as the page shows them ("Lá Nollag").
          localBusinessJsonLd(shop, [...specialDates, ...holidays.map((d) => (d.label ? { ...d, label: holidayName(d.label, holidayNames) } : d))], pageLocale()),
          breadcrumbJsonLd(crumbs, pageLocale()),
          webPageJsonLd(pageLocale(), shopHref(shop), { type: "ItemPage", mainEntity: shopId(shop) }),
        ]}
      />
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 lg:px-8" data-shop-id={shop.id}>
        <Link
          href={routes.search()}
          className="hover:text-brand-700 inline-flex items-center gap-1.5 text-sm font-medium text-stone-700"
        >
          <Icon name="arrow-left" className="size-4" />
          {t("back")}
        </Link>
        <OfflineNotice />
        {/* On phones the details column comes right after the introduction; on wide screens it
            runs beside the whole page. */}
        <div className="mt-5 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] xl:grid-cols-[minmax(0,1fr)_24rem]">
          <div>
            <ImageCarousel
              images={shopImages(shop)}
              label={shop.name}
              className="aspect-[16/9] rounded-3xl"
              priority
            />
            <div className="mt-6 space-y-3">
              <ShopBadges
                shopType={shop.shopType}
                featured={shop.featured}
                hasEvents={withEvents.includes(shop.id)}
              />
              <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">
                {shop.name}
              </h1>
              <p className="flex items-center gap-1.5 text-stone-700">
                <Icon name="map-pin" className="text-brand-600 size-5" />
                {t("place", { town: shop.town, county: countyOf(countyNames, shop.county) })}
              </p>
              {/* The status is worked out on the device from these rules (special dates and
                  the jurisdiction's holidays for the coming year), also from a kept copy offline. */}
              <script
                type="application/json"
                id={HOURS_DATA_ID}
                dangerouslySetInnerHTML={{ __html: hoursDataJson(rules, new Date()) }}
              />
              <DeviceOpenStatus />
              <div>
                <SaveButton slug={shop.slug ?? shop.id} name={shop.name} look="panel" className="sm:w-auto" />
              </div>
            </div>
            {paragraphs.length > 0 && (
              <div className="mt-6 max-w-3xl space-y-4 text-base leading-relaxed text-stone-700">
                {paragraphs.map((p, i) => (
                  <p key={i}>{p}</p>
                ))}
              </div>
            )}
          </div>
          <aside
            className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1"
            aria-label={t("details")}
          >
            <LazyMap
              shops={toMapShops([shop])}
              styleUrl={getEnv().MAP_STYLE_URL}
              height={264}
              label={t("mapLabel", { name: shop.name })}
              emptyText={t("mapEmpty")}
            />
            <ContactCard shop={shop} />
            <OpeningHours hours={shop.openingHours} asPublished={shop.hoursAsPublished} unconfirmed={rules.unconfirmed === true} />
            <SpecialHours specialDates={specialDates} holidays={holidays} />
            <QuickActions shop={shop} />
            <ListingCare shop={shop} imported={provenance !== null} />
            <SourceLicence licence={provenance?.licence ?? null} />
          </aside>
          <div className="space-y-10 lg:col-start-1">
            <ProductsAndServices products={shop.products} services={shop.services} />
            {events.length > 0 && <UpcomingEvents events={events} />}
          </div>
        </div>
      </div>
    </ClientMessages>
  );
}
