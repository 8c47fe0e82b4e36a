import type { Metadata } from "next";
import { ClientMessages } from "@/i18n/client-messages";
import { EVENT_CARD_MESSAGES } from "@/i18n/client-sets";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { countyName } from "@/i18n/counties";
import { countyOf } from "@/i18n/county-of";
import { Icon } from "@/components/ui/icon";
import { Pagination } from "@/components/ui/pagination";
import { EventCard } from "@/components/events/event-card";
import { getUpcomingEventCounts, getUpcomingEventsPage } from "@/lib/events/cached";
import { readListPage, routes } from "@/lib/routes";
import { pageMetadata, siteTagline } from "@/lib/seo/metadata";
import { dublinToday } from "@/lib/time";
import { AddShopCta } from "../../../_components/add-shop-cta";
import { CountyFilter } from "../../../_components/county-filter";
import { countyCounts, EVENTS_PAGE_SIZE, readCountySegment } from "../../../_components/events-by-county";
import { EventsEmpty } from "../../../_components/events-empty";
import { EventsIntro } from "../../../_components/events-intro";
import { pageLocale, setPageLocale } from "@/i18n/locale";

type Props = { params: Promise<{ locale: string; county: string; page: string }> };

/**
 * The events list, served whole from the route cache. proxy.ts rewrites /events?county=…&page=…
 * here (lib/routes), so that the query becomes path segments the cache can key on; admin changes
 * expire it through the data tags, and the time bound moves "upcoming" on after midnight.
 */
export const revalidate = 300;
export function generateStaticParams(): { county: string; page: string }[] {
  return [];
}

/** The address's county and page, or 404 for segments the proxy never makes. */
async function readParams(params: Props["params"]) {
  const { county: countySegment, page: pageSegment } = await params;
  const county = readCountySegment(countySegment);
  const page = readListPage(pageSegment);
  if (county === null || page === null) notFound();
  const active = typeof county === "object" ? county : null;
  const href = (n: number) => routes.events({ county: active?.slug, page: n });
  return { county, active, page, href };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  setPageLocale((await params).locale);
  const { county, active, page, href } = await readParams(params);
  // A page past the last is the 404 page, metadata included (its title, noindex), not a list page
  // with a 404 body. The read is the page's own, answered from the data cache.
  const total = await upcomingTotal(county, active, page);
  if (page > 1 && page > pageCount(total)) notFound();
  const t = await getTranslations("Events.meta");
  // "Farm Shop Events in Co. Cork", "… i gContae Chorcaí": the genitive in Irish.
  const countyIn = active ? countyOf(await getTranslations("CountyOf"), active.name) : "";
  const vars = { where: active ? "county" : "all", county: countyIn, page, paged: page > 1 ? "yes" : "no" };
  return pageMetadata({
    locale: pageLocale(),
    title: `${t("title", vars)} – ${await siteTagline()}`,
    description: t("description", vars),
    // Each page is its own canonical address: it lists other events than the first.
    path: href(page),
    keywords: [t("keyword1"), t("keyword2"), t("keyword3"), t("keyword4"), t("keyword5")],
    // A list with nothing in it ("No upcoming events in Sligo") is no page for the index.
    noIndex: county === "unknown" || total === 0,
  });
}

/** How many pages a list of `total` events takes (1 when it is empty). */
const pageCount = (total: number) => Math.max(1, Math.ceil(total / EVENTS_PAGE_SIZE));

/** How many upcoming events the list has (0 for an unknown county), from the read the page itself makes. */
async function upcomingTotal(county: Awaited<ReturnType<typeof readParams>>["county"], active: { name: string } | null, page: number): Promise<number> {
  if (county === "unknown") return 0;
  return (await getUpcomingEventsPage(dublinToday(), active?.name ?? null, EVENTS_PAGE_SIZE, (page - 1) * EVENTS_PAGE_SIZE)).total;
}

export default async function EventsPage({ params }: Props) {
  setPageLocale((await params).locale);
  const { county, active, page, href } = await readParams(params);
  const today = dublinToday();
  const [counts, list] = await Promise.all([
    getUpcomingEventCounts(today),
    county === "unknown"
      ? { events: [], total: 0 }
      : getUpcomingEventsPage(today, active?.name ?? null, EVENTS_PAGE_SIZE, (page - 1) * EVENTS_PAGE_SIZE),
  ]);
  const pages = pageCount(list.total);
  // Past the last page there is nothing to show: 404, so that no empty page is indexed or cached as content.
  if (page > pages) notFound();
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  const t = await getTranslations("Events");
  const counties = await getTranslations("Counties");
  // The county in the page's language ("Corcaigh" on /ga).
  const shownCounty = county === "all" ? null : active ? countyName(active.name, counties) : t("thisCounty");
  const counted = { count: list.total, n: String(list.total) };
  const summary = shownCounty === null ? t("showingAll", counted) : t("showingIn", { ...counted, county: shownCounty });

  return (
    <ClientMessages use={EVENT_CARD_MESSAGES}>
    <div>
      <EventsIntro />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <CountyFilter total={total} counties={countyCounts(counts).map((c) => ({ ...c, name: countyName(c.name, counties) })).sort((a, b) => a.name.localeCompare(b.name, pageLocale()))} active={county === "all" ? null : (active?.slug ?? "")} />
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <p className="text-stone-700" data-testid="events-summary">
            {summary}
          </p>
          {list.total > 0 ? (
            <a
              href={routes.eventsCalendar({ county: active?.slug })}
              className="text-brand-700 inline-flex items-center gap-2 text-sm font-medium underline-offset-4 hover:underline"
            >
              <Icon name="calendar-plus" className="size-4" />
              {active ? t("calendarCounty", { county: countyName(active.name, counties) }) : t("calendar")}
            </a>
          ) : null}
        </div>
        {list.events.length > 0 ? (
          <>
            <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {list.events.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} headingLevel={2} />
                </li>
              ))}
            </ul>
            <Pagination page={page} pages={pages} href={href} label={t("pages")} />
          </>
        ) : (
          <div className="mt-6">
            <EventsEmpty countyName={shownCounty} />
          </div>
        )}
        <AddShopCta />
      </div>
    </div>
    </ClientMessages>
  );
}
