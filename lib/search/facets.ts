import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { COUNTIES, findCountyByName } from "@/lib/counties";
import { PRODUCT_CATEGORIES, SERVICES, SHOP_TYPES } from "@/lib/catalog";
import { getDb, queryRows } from "@/lib/db/client";
import { farmShops } from "@/lib/db/schema";
import { CATALOGUE_COLUMNS, HAS_OTHER_VALUES, textArray } from "./conditions";
import { whereOf } from "./search";
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

/**
 * How many shops each filter value would show. County and type are "any of" filters, so their
 * counts leave their own choice out (choosing Cork still shows how many Kerry would add); products
 * and services are "all of", so their counts are within the current results. With no county (or
 * type) chosen, the county (or type) counts add up to the total.
 */
export async function facetCounts({ query }: { query: SearchQuery }): Promise<Facets> {
  const db = await getDb();
  type Row = { county: string | null; shop_type: string | null; n: number; other: number; [bit: `p${number}` | `s${number}`]: number };
  // One pass over the shops that match every condition but the county and type choices, grouped
  // by county and type (at most 32 × 4 rows whatever the number of shops): each row's count, and
  // per catalogue product and service how many of its shops have it, summed from the stored bits
  // (conditions.ts). Without text, the pass reads only the index of the public shops. County
  // counts are then the rows in the chosen types, type counts the rows in the chosen counties,
  // and the total, products and services the rows in both.
  const where = whereOf(query, ["county", "type"], { onBits: true }) ?? sql`true`;
  const { products, services } = CATALOGUE_COLUMNS;
  const bitSums = (stored: SQL, prefix: "p" | "s", count: number) =>
    Array.from({ length: count }, (_, i) => sql`sum((${stored} >> ${sql.raw(String(i))}) & 1)::int as ${sql.raw(prefix + i)}`);
  const rows = await queryRows<Row>(
    db,
    sql`select ${farmShops.county} as county, ${farmShops.shopType} as shop_type, count(*)::int as n,
          ${sql.join([...bitSums(products.bits, "p", products.catalogue.length), ...bitSums(services.bits, "s", services.catalogue.length)], sql`, `)},
          count(*) filter (where ${HAS_OTHER_VALUES})::int as other
        from ${farmShops}
        where ${where}
        group by 1, 2`,
  );
  const chosenCounties = new Set(query.county.map((c) => c.toLowerCase()));
  const chosenTypes = new Set<string>(query.type);
  const inCounty = (county: string | null) => chosenCounties.size === 0 || chosenCounties.has((county ?? "").toLowerCase());
  const inType = (type: string | null) => chosenTypes.size === 0 || chosenTypes.has(type ?? "");
  const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  const countyCounts = new Map<string, number>();
  const typeCounts = new Map<string, number>();
  const productCounts = new Map<string, number>();
  const serviceCounts = new Map<string, number>();
  let total = 0;
  let others = 0;
  for (const r of rows) {
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
  if (others > 0) {
    type OtherRow = { county: string | null; shop_type: string | null; v: string; n: number };
    const other = await queryRows<OtherRow>(
      db,
      sql`select ${farmShops.county} as county, ${farmShops.shopType} as shop_type, x.v, count(*)::int as n
          from ${farmShops}
          cross join lateral (
            select 'p:' || p as v from unnest(${products.array}) as p where not (p = any (${textArray(products.catalogue)}))
            union all select 's:' || s from unnest(${services.array}) as s where not (s = any (${textArray(services.catalogue)}))
          ) as x
          where ${where} and ${HAS_OTHER_VALUES}
          group by 1, 2, 3`,
    );
    for (const r of other)
      if (inType(r.shop_type) && inCounty(r.county)) add(r.v.startsWith("p:") ? productCounts : serviceCounts, r.v.slice(2), Number(r.n));
  }
  return {
    total,
    county: inOrder(COUNTIES.map((c) => c.name), countyCounts),
    products: inOrder(PRODUCT_CATEGORIES, productCounts),
    services: inOrder(SERVICES, serviceCounts),
    type: inOrder(SHOP_TYPES, typeCounts),
  };
}

/** The fixed list's values in its order (zero counts included, so a UI can show them disabled), then any others. */
function inOrder(known: readonly string[], counts: Map<string, number>): FacetCount[] {
  const out = known.map((value) => ({ value, count: counts.get(value) ?? 0 }));
  for (const [value, count] of counts) if (!known.includes(value)) out.push({ value, count });
  return out;
}
