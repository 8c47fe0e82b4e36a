import { useTranslations } from "next-intl";
import { cardExcerpt } from "@/lib/format";
import { packWeek } from "@/lib/hours/packed-week";
import { shopHoursRules } from "@/lib/hours/shop-rules";
import type { HoursException, OpeningHours, PublicHolidayHours } from "@/lib/hours/types";
import { cardImages, shopHref } from "@/lib/shops/present";
import { hasOrganic } from "./icons";
import { type CardHoursRules, type ShopCardData, ShopCardView } from "./shop-card-view";

export type CardShop = {
  id: string;
  slug: string | null;
  name: string;
  town: string;
  county: string;
  description: string | null;
  shopType: string;
  products: string[];
  services: string[];
  openingHours: OpeningHours;
  publicHolidayHours: PublicHolidayHours;
  hoursExceptions: HoursException[];
  /** Hours not confirmed: the card never calls the shop open. */
  hoursAsPublished?: string | null;
  imageUrl: string | null;
  imageUrl2: string | null;
  featured: boolean;
};

/**
 * Shop card of the home page (featured shops) and the search results: photo (a slideshow when
 * the shop has two), badges, name, town and county, description clamped to 2 lines, service and
 * Organic icons, status, details. Rendered by a client component from only what it shows, so that
 * the page's RSC payload carries each card's few fields instead of its whole markup a second time.
 */
function cardRules(shop: CardShop): CardHoursRules {
  const { weekly, ...rest } = shopHoursRules(shop);
  return { ...rest, week: packWeek(weekly) };
}

/** What a card shows of a shop: the few fields its client view draws. */
export function shopCardData(shop: CardShop, hasEvents: boolean, showStatus = true): ShopCardData {
  return {
    href: shopHref(shop),
    saveKey: shop.slug ?? shop.id,
    name: shop.name,
    town: shop.town,
    county: shop.county,
    excerpt: shop.description ? cardExcerpt(shop.description, 200) : null,
    images: cardImages(shop),
    shopType: shop.shopType,
    featured: shop.featured,
    hasEvents,
    services: shop.services,
    organic: hasOrganic(shop.products),
    rules: showStatus ? cardRules(shop) : null,
  };
}

export function ShopCard({
  shop,
  hasEvents,
  showStatus = true,
  headingLevel = 3,
  eager = false,
}: {
  shop: CardShop;
  hasEvents: boolean;
  showStatus?: boolean;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  return <ShopCardView card={shopCardData(shop, hasEvents, showStatus)} headingLevel={headingLevel} eager={eager} />;
}

/** Three placeholder cards while shops load. */
export function ShopCardSkeletons({ count = 3 }: { count?: number }) {
  // Its label lives with the search page's messages, so that pages which only show cards do not
  // carry it in their payload.
  const t = useTranslations("Search");
  return (
    <div
      className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
      role="status"
      aria-busy="true"
      aria-label={t("loadingShops")}
    >
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          data-testid="shop-card-skeleton"
          className="animate-pulse overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200"
        >
          <div className="aspect-[4/3] bg-stone-200" />
          <div className="space-y-3 p-5">
            <div className="h-5 w-2/3 rounded bg-stone-200" />
            <div className="h-4 w-1/3 rounded bg-stone-200" />
            <div className="h-4 w-full rounded bg-stone-200" />
            <div className="h-4 w-5/6 rounded bg-stone-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
