import "server-only";
import { and, asc, desc, inArray, or, sql, type SQL } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { shopColumns, type Shop } from "@/lib/shops/queries";
import { farmShops } from "@/lib/db/schema";
import { distanceExpression, escapeLike, filterConditions, fold, queryWords, textCondition } from "./conditions";
import { correctWords } from "./suggest";
import type { SearchOrder, SearchQuery } from "./types";

/** A shop as every public read shows it (lib/shops/queries.ts); `distanceKm` only when the search is near a point. */
export type SearchHit = Shop & { distanceKm?: number | null };

export type SearchPage = {
  shops: SearchHit[];
  total: number;
  /** The corrected text when no word matched as typed and a close spelling did. */
  didYouMean: string | null;
};

/** Every condition of a search: filters and text. */
export function whereOf(
  query: SearchQuery,
  except?: Parameters<typeof filterConditions>[1],
  options?: Parameters<typeof filterConditions>[2],
): SQL | undefined {
  return and(...filterConditions(query, except, options), textCondition(queryWords(query.q), query.fields, query.adminFields ?? false));
}

/**
 * Relevance: the exact name first, then a name that starts with the text, then a product match,
 * a town or county match, and the rest (description, address, services).
 */
function relevance(query: SearchQuery): SQL {
  const words = queryWords(query.q);
  const phrase = words.join(" ");
  // Stored folded columns: nothing is folded per row. Products come from the fixed catalogue
  // (plain letters), so lower case is their folding.
  const name = sql`${farmShops.nameKey}`;
  const anyWord = (haystack: SQL) =>
    or(...words.map((w) => sql`${haystack} like '%' || ${fold(escapeLike(w))} || '%' escape '\\'`)) ?? sql`false`;
  return sql`case
    when ${name} = ${fold(phrase)} then 0
    when ${name} like ${fold(escapeLike(phrase))} || '%' escape '\\' then 1
    when ${anyWord(sql`lower(array_to_string(${farmShops.products}, E'\n'))`)} then 2
    when ${anyWord(sql`${farmShops.placeKey}`)} then 3
    else 4 end`;
}

function orderOf(query: SearchQuery, order: SearchOrder): SQL[] {
  // Folded, so that "Máire's" sorts with "Maire", not after "Moy" (farm_shops_public_by_name_key_idx).
  const byName = [asc(farmShops.nameKey), asc(farmShops.id)];
  switch (order) {
    case "relevance":
      return queryWords(query.q).length ? [asc(relevance(query)), ...byName] : byName;
    case "county":
      return [asc(sql`lower(${farmShops.county})`), ...byName];
    case "town":
      return [asc(fold(sql`${farmShops.town}`)), ...byName];
    case "featured":
      return [desc(farmShops.featured), ...byName];
    case "distance":
      // Shops without a usable position go last.
      return query.near ? [sql`${distanceExpression(query.near)} asc nulls last`, ...byName] : byName;
    default:
      return byName;
  }
}

/** The columns every order reads (orderOf, relevance, distanceExpression), and the page's ids. */
const ORDER_COLUMNS = [
  farmShops.id,
  farmShops.nameKey,
  farmShops.county,
  farmShops.town,
  farmShops.featured,
  farmShops.products,
  farmShops.placeKey,
  farmShops.mapLat,
  farmShops.mapLon,
];
const MATCHES = sql.identifier("matches");
/** Up to this many matches, a search with an opening time reads its page among their ids. */
const FEW_MATCHES = 200;

