import "server-only";
import { shopColumns } from "@/lib/shops/queries";
import { countShops, searchShopFields, type ShopWith } from "./search";
import { searchQuery } from "./types";
import { withIrishWords } from "./request";

/**
 * Cards per county page: 18 (nine rows of two beside the map, as the events list has 18), so
 * that the largest county page stays under its 120 kB of HTML at 20,000 shops (24 came to 131 kB).
 */
export const RESULTS_PAGE_SIZE = 18;
/** County structured data lists the first shops by name. */
const JSON_LD_SHOPS = 10;

/** These of a shop's columns (searchShopFields wants the id among them). */
const columnsOf = <K extends keyof typeof shopColumns>(keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, shopColumns[key]])) as Pick<typeof shopColumns, K>;

/**
 * What a county card and its map marker show (components/shops/county-shop-card.tsx): 18 of a
 * shop's columns, not its hours, dates, services or timestamps. Reading whole shops, a county
 * page's listing came to 40.6 kB of cached JSON where these make 14.7 kB, and each first render
 * of the page cost 1.2 ms more of the server's CPU (20,000 shops, Cork page 3).
 */
export const COUNTY_CARD_COLUMNS = columnsOf([
  "id", "slug", "name", "town", "county", "address", "eircode", "shopType", "featured", "imageUrl", "imageUrl2",
  "description", "products", "phone", "email", "website", "latitude", "longitude",
]);
/** The structured list names each shop and its page (lib/seo/shop-json-ld.ts). */
const NAME_COLUMNS = columnsOf(["id", "slug", "name"]);

export type CountyCardShop = ShopWith<typeof COUNTY_CARD_COLUMNS>;

export type CountyListing = {
  shops: CountyCardShop[];
  /** Shops matching the county page's search. */
  matches: number;
  /** Every shop of the county. */
  countyTotal: number;
  /** The first shops of the county by name, for structured data. */
  firstByName: ShopWith<typeof NAME_COLUMNS>[];
  page: number;
  pages: number;
};

/**
 * A page of a county page: the county's shops matching `q` over name, description and products
 * (the county page's own meaning of a search), sorted by name, town or featured first.
 */
export async function countyListing({
  county,
  q,
  sort,
  page,
}: {
  county: string;
  q: string;
  sort: "name" | "town" | "featured";
  page: number;
}): Promise<CountyListing> {
  const base = searchQuery({ county: [county], fields: "county-page", correct: false });
  const query = { ...base, ...withIrishWords(q || undefined) };
  const [first, countyTotal, firstByName] = await Promise.all([
    searchShopFields(COUNTY_CARD_COLUMNS, { query, order: sort, limit: RESULTS_PAGE_SIZE, offset: (page - 1) * RESULTS_PAGE_SIZE }),
    q ? countShops({ query: base }) : null,
    searchShopFields(NAME_COLUMNS, { query: base, order: "name", limit: JSON_LD_SHOPS }),
  ]);
  const pages = Math.max(1, Math.ceil(first.total / RESULTS_PAGE_SIZE));
  // A page past the end shows the last one (an old link after shops left).
  const current = Math.min(page, pages);
  const shops =
    current === page
      ? first.shops
      : (await searchShopFields(COUNTY_CARD_COLUMNS, { query, order: sort, limit: RESULTS_PAGE_SIZE, offset: (current - 1) * RESULTS_PAGE_SIZE })).shops;
  return { shops, matches: first.total, countyTotal: countyTotal ?? firstByName.total, firstByName: firstByName.shops, page: current, pages };
}
