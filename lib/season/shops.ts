import "server-only";
import { PICK_YOUR_OWN } from "@/lib/catalog";
import { dayPlan } from "@/lib/hours/rules";
import { shopHoursRules, type ShopHoursFields } from "@/lib/hours/shop-rules";
import { routes } from "@/lib/routes";
import { shopHref } from "@/lib/shops/present";
import { dublinToday } from "@/lib/time";
import { comingMonthDates } from "./months";
import { produceIn } from "./produce";
import { SEASON_SHOP_CANDIDATES, type SeasonCandidate } from "./queries";

/** Pick-your-own farms the page carries per county: the nearest are near wherever the visitor is. */
export const SEASON_FARMS_PER_COUNTY = 2;

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
  /** The search for the item by name, or for its product category when no listed shop names it. */
  searchHref: string;
  /** That category when the search is for it, else null. */
  searchCategory: string | null;
  pickYourOwn: boolean;
  /** Keys into `shops`, best matches first (the item named first, then its product category). */
  shopKeys: string[];
};

export type SeasonView = {
  month: number;
  items: SeasonItem[];
  shops: Record<string, SeasonShop>;
  /** Pick-your-own farms open this month (keys), by name: at most SEASON_FARMS_PER_COUNTY a county. */
  pickYourOwn: string[];
  /** How many pick-your-own farms open this month in all, and a search for every one of them. */
  pickYourOwnTotal: number;
  pickYourOwnSearchHref: string;
};

function openInMonth(shop: ShopHoursFields, dates: string[], today: string): boolean {
  const rules = shopHoursRules(shop, today);
  return dates.some((d) => dayPlan(rules, d).slot !== null);
}

/**
 * The month's produce with the shops that sell each item (listSeasonCandidates): named items
 * first, then pick-your-own farms open that month (for items people pick), then featured shops,
 * then by name; and the pick-your-own farms open that month.
 */
export function seasonView(month: number, candidates: readonly SeasonCandidate[], today: string = dublinToday()): SeasonView {
  const dates = comingMonthDates(month, today);
  const prepared = candidates.map((shop) => ({
    shop,
    key: shop.slug ?? shop.id,
    pyo: shop.pickYourOwn && openInMonth({ ...shop, openingHours: shop.openingHours ?? {} }, dates, today),
  }));
  const used = new Map<string, SeasonShop>();
  const view = (p: (typeof prepared)[number]): string => {
    if (!used.has(p.key)) {
      used.set(p.key, {
        key: p.key,
        name: p.shop.name,
        town: p.shop.town,
        county: p.shop.county,
        href: shopHref(p.shop),
        position: p.shop.online || p.shop.mapLat === null || p.shop.mapLon === null ? null : { latitude: p.shop.mapLat, longitude: p.shop.mapLon },
        pickYourOwnOpen: p.pyo,
      });
    }
    return p.key;
  };
  const items = produceIn(month).map((item, i): SeasonItem => {
    const ranked = prepared
      .flatMap((p) => p.shop.matches.filter((m) => m.item === i).map((m) => ({ p, ...m })))
      .sort((a, b) => b.score - a.score || (item.pickYourOwn ? Number(b.p.pyo) - Number(a.p.pyo) : 0) || a.rank - b.rank)
      .slice(0, SEASON_SHOP_CANDIDATES);
    // A search for a name no shop uses finds nothing: then the link asks for the item's category,
    // which the shops listed under it sell.
    const named = ranked.some((r) => r.namesQuery);
    return {
      name: item.name,
      searchHref: named ? routes.search({ q: item.query }) : routes.search({ products: item.category }),
      searchCategory: named ? null : item.category,
      pickYourOwn: Boolean(item.pickYourOwn),
      shopKeys: ranked.map((r) => view(r.p)),
    };
  });
  const byName = new Intl.Collator("en-IE").compare;
  const farms = prepared.filter((p) => p.pyo).sort((a, b) => byName(a.shop.name, b.shop.name));
  const perCounty = new Map<string, number>();
  const pickYourOwn = farms
    .filter((p) => {
      const n = perCounty.get(p.shop.county) ?? 0;
      perCounty.set(p.shop.county, n + 1);
      return n < SEASON_FARMS_PER_COUNTY;
    })
    .map(view);
  return {
    month,
    items,
    shops: Object.fromEntries(used),
    pickYourOwn,
    pickYourOwnTotal: farms.length,
    pickYourOwnSearchHref: routes.search({ services: PICK_YOUR_OWN }),
  };
}
