import type { Metadata } from "next";
import { Icon } from "@/components/ui/icon";
import { EventCard } from "@/components/events/event-card";
import { countySlug } from "@/lib/counties";
import { getUpcomingEvents } from "@/lib/events/cached";
import { pageMetadata, SITE_TAGLINE } from "@/lib/seo/metadata";
import { dublinToday } from "@/lib/time";
import { AddShopCta } from "./_components/add-shop-cta";
import { CountyFilter } from "./_components/county-filter";
import { countEventsByCounty, parseCountyParam } from "./_components/events-by-county";
import { EventsEmpty } from "./_components/events-empty";
import { EventsIntro } from "./_components/events-intro";
import { routes } from "@/lib/routes";

type Props = { searchParams: Promise<{ county?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const county = parseCountyParam((await searchParams).county);
  const where = county && county !== "unknown" ? ` in Co. ${county.name}` : "";
  return pageMetadata({
    title: `Farm Shop Events${where} – ${SITE_TAGLINE}`,
    description: `Upcoming farm shop events${where || " across Ireland"}: farmers' markets, tastings, pick-your-own days, workshops and seasonal family days out at local farms.`,
    path: county && county !== "unknown" ? routes.events({ county: county.slug }) : routes.events(),
    keywords: [
      "farm events Ireland",
      "farm shop events",
      "farmers markets",
      "pick your own",
      "farm open days",
    ],
    noIndex: county === "unknown",
  });
}

export default async function EventsPage({ searchParams }: Props) {
  const county = parseCountyParam((await searchParams).county);
  const events = await getUpcomingEvents(dublinToday());
  const counties = countEventsByCounty(events);
  const active = county === "unknown" ? null : county;
  const shown =
    county === null
      ? events
      : events.filter((e) => active && countySlug(e.farmShop.county) === active.slug);
  const plural = shown.length === 1 ? "event" : "events";
  const summary =
    county === null
      ? `Showing all ${shown.length} ${plural}`
      : `Showing ${shown.length} ${plural} in ${active?.name ?? "this county"}`;

  return (
    <div>
      <EventsIntro />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <CountyFilter
          total={events.length}
          counties={counties}
          active={county === null ? null : (active?.slug ?? "")}
        />
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <p className="text-stone-700" data-testid="events-summary">
            {summary}
          </p>
          {events.length > 0 ? (
            <a
              href={routes.eventsCalendar()}
              className="text-brand-700 inline-flex items-center gap-2 text-sm font-medium underline-offset-4 hover:underline"
            >
              <Icon name="calendar-plus" className="size-4" />
              Add all events to your calendar
            </a>
          ) : null}
        </div>
        {shown.length > 0 ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((event) => (
              <li key={event.id}>
                <EventCard event={event} headingLevel={2} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-6">
            <EventsEmpty countyName={county === null ? null : (active?.name ?? "this county")} />
          </div>
        )}
        <AddShopCta />
      </div>
    </div>
  );
}
