import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { Icon } from "@/components/ui/icon";
import { PageBanner } from "@/components/content/page-banner";
import { getEnv } from "@/lib/env";
import { pageMetadata, SITE_TAGLINE } from "@/lib/seo/metadata";
import { HELP_PRODUCTS, HELP_SERVICES, HelpCard } from "./_components/help-icons";
import { routes } from "@/lib/routes";

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: `Help Center – ${SITE_TAGLINE}`,
    description:
      "How to search the farm shop directory, read shop listings, service icons and product categories, and list your own farm shop for free in five steps.",
    path: routes.help(),
  });
}

const ownerSteps = [
  {
    title: "Open the listing form",
    text: "Choose List Your Shop (or Submit Shop in the menu). Listing is free.",
  },
  {
    title: "Add the basics",
    text: "Shop name, shop type, county, town and full address, plus phone, email and website if you have them.",
  },
  {
    title: "Choose products and services",
    text: "Tick at least one product category and any services you offer.",
  },
  {
    title: "Describe your shop and set opening hours",
    text: "A few friendly sentences and your hours for each day, marking closed days.",
  },
  {
    title: "Add a photo and submit for review",
    text: "We review every listing within 1-2 business days and email you once your shop is live.",
  },
];

const contents = [
  ["quick-start", "Quick start"],
  ["search", "Ways to search"],
  ["shop-info", "Shop information"],
  ["services", "Service icons"],
  ["products", "Product categories"],
  ["shop-types", "Physical and online shops"],
  ["owners", "List your shop"],
  ["tips", "Tips"],
  ["contact", "Contact"],
] as const;

