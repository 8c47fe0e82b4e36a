import "server-only";
import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { PRODUCT_CATEGORIES, SERVICES } from "@/lib/catalog";
import { events, farmShops } from "@/lib/db/schema";
import { openAtCondition } from "@/lib/hours/open-at-sql";
import { dublinToday } from "@/lib/time";
import { publicShopCondition } from "@/lib/shops/conditions";
import type { SearchQuery } from "./types";

/** Shops of a scope: the public directory, the admin's pending queue, or every shop. */
export function scopeCondition(scope: SearchQuery["scope"]): SQL | undefined {
  if (scope === "pending") return eq(farmShops.approved, false);
  if (scope === "all") return undefined;
  return publicShopCondition();
}

/** Text folded as the search column is: accents off, lower case (farm_shops_fold in the migrations). */
export const fold = (value: SQL | string) => sql`farm_shops_fold(${value})`;

/** `%`, `_` and `\` typed by a visitor are plain characters, not LIKE wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A sentence's punctuation at either end of a word: a comma or full stop after it, quotes or
 * brackets around it, "&" alone. Not `%`, `_` or `\`, which a visitor may look for as written.
 */
const EDGE_PUNCTUATION = /^[.,;:!?"'“”‘’«»()[\]{}&*]+|[.,;:!?"'“”‘’«»()[\]{}&*]+$/g;

/**
 * The words of a query: split on white space, the punctuation around each taken off ("honey,
 * eggs", "Kinsale.", "\"farm shop\"", "Co. Cork" are the words alone; "O'Brien's" and "e-mail" keep
 * theirs), at most 12 (more adds nothing but cost). NUL bytes go (no stored text can hold one,
 * and the database refuses them in a parameter).
 */
export function queryWords(q: string | undefined): string[] {
  return (q ?? "")
    .replaceAll("\u0000", "")
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(EDGE_PUNCTUATION, ""))
    .filter(Boolean)
    .slice(0, 12);
}

/** The folded word appears in `haystack` (already folded), as typed: `%` and `_` are plain characters. */
export const contains = (haystack: SQL, word: string) => sql`${haystack} like '%' || ${fold(escapeLike(word))} || '%' escape '\\'`;

/** How a search's conditions are written (whereOf and matchesOf in search.ts). */
export type ConditionOptions = {
  /** Catalogue products and services tested on the stored bits (hasEvery). */
  onBits?: boolean;
  /** The words looked for among the search rows' tokens (tokenCondition): only where the search reads farm_shop_search (matchesOf). */
  onTokens?: boolean;
};

/**
 * Up to this many characters, a word is tested on the search text itself: it has no trigram for
 * the token dictionary's index to look up, and may be found in most of its tokens.
 */
const SHORT_WORD = 2;

/**
 * The search text contains the word, as `contains(search_text, word)` says, read through the
 * token dictionary (migration 0020): the tokens that contain the word (search_tokens' trigram
 * index, once per statement), then the search rows holding one of them (their tokens' GIN index,
 * farm_shop_search_tokens_idx). A word holds no white space (queryWords), so it is in a text
 * exactly when it is in one of the text's tokens. Only for farm_shop_search, which has the index.
 */
function tokenCondition(word: string): SQL {
  const tokens = sql`array(select token from search_tokens where ${contains(sql`token`, word)})`;
  return sql`farm_shops_tokens(${farmShops.searchText}) && ${tokens}`;
}

/**
 * What a word is looked for in. "all": name, town, county, address, products, services and
 * description (the indexed search column); "county-page": name, description and products only.
 * Admin lists may add e-mail, phone and Eircode.
 */
function wordCondition(word: string, fields: SearchQuery["fields"], adminFields: boolean, onTokens: boolean): SQL {
  const main =
    fields === "county-page"
      ? contains(
          fold(sql`${farmShops.name} || E'\n' || coalesce(${farmShops.description}, '') || E'\n' || array_to_string(${farmShops.products}, E'\n')`),
          word,
        )
      : onTokens && [...word].length > SHORT_WORD
        ? tokenCondition(word)
        : contains(sql`${farmShops.searchText}`, word);
  if (!adminFields) return main;
  const contact = sql`lower(coalesce(${farmShops.email}, '') || E'\n' || coalesce(${farmShops.phone}, '') || E'\n' || coalesce(${farmShops.eircode}, ''))`;
  // A phone number as typed ("056 772-1234", "+353..."): digits and phone punctuation only, so that
  // a word with letters ("6c273f") is never read as the digits inside it.
  const digits = /^[\d+().-]+$/.test(word) ? word.replace(/\D/g, "") : "";
  const phone = digits.length >= 4 ? sql`regexp_replace(coalesce(${farmShops.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}` : sql`false`;
  const eircode = sql`replace(lower(coalesce(${farmShops.eircode}, '')), ' ', '') like ${`%${escapeLike(word.toLowerCase().replace(/\s/g, ""))}%`} escape '\\'`;
  return or(main, contains(contact, word), phone, eircode) as SQL;
}

