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
  type Row = { county: string | null; shop_type: string | null; v: string | null; n: number };
  // One scan of the shops that match every condition but the county and type choices, grouped by
  // county and type: a row per (county, type) with its count, and a row per (county, type, product
  // or service) with its count (at most 32 × 4 × the catalogue's values, whatever the number of
  // shops). County counts are then the rows in the chosen types, type counts the rows in the chosen
  // counties, and the total, products and services the rows in both: every count of every
  // combination from the same single pass, with nothing kept between its steps.
  const rows = await queryRows<Row>(
    db,
    sql`select lower(${farmShops.county}) as county, ${farmShops.shopType} as shop_type, x.v, count(*)::int as n
        from ${farmShops}
        cross join lateral (
          select null::text as v
          union all select 'p:' || p from unnest(${farmShops.products}) as p
          union all select 's:' || s from unnest(${farmShops.services}) as s
        ) as x
        where ${whereOf(query, ["county", "type"]) ?? sql`true`}
        group by 1, 2, 3`,
  );
  const chosenCounties = new Set(query.county.map((c) => c.toLowerCase()));
  const chosenTypes = new Set<string>(query.type);
  const inCounty = (r: Row) => chosenCounties.size === 0 || chosenCounties.has(r.county ?? "");
  const inType = (r: Row) => chosenTypes.size === 0 || chosenTypes.has(r.shop_type ?? "");
  const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  const countyCounts = new Map<string, number>();
  const typeCounts = new Map<string, number>();
  const productCounts = new Map<string, number>();
  const serviceCounts = new Map<string, number>();
  let total = 0;
  for (const r of rows) {
    const n = Number(r.n);
    if (r.v === null) {
      if (inType(r) && r.county !== null) add(countyCounts, findCountyByName(r.county)?.name ?? r.county, n);
      if (inCounty(r) && r.shop_type !== null) add(typeCounts, r.shop_type, n);
      if (inType(r) && inCounty(r)) total += n;
    } else if (inType(r) && inCounty(r)) {
      add(r.v.startsWith("p:") ? productCounts : serviceCounts, r.v.slice(2), n);
    }
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
