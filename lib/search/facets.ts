import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { COUNTIES, findCountyByName } from "@/lib/counties";
import { PRODUCT_CATEGORIES, SERVICES, SHOP_TYPES } from "@/lib/catalog";
import { getDb, queryRows } from "@/lib/db/client";
import { farmShops } from "@/lib/db/schema";
import { cachedSearchRead, isCacheable } from "./cache";
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
  return isCacheable(query) ? cachedSearchRead("facets", query, () => readFacets(query)) : readFacets(query);
}

async function readFacets(query: SearchQuery): Promise<Facets> {
  const db = await getDb();
  type Row = { k: string; v: string; n: number };
  // One scan of the matches for every count that uses all the filters.
  const all = queryRows<Row>(
    db,
    sql`with m as materialized (
          select ${farmShops.county} as county, ${farmShops.shopType} as shop_type, ${farmShops.products} as products, ${farmShops.services} as services
          from ${farmShops} where ${whereOf(query) ?? sql`true`}
        )
        select 'county' as k, lower(county) as v, count(*)::int as n from m group by 2
        union all select 'type', shop_type, count(*)::int from m group by 2
        union all select 'products', p, count(*)::int from m cross join lateral unnest(products) as p group by 2
        union all select 'services', s, count(*)::int from m cross join lateral unnest(services) as s group by 2`,
  );
  // An "any of" filter that is set: its own counts leave it out (one more scan each).
  const without = (name: "county" | "type", column: SQL) =>
    query[name].length === 0
      ? null
      : queryRows<Row>(
          db,
          sql`select ${name} as k, ${column} as v, count(*)::int as n from ${farmShops} where ${whereOf(query, name) ?? sql`true`} group by 2`,
        );
  const [rows, counties, types] = await Promise.all([
    all,
    without("county", sql`lower(${farmShops.county})`),
    without("type", sql`${farmShops.shopType}`),
  ]);
  const of = (k: string, list: Row[]) => list.filter((r) => r.k === k).map((r) => ({ value: r.v, count: Number(r.n) }));
  const countyCounts = new Map<string, number>();
  for (const row of of("county", counties ?? rows)) {
    const name = findCountyByName(row.value)?.name ?? row.value;
    countyCounts.set(name, (countyCounts.get(name) ?? 0) + row.count);
  }
  return {
    total: of("county", rows).reduce((n, r) => n + r.count, 0),
    county: inOrder(COUNTIES.map((c) => c.name), countyCounts),
    products: inOrder(PRODUCT_CATEGORIES, new Map(of("products", rows).map((r) => [r.value, r.count]))),
    services: inOrder(SERVICES, new Map(of("services", rows).map((r) => [r.value, r.count]))),
    type: inOrder(SHOP_TYPES, new Map(of("type", types ?? rows).map((r) => [r.value, r.count]))),
  };
}

/** The fixed list's values in its order (zero counts included, so a UI can show them disabled), then any others. */
function inOrder(known: readonly string[], counts: Map<string, number>): FacetCount[] {
  const out = known.map((value) => ({ value, count: counts.get(value) ?? 0 }));
  for (const [value, count] of counts) if (!known.includes(value)) out.push({ value, count });
  return out;
}
