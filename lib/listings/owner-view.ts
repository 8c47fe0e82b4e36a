import "server-only";
import { getPendingChange } from "@/lib/listings/changes";
import { getShopByIdOrSlug, type Shop } from "@/lib/shops/queries";
import type { ShopChange } from "@/lib/db/schema";

/** What the owner's page shows: the listing as it is live, and the change waiting for review. */
export async function getOwnerView(shopId: string): Promise<{ shop: Shop; pendingChange: ShopChange | null } | null> {
  const shop = await getShopByIdOrSlug({ idOrSlug: shopId, includePending: true });
  if (!shop || shop.id !== shopId) return null;
  return { shop, pendingChange: await getPendingChange({ shopId }) };
}
