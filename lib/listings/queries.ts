import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { farmShops, shopChanges, type ShopChange } from "@/lib/db/schema";
import { AppError, notFound } from "@/lib/errors";
import { getShopByIdOrSlug, type Shop } from "@/lib/shops/queries";

/**
 * Reading listings as their keepers see them: the public shop a visitor's request names, the owner's
 * view of their listing, and the changes waiting for review. Their writes are in commands.ts.
 */

/** The same answer to a claim whether or not the listing has an address, so that it reveals nothing. */
export const CLAIM_ANSWER = "If this listing has an email address, we have sent it a link to update the listing";

export const CLOSED_MESSAGE = "This farm shop has closed permanently";

/**
 * A public shop for a visitor's request by id or slug: 404 when there is none (or it is still
 * pending), 410 when it has closed for good.
 */
export async function loadPublicShop(idOrSlug: string): Promise<Shop> {
  const shop = idOrSlug.length <= 200 ? await getShopByIdOrSlug({ idOrSlug, includeClosed: true }) : null;
  if (!shop) throw notFound("Farm shop");
  if (shop.closedAt) throw new AppError("gone", CLOSED_MESSAGE);
  return shop;
}

export type PendingChange = ShopChange & { shop: { id: string; name: string; slug: string | null; county: string; email: string | null } };

export async function listChanges({ status, limit, offset }: { status: ShopChange["status"]; limit: number; offset: number }): Promise<{ rows: PendingChange[]; total: number }> {
  const db = await getDb();
  const where = eq(shopChanges.status, status);
  const [rows, [count]] = await Promise.all([
    db
      .select({ change: shopChanges, shop: { id: farmShops.id, name: farmShops.name, slug: farmShops.slug, county: farmShops.county, email: farmShops.email } })
      .from(shopChanges)
      .innerJoin(farmShops, eq(farmShops.id, shopChanges.farmShopId))
      .where(where)
      .orderBy(asc(shopChanges.createdAt), asc(shopChanges.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(shopChanges).where(where),
  ]);
  return { rows: rows.map(({ change, shop }) => ({ ...change, shop })), total: count?.n ?? 0 };
}

export async function getPendingChange({ shopId }: { shopId: string }): Promise<ShopChange | null> {
  const db = await getDb();
  const [change] = await db.select().from(shopChanges).where(and(eq(shopChanges.farmShopId, shopId), eq(shopChanges.status, "pending"))).limit(1);
  return change ?? null;
}

/** What the owner's page shows: the listing as it is live, and the change waiting for review. */
export async function getOwnerView(shopId: string): Promise<{ shop: Shop; pendingChange: ShopChange | null } | null> {
  const shop = await getShopByIdOrSlug({ idOrSlug: shopId, includePending: true });
  if (!shop || shop.id !== shopId) return null;
  return { shop, pendingChange: await getPendingChange({ shopId }) };
}
