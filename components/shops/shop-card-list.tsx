"use client";

import { useTranslations } from "next-intl";
import { type ShopCardData, ShopCardView } from "./shop-card-view";

export type ListedCard = { card: ShopCardData; /** "2.4 km" when the search is near a point. */ distance: string | null };

/**
 * The search page's result cards, as one list drawn by one client component: the list arrives in
 * the page's data as one value, so the server renders the <ul> and every <li> in one pass (cards
 * rendered one by one from streamed data came out of order, as <li>s outside their list).
 */
export function ShopCardList({ cards }: { cards: ListedCard[] }) {
  const t = useTranslations("ShopCard");
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2">
      {cards.map(({ card, distance }, i) => (
        <li key={card.href} className="relative">
          <ShopCardView card={card} headingLevel={2} eager={i < 2} />
          {distance && (
            <span
              className="bg-brand-800/90 absolute top-3 right-3 z-10 rounded-full px-2.5 py-1 text-xs font-semibold text-white shadow"
              data-testid="distance"
            >
              {t("away", { distance })}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
