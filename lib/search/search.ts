import "server-only";
import { and, inArray, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { metrics, timed } from "@/lib/observability/metrics";
import { shopColumns, shopJson, type Shop } from "@/lib/shops/queries";
import { farmShops } from "@/lib/db/schema";
import {
  asksEveryPublicShop,
  contains,
  type ConditionOptions,
  distanceExpression,
  escapeLike,
  filterConditions,
  fold,
  productContains,
  queryWords,
  radiusCondition,
  textCondition,
} from "./conditions";
import { closestWords, correctedText } from "./suggest";
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
export function whereOf(query: SearchQuery, except?: Parameters<typeof filterConditions>[1], options?: ConditionOptions): SQL | undefined {
  const text = textCondition(queryWords(query.q), query.fields, query.adminFields ?? false, options);
  // Irish words searched in English (irish-terms.ts) also find a shop whose name holds them as
  // typed ("Feirm Cháis"); only the name, so "mil" is not every description's "milk".
  const typedWords = queryWords(query.qAsTyped);
  const typed = typedWords.length ? and(...typedWords.map((w) => contains(sql`${farmShops.nameKey}`, w))) : undefined;
  return and(...filterConditions(query, except, options), typed ? or(text, typed) : text);
}

/**
 * Relevance: the exact name first, then a name that starts with the text, then a product match,
 * a town or county match, and the rest (description, address, services).
 */
function relevance(query: SearchQuery): SQL {
  const words = queryWords(query.q);
  const phrase = words.join(" ");
  // A name typed exactly as it is (in Irish too, before its words were put into English).
  const typed = query.qAsTyped ? queryWords(query.qAsTyped).join(" ") : phrase;
  // Stored folded columns: nothing is folded per row. Products come from the fixed catalogue
  // (plain letters), so lower case is their folding.
  const name = sql`${farmShops.nameKey}`;
  const anyWord = (test: (w: string) => SQL) => or(...words.map(test)) ?? sql`false`;
  return sql`case
    when ${name} = ${fold(phrase)} or ${name} = ${fold(typed)} then 0
    when ${name} like ${fold(escapeLike(phrase))} || '%' escape '\\' then 1
    when ${anyWord(productContains)} then 2
    when ${anyWord((w) => contains(sql`${farmShops.placeKey}`, w))} then 3
    else 4 end`;
}

type OrderKey = { key: SQL; direction: "asc" | "desc" | "asc nulls last" };

/** The keys of an order, most significant first; every order ends with the folded name and the id. */
function orderKeys(query: SearchQuery, order: SearchOrder): OrderKey[] {
  // Folded, so that "Máire's" sorts with "Maire", not after "Moy" (farm_shops_public_by_name_key_idx).
  const byName: OrderKey[] = [
    { key: sql`${farmShops.nameKey}`, direction: "asc" },
    { key: sql`${farmShops.id}`, direction: "asc" },
  ];
  switch (order) {
    case "relevance":
      return queryWords(query.q).length ? [{ key: relevance(query), direction: "asc" }, ...byName] : byName;
    case "county":
      return [{ key: sql`lower(${farmShops.county})`, direction: "asc" }, ...byName];
    case "town":
      return [{ key: fold(sql`${farmShops.town}`), direction: "asc" }, ...byName];
    case "featured":
      return [{ key: sql`${farmShops.featured}`, direction: "desc" }, ...byName];
    case "distance":
      // Shops without a usable position go last.
      return query.near ? [{ key: distanceExpression(query.near), direction: "asc nulls last" }, ...byName] : byName;
    default:
      return byName;
  }
}

/** An order's keys as the columns k0, k1… of a statement that gathers ids first. */
const keyColumns = (keys: OrderKey[]): SQL => sql.join(keys.map(({ key }, i) => sql`${key} as ${sql.identifier(`k${i}`)}`), sql`, `);

/** The order on those columns, of the relation `from` (or unqualified). */
const keyOrder = (keys: OrderKey[], from?: string): SQL[] =>
  keys.map(({ direction }, i) => sql`${from ? sql`${sql.identifier(from)}.` : sql``}${sql.identifier(`k${i}`)} ${sql.raw(direction)}`);

/**
 * Where a search looks for its matches (the facets and the map too), and its condition written
 * for that place. With text: farm_shop_search (migration 0017), the narrow copy of the columns a
 * search reads, under farm_shops' name, so that every condition and order reads it unchanged, and
 * its words are found through its rows' tokens (0020, conditions.ts tokenCondition). farm_shops
 * itself without text (its indexes of the public shops answer), and when the search reads a column
 * the copy does not have: the admin's contact fields, the county page's description, the exact
 * coordinates.
 */
export function matchesOf(
  query: SearchQuery,
  except: Parameters<typeof filterConditions>[1] = [],
  { onBits = false }: Pick<ConditionOptions, "onBits"> = {},
): { source: SQL; where: SQL | undefined } {
  const narrow =
    queryWords(query.q).length > 0 && !query.adminFields && query.fields !== "county-page" && query.missingCoordinates === undefined;
  return {
    source: narrow ? sql`farm_shop_search as ${farmShops}` : sql`${farmShops}`,
    where: whereOf(query, except, { onBits, onTokens: narrow }),
  };
}

const MATCHES = sql.identifier("matches");
const PROBE = sql.identifier("probe_ids");
/** Up to this many matches, a search without text reads its page among their ids (pageOf). */
const FEW_MATCHES = 200;
/**
 * Beyond this many matches (a tenth of 20,000 shops), a search without text walks its order's
 * index (a page's worth among the first rows), instead of ranking every match (pageOf).
 */
const DENSE_MATCHES = 2000;

/**
 * The total of a search with no text and no filter but county and type, read from a kept pass
 * (lib/search/cached.ts) instead of the database; null for any other search.
 */
export type KeptTotal = (query: SearchQuery) => Promise<number | null>;

/** Some of a shop's columns (the id always among them): what a page that shows a few fields reads. */
export type ShopFields = Partial<typeof shopColumns> & Pick<typeof shopColumns, "id">;

/** A shop as read with those columns. */
export type ShopWith<F extends ShopFields> = { [K in keyof F & keyof Shop]: Shop[K] } & { distanceKm?: number | null };

/**
 * How a page's shops come back: the columns read for each, and what each row becomes. Pages
 * render shops as objects (every column, or the few a list shows); the search call sends them as
 * JSON text built by Postgres (shopJson).
 */
type Shape<T> = { fields: typeof shopColumns; row: (row: SearchHit, near: boolean) => T };

/** Rounded to 10 m, or null for a shop without a usable position. */
const roundKm = (km: number | null | undefined) => (km === null || km === undefined ? null : Math.round(Number(km) * 100) / 100);

const AS_OBJECTS: Shape<SearchHit> = {
  fields: shopColumns,
  row: (row, near) => (near ? { ...row, distanceKm: roundKm(row.distanceKm) } : row),
};

const AS_JSON: Shape<string> = {
  // Typed as the columns only for the query builder: these rows hold the id and the JSON text.
  fields: { id: farmShops.id, json: shopJson } as unknown as typeof shopColumns,
  row: (row, near) => {
    const { json, distanceKm } = row as unknown as { json: string; distanceKm?: number | null };
    return near ? `${json.slice(0, -1)},"distanceKm":${JSON.stringify(roundKm(distanceKm))}}` : json;
  },
};

/** A page, its total and, for a search with text that may be corrected, the closest spellings of its words. */
type PageRead<T> = { shops: T[]; total: number; closest?: (string | null)[] };

async function pageOf<T>(
  shape: Shape<T>,
  query: SearchQuery,
  order: SearchOrder,
  limit: number,
  offset: number,
  keptTotal?: KeptTotal,
): Promise<PageRead<T>> {
  const db = await getDb();
  const { source, where } = matchesOf(query);
  const text = queryWords(query.q).length > 0;
  const distance: Record<string, SQL> = query.near ? { distanceKm: distanceExpression(query.near) } : {};
  // Each statement is a round trip with a fixed cost on both sides (building and sending it,
  // parsing and planning it), as large as many of these statements' own work: a page and its
  // total are read together where they can be.
  // The page's ids and order keys come first, and only its shops are joined to their whole rows:
  // the walk reads offset + limit rows in its order, and a shop's JSON built for each of them cost
  // 2.1 ms at offset 216, against 0.3 ms for the page alone (20,000 shops, name order).
  const keys = orderKeys(query, order);
  const readPage = async (condition: SQL | undefined, countWhere?: SQL) => {
    const walked = sql`(select ${farmShops.id} as id, ${keyColumns(keys)} from ${farmShops}
      where ${condition ?? sql`true`} order by ${sql.join(keyOrder(keys), sql`, `)} limit ${limit} offset ${offset}) as walked`;
    return (await db
      .select({ ...shape.fields, ...distance, ...(countWhere ? { total: sql<number>`(select count(*) from ${farmShops} where ${countWhere})`.mapWith(Number) } : {}) })
      .from(walked)
      .innerJoin(farmShops, sql`${farmShops.id} = walked.id`)
      .orderBy(...keyOrder(keys, "walked"))) as (SearchHit & { total?: number })[];
  };
  if (text) {
    // With text every match is read anyway (to rank it), so its count comes from the same scan.
    // The matches are gathered first (through the search rows' tokens, conditions.ts tokenCondition)
    // with their order's keys alone, and ranked after: left to itself, the planner walks the whole
    // name index in order, fetching every row to test the words (42 ms against 9 ms for "raw" at
    // 20,000 shops, `npm run explain:search`); and the keys alone stay in memory where whole
    // columns (products) spilt to disk for a common word ("farm": 41 ms against 16 ms). The
    // closest spellings of the words are read in the same statement when nothing matches
    // (searchShops), and only in that case.
    const closest = query.correct ? closestWords(queryWords(query.q), query) : null;
    return rankedPage(shape, query, order, limit, offset, { source, where, closest });
  }
  // A filter but the county's (products, services, type, an opening time, a radius) may match
  // few shops, which the planner cannot foresee: it walks the order's index hoping to meet a
  // page's worth soon, and reads every row when they are rare (two products and a service in
  // county order: 53 ms at 20,000 shops; "open at" at night: 35 ms). Their ids come first (an
  // index-only scan of the public shops, the count's); when they are few, the page is read among
  // them alone, and their number is the total.
  const counted = countable(query);
  // The total when the probe below has counted every match (else the page's statement counts).
  let probedTotal: number | null = null;
  if (!asksEveryPublicShop(query, ["county"])) {
    // How many match, up to DENSE_MATCHES, and the ids of the first few, in one statement. With
    // an opening time, every match is counted: that condition is tested on every public shop's
    // entry before the first matches are met (a tenth of the shops are open on an evening), so a
    // count stopped at DENSE_MATCHES had read nearly as much as the whole count, which the page's
    // statement then read again (open now at 19:30 in featured order at offset 144, 20,000
    // shops: 4.4 ms for the probe, 5 ms for the count again).
    const exact = query.openAt !== undefined;
    const probe = sql`(with ${PROBE} as materialized (
        select ${farmShops.id} as id from ${farmShops} where ${counted ?? sql`true`}${exact ? sql`` : sql` limit ${DENSE_MATCHES + 1}`})
      select (select count(*)::int from ${PROBE}) as n, array(select id from ${PROBE} limit ${FEW_MATCHES + 1}) as ids) as probe`;
    const [probed] = await db.select({ n: sql<number>`probe.n`, ids: sql<string[]>`probe.ids` }).from(probe);
    const { n, ids } = probed ?? { n: 0, ids: [] };
    if (exact || n <= DENSE_MATCHES) probedTotal = n;
    if (n <= FEW_MATCHES) return finish(shape, n ? await readPage(inArray(farmShops.id, ids)) : [], n, query);
    // Many matches, but not among the first rows of the order's index: walking it tests wide rows
    // one by one until a page's worth (two products in name order at offset 192: 295 matches,
    // 34 ms at 20,000 shops; a product and a service in featured order at offset 216: 20 ms); and
    // in distance order the planner reads every wide row within the radius to sort them (within
    // 100 km: 36 ms). The public shops' rank index carries these orders' keys and the filters'
    // columns, so such matches are ranked from it alone (1.6-9 ms), as with text. When they are
    // dense (more than DENSE_MATCHES), an order's index meets a page's worth soon: walked below.
    const rankable = RANKED_ORDERS.has(order) && query.scope === "approved" && (order === "distance" ? query.radiusKm !== undefined : n <= DENSE_MATCHES);
    if (rankable) return rankedPage(shape, query, order, limit, offset, { source: sql`${farmShops}`, where: counted });
  }
  const kept = probedTotal ?? (await keptTotal?.(query)) ?? null;
  if (query.near && query.radiusKm === undefined && order === "distance") {
    return finish(shape, await nearestFirst(query.near, where, readPage, limit), kept ?? (await countOf(counted)), query);
  }
  // Without text the page walks the order's index and stops; its total is counted in the same
  // statement (an index-only scan), or kept. A page past the end has no rows to carry it.
  const rows = await readPage(where, kept === null ? counted ?? sql`true` : undefined);
  return finish(shape, rows, kept ?? rows[0]?.total ?? (offset > 0 ? await countOf(counted) : 0), query);
}

/**
 * Orders whose keys the public shops' rank index carries (migration 0019): the name (and
 * relevance without text), the county, featured first and the distance from a point.
 */
const RANKED_ORDERS: ReadonlySet<SearchOrder> = new Set(["relevance", "name", "county", "featured", "distance"]);

/**
 * A page ranked among every match: the matches are gathered first with their order's keys alone
 * (from `source`, read under farm_shops' name), counted and sorted, and only the page's shops are
 * joined to their whole rows, in the same statement. One row at least, which carries the total
 * (and the closest spellings) when the page is past the end.
 */
async function rankedPage<T>(
  shape: Shape<T>,
  query: SearchQuery,
  order: SearchOrder,
  limit: number,
  offset: number,
  { source, where, closest = null }: { source: SQL; where: SQL | undefined; closest?: SQL | null },
): Promise<PageRead<T>> {
  const db = await getDb();
  const keys = orderKeys(query, order);
  const ranked = sql`(with ${MATCHES} as materialized (
        select ${farmShops.id} as id, ${keyColumns(keys)}
        from ${source} where ${where ?? sql`true`}),
      page as (
        select * from ${MATCHES}
        order by ${sql.join(keyOrder(keys), sql`, `)}
        limit ${limit} offset ${offset})
      select page.*, counted.total${closest ? sql`, case when counted.total = 0 then ${closest} end as closest` : sql``}
      from (select count(*)::int as total from ${MATCHES}) as counted left join page on true) as ranked`;
  const rows = await db
    .select({
      ...shape.fields,
      // The page's shops alone: the distance of every match is computed only when it is the order.
      ...(query.near ? { distanceKm: distanceExpression(query.near) } : {}),
      total: sql<number>`ranked.total`,
      ...(closest ? { closest: sql<(string | null)[] | null>`ranked.closest` } : {}),
    })
    .from(ranked)
    .leftJoin(farmShops, sql`${farmShops.id} = ranked.id`)
    .orderBy(...keyOrder(keys, "ranked"));
  // Past the end, the one row has no shop (a left join's nulls).
  const shops = rows.filter((r) => r.id !== null) as (SearchHit & { total: number })[];
  const first = rows[0] as { total?: number; closest?: (string | null)[] | null } | undefined;
  return { ...finish(shape, shops, first?.total ?? 0, query), ...(closest ? { closest: first?.closest ?? [] } : {}) };
}

/** Radii (km) within which the nearest shops are looked for first, before the whole country. */
const NEAREST_RADII_KM = [20, 80];

/**
 * The page of a search in distance order without a radius. Computing the distance of every shop
 * to sort them costs 77–95 ms at 20,000 shops; the page is read among the shops within a radius
 * first (the map index finds them). When that page is full it is the page of the whole country:
 * it holds offset + limit shops within the radius, and every shop outside is farther than all of
 * them. Otherwise a wider radius, and the whole country last (a point at sea, a far page).
 */
async function nearestFirst(
  near: NonNullable<SearchQuery["near"]>,
  where: SQL | undefined,
  readPage: (condition: SQL | undefined) => Promise<SearchHit[]>,
  limit: number,
): Promise<SearchHit[]> {
  for (const km of NEAREST_RADII_KM) {
    const rows = await readPage(and(where, radiusCondition(near, km)));
    if (rows.length === limit) return rows;
  }
  return readPage(where);
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

/** The page's shops in their shape, without the columns that carried the total and the spellings. */
function finish<T>(shape: Shape<T>, rows: (SearchHit & { total?: number; closest?: unknown })[], total: number, query: SearchQuery): PageRead<T> {
  return { shops: rows.map(({ total: _total, closest: _closest, ...row }) => shape.row(row, query.near !== undefined)), total };
}

type SearchArgs = {
  query: SearchQuery;
  order: SearchOrder;
  limit: number;
  offset?: number;
  /** Where the caller keeps the pass over every public shop (lib/search/cached.ts). */
  keptTotal?: KeptTotal;
};

async function search<T>(shape: Shape<T>, args: SearchArgs) {
  return timed(metrics()?.searchSeconds, () => searchOnce(shape, args));
}

async function searchOnce<T>(shape: Shape<T>, { query, order, limit, offset = 0, keptTotal }: SearchArgs) {
  const { closest, ...first } = await pageOf(shape, query, order, limit, offset, keptTotal);
  if (first.total > 0 || !query.correct) return { ...first, didYouMean: null };
  // A search with correctable words has read their closest spellings with its page (pageOf); any
  // other has nothing to correct.
  const corrected = closest ? correctedText(queryWords(query.q), closest) : null;
  if (!corrected) return { ...first, didYouMean: null };
  const second = await pageOf(shape, { ...query, q: corrected, correct: false }, order, limit, offset, keptTotal);
  return second.total > 0 ? { shops: second.shops, total: second.total, didYouMean: corrected } : { ...first, didYouMean: null };
}

/**
 * The one search: what matches (words over the chosen fields, every filter), in which order, one
 * page of it and how many match in all. When nothing matches and a word has a close spelling that
 * does ("hony" → "honey"), the answer is the corrected search's, with `didYouMean` set.
 */
export async function searchShops(args: SearchArgs): Promise<SearchPage> {
  return search(AS_OBJECTS, args);
}

/** The same search reading only `fields` of each shop, for a list that shows a few of them. */
export async function searchShopFields<F extends ShopFields>(
  fields: F,
  args: SearchArgs,
): Promise<Omit<SearchPage, "shops"> & { shops: ShopWith<F>[] }> {
  // Typed as every column only for the query builder, as AS_JSON's are.
  const page = await search({ fields: fields as unknown as typeof shopColumns, row: AS_OBJECTS.row }, args);
  return page as unknown as Omit<SearchPage, "shops"> & { shops: ShopWith<F>[] };
}

/** The same search with each shop as the JSON text of its object (shopJson), for the search call to send as it is. */
export async function searchShopsJson(args: SearchArgs): Promise<Omit<SearchPage, "shops"> & { shops: string[] }> {
  return search(AS_JSON, args);
}

/** How many shops a search matches (no correction). */
export async function countShops({ query }: { query: SearchQuery }): Promise<number> {
  return countOf(countable(query));
}
