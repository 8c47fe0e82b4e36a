import "server-only";
import { mapPosition } from "@/lib/geo/coordinates";
import { dayPlan } from "@/lib/hours/rules";
import { shopHoursRules, type ShopHoursFields } from "@/lib/hours/shop-rules";
import { routes } from "@/lib/routes";
import { shopHref } from "@/lib/shops/present";
import { dublinToday } from "@/lib/time";
import { comingMonthDates } from "./months";
import { produceIn, type ProduceItem } from "./produce";

/** Shops shown under an item; the page carries a few more so that the nearest six can be picked. */
export const SEASON_SHOPS_SHOWN = 6;
export const SEASON_SHOP_CANDIDATES = 18;
const PICK_YOUR_OWN = "pick your own";

export type SeasonShop = {
  key: string;
  name: string;
  town: string;
  county: string;
  href: string;
  position: { latitude: number; longitude: number } | null;
  /** A pick-your-own farm open on at least one day of the month. */
  pickYourOwnOpen: boolean;
};

export type SeasonItem = {
  name: string;
  searchHref: string;
  pickYourOwn: boolean;
  /** Keys into `shops`, best matches first (the item named first, then its product category). */
  shopKeys: string[];
};

export type SeasonView = {
  month: number;
  items: SeasonItem[];
  shops: Record<string, SeasonShop>;
  /** Pick-your-own farms open this month (keys), by name. */
  pickYourOwn: string[];
};

type MatchShop = ShopHoursFields & {
  id: string;
  slug: string | null;
  name: string;
  town: string;
  county: string;
  description: string | null;
  products: string[];
  services: string[];
  shopType: string;
  featured: boolean;
  address: string;
  latitude: string | null;
  longitude: string | null;
};

const isPickYourOwn = (shop: MatchShop) => shop.services.some((s) => s.toLowerCase() === PICK_YOUR_OWN);

function openInMonth(shop: MatchShop, dates: string[], today: string): boolean {
  const rules = shopHoursRules(shop, today);
  return dates.some((d) => dayPlan(rules, d).slot !== null);
}

/**
 * How well a shop sells an item: 2 when its name, description or products name the item, 1 when
 * it sells the item's product category, 0 otherwise.
 */
export function matchScore(item: ProduceItem, shop: { name: string; description: string | null; products: string[] }, text?: string): number {
  const words = text ?? `${shop.name} ${shop.description ?? ""} ${shop.products.join(" ")}`.toLowerCase();
  if (item.words.some((w) => words.includes(w))) return 2;
  return shop.products.some((p) => p.toLowerCase() === item.category.toLowerCase()) ? 1 : 0;
}

/**
 * The month's produce with the shops that sell each item: named items first, then pick-your-own
 * farms open that month (for items people pick), then featured shops, then by name.
 */
export function seasonView(month: number, shops: readonly MatchShop[], today: string = dublinToday()): SeasonView {
  const dates = comingMonthDates(month, today);
  const prepared = shops.map((shop) => {
    const pyo = isPickYourOwn(shop) && shop.shopType !== "online" && openInMonth(shop, dates, today);
    return { shop, key: shop.slug ?? shop.id, text: `${shop.name} ${shop.description ?? ""} ${shop.products.join(" ")}`.toLowerCase(), pyo };
  });
  const used = new Map<string, SeasonShop>();
  const view = (p: (typeof prepared)[number]): string => {
    if (!used.has(p.key)) {
      used.set(p.key, {
        key: p.key,
        name: p.shop.name,
        town: p.shop.town,
        county: p.shop.county,
        href: shopHref(p.shop),
        position: p.shop.shopType === "online" ? null : mapPosition(p.shop),
        pickYourOwnOpen: p.pyo,
      });
    }
    return p.key;
  };
  const items = produceIn(month).map((item): SeasonItem => {
    const ranked = prepared
      .map((p) => ({ p, score: matchScore(item, p.shop, p.text) }))
      .filter((r) => r.score > 0)
      .sort(
        (a, b) =>
          b.score - a.score ||
          (item.pickYourOwn ? Number(b.p.pyo) - Number(a.p.pyo) : 0) ||
          Number(b.p.shop.featured) - Number(a.p.shop.featured) ||
          a.p.shop.name.localeCompare(b.p.shop.name, "en-IE"),
      )
      .slice(0, SEASON_SHOP_CANDIDATES);
    return {
      name: item.name,
      searchHref: routes.search({ q: item.query }),
      pickYourOwn: Boolean(item.pickYourOwn),
      shopKeys: ranked.map((r) => view(r.p)),
    };
  });
  const pickYourOwn = prepared
    .filter((p) => p.pyo)
    .sort((a, b) => a.shop.name.localeCompare(b.shop.name, "en-IE"))
    .map(view);
  return { month, items, shops: Object.fromEntries(used), pickYourOwn };
}
