"use client";

import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { SaveButton } from "@/components/saved/save-button";
import type { ShopImage } from "@/lib/shops/present";
import { ShopBadges } from "./badges";
import { ShopCardHeading } from "./card-heading";
import { ImageCarousel } from "./image-carousel";
import { telHref } from "@/lib/shops/present";

/** What a county card shows, prepared on the server (components/shops/county-shop-card.tsx). */
export type CountyCardData = {
  href: string;
  /** The shop's key in the saved list: its slug (its id while it has none). */
  slug: string;
  name: string;
  town: string;
  county: string;
  /** For the map popup's Directions link. */
  address: string;
  eircode: string | null;
  shopType: string;
  featured: boolean;
  images: ShopImage[];
  excerpt: string | null;
  /** The first products, by name (no icons: a lighter card, 24 a page). */
  products: string[];
  /** How many products the card leaves out ("+n more"). */
  more: number;
  phone: string | null;
  email: string | null;
  website: string | null;
  /** Where the county map marks the shop; null when its coordinates are missing or suspect. */
  position: { latitude: number; longitude: number } | null;
};

const shortcut = "card-shortcut";

/**
 * County page card, drawn from only what it shows: the page's RSC payload carries these few
 * fields instead of the card's whole markup a second time (24 cards a page).
 */
export function CountyShopCardView({ card, eager }: { card: CountyCardData; eager: boolean }) {
  const t = useTranslations("ShopCard");
  const products = useTranslations("Products");
  return (
    <article className="card">
      <div className="relative">
        <ImageCarousel images={card.images} label={card.name} className="aspect-[16/10]" eager={eager} />
        <ShopBadges shopType={card.shopType} featured={card.featured} hasEvents={false} className="card-badges" />
      </div>
      <div className="card-body">
        <ShopCardHeading name={card.name} town={card.town} county={card.county} href={card.href} />
        {card.excerpt && <p className="card-excerpt">{card.excerpt}</p>}
        {card.products.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={t("products")}>
            {card.products.map((p) => (
              <li key={p} className="card-product">
                {products.has(p as never) ? products(p as never) : p}
              </li>
            ))}
            {card.more > 0 && (
              <li className="card-more">
                {t("more", { count: card.more })}
              </li>
            )}
          </ul>
        )}
        <div className="card-actions">
          <div className="flex gap-2">
            {card.phone && (
              <a href={telHref(card.phone)} className={shortcut} aria-label={t("call", { name: card.name })} title={card.phone}>
                <Icon name="phone" className="size-4" />
              </a>
            )}
            {card.email && (
              <a href={`mailto:${card.email}`} className={shortcut} aria-label={t("email", { name: card.name })}>
                <Icon name="mail" className="size-4" />
              </a>
            )}
            {card.website && (
              <a
                href={card.website}
                target="_blank"
                rel="noopener noreferrer"
                className={shortcut}
                aria-label={t("website", { name: card.name })}
              >
                <Icon name="globe" className="size-4" />
              </a>
            )}
          </div>
          <div className="flex items-center gap-2">
            <SaveButton slug={card.slug} name={card.name} look="inline" />
            <Link href={card.href} aria-label={t("viewDetailsLabel", { name: card.name })} className="card-details">
              {t("viewDetails")}
              <Icon name="arrow-right" className="size-4" />
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
