import "server-only";
import { countShops, searchShops, type SearchHit } from "./search";
import { searchQuery } from "./types";

/**
 * Cards per county page: 18 (nine rows of two beside the map, as the events list has 18), so
 * that the largest county page stays under its 120 kB of HTML at 20,000 shops (24 came to 131 kB).
 */
export const RESULTS_PAGE_SIZE = 18;
/** County structured data lists the first shops by name. */
const JSON_LD_SHOPS = 10;

export type CountyListing = {
  shops: SearchHit[];
  /** Shops matching the county page's search. */
  matches: number;
  /** Every shop of the county. */
  countyTotal: number;
  /** The first shops of the county by name, for structured data. */
  firstByName: SearchHit[];
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
  const query = { ...base, q: q || undefined };
  const [first, countyTotal, firstByName] = await Promise.all([
    searchShops({ query, order: sort, limit: RESULTS_PAGE_SIZE, offset: (page - 1) * RESULTS_PAGE_SIZE }),
    q ? countShops({ query: base }) : null,
    searchShops({ query: base, order: "name", limit: JSON_LD_SHOPS }),
  ]);
  const pages = Math.max(1, Math.ceil(first.total / RESULTS_PAGE_SIZE));
  // A page past the end shows the last one (an old link after shops left).
  const current = Math.min(page, pages);
  const shops =
    current === page
      ? first.shops
      : (await searchShops({ query, order: sort, limit: RESULTS_PAGE_SIZE, offset: (current - 1) * RESULTS_PAGE_SIZE })).shops;
  return { shops, matches: first.total, countyTotal: countyTotal ?? firstByName.total, firstByName: firstByName.shops, page: current, pages };
}
