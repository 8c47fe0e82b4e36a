import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import type { PublicEvent } from "@/lib/data/events";
import { FeaturedBadge } from "@/components/content/featured-badge";
import { cardExcerpt } from "@/lib/format";
import { EventImage } from "./event-image";
import { EventWhen } from "./event-when";

/** One event in a grid: picture, name, shop and county, dates, times and a link to the event page. */
export function EventCard({
  event,
  headingLevel = 3,
  showShop = true,
}: {
  event: PublicEvent;
  headingLevel?: 2 | 3;
  showShop?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="feed-card group">
      <EventImage
        imageUrl={event.imageUrl ?? event.farmShop.imageUrl}
        eventDate={event.eventDate}
        className="aspect-[16/9]"
      />
      <div className="card-body">
        <div className="flex items-start justify-between gap-3">
          <Heading className="card-title">
            {event.name}
          </Heading>
          {event.featured ? <FeaturedBadge /> : null}
        </div>
        {showShop ? (
          <p className="text-brand-700 flex items-center gap-2 text-sm font-medium">
            <Icon name="store" className="size-4 shrink-0" />
            <span>
              {event.farmShop.name}, Co. {event.farmShop.county}
            </span>
          </p>
        ) : null}
        <p className="line-clamp-2 text-sm text-stone-600">{cardExcerpt(event.description, 200)}</p>
        <EventWhen
          eventDate={event.eventDate}
          endDate={event.endDate}
          eventTime={event.eventTime}
          endTime={event.endTime}
        />
        <Link
          href={`/event/${event.id}`}
          className="feed-card-action"
        >
          View Event Details
          <span className="sr-only">: {event.name}</span>
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