/** Every word must be found somewhere ("honey cork" is honey in Cork). */
export function textCondition(
  words: string[],
  fields: SearchQuery["fields"],
  adminFields: boolean,
  { onTokens = false }: ConditionOptions = {},
): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(...words.map((w) => wordCondition(w, fields, adminFields, onTokens)));
}

/**
 * Coordinates a map can show: present, on the globe, and not the suspect failed-geocode spot in
 * Dublin (the stored map_lat/map_lon columns, lib/db/schema.ts, apply the rule).
 */
export function mappableCondition(): SQL {
  return sql`${farmShops.mapLat} is not null`;
}

/** Great-circle distance (km) from a point to a shop; null for shops a map cannot show. */
export function distanceExpression(point: { latitude: number; longitude: number }): SQL<number | null> {
  const lat = sql`${farmShops.mapLat}`;
  const lon = sql`${farmShops.mapLon}`;
  const plat = sql`${point.latitude}::float8`;
  const plon = sql`${point.longitude}::float8`;
  // (least() skips nulls, so the case keeps a shop without a position at null, not 20,015 km.)
  return sql<number | null>`case when ${lat} is not null then 12742 * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${plat}) / 2), 2)
    + cos(radians(${plat})) * cos(radians(${lat})) * power(sin(radians(${lon} - ${plon}) / 2), 2)))) end`;
}

/**
 * Shops within `km` of a point: first the box around the circle (on the stored map position, so
 * the map index, farm_shops_public_map_idx, reads only the shops near the point instead of every
 * row), then the exact great-circle distance.
 */
export function radiusCondition(point: { latitude: number; longitude: number }, km: number): SQL {
  const dLat = km / 111.19;
  // Degrees of longitude shrink towards the poles; the box uses the circle's widest latitude.
  const widest = Math.min(89, Math.abs(point.latitude) + dLat);
  const dLon = Math.min(180, km / (111.19 * Math.cos((widest * Math.PI) / 180)));
  return sql`${farmShops.mapLon} between ${point.longitude - dLon} and ${point.longitude + dLon}
    and ${farmShops.mapLat} between ${point.latitude - dLat} and ${point.latitude + dLat}
    and ${distanceExpression(point)} <= ${km}`;
}

/** A list of values as one SQL text array. */
export const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

/**
 * A shop's products and services as bits, kept by Postgres (migration 0014, not declared in the
 * schema): bit i is the catalogue's value i (PRODUCT_CATEGORIES, SERVICES), and OTHER_VALUES_BIT
 * says the shop also has a value outside the catalogue. The index of the public shops
 * (farm_shops_public_facets_idx) carries them, so facet counts need no row's arrays.
 */
export const CATALOGUE_COLUMNS = {
  products: { catalogue: PRODUCT_CATEGORIES, bits: sql.raw(`"farm_shops"."products_bits"`), array: farmShops.products },
  services: { catalogue: SERVICES, bits: sql.raw(`"farm_shops"."services_bits"`), array: farmShops.services },
} as const;
export const OTHER_VALUES_BIT = 1 << 30;
/** The shop has a product or service outside the catalogue. */
export const HAS_OTHER_VALUES = sql`((${CATALOGUE_COLUMNS.products.bits} | ${CATALOGUE_COLUMNS.services.bits}) & ${sql.raw(String(OTHER_VALUES_BIT))}) <> 0`;

/** The bits of catalogue values, or null when one of them is not in the catalogue. */
function catalogueBits(catalogue: readonly string[], values: readonly string[]): number | null {
  let bits = 0;
  for (const value of values) {
    const i = catalogue.indexOf(value);
    if (i < 0) return null;
    bits |= 1 << i;
  }
  return bits;
}

