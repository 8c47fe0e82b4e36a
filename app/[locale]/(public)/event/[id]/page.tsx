import type { Metadata } from "next";
import { Link } from "@/i18n/navigation";
import { getTranslations } from "next-intl/server";
import { countyName } from "@/i18n/counties";
import { countyOf } from "@/i18n/county-of";
import { notFound } from "next/navigation";
import { Icon } from "@/components/ui/icon";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { FeaturedBadge } from "@/components/content/featured-badge";
import { EventImage } from "@/components/events/event-image";
import { EventWhen } from "@/components/events/event-when";
import { getPublicEvent } from "@/lib/events/cached";
import { breadcrumbJsonLd, eventId, eventJsonLd, webPageJsonLd } from "@/lib/seo/content-json-ld";
import { JsonLd } from "@/lib/seo/json-ld";
import { pageMetadata, siteTagline } from "@/lib/seo/metadata";
import { formatDateRange } from "@/lib/format";
import { dublinToday } from "@/lib/time";
import { EventInfoCard } from "./_components/event-info-card";
import { EventLocationCard } from "./_components/event-location-card";
import { routes } from "@/lib/routes";
import { pageLocale, setPageLocale } from "@/i18n/locale";

type Props = { params: Promise<{ locale: string; id: string }> };

/** The event's last day is behind us (on the Irish clock; the page is rendered again within 5 minutes). */
const hasEnded = (event: { eventDate: string; endDate: string | null }) => (event.endDate ?? event.eventDate) < dublinToday();

async function loadEvent(id: string) {
  // Ids are UUIDs; anything much longer is not worth a database round trip.
  return id.length <= 64 ? getPublicEvent(id) : null;
}

// Cached whole on first visit; admin changes expire it through the data tags.
export const revalidate = 300;
export function generateStaticParams(): { id: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  setPageLocale((await params).locale);
  const event = await loadEvent((await params).id);
  const t = await getTranslations("Event.meta");
  if (!event)
    return { title: { absolute: `${t("notFound")} – ${await siteTagline()}` }, robots: { index: false } };
  const shop = event.farmShop;
  const vars = { event: event.name, shop: shop.name, town: shop.town, county: countyName(shop.county, await getTranslations("Counties")) };
  // The title and description write "County {county}": the genitive in Irish ("Contae Chill Chainnigh").
  const place = { ...vars, county: countyOf(await getTranslations("CountyOf"), shop.county) };
  const metadata = pageMetadata({
    locale: pageLocale(),
    title: `${t("title", place)} – ${await siteTagline()}`,
    description: `${t("description", { ...place, dates: formatDateRange(event.eventDate, event.endDate, pageLocale()) })} ${event.description}`,
    path: routes.event(event),
    image: event.imageUrl ?? shop.imageUrl,
    keywords: [
      event.name,
      shop.name,
      t("keyword1", vars),
      t("keyword2", vars),
      t("keyword3"),
    ],
  });
  // A past event's page stays (links to it keep working) but leaves search engines' results.
  return hasEnded(event) ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

const button =
  "inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export default async function EventPage({ params }: Props) {
  setPageLocale((await params).locale);
  const event = await loadEvent((await params).id);
  if (!event) notFound();
  const paragraphs = event.description
    .split(/\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const t = await getTranslations("Event");
  const nav = await getTranslations("Nav");
  const countyNames = await getTranslations("CountyOf");
  const ended = hasEnded(event);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <JsonLd data={eventJsonLd(event, pageLocale())} />
      <JsonLd data={webPageJsonLd(pageLocale(), routes.event(event), { type: "ItemPage", mainEntity: eventId(event) })} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: nav("home"), href: routes.home() },
          { name: nav("events"), href: routes.events() },
          { name: event.name, href: routes.event(event) },
        ], pageLocale())}
      />
      <Breadcrumbs
        items={[
          { name: nav("home"), href: routes.home() },
          { name: nav("events"), href: routes.events() },
          { name: event.name },
        ]}
      />
      <Link
        href={routes.events()}
        className="text-brand-700 hover:text-brand-800 mt-4 inline-flex items-center gap-2 text-sm font-medium"
      >
        <Icon name="arrow-left" className="size-4" />
        {t("back")}
      </Link>

      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <article className="lg:col-span-2">
          <EventImage
            imageUrl={event.imageUrl}
            eventDate={event.eventDate}
            priority
            className={`${event.imageUrl ? "aspect-[16/9]" : "aspect-[5/2]"} rounded-2xl shadow-sm`}
          />
          <div className="mt-6 flex flex-wrap items-start gap-3">
            <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
              {event.name}
            </h1>
            {event.featured ? <FeaturedBadge className="mt-2" /> : null}
          </div>
          <p className="text-brand-700 mt-2 font-medium">
            {t("where", { shop: event.farmShop.name, town: event.farmShop.town, county: countyOf(countyNames, event.farmShop.county) })}
          </p>
          {ended ? (
            <p className="mt-4 flex items-start gap-2 rounded-xl bg-stone-100 p-4 font-medium text-stone-800 ring-1 ring-stone-200" data-testid="event-ended">
              <Icon name="info" className="mt-0.5 size-5 shrink-0" />
              {t("ended")}
            </p>
          ) : null}
          <div className="bg-brand-50 ring-brand-100 mt-4 rounded-xl p-4 ring-1">
            <EventWhen
              eventDate={event.eventDate}
              endDate={event.endDate}
              eventTime={event.eventTime}
              endTime={event.endTime}
            />
          </div>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-stone-700">
            {paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            {event.websiteUrl ? (
              <a
                href={event.websiteUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={`${button} bg-brand-600 hover:bg-brand-700 text-white`}
              >
                <Icon name="external-link" className="size-4" />
                {t("website")}
                <span className="sr-only"> {t("newTab")}</span>
              </a>
            ) : null}
            <Link
              href={routes.shop(event.farmShop)}
              className={`${button} text-brand-700 ring-brand-600 hover:bg-brand-50 bg-white ring-1 ring-inset`}
            >
              <Icon name="store" className="size-4" />
              {t("shop")}
            </Link>
            {ended ? null : (
              <a
                href={routes.eventCalendar(event)}
                download
                className={`${button} bg-white text-stone-700 ring-1 ring-stone-300 ring-inset hover:bg-stone-50`}
              >
                <Icon name="calendar-plus" className="size-4" />
                {t("calendar")}
              </a>
            )}
          </div>
        </article>
        <aside className="space-y-6" aria-label={t("details")}>
          <EventLocationCard shop={event.farmShop} />
          <EventInfoCard event={event} />
        </aside>
      </div>
    </div>
  );
}
