import { useLocale, useTranslations } from "next-intl";
import { useCountyOf } from "@/i18n/county-of";
import type { PublicEvent } from "@/lib/events/cached";
import { cardExcerpt, formatDateRange, formatTimeRange } from "@/lib/format";
import { type EventCardData, EventCardView } from "./event-card-view";
import { routes } from "@/lib/routes";

/**
 * One event in a grid: picture, name, shop and county, dates, times and a link to the event page.
 * Rendered by a client component from only what it shows: the page's RSC payload carries these
 * few fields rather than the card's whole markup a second time.
 */
export function EventCard({
  event,
  headingLevel = 3,
  showShop = true,
}: {
  event: PublicEvent;
  headingLevel?: 2 | 3;
  showShop?: boolean;
}) {
  const locale = useLocale();
  const t = useTranslations("EventCard");
  const countyOf = useCountyOf();
  const card: EventCardData = {
    href: routes.event(event),
    name: event.name,
    featured: event.featured,
    shop: showShop ? t("shop", { shop: event.farmShop.name, county: countyOf(event.farmShop.county) }) : null,
    excerpt: cardExcerpt(event.description, 140),
    imageUrl: event.imageUrl ?? event.farmShop.imageUrl ?? null,
    eventDate: event.eventDate,
    dates: formatDateRange(event.eventDate, event.endDate, locale),
    times: formatTimeRange(event.eventTime, event.endTime),
  };
  return <EventCardView card={card} headingLevel={headingLevel} />;
}
