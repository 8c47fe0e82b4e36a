import "server-only";
import { sql } from "drizzle-orm";
import { COUNTIES, findCountyByName } from "@/lib/counties";
import { PRODUCT_CATEGORIES, SERVICES, SHOP_TYPES } from "@/lib/catalog";
import { getDb } from "@/lib/db/client";
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
  const [total, counties, products, services, types] = await Promise.all([
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(farmShops).where(whereOf(query)),
    db
      .select({ value: sql<string>`lower(${farmShops.county})`, count: sql<number>`count(*)`.mapWith(Number) })
      .from(farmShops)
      .where(whereOf(query, "county"))
      .groupBy(sql`lower(${farmShops.county})`),
    db
      .select({ value: sql<string>`p`, count: sql<number>`count(*)`.mapWith(Number) })
      .from(sql`${farmShops} cross join lateral unnest(${farmShops.products}) as p`)
      .where(whereOf(query))
      .groupBy(sql`p`),
    db
      .select({ value: sql<string>`s`, count: sql<number>`count(*)`.mapWith(Number) })
      .from(sql`${farmShops} cross join lateral unnest(${farmShops.services}) as s`)
      .where(whereOf(query))
      .groupBy(sql`s`),
    db
      .select({ value: farmShops.shopType, count: sql<number>`count(*)`.mapWith(Number) })
      .from(farmShops)
      .where(whereOf(query, "type"))
      .groupBy(farmShops.shopType),
  ]);
  const countyCounts = new Map<string, number>();
  for (const row of counties) {
    const name = findCountyByName(row.value)?.name ?? row.value;
    countyCounts.set(name, (countyCounts.get(name) ?? 0) + row.count);
  }
  return {
    total: total[0]?.n ?? 0,
    county: inOrder(COUNTIES.map((c) => c.name), countyCounts),
    products: inOrder(PRODUCT_CATEGORIES, new Map(products.map((r) => [r.value, r.count]))),
    services: inOrder(SERVICES, new Map(services.map((r) => [r.value, r.count]))),
    type: inOrder(SHOP_TYPES, new Map(types.map((r) => [r.value, r.count]))),
  };
}

/** The fixed list's values in its order (zero counts included, so a UI can show them disabled), then any others. */
function inOrder(known: readonly string[], counts: Map<string, number>): FacetCount[] {
  const out = known.map((value) => ({ value, count: counts.get(value) ?? 0 }));
  for (const [value, count] of counts) if (!known.includes(value)) out.push({ value, count });
  return out;
}