async function pageOf(query: SearchQuery, order: SearchOrder, limit: number, offset: number) {
  const db = await getDb();
  const where = whereOf(query);
  const text = queryWords(query.q).length > 0;
  const distance: Record<string, SQL> = query.near ? { distanceKm: distanceExpression(query.near) } : {};
  const readPage = async (condition: SQL | undefined) =>
    (await db
      .select({ ...shopColumns, ...distance })
      .from(farmShops)
      .where(condition)
      .orderBy(...orderOf(query, order))
      .limit(limit)
      .offset(offset)) as SearchHit[];
  if (text) {
    // With text every match is read anyway (to rank it), so its count comes from the same scan.
    // The matches are gathered first (by the trigram index, or one pass over the table) with only
    // the columns the orders read, and ranked after: left to itself, the planner walks the whole
    // name index in order, fetching every row to test the words (42 ms against 9 ms for "raw" at
    // 20,000 shops, `npm run explain:search`). Named as the table, so that the order's columns
    // read the gathered rows. The page's rows are read after, by id.
    const ranked = await queryRows<{ id: string; distanceKm?: number | null; total: number }>(
      db,
      sql`with ${MATCHES} as materialized (
          select ${sql.join(ORDER_COLUMNS, sql`, `)} from ${farmShops} where ${where ?? sql`true`})
        select ${farmShops.id} as id, ${query.near ? sql`${distance.distanceKm} as "distanceKm", ` : sql``}count(*) over ()::int as total
        from ${MATCHES} as ${farmShops}
        order by ${sql.join(orderOf(query, order), sql`, `)}
        limit ${limit} offset ${offset}`,
    );
    const full = ranked.length ? await db.select(shopColumns).from(farmShops).where(inArray(farmShops.id, ranked.map((r) => r.id))) : [];
    const byId = new Map(full.map((shop) => [shop.id, shop]));
    // In rank order; a shop deleted between the two reads is left out.
    const rows = ranked.flatMap(({ id, ...extra }) => {
      const shop = byId.get(id);
      return shop ? [{ ...shop, ...extra }] : [];
    });
    // A page past the end has no rows to carry the count.
    return finish(rows, ranked[0]?.total ?? (offset > 0 ? await countOf(countable(query)) : 0), query);
  }
  if (query.openAt) {
    // The planner cannot know how many shops are open at a time, so it walks the name index
    // hoping to meet a page's worth soon: at night, when few are, it reads every row (35 ms at
    // 20,000 shops). The open shops' ids come first (an index-only scan, the count's); when they
    // are few, the page is read among them alone, and their number is the total.
    const open = await db.select({ id: farmShops.id }).from(farmShops).where(countable(query)).limit(FEW_MATCHES + 1);
    if (open.length <= FEW_MATCHES) {
      return finish(open.length ? await readPage(inArray(farmShops.id, open.map((r) => r.id))) : [], open.length, query);
    }
  }
  // Without text the page walks the name index and stops; a separate count is cheaper.
  return finish(await readPage(where), await countOf(countable(query)), query);
}

/**
 * The same condition for counting (or gathering ids): catalogue products and services tested on
 * the stored bits, which the index of the public shops carries, so that the count reads only that
 * index (a product's count at 20,000 shops: 28 ms through the arrays, 4.6 ms on the bits). The
 * page itself keeps the arrays, whose statistics its order needs (filterConditions).
 */
const countable = (query: SearchQuery) => whereOf(query, [], { onBits: true });

async function countOf(where: SQL | undefined): Promise<number> {
  const db = await getDb();
  const [count] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(farmShops).where(where);
  return count?.n ?? 0;
}

function finish(rows: (SearchHit & { total?: number })[], total: number, query: SearchQuery) {
  const shops = rows.map(({ total: _total, ...s }) =>
    query.near ? { ...s, distanceKm: s.distanceKm === null || s.distanceKm === undefined ? null : Math.round(Number(s.distanceKm) * 100) / 100 } : s,
  );
  return { shops: shops as SearchHit[], total };
}

/**
 * The one search: what matches (words over the chosen fields, every filter), in which order, one
 * page of it and how many match in all. When nothing matches and a word has a close spelling that
 * does ("hony" → "honey"), the answer is the corrected search's, with `didYouMean` set.
 */
export async function searchShops({
  query,
  order,
  limit,
  offset = 0,
}: {
  query: SearchQuery;
  order: SearchOrder;
  limit: number;
  offset?: number;
}): Promise<SearchPage> {
  const first = await pageOf(query, order, limit, offset);
  if (first.total > 0 || !query.correct) return { ...first, didYouMean: null };
  const corrected = await correctWords(queryWords(query.q), query);
  if (!corrected) return { ...first, didYouMean: null };
  const second = await pageOf({ ...query, q: corrected }, order, limit, offset);
  return second.total > 0 ? { ...second, didYouMean: corrected } : { ...first, didYouMean: null };
}

/** How many shops a search matches (no correction). */
export async function countShops({ query }: { query: SearchQuery }): Promise<number> {
  return countOf(countable(query));
}
