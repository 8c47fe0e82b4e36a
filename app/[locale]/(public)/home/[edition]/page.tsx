import type { Metadata } from "next";
import { Link } from "@/i18n/navigation";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { HOME_EDITION, routes } from "@/lib/routes";
import { FeaturedEvents } from "@/components/events/featured-events";
import { ShopCard } from "@/components/shops/shop-card";
import { SectionHeading } from "@/components/ui/section-heading";
import { getFeaturedEvents } from "@/lib/events/cached";
import { getCountyCounts, getFeaturedShops, getShopIdsWithEvents } from "@/lib/shops/cached";
import { pickFeatured } from "@/lib/shops/featured";
import { pageMetadata, siteName, siteTagline } from "@/lib/seo/metadata";
import { dublinToday } from "@/lib/time";
import { dublinMonth, monthSlug } from "@/lib/season/months";
import { produceAnchor, produceIn } from "@/lib/season/produce";
import type { ProduceKey } from "@/i18n/keys";
import { CountyGrid } from "../_components/county-grid";
import { ClientMessages } from "@/i18n/client-messages";
import { EVENT_CARD_MESSAGES, SHOP_CARD_MESSAGES } from "@/i18n/client-sets";
import { ListYourShop } from "../_components/list-your-shop";
import { type LocaleParams, pageLocale, setPageLocale } from "@/i18n/locale";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  setPageLocale((await params).locale);
  const t = await getTranslations("Home.meta");
  return pageMetadata({
    locale: pageLocale(),
    title: `${await siteName()} – ${await siteTagline()}`,
    description: t("description"),
    path: routes.home(),
    keywords: [t("keyword1"), t("keyword2"), t("keyword3"), t("keyword4"), t("keyword5")],
  });
}

/**
 * The home page, served whole from the route cache. proxy.ts rewrites "/" here: a page without a
 * dynamic segment would be prerendered by `next build`, which has no database, whereas a segment
 * whose params are only known at run time is rendered on its first visit and cached from then on
 * (admin changes expire it through the data tags; the time bound converges several instances).
 */
export const revalidate = 300;

/** The most featured events the home page shows (lib/shops/featured.ts picks the shops). */
const HOME_FEATURED_EVENTS = 6;

/** Produce names shown on the home page; the rest are on /in-season. */
const HOME_SEASON_ITEMS = 10;

export function generateStaticParams(): { edition: string }[] {
  return [];
}

export default async function HomePage({ params }: { params: Promise<{ locale: string; edition: string }> }) {
  setPageLocale((await params).locale);
  if ((await params).edition !== HOME_EDITION) notFound();
  const today = dublinToday();
  const [featured, counts, events, withEvents] = await Promise.all([
    getFeaturedShops(),
    getCountyCounts(),
    getFeaturedEvents(today),
    getShopIdsWithEvents(today),
  ]);
  const eventShops = new Set(withEvents);
  const shops = pickFeatured(featured, today);
  const upcoming = events.slice(0, HOME_FEATURED_EVENTS);
  const month = dublinMonth();
  const t = await getTranslations("Home");
  const produce = await getTranslations("Produce");
  const months = await getTranslations("Months");
  const inMonth = months(`${monthSlug(month)}.in`);

  return (
    <ClientMessages use={[...SHOP_CARD_MESSAGES, ...EVENT_CARD_MESSAGES]}>
      {/* The hero comes from layout.tsx. */}
      <section
        aria-labelledby="featured-shops"
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
      >
        <SectionHeading
          id="featured-shops"
          eyebrow={t("shops.eyebrow")}
          title={t("shops.title")}
          link={{ href: routes.search(), label: t("shops.link") }}
        >
          {t("shops.intro")}
        </SectionHeading>
        {shops.length > 0 ? (
          // Flex rather than grid so that a short last row is centred.
          <ul className="flex flex-wrap justify-center gap-6">
            {shops.map((shop) => (
              <li key={shop.id} className="featured-slot">
                <ShopCard shop={shop} hasEvents={eventShops.has(shop.id)} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-stone-600">{t("shops.empty")}</p>
        )}
      </section>

      <section aria-labelledby="featured-events" className="bg-white py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading
            id="featured-events"
            eyebrow={t("events.eyebrow")}
            title={t("events.title")}
            link={{ href: routes.events(), label: t("events.link") }}
          >
            {t("events.intro")}
          </SectionHeading>
          <FeaturedEvents events={upcoming} />
        </div>
      </section>

      <section aria-labelledby="in-season" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 lg:px-8">
        <SectionHeading
          id="in-season"
          eyebrow={t("season.eyebrow")}
          title={t("season.title", { inMonth })}
          link={{ href: routes.inSeason(), label: t("season.link") }}
        >
          {t("season.intro")}
        </SectionHeading>
        <ul className="flex flex-wrap gap-2" aria-label={t("season.listLabel", { inMonth })}>
          {produceIn(month).slice(0, HOME_SEASON_ITEMS).map((item) => (
            <li key={item.name}>
              {/* The in-season page lists the shops for it (a search for its name may find none). */}
              <Link href={`${routes.inSeason()}#${produceAnchor(item.name)}`} className="card-product hover:bg-brand-50">
                {produce(item.name as ProduceKey)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="browse-counties"
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
      >
        <SectionHeading id="browse-counties" eyebrow={t("counties.eyebrow")} title={t("counties.title")}>
          {t("counties.intro")}
        </SectionHeading>
        <CountyGrid counts={counts} />
      </section>

      <div className="pb-16">
        <ListYourShop />
      </div>
    </ClientMessages>
  );
}
