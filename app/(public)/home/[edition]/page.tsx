import { createHash } from "node:crypto";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { HOME_EDITION, routes } from "@/lib/routes";
import { FeaturedEvents } from "@/components/events/featured-events";
import { ShopCard } from "@/components/shops/shop-card";
import { SectionHeading } from "@/components/ui/section-heading";
import { getFeaturedEvents } from "@/lib/events/cached";
import { getCountyCounts, getFeaturedShops, getShopIdsWithEvents } from "@/lib/shops/cached";
import { pageMetadata, SITE_NAME, SITE_TAGLINE } from "@/lib/seo/metadata";
import { dublinToday } from "@/lib/time";
import { dublinMonth, monthName } from "@/lib/season/months";
import { produceIn } from "@/lib/season/produce";
import { CountyGrid } from "../_components/county-grid";
import { ListYourShop } from "../_components/list-your-shop";

export const metadata: Metadata = pageMetadata({
  title: `${SITE_NAME} – ${SITE_TAGLINE}`,
  description:
    "Find farm shops, honesty boxes and farmers' market stalls in all 32 counties of Ireland. Fresh local produce, opening hours, maps and farm events.",
  path: routes.home(),
  keywords: [
    "farm shops Ireland",
    "local produce",
    "farm shop near me",
    "honesty box",
    "farmers market",
  ],
});

/**
 * The home page, served whole from the route cache. proxy.ts rewrites "/" here: a page without a
 * dynamic segment would be prerendered by `next build`, which has no database, whereas a segment
 * whose params are only known at run time is rendered on its first visit and cached from then on
 * (admin changes expire it through the data tags; the time bound converges several instances).
 */
export const revalidate = 300;

/** The most featured shops and events the home page shows (all of the demo's fit). */
const HOME_FEATURED_SHOPS = 12;
const HOME_FEATURED_EVENTS = 6;

/**
 * When more shops are featured than fit, a different dozen each day (Irish date), shown by name:
 * every featured (sponsored) shop gets its turn, and the cached page stays the same all day.
 */
function pickFeatured<T extends { id: string; name: string }>(shops: T[], today: string): T[] {
  if (shops.length <= HOME_FEATURED_SHOPS) return shops;
  const rank = new Map(shops.map((s) => [s.id, createHash("sha256").update(`${today}:${s.id}`).digest().readUInt32BE(0)]));
  return [...shops]
    .sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0))
    .slice(0, HOME_FEATURED_SHOPS)
    .sort((a, b) => a.name.localeCompare(b.name, "en-IE"));
}
/** Produce names shown on the home page; the rest are on /in-season. */
const HOME_SEASON_ITEMS = 10;

export function generateStaticParams(): { edition: string }[] {
  return [];
}

export default async function HomePage({ params }: { params: Promise<{ edition: string }> }) {
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

  return (
    <>
      {/* The hero comes from layout.tsx. */}
      <section
        aria-labelledby="featured-shops"
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
      >
        <SectionHeading
          id="featured-shops"
          eyebrow="Hand-picked"
          title="Featured Farm Shops"
          link={{ href: routes.search(), label: "Browse all shops" }}
        >
          Family farms and artisan producers worth a detour.
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
          <p className="text-stone-600">No featured shops at the moment.</p>
        )}
      </section>

      <section aria-labelledby="featured-events" className="bg-white py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading
            id="featured-events"
            eyebrow="What's on"
            title="Featured Events"
            link={{ href: routes.events(), label: "All events" }}
          >
            Open days, pick-your-own weekends and markets at farms near you.
          </SectionHeading>
          <FeaturedEvents events={upcoming} />
        </div>
      </section>

      <section aria-labelledby="in-season" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 lg:px-8">
        <SectionHeading
          id="in-season"
          eyebrow="Irish produce"
          title={`In Season in ${monthName(month)}`}
          link={{ href: routes.inSeason(), label: "What's in season" }}
        >
          Fruit and vegetables at their best this month, and the farm shops that sell them.
        </SectionHeading>
        <ul className="flex flex-wrap gap-2" aria-label={`In season in ${monthName(month)}`}>
          {produceIn(month).slice(0, HOME_SEASON_ITEMS).map((item) => (
            <li key={item.name}>
              <Link href={routes.search({ q: item.query })} className="card-product hover:bg-brand-50">
                {item.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="browse-counties"
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
      >
        <SectionHeading id="browse-counties" eyebrow="All 32 counties" title="Browse by County">
          From Antrim to Wexford: pick a county to see its farm shops on a map.
        </SectionHeading>
        <CountyGrid counts={counts} />
      </section>

      <div className="pb-16">
        <ListYourShop />
      </div>
    </>
  );
}
