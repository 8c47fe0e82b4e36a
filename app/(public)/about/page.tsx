import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";
import { PageBanner } from "@/components/content/page-banner";
import { pageMetadata, SITE_NAME, SITE_TAGLINE } from "@/lib/seo/metadata";
import { routes } from "@/lib/routes";

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: `About Us – ${SITE_TAGLINE}`,
    description:
      "Farm Shops Ireland is a free directory that helps you find local farm shops in all 32 counties, support Irish farmers and connect communities with the people who grow their food.",
    path: routes.about(),
  });
}

/** A titled point with its icon (the mission and the offers). */
type Point = { title: string; icon: IconName; text: string };

const mission: Point[] = [
  {
    title: "Find Local",
    icon: "map-pin",
    text: "Discover farm shops, honesty boxes and market stalls near you, with opening hours, products and directions in one place.",
  },
  {
    title: "Support Farmers",
    icon: "tractor",
    text: "Every euro spent at the farm gate goes straight to the family that grew the food, keeping small Irish farms viable.",
  },
  {
    title: "Connect Communities",
    icon: "users",
    text: "Open days, markets and workshops bring neighbours, visitors and growers together around good, seasonal food.",
  },
];

const offers: Point[] = [
  {
    icon: "search",
    title: "A searchable directory",
    text: "Search by shop name, product or town, or browse every county.",
  },
  {
    icon: "map",
    title: "Maps and directions",
    text: "See shops on a map and get directions straight to the farm gate.",
  },
  {
    icon: "clock",
    title: "Opening hours at a glance",
    text: "Know whether a shop is open now before you set out.",
  },
  {
    icon: "calendar-days",
    title: "Farm events",
    text: "Pick-your-own days, markets, tastings and seasonal family days out.",
  },
  {
    icon: "sprout",
    title: "Harvest Hub",
    text: "Seasonal guides and stories from Irish farms in our blog.",
  },
  {
    icon: "store",
    title: "Free listings",
    text: "Any farm shop in Ireland can be listed, free of charge.",
  },
];

const impact = [
  { value: "80+", label: "Farm shops listed" },
  { value: "All 32", label: "Counties covered" },
  { value: "Growing", label: "Visitors every month" },
];

export default async function AboutPage() {
  await connection(); // canonical address and links follow SITE_URL at run time
  return (
    <div>
      <PageBanner
        eyebrow={`About ${SITE_NAME}`}
        title="Bringing you closer to the people who grow your food"
      >
        <p>A free directory of farm shops across all 32 counties of Ireland, North and South.</p>
      </PageBanner>

      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <section aria-labelledby="mission">
          <h2 id="mission" className="text-center text-3xl font-bold text-stone-900">
            Our Mission
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {mission.map(({ title, icon, text }) => (
              <li
                key={title}
                className="rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm"
              >
                <span className="bg-brand-50 text-brand-700 ring-brand-100 mx-auto flex size-14 items-center justify-center rounded-full ring-1">
                  <Icon name={icon} className="size-7" />
                </span>
                <h3 className="mt-4 text-xl font-semibold text-stone-900">{title}</h3>
                <p className="mt-2 text-stone-600">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="what-we-offer" className="mt-16">
          <h2 id="what-we-offer" className="text-3xl font-bold text-stone-900">
            What We Offer
          </h2>
          <ul className="mt-8 grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
            {offers.map(({ icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <Icon name={icon} className="text-brand-600 mt-1 size-6 shrink-0" />
                <div>
                  <h3 className="font-semibold text-stone-900">{title}</h3>
                  <p className="mt-1 text-stone-600">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-16 grid gap-10 lg:grid-cols-5">
          <section
            aria-labelledby="our-story"
            className="space-y-4 text-lg leading-relaxed text-stone-700 lg:col-span-3"
          >
            <h2 id="our-story" className="text-3xl font-bold text-stone-900">
              Our Story
            </h2>
            <p>
              {SITE_NAME} started with a simple frustration: some of the best food in Ireland is
              sold from farm shops, roadside honesty boxes and market stalls that are almost
              impossible to find unless you already know where they are. Many growers have no time
              to build a website, and visitors end up at the supermarket instead.
            </p>
            <p>
              So we built one place to find them all, county by county, with the details that
              matter: what they sell, when they are open and how to get there. We add events, so
              that you can pick strawberries in Wexford or choose a Christmas tree in Down, and
              Harvest Hub stories about the food and the people behind it.
            </p>
            <p>
              <strong className="text-stone-900">Listing is free</strong>, and always will be. Any
              farm shop owner can submit a listing in a few minutes. We review every submission
              within 1-2 business days and send an email confirmation once the shop is live.
            </p>
          </section>

          <section aria-labelledby="our-impact" className="lg:col-span-2">
            <div className="from-brand-700 rounded-3xl bg-linear-to-br to-emerald-800 p-8 text-white shadow-lg">
              <h2 id="our-impact" className="flex items-center gap-2 text-2xl font-bold">
                <Icon name="heart-handshake" className="size-7" />
                Our Impact
              </h2>
              <dl className="mt-6 space-y-5">
                {impact.map(({ value, label }) => (
                  <div
                    key={label}
                    className="flex items-baseline justify-between gap-4 border-b border-white/20 pb-4 last:border-0 last:pb-0"
                  >
                    <dt className="text-brand-50">{label}</dt>
                    <dd className="text-3xl font-bold">{value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </section>
        </div>

        <section
          aria-labelledby="join-us"
          className="bg-brand-50 ring-brand-100 mt-16 rounded-3xl px-6 py-10 text-center ring-1"
        >
          <h2 id="join-us" className="text-2xl font-bold text-stone-900">
            Own a farm shop, or looking for one?
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-stone-700">
            List your shop for free, or start exploring farm shops near you.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link
              href={routes.submit()}
              className="bg-brand-600 hover:bg-brand-700 focus-visible:outline-brand-600 inline-flex items-center gap-2 rounded-lg px-6 py-3 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              <Icon name="store" className="size-5" />
              List Your Shop
            </Link>
            <Link
              href={routes.search()}
              className="text-brand-700 ring-brand-600 hover:bg-brand-100 focus-visible:outline-brand-600 inline-flex items-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              <Icon name="search" className="size-5" />
              Find Farm Shops
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
