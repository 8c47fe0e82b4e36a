import "server-only";
import { aliasedTable, and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { AdminShopListQuery } from "@/lib/validation/admin-shop-list";
import { getDb } from "@/lib/db/client";
import { farmShops } from "@/lib/db/schema";
import { whereOf } from "@/lib/search/search";
import { searchQuery } from "@/lib/search/types";
import { shopColumns, type Shop } from "@/lib/shops/queries";
import { needsCheckingCondition } from "@/lib/shops/status";

export type AdminShopStatus = "pending" | "approved" | "spam";

/** A shop as the admin lists show it: every public field plus the review notes. */
export type AdminListShop = Shop & {
  spamReason: string | null;
  duplicateOf: { id: string; name: string; slug: string | null; approved: boolean } | null;
};

const original = aliasedTable(farmShops, "duplicate_of");

/**
 * What the admin list shows: its status (approved, closed ones included; pending; spam) and
 * the admin's filters, matched by the one search module (lib/search): every word of `q` is looked
 * for where a visitor's search looks, plus e-mail, phone and Eircode. No spelling correction: an
 * admin looks for what is there.
 */
function conditions(status: AdminShopStatus, p: AdminShopListQuery): SQL[] {
  const where: SQL[] = [];
  if (status === "approved") where.push(eq(farmShops.approved, true));
  else where.push(eq(farmShops.approved, false), status === "spam" ? isNotNull(farmShops.spamReason) : isNull(farmShops.spamReason));
  const search = whereOf(
    searchQuery({
      scope: "all",
      q: p.q?.trim() || undefined,
      adminFields: true,
      correct: false,
      county: p.county ? [p.county] : [],
      type: p.type ? [p.type] : [],
      featured: p.featured,
      hasEvents: p.hasEvents,
      missingCoordinates: p.missingCoordinates,
    }),
  );
  if (search) where.push(search);
  // The same rule as the "Needs checking" list: trading shops unconfirmed for a year (or ever).
  if (p.needsChecking !== undefined) where.push(p.needsChecking ? needsCheckingCondition() : sql`not ${needsCheckingCondition()}`);
  return where;
}

function ordering(status: AdminShopStatus, sort: AdminShopListQuery["sort"]): SQL[] {
  const byName = [asc(sql`lower(${farmShops.name})`), asc(farmShops.id)];
  switch (sort ?? (status === "approved" ? "name" : "oldest")) {
    case "-name":
      return [desc(sql`lower(${farmShops.name})`), desc(farmShops.id)];
    case "newest":
      return [desc(farmShops.createdAt), desc(farmShops.id)];
    case "oldest":
      return [asc(farmShops.createdAt), asc(farmShops.id)];
    case "county":
      return [asc(farmShops.county), ...byName];
    case "town":
      return [asc(sql`lower(${farmShops.town})`), ...byName];
    case "updated":
      return [asc(farmShops.updatedAt), asc(farmShops.id)];
    case "recent":
      return [desc(farmShops.updatedAt), desc(farmShops.id)];
    default:
      return byName;
  }
}

/**
 * One page of an admin shop list and the size of the whole filtered list: the one place the
 * admin's shop lists are queried.
 */
export async function listAdminShops(
  status: AdminShopStatus,
  params: AdminShopListQuery,
): Promise<{ shops: AdminListShop[]; total: number }> {
  const db = await getDb();
  const where = and(...conditions(status, params));
  const [rows, [count]] = await Promise.all([
    db
      .select({
        ...shopColumns,
        spamReason: farmShops.spamReason,
        duplicateOfId: original.id,
        duplicateOfName: original.name,
        duplicateOfSlug: original.slug,
        duplicateOfApproved: original.approved,
      })
      .from(farmShops)
      .leftJoin(original, eq(original.id, farmShops.duplicateOfId))
      .where(where)
      .orderBy(...ordering(status, params.sort))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(farmShops).where(where),
  ]);
  type Row = Shop & { spamReason: string | null; duplicateOfId: string | null; duplicateOfName: string | null; duplicateOfSlug: string | null; duplicateOfApproved: boolean | null };
  const shops = (rows as Row[]).map(({ duplicateOfId, duplicateOfName, duplicateOfSlug, duplicateOfApproved, ...shop }) => ({
    ...shop,
    duplicateOf:
      duplicateOfId && duplicateOfName !== null
        ? { id: duplicateOfId, name: duplicateOfName, slug: duplicateOfSlug, approved: duplicateOfApproved ?? false }
        : null,
  }));
  return { shops, total: Number(count?.n ?? 0) };
}