/**
 * The shop has every one of `values`: through the array, or with `onBits` through the stored
 * bits when they are all catalogue values. Facets and a search's total use the bits (their pass
 * then reads only the index); a list's page uses the array, whose statistics tell the planner
 * how many shops have a product (it reckons a bit test matches 0.5% of the shops, and then sorts
 * every match instead of walking the name order: 31 ms against 5 ms for "Honey" at 20,000 shops).
 */
function hasEvery(column: keyof typeof CATALOGUE_COLUMNS, values: string[], onBits: boolean): SQL {
  const { catalogue, bits: stored, array } = CATALOGUE_COLUMNS[column];
  const bits = onBits ? catalogueBits(catalogue, values) : null;
  if (bits === null) return sql`${array} @> ${textArray(values)}`;
  return sql`(${stored} & ${sql.raw(String(bits))}) = ${sql.raw(String(bits))}`;
}

/**
 * One of the shop's products contains the word, as `lower(array_to_string(products))` would say,
 * without building that text for every row (at 20,000 shops it doubled the time of ranking a
 * common word by relevance: "farm" 16.7 ms against 9.7). The catalogue's products that contain
 * the word are found once per statement, and the shop's stored bits say whether it has one of
 * them; only a shop with a product outside the catalogue (OTHER_VALUES_BIT) has its own products
 * read.
 */
export function productContains(word: string): SQL {
  const { catalogue, bits, array } = CATALOGUE_COLUMNS.products;
  const matching = sql`(select coalesce(bit_or(1 << (c.i::integer - 1)), 0) from unnest(${textArray(catalogue)}) with ordinality as c(name, i) where ${contains(sql`lower(c.name)`, word)})`;
  return sql`((${bits} & ${matching}) <> 0 or ((${bits} & ${sql.raw(String(OTHER_VALUES_BIT))}) <> 0 and ${contains(sql`lower(array_to_string(${array}, E'\n'))`, word)}))`;
}

/** Which filter a facet leaves out (a county facet counts as if no county were chosen). */
export type FilterName = "county" | "products" | "services" | "type";

/**
 * True when a search asks for every public shop: no text and no filter (but those in `except`),
 * so that its answer depends on the data alone (the kept reads of lib/search/cached.ts).
 */
export function asksEveryPublicShop(query: SearchQuery, except: readonly FilterName[] = []): boolean {
  return query.scope === "approved" && queryWords(query.q).length === 0 && filterConditions(query, except).length === 1;
}

/**
 * Every condition of a search except text; `except` leaves filters out (for facets), and
 * `onBits` tests catalogue products and services on the stored bits (for facets).
 */
export function filterConditions(query: SearchQuery, except: readonly FilterName[] = [], { onBits = false }: ConditionOptions = {}): SQL[] {
  const out: SQL[] = [];
  const left = (name: FilterName) => except.includes(name);
  const scope = scopeCondition(query.scope);
  if (scope) out.push(scope);
  if (query.county.length && !left("county"))
    out.push(inArray(sql`lower(${farmShops.county})`, query.county.map((c) => c.toLowerCase())));
  // A shop must have every product and every service asked for.
  if (query.products.length && !left("products")) out.push(hasEvery("products", query.products, onBits));
  if (query.services.length && !left("services")) out.push(hasEvery("services", query.services, onBits));
  if (query.type.length && !left("type")) out.push(inArray(farmShops.shopType, query.type));
  if (query.openAt) out.push(openAtCondition(query.openAt));
  if (query.near && query.radiusKm !== undefined) out.push(radiusCondition(query.near, query.radiusKm));
  if (query.featured !== undefined) out.push(eq(farmShops.featured, query.featured));
  if (query.missingCoordinates !== undefined)
    out.push(query.missingCoordinates ? or(isNull(farmShops.latitude), isNull(farmShops.longitude)) as SQL : sql`not (${or(isNull(farmShops.latitude), isNull(farmShops.longitude))})`);
  if (query.hasEvents !== undefined) {
    const today = query.today ?? dublinToday();
    const upcoming = sql`exists (select 1 from ${events} where ${events.farmShopId} = ${farmShops.id} and coalesce(${events.endDate}, ${events.eventDate}) >= ${today})`;
    out.push(query.hasEvents ? upcoming : sql`not ${upcoming}`);
  }
  return out;
}
