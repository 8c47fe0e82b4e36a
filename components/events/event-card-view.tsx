"use client";

import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { FeaturedBadge } from "@/components/content/featured-badge";
import { Icon } from "@/components/ui/icon";
import { EventImage } from "./event-image";
import { EventWhenLines } from "./event-when";

/** What an event card shows, prepared on the server (components/events/event-card.tsx). */
export type EventCardData = {
  href: string;
  name: string;
  featured: boolean;
  /** "Shop name, Co. County", or null when the card leaves the shop out. */
  shop: string | null;
  excerpt: string;
  imageUrl: string | null;
  eventDate: string;
  dates: string;
  times: string;
};

export function EventCardView({ card, headingLevel }: { card: EventCardData; headingLevel: 2 | 3 }) {
  const t = useTranslations("EventCard");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="feed-card group">
      <EventImage imageUrl={card.imageUrl} eventDate={card.eventDate} className="aspect-[16/9]" />
      <div className="card-body">
        <div className="flex items-start justify-between gap-3">
          <Heading className="card-title">{card.name}</Heading>
          {card.featured ? <FeaturedBadge /> : null}
        </div>
        {card.shop ? (
          <p className="text-brand-700 flex items-center gap-2 text-sm font-medium">
            <Icon name="store" className="size-4 shrink-0" />
            <span>{card.shop}</span>
          </p>
        ) : null}
        <p className="line-clamp-2 text-sm text-stone-600">{card.excerpt}</p>
        <EventWhenLines dates={card.dates} times={card.times} />
        <Link href={card.href} className="feed-card-action">
          {t("viewDetails")}
          <span className="sr-only">: {card.name}</span>
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
