import { useLocale } from "next-intl";
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
  const card: EventCardData = {
    href: routes.event(event),
    name: event.name,
    featured: event.featured,
    shop: showShop ? `${event.farmShop.name}, Co. ${event.farmShop.county}` : null,
    excerpt: cardExcerpt(event.description, 140),
    imageUrl: event.imageUrl ?? event.farmShop.imageUrl ?? null,
    eventDate: event.eventDate,
    dates: formatDateRange(event.eventDate, event.endDate, locale),
    times: formatTimeRange(event.eventTime, event.endTime),
  };
  return <EventCardView card={card} headingLevel={headingLevel} />;
}
