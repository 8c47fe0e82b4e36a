import "server-only";
import { sql } from "drizzle-orm";
import { COUNTIES, findCountyByName } from "@/lib/counties";
import { PRODUCT_CATEGORIES, SERVICES, SHOP_TYPES } from "@/lib/catalog";
import { getDb, queryRows } from "@/lib/db/client";
import { farmShops } from "@/lib/db/schema";
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
  type Row = { k: string; v: string; n: number };
  // One scan of the shops that match every condition but the county and type choices; each row
  // says whether it is in the chosen counties and types. County counts are then the rows in the
  // chosen types, type counts the rows in the chosen counties, and the total, products and
  // services the rows in both: every count of every combination from the same single pass.
  const inCounty = query.county.length ? sql`lower(${farmShops.county}) in (${sql.join(query.county.map((c) => sql`${c.toLowerCase()}`), sql`, `)})` : sql`true`;
  const inType = query.type.length ? sql`${farmShops.shopType} in (${sql.join(query.type.map((t) => sql`${t}`), sql`, `)})` : sql`true`;
  const rows = await queryRows<Row>(
    db,
    sql`with m as materialized (
          select lower(${farmShops.county}) as county, ${farmShops.shopType} as shop_type, ${farmShops.products} as products,
            ${farmShops.services} as services, ${inCounty} as in_county, ${inType} as in_type
          from ${farmShops} where ${whereOf(query, ["county", "type"]) ?? sql`true`}
        )
        select 'county' as k, county as v, count(*)::int as n from m where in_type group by 2
        union all select 'type', shop_type, count(*)::int from m where in_county group by 2
        union all select 'products', p, count(*)::int from m cross join lateral unnest(products) as p where in_county and in_type group by 2
        union all select 'services', s, count(*)::int from m cross join lateral unnest(services) as s where in_county and in_type group by 2
        union all select 'total', '', count(*)::int from m where in_county and in_type`,
  );
  const of = (k: string) => rows.filter((r) => r.k === k).map((r) => ({ value: r.v, count: Number(r.n) }));
  const countyCounts = new Map<string, number>();
  for (const row of of("county")) {
    const name = findCountyByName(row.value)?.name ?? row.value;
    countyCounts.set(name, (countyCounts.get(name) ?? 0) + row.count);
  }
  return {
    total: of("total")[0]?.count ?? 0,
    county: inOrder(COUNTIES.map((c) => c.name), countyCounts),
    products: inOrder(PRODUCT_CATEGORIES, new Map(of("products").map((r) => [r.value, r.count]))),
    services: inOrder(SERVICES, new Map(of("services").map((r) => [r.value, r.count]))),
    type: inOrder(SHOP_TYPES, new Map(of("type").map((r) => [r.value, r.count]))),
  };
}

/** The fixed list's values in its order (zero counts included, so a UI can show them disabled), then any others. */
function inOrder(known: readonly string[], counts: Map<string, number>): FacetCount[] {
  const out = known.map((value) => ({ value, count: counts.get(value) ?? 0 }));
  for (const [value, count] of counts) if (!known.includes(value)) out.push({ value, count });
  return out;
}
