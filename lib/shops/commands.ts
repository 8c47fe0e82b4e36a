import "server-only";
import { after } from "next/server";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache/tags";
import { ADMIN } from "@/lib/audit/queries";
import { assignMissingSlugs } from "@/lib/shops/slugs";
import { closeShop, reopenShop, verifyShop } from "@/lib/shops/status";
import { approveShop, deleteShop, rejectShop, setShopFeatured, updateShop, type Shop } from "@/lib/shops/queries";
import { AppError } from "@/lib/errors";
import { forgetClosedShops } from "@/lib/listings/closed-shops";
import { notifyApproval } from "@/lib/mail/notify";
import type { ShopSubmission } from "@/lib/validation/shop";

/**
 * The administrator's changes to a shop, one function each: change the data, expire the public
 * pages it shows on, and schedule what happens after the answer (mail). Route handlers only adapt
 * HTTP to these; the bulk actions (bulk.ts) run the same ones. A shop that is not there is an
 * AppError("not_found"), which every handler answers 404.
 */

const missing = (what: string) => new AppError("not_found", `${what} not found`);

/** Shop pages, and the events that carry their shop's name, address and status. */
const revalidateShopPages = () => revalidatePublic(CACHE_TAGS.shops, CACHE_TAGS.events);

export async function editShop({ id, data }: { id: string; data: ShopSubmission }): Promise<Shop> {
  const shop = await updateShop({ id, data });
  if (!shop) throw missing("Farm shop");
  revalidateShopPages();
  return shop;
}

/** Deletes a shop and its events. */
export async function removeShop({ id }: { id: string }): Promise<Shop> {
  const shop = await deleteShop({ id });
  if (!shop) throw missing("Farm shop");
  revalidateShopPages();
  return shop;
}

/**
 * Publishes a submission (giving it a slug if it lacks one). The owner hears once, when the shop
 * goes live; approving again (even at the same moment) sends nothing. `revalidate: false` leaves
 * the revalidation to a caller that changes many shops at once.
 */
export async function approve({ id, revalidate = true }: { id: string; revalidate?: boolean }): Promise<Shop> {
  const result = await approveShop({ id });
  if (!result) throw missing("Farm shop");
  const { shop, newlyApproved } = result;
  if (revalidate) revalidateShopPages();
  if (newlyApproved) after(() => notifyApproval(shop));
  return shop;
}

/** Removes a pending submission (an approved shop is not a submission: not found). */
export async function reject({ id, revalidate = true }: { id: string; revalidate?: boolean }): Promise<Shop> {
  const shop = await rejectShop({ id });
  if (!shop) throw missing("Pending submission");
  if (revalidate) revalidatePublic(CACHE_TAGS.shops);
  return shop;
}

export async function feature({ id, featured, revalidate = true }: { id: string; featured: boolean; revalidate?: boolean }): Promise<Shop> {
  const shop = await setShopFeatured({ id, featured });
  if (revalidate) revalidatePublic(CACHE_TAGS.shops);
  return shop;
}

/** Marks a shop permanently closed: off every public list, its page answers 410. */
export async function close({ id }: { id: string }): Promise<Shop> {
  const shop = await closeShop({ id, actor: ADMIN });
  // The proxy's closed-shop lookup is cached in memory.
  forgetClosedShops();
  revalidateShopPages();
  return shop;
}

export async function reopen({ id }: { id: string }): Promise<Shop> {
  const shop = await reopenShop({ id, actor: ADMIN });
  forgetClosedShops();
  revalidateShopPages();
  return shop;
}

/** The administrator has checked the details (sets verifiedAt). */
export async function verify({ id }: { id: string }): Promise<Shop> {
  const shop = await verifyShop({ id, actor: ADMIN });
  revalidateShopPages();
  return shop;
}

/** Gives every shop without a slug one; answers how many were migrated. */
export async function migrateSlugs(): Promise<number> {
  const migrated = await assignMissingSlugs();
  // Event pages link to their shop's address.
  if (migrated > 0) revalidateShopPages();
  return migrated;
}
