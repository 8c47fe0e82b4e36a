import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { COUNTIES, findCountyByName } from "@/lib/counties";
import { PRODUCT_CATEGORIES, SERVICES, SHOP_TYPES } from "@/lib/catalog";
import { getDb, queryRows } from "@/lib/db/client";
import { farmShops } from "@/lib/db/schema";
import { asksEveryPublicShop, CATALOGUE_COLUMNS, HAS_OTHER_VALUES, textArray } from "./conditions";
import { matchesOf } from "./search";
import type { SearchQuery } from "./types";

export type FacetCount = { value: string; count: number };
/** Counts per filter value for a search; keys are the filters' parameter names. */
export type Facets = {
  total: number;
  county: FacetCount[];
  products: FacetCount[];
  services: FacetCount[];
  type: FacetCount[];
};

type FacetRow = { county: string | null; shop_type: string | null; n: number; other: number; [bit: `p${number}` | `s${number}`]: number };
type OtherRow = { county: string | null; shop_type: string | null; v: string; n: number };
/** The facet pass's rows; `other` is null until a value outside the catalogue is asked for. */
export type FacetRows = { rows: FacetRow[]; other: OtherRow[] | null };

/**
 * How many shops each filter value would show. County and type are "any of" filters, so their
 * counts leave their own choice out (choosing Cork still shows how many Kerry would add); products
 * and services are "all of", so their counts are within the current results. With no county (or
 * type) chosen, the county (or type) counts add up to the total.
 *
 * `everyPublicShop` reads the rows of a search with no condition but county and type (the pass
 * over every public shop, the same for all such searches), where the caller keeps them cached
 * (lib/search/cached.ts); without it, or for any other search, the pass reads the database.
 */
export async function facetCounts({
  query,
  everyPublicShop,
}: {
  query: SearchQuery;
  everyPublicShop?: () => Promise<FacetRows>;
}): Promise<Facets> {
  // One pass over the shops that match every condition but the county and type choices, grouped
  // by county and type (at most 32 × 4 rows whatever the number of shops), as facetRows reads it.
  // County counts are then the rows in the chosen types, type counts the rows in the chosen
  // counties, and the total, products and services the rows in both.
  // With text, the pass reads the narrow search rows; without, the index of the public shops alone.
  const { source: from, where = sql`true` } = matchesOf(query, ["county", "type"], { onBits: true });
  const kept = everyPublicShop && asksEveryPublicShop(query, ["county", "type"]);
  const data = kept ? await everyPublicShop() : await facetRows(where, { withOther: false, from });
  const { products, services } = CATALOGUE_COLUMNS;
  const { inCounty, inType } = chosen(query);
  const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  const countyCounts = new Map<string, number>();
  const typeCounts = new Map<string, number>();
  const productCounts = new Map<string, number>();
  const serviceCounts = new Map<string, number>();
  let total = 0;
  let others = 0;
  for (const r of data.rows) {
    const n = Number(r.n);
    if (inType(r.shop_type) && r.county !== null) add(countyCounts, findCountyByName(r.county)?.name ?? r.county, n);
    if (inCounty(r.county) && r.shop_type !== null) add(typeCounts, r.shop_type, n);
    if (!inType(r.shop_type) || !inCounty(r.county)) continue;
    total += n;
    others += Number(r.other);
    products.catalogue.forEach((value, i) => add(productCounts, value, Number(r[`p${i}`])));
    services.catalogue.forEach((value, i) => add(serviceCounts, value, Number(r[`s${i}`])));
  }
  // Values outside the catalogue, from the arrays of the few shops that have one.
  if (others > 0)
    for (const r of data.other ?? (await otherRows(where, from)))
      if (inType(r.shop_type) && inCounty(r.county)) add(r.v.startsWith("p:") ? productCounts : serviceCounts, r.v.slice(2), Number(r.n));
  return {
    total,
    county: inOrder(COUNTIES.map((c) => c.name), countyCounts),
    products: inOrder(PRODUCT_CATEGORIES, productCounts),
    services: inOrder(SERVICES, serviceCounts),
    type: inOrder(SHOP_TYPES, typeCounts),
  };
}

/** Whether a facet row's county and type are among a search's choices (all of them with none chosen). */
function chosen(query: Pick<SearchQuery, "county" | "type">) {
  const counties = new Set(query.county.map((c) => c.toLowerCase()));
  const types = new Set<string>(query.type);
  return {
    inCounty: (county: string | null) => counties.size === 0 || counties.has((county ?? "").toLowerCase()),
    inType: (type: string | null) => types.size === 0 || types.has(type ?? ""),
  };
}

/** How many shops the facet rows hold within a search's counties and types. */
export function facetTotal(data: FacetRows, query: Pick<SearchQuery, "county" | "type">): number {
  const { inCounty, inType } = chosen(query);
  return data.rows.reduce((sum, r) => (inCounty(r.county) && inType(r.shop_type) ? sum + Number(r.n) : sum), 0);
}

/**
 * The facet pass over the shops matching `where`: per county and type, the count and, per
 * catalogue product and service, how many of them have it, summed from the stored bits
 * (conditions.ts); with `withOther`, also the values outside the catalogue when a shop has one.
 * Without text the pass reads only the index of the public shops, grouped by lower(county) in
 * that index's order (migration 0016); facetCounts names the counties again.
 */
export async function facetRows(where: SQL, { withOther, from = sql`${farmShops}` }: { withOther: boolean; from?: SQL }): Promise<FacetRows> {
  const db = await getDb();
  const { products, services } = CATALOGUE_COLUMNS;
  const bitSums = (stored: SQL, prefix: "p" | "s", count: number) =>
    Array.from({ length: count }, (_, i) => sql`sum((${stored} >> ${sql.raw(String(i))}) & 1)::int as ${sql.raw(prefix + i)}`);
  const rows = await queryRows<FacetRow>(
    db,
    sql`select lower(${farmShops.county}) as county, ${farmShops.shopType} as shop_type, count(*)::int as n,
          ${sql.join([...bitSums(products.bits, "p", products.catalogue.length), ...bitSums(services.bits, "s", services.catalogue.length)], sql`, `)},
          count(*) filter (where ${HAS_OTHER_VALUES})::int as other
        from ${from}
        where ${where}
        group by 1, 2`,
  );
  const other = withOther ? (rows.some((r) => Number(r.other) > 0) ? await otherRows(where, from) : []) : null;
  return { rows, other };
}

/** Values outside the catalogue per county and type, from the arrays of the shops that have one. */
async function otherRows(where: SQL, from: SQL): Promise<OtherRow[]> {
  const { products, services } = CATALOGUE_COLUMNS;
  return queryRows<OtherRow>(
    await getDb(),
    sql`select lower(${farmShops.county}) as county, ${farmShops.shopType} as shop_type, x.v, count(*)::int as n
        from ${from}
        cross join lateral (
          select 'p:' || p as v from unnest(${products.array}) as p where not (p = any (${textArray(products.catalogue)}))
          union all select 's:' || s from unnest(${services.array}) as s where not (s = any (${textArray(services.catalogue)}))
        ) as x
        where ${where} and ${HAS_OTHER_VALUES}
        group by 1, 2, 3`,
  );
}

/** The fixed list's values in its order (zero counts included, so a UI can show them disabled), then any others. */
function inOrder(known: readonly string[], counts: Map<string, number>): FacetCount[] {
  const out = known.map((value) => ({ value, count: counts.get(value) ?? 0 }));
  for (const [value, count] of counts) if (!known.includes(value)) out.push({ value, count });
  return out;
}
