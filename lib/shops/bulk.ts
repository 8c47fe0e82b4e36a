import "server-only";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache/tags";
import { toAppError } from "@/lib/errors";
import type { BulkShopAction } from "@/lib/validation/bulk";
import { approve, feature, reject } from "./commands";

export type BulkResult = { action: BulkShopAction["action"]; succeeded: number; failed: { id: string; message: string }[] };

/** One shop's change, with the same command as the one-shop actions; revalidation waits for the end. */
async function applyOne(action: BulkShopAction["action"], id: string): Promise<void> {
  switch (action) {
    case "approve":
      await approve({ id, revalidate: false });
      return;
    case "reject":
      await reject({ id, revalidate: false });
      return;
    case "feature":
    case "unfeature":
      await feature({ id, featured: action === "feature", revalidate: false });
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
