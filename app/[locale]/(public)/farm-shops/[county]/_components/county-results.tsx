"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { LazyMap } from "@/components/map/lazy-map";
import type { MapShop } from "@/components/map/map-shops";
import { type CountyCardData, CountyShopCardView } from "@/components/shops/county-shop-card-view";

/**
 * The county page's cards and the map of the same shops, drawn from one list of card fields: the
 * map's markers come from the cards' own fields, so the page's RSC payload carries each shop once.
 */
export function CountyResults({
  cards,
  county,
  styleUrl,
  pageLinks,
}: {
  cards: CountyCardData[];
  /** The county as its messages write it after "County": the genitive in Irish ("Ros Comáin", "Chorcaí"). */
  county: string;
  styleUrl: string;
  /** The page links under the cards (rendered on the server). */
  pageLinks: ReactNode;
}) {
  const t = useTranslations("CountyPage");
  const markers: MapShop[] = cards.flatMap((c) =>
    c.position ? [
          {
            id: c.href,
            key: c.slug,
            name: c.name,
            town: c.town,
            county: c.county,
            address: c.address,
            eircode: c.eircode,
            shopType: c.shopType,
            products: c.products,
            href: c.href,
            ...c.position,
          },
        ] : [],
  );
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-cols-[minmax(0,1fr)_28rem]">
      <div>
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2">
          {cards.map((card, i) => (
            <li key={card.href}>
              <CountyShopCardView card={card} eager={i < 2} />
            </li>
          ))}
        </ul>
        {pageLinks}
      </div>
      <aside aria-labelledby="county-map-title">
        <div className="lg:sticky lg:top-20">
          <h2 id="county-map-title" className="mb-3 text-lg font-semibold">
            {t("mapTitle", { county })}
          </h2>
          <LazyMap shops={markers} styleUrl={styleUrl} height={400} label={t("mapLabel", { county })} />
        </div>
      </aside>
    </div>
  );
}
