"use client";

import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { Icon } from "@/components/ui/icon";
import { type PackedWeek, unpackWeek } from "@/lib/hours/packed-week";
import type { HoursRules } from "@/lib/hours/types";
import type { ShopImage } from "@/lib/shops/present";
import { SaveButton } from "@/components/saved/save-button";
import { ShopBadges } from "./badges";
import { ShopCardHeading } from "./card-heading";
import { ServiceIconRow } from "./icons";
import { ImageCarousel } from "./image-carousel";
import { OpenStatus } from "./open-status";

/** What a shop card shows, prepared on the server (components/shops/shop-card.tsx). */
export type ShopCardData = {
  href: string;
  /** Its key in the saved list: the slug, or the id while it has none. */
  saveKey: string;
  name: string;
  town: string;
  county: string;
  /** The start of the description, as much as the 2-line clamp can show. */
  excerpt: string | null;
  images: ShopImage[];
  shopType: string;
  featured: boolean;
  hasEvents: boolean;
  services: string[];
  organic: boolean;
  /** The hours and holidays of the status, the week packed short; null hides it. */
  rules: CardHoursRules | null;
};

export type CardHoursRules = Omit<HoursRules, "weekly"> & { week: PackedWeek };

export function ShopCardView({
  card,
  headingLevel,
  eager,
}: {
  card: ShopCardData;
  headingLevel: 2 | 3;
  eager: boolean;
}) {
  const t = useTranslations("ShopCard");
  const rules = useMemo(() => {
    if (!card.rules) return null;
    const { week, ...rest } = card.rules;
    return { ...rest, weekly: unpackWeek(week) };
  }, [card.rules]);
  return (
    <article className="card">
      <div className="relative">
        <ImageCarousel images={card.images} label={card.name} className="aspect-[4/3]" eager={eager} />
        <ShopBadges
          shopType={card.shopType}
          featured={card.featured}
          hasEvents={card.hasEvents}
          className="card-badges"
        />
      </div>
      <div className="card-body">
        <ShopCardHeading
          name={card.name}
          town={card.town}
          county={card.county}
          href={card.href}
          level={headingLevel}
        />
        {card.excerpt && (
          <p className="line-clamp-2 text-sm leading-relaxed text-stone-700">{card.excerpt}</p>
        )}
        <div className="mt-auto flex flex-col gap-3 pt-1">
          <ServiceIconRow services={card.services} organic={card.organic} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            {rules ? <OpenStatus rules={rules} /> : <span />}
            <div className="flex items-center gap-2">
              <SaveButton slug={card.saveKey} name={card.name} look="inline" />
              <Link href={card.href} className="card-details" aria-label={t("viewDetailsLabel", { name: card.name })}>
                {t("viewDetails")}
                <Icon name="arrow-right" className="size-4" />
              </Link>
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}
