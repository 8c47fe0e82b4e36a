import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { PICK_YOUR_OWN } from "@/lib/catalog";
import { getDb, queryRows } from "@/lib/db/client";
import type { HoursException, OpeningHours, PublicHolidayHours } from "@/lib/hours/types";
import { escapeLike } from "@/lib/search/conditions";
import type { ProduceItem } from "./produce";

/** The most shops an item can list (the page carries these; the nearest six are shown). */
export const SEASON_SHOP_CANDIDATES = 18;

/**
 * A public shop that can appear on a month's page: it sells one of the month's items, or it is a
 * pick-your-own farm. Opening hours come only with pick-your-own farms (whether they open in the
 * month is worked out with the opening rules, lib/season/shops.ts).
 */
export type SeasonCandidate = {
  id: string;
  slug: string | null;
  name: string;
  town: string;
  county: string;
  featured: boolean;
  online: boolean;
  mapLat: number | null;
  mapLon: number | null;
  pickYourOwn: boolean;
  openingHours: OpeningHours | null;
  publicHolidayHours: PublicHolidayHours | null;
  hoursExceptions: HoursException[] | null;
  /**
   * The items (indexes into the month's list) the shop sells, each with its score and its rank, and
   * whether its words hold the item's search query itself (a search for it finds the shop).
   */
  matches: { item: number; score: 1 | 2; rank: number; namesQuery: boolean }[];
};

type Row = Omit<SeasonCandidate, "matches" | "mapLat" | "mapLon"> & {
  mapLat: number | string | null;
  mapLon: number | string | null;
  items: number[] | null;
  scores: number[] | null;
  ranks: (number | string)[] | null;
  namesQuery: boolean[] | null;
};

const likePattern = (word: string) => `%${escapeLike(word)}%`;

/**
 * The shops a month's page can show. For each item a shop scores 2 when its name, description or
 * products name the item, 1 when it sells the item's product category; `rank` orders an item's
 * shops by score, featured first, then name. Returned: every pick-your-own farm (only the opening
 * rules can tell which pick in the month, and they go first under items people pick), and the
 * first SEASON_SHOP_CANDIDATES other shops of each item by name and by category, which hold all
 * that an item's list can need after them. Each of those is a short index walk, so the cost grows
 * with the month's items and the pick-your-own farms, not with every shop.
 */
export async function listSeasonCandidates(items: readonly ProduceItem[]): Promise<SeasonCandidate[]> {
  if (items.length === 0) return [];
  const rows = await queryRows<Row>(await getDb(), seasonCandidatesQuery(items));
  return rows.map(({ items: itemIndexes, scores, ranks, namesQuery, mapLat, mapLon, ...shop }) => ({
    ...shop,
    mapLat: mapLat === null ? null : Number(mapLat),
    mapLon: mapLon === null ? null : Number(mapLon),
    matches: (itemIndexes ?? []).map((item, k) => ({ item, score: scores?.[k] === 2 ? 2 : 1, rank: Number(ranks?.[k]), namesQuery: namesQuery?.[k] === true })),
  }));
}

/** The statement of listSeasonCandidates (for one or more items). */
export function seasonCandidatesQuery(items: readonly ProduceItem[]): SQL {
  const itemRows = sql.join(
    items.map(
      (item, i) =>
        sql`(${i}::int, array[${sql.join(item.words.map((w) => sql`${likePattern(w.toLowerCase())}`), sql`, `)}]::text[], ${item.category.toLowerCase()}::text, ${likePattern(item.query.toLowerCase())}::text)`,
    ),
    sql`, `,
  );
  const publicShop = sql`f.approved and f.closed_at is null`;
  const pickYourOwn = sql`(f.shop_type <> 'online' and exists (select 1 from unnest(f.services) s where lower(s) = ${PICK_YOUR_OWN.toLowerCase()}))`;
  const words = sql`lower(f.name || ' ' || coalesce(f.description, '') || ' ' || array_to_string(f.products, ' '))`;
  // search_text (folded, trigram-indexed) holds every word of those fields: the index finds the
  // few shops that can name an item before the exact test.
  const names = sql`f.search_text like any (item.patterns) and ${words} like any (item.patterns)`;
  const sells = sql`item.category = any (array(select lower(p) from unnest(f.products) p))`;
  const firstOthers = (match: typeof names) =>
    sql`(select f.id from farm_shops f where ${publicShop} and not ${pickYourOwn} and ${match}
         order by f.featured desc, f.name_key, f.id limit ${SEASON_SHOP_CANDIDATES})`;
  return sql`with item(i, patterns, category, query) as (values ${itemRows}),
      chosen as (
        select f.id, true as pyo from farm_shops f where ${publicShop} and ${pickYourOwn}
        union
        select other.id, false from item cross join lateral (${firstOthers(names)} union ${firstOthers(sells)}) other
      ),
      picked as materialized (
        select chosen.pyo, f.* from chosen cross join lateral (
          select f.id, f.slug, f.name, f.town, f.county, f.featured, f.name_key, f.shop_type, f.map_lat, f.map_lon,
            f.opening_hours, f.public_holiday_hours, f.hours_exceptions,
            ${words} as words, array(select lower(p) from unnest(f.products) p) as products
          from farm_shops f where f.id = chosen.id
        ) f
      ),
      ranked as (
        select id, i, score, names_query, row_number() over (partition by i order by score desc, featured desc, name_key, id) as rank
        from (
          select picked.id, picked.featured, picked.name_key, item.i, picked.words like item.query as names_query,
            case when picked.words like any (item.patterns) then 2 when item.category = any (picked.products) then 1 else 0 end as score
          from picked cross join item
        ) pair
        where score > 0
      )
      select p.id, p.slug, p.name, p.town, p.county, p.featured, p.shop_type = 'online' as online,
        p.map_lat as "mapLat", p.map_lon as "mapLon", p.pyo as "pickYourOwn",
        case when p.pyo then p.opening_hours end as "openingHours",
        case when p.pyo then p.public_holiday_hours end as "publicHolidayHours",
        case when p.pyo then p.hours_exceptions end as "hoursExceptions",
        m.items, m.scores, m.ranks, m."namesQuery"
      from picked p
      left join (
        select id, array_agg(i order by i) as items, array_agg(score order by i) as scores, array_agg(rank order by i) as ranks,
          array_agg(names_query order by i) as "namesQuery"
        from ranked group by id
      ) m on m.id = p.id`;
}
