import "server-only";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { cachedRead } from "@/lib/cache/cached-read";
import { searchShopFields } from "@/lib/search/search";
import { searchQuery } from "@/lib/search/types";
import { shopColumns } from "@/lib/shops/queries";

/** Shops a county widget lists: the first of the county page's order (by name). */
export const COUNTY_WIDGET_SHOPS = 10;

/** What a county widget shows of each shop: its name and page, its town and what its status needs. */
const COLUMNS = {
  id: shopColumns.id,
  slug: shopColumns.slug,
  name: shopColumns.name,
  town: shopColumns.town,
  county: shopColumns.county,
  openingHours: shopColumns.openingHours,
  publicHolidayHours: shopColumns.publicHolidayHours,
  hoursExceptions: shopColumns.hoursExceptions,
};

/**
 * A county widget's shops, tagged with the shop pages' tag: the commands that expire shop and
 * county pages (revalidatePublic in lib/cache/commands.ts) expire these too. `products`: catalogue
 * names, every one of which a shop must have.
 */
export const getCountyWidgetShops = cachedRead("embed:county", [CACHE_TAGS.shops], async (county: string, products: string[]) => {
  const query = searchQuery({ county: [county], products, fields: "county-page", correct: false });
  const { shops, total } = await searchShopFields(COLUMNS, { query, order: "name", limit: COUNTY_WIDGET_SHOPS, offset: 0 });
  return { shops, total };
});