export default async function HelpPage() {
  await connection(); // the contact address is configuration, read at request time
  const email = getEnv().CONTACT_EMAIL;

  return (
    <div>
      <PageBanner
        eyebrow="Help Center"
        title="How can we help?"
        icon={<Icon name="life-buoy" className="size-9 shrink-0" />}
      >
        <p>
          Everything you need to find farm shops near you, make sense of a listing, or list your own
          shop for free.
        </p>
      </PageBanner>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-4 lg:px-8">
        <nav aria-label="Help topics" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold tracking-wider text-stone-600 uppercase">
            On this page
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {contents.map(([id, label]) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="text-brand-700 hover:bg-brand-50 hover:text-brand-800 block rounded-lg px-3 py-1.5 text-sm"
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="space-y-8 lg:col-span-3">
          <HelpCard id="quick-start" title="Quick Start" icon="rocket">
            <ol className="list-decimal space-y-2 pl-5">
              <li>
                Type a shop name, product (such as &quot;honey&quot; or &quot;eggs&quot;) or town
                into the search box on the{" "}
                <Link href={routes.home()} className="text-brand-700 font-medium underline underline-offset-4">
                  home page
                </Link>
                .
              </li>
              <li>Or pick your county from the Browse by County grid to see every shop there.</li>
              <li>
                Open a shop to see its products, services, opening hours, map and upcoming events.
              </li>
              <li>Check the opening status, then tap Get Directions to get there.</li>
            </ol>
          </HelpCard>

          <HelpCard id="search" title="Ways to Search" icon="search">
            <ul className="list-disc space-y-2 pl-5">
              <li>
                <strong>Keyword search:</strong> matches shop names, descriptions, towns, counties,
                addresses and products.
              </li>
              <li>
                <strong>Browse by county:</strong> every county has its own page at
                /farm-shops/county-name, with a map and sorting by name, town or featured first.
              </li>
              <li>
                <strong>County filter:</strong> combine a keyword with a county on the{" "}
                <Link
                  href={routes.search()}
                  className="text-brand-700 font-medium underline underline-offset-4"
                >
                  search page
                </Link>
                .
              </li>
              <li>
                <strong>Near me and Open now:</strong> sort results by distance from where you are
                (your browser asks first), or show only shops that are open right now.
              </li>
              <li>
                <strong>Map view:</strong> see results on the map and tap a marker for the
                shop&apos;s details.
              </li>
            </ul>
          </HelpCard>

          <HelpCard id="shop-info" title="Understanding Shop Information" icon="info">
            <ul className="list-disc space-y-2 pl-5">
              <li>
                <strong>Opening status:</strong> &quot;Open until 17:00&quot; in green, or
                &quot;Closed&quot; in red with the next opening time, worked out on Irish time.
              </li>
              <li>
                <strong>Opening hours:</strong> the shop&apos;s hours for each day of the week, in
                24-hour time.
              </li>
              <li>
                <strong>Badges:</strong> Featured, Online Only, Honesty Box only, Farmers Markets
                only, and Events when the shop has upcoming events.
              </li>
              <li>
                <strong>Contact and directions:</strong> tap a phone number to call, an email to
                write, or Get Directions to open your map app.
              </li>
            </ul>
          </HelpCard>

          <HelpCard id="services" title="Service Icons" icon="shopping-basket">
            <p>Shops show the services they offer with these icons:</p>
            <ul className="grid gap-3 sm:grid-cols-2">
              {HELP_SERVICES.map(({ name, icon, text }) => (
                <li key={name} className="flex items-start gap-3 rounded-xl bg-stone-50 p-3">
                  <Icon name={icon} className="text-brand-600 mt-0.5 size-5 shrink-0" />
                  <span>
                    <strong className="text-stone-900">{name}</strong>
                    <span className="block text-sm text-stone-600">{text}</span>
                  </span>
                </li>
              ))}
            </ul>
          </HelpCard>

          <HelpCard id="products" title="Product Categories" icon="tags">
            <p>Listings group what a shop sells into these categories:</p>
            <ul className="flex flex-wrap gap-2">
              {HELP_PRODUCTS.map(({ name, icon }) => (
                <li
                  key={name}
                  className="bg-brand-50 text-brand-800 ring-brand-100 inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium ring-1"
                >
                  <Icon name={icon} className="size-4" />
                  {name}
                </li>
              ))}
            </ul>
          </HelpCard>

          <HelpCard id="shop-types" title="Physical Shops and Online-Only Shops" icon="globe">
            <p>
              <strong>Physical shops</strong> have a farm shop, stall or honesty box you can visit,
              with an address, map and opening hours. Honesty-box-only and farmers-market-only
              sellers are marked with their own badge, because there may be nobody on site or they
              may trade only on market days.
            </p>
            <p>
              <strong>Online-only shops</strong> sell through their website and deliver to you. They
              carry an Online Only badge and may not have a shop to visit or opening hours; use
              their website link to order.
            </p>
          </HelpCard>

          <HelpCard id="owners" title="List Your Farm Shop in Five Steps" icon="list-checks">
            <ol className="space-y-4">
              {ownerSteps.map((step, i) => (
                <li key={step.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="bg-brand-600 flex size-8 shrink-0 items-center justify-center rounded-full font-bold text-white"
                  >
                    {i + 1}
                  </span>
                  <span>
                    <strong className="block text-stone-900">
                      <span className="sr-only">Step {i + 1}: </span>
                      {step.title}
                    </strong>
                    {step.text}
                  </span>
                </li>
              ))}
            </ol>
            <Link
              href={routes.submit()}
              className="bg-brand-600 hover:bg-brand-700 focus-visible:outline-brand-600 inline-flex items-center gap-2 rounded-lg px-5 py-2.5 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              <Icon name="store" className="size-4" />
              List Your Shop For Free
            </Link>
          </HelpCard>

          <HelpCard id="tips" title="Tips" icon="lightbulb">
            <ul className="list-disc space-y-2 pl-5">
              <li>
                Hours change with the seasons: check the opening status, or ring ahead, before a
                long trip.
              </li>
              <li>Bring cash and coins for honesty boxes, and your own bags or boxes.</li>
              <li>Arrive early on busy days; pick-your-own fields and bakeries can sell out.</li>
              <li>
                Shop owners: a bright, real photo and accurate hours bring more visitors than
                anything else.
              </li>
              <li>Spotted something out of date? Tell us and we will fix it.</li>
            </ul>
          </HelpCard>

          <HelpCard id="contact" title="Still Need Help?" icon="mail">
            <p>
              Email us at{" "}
              <a
                href={`mailto:${email}`}
                className="text-brand-700 font-medium underline underline-offset-4"
              >
                {email}
              </a>
              . We reply within 24 hours on business days.
            </p>
          </HelpCard>
        </div>
      </div>
    </div>
  );
}
