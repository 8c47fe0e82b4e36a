import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { farmShops } from "@/lib/db/schema";

/**
 * The one place that says which shops the public sees: approved ones that have not closed for
 * good. Every public list, search, facet, map, count and sitemap goes through it, so that a closed
 * shop leaves them all at once.
 */
export function publicShopCondition(): SQL {
  return sql`${farmShops.approved} and ${farmShops.closedAt} is null`;
}
