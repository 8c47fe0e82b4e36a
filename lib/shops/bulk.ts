import "server-only";
import { after } from "next/server";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache/tags";
import { approveShop, rejectShop, setShopFeatured, type Shop } from "@/lib/db/queries/shops";
import { AppError, toAppError } from "@/lib/errors";
import { notifyApproval } from "@/lib/mail/notify";
import type { BulkShopAction } from "@/lib/validation/bulk";

export type BulkResult = { action: BulkShopAction["action"]; succeeded: number; failed: { id: string; message: string }[] };

async function applyOne(action: BulkShopAction["action"], id: string): Promise<void> {
  switch (action) {
    case "approve": {
      const result = await approveShop({ id });
      if (!result) throw new AppError("not_found", "Farm shop not found");
      if (result.newlyApproved) {
        const shop: Shop = result.shop;
        after(() => notifyApproval(shop));
      }
      return;
    }
    case "reject":
      if (!(await rejectShop({ id }))) throw new AppError("not_found", "Pending submission not found");
      return;
    case "feature":
    case "unfeature":
      await setShopFeatured({ id, featured: action === "feature" });
      return;
  }
}

/**
 * Applies one action to each selected shop in turn and reports, shop by shop, what could not be
 * done (a shop already removed, a pending shop that cannot be featured): one failure never stops
 * the rest. The public pages are revalidated once, at the end.
 */
export async function applyBulkShopAction({ action, ids }: BulkShopAction): Promise<BulkResult> {
  const failed: BulkResult["failed"] = [];
  let succeeded = 0;
  for (const id of ids) {
    try {
      await applyOne(action, id);
      succeeded++;
    } catch (err) {
      const e = toAppError(err);
      failed.push({ id, message: e.status >= 500 ? "Could not be changed. Please try again." : e.message });
      if (e.status >= 500) console.error(`[bulk] ${action} ${id}:`, err);
    }
  }
  if (succeeded > 0) revalidatePublic(CACHE_TAGS.shops, CACHE_TAGS.events);
  return { action, succeeded, failed };
}
