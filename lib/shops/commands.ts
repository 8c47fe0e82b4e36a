import "server-only";
import { metrics } from "@/lib/observability/metrics";
import { after } from "next/server";
import { revalidatePublic } from "@/lib/cache/commands";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { ADMIN } from "@/lib/audit/commands";
import { inMinutes, limits } from "@/lib/auth/limits";
import { countAttempt } from "@/lib/auth/throttle";
import { findDuplicateShop } from "@/lib/shops/duplicates";
import { assignMissingSlugs } from "@/lib/shops/slugs";
import { closeShop, reopenShop, verifyShop } from "@/lib/shops/status";
import { forgetClosedShops } from "@/lib/shops/closed";
import { approveShop, createShop, deleteShop, rejectShop, setShopFeatured, updateShop, type Shop } from "@/lib/shops/queries";
import { getEnv } from "@/lib/env";
import { assertImagesStored } from "@/lib/storage/verify";
import { AppError, notFound, toAppError } from "@/lib/errors";
import { geocodeNewShop, geocodeShops, type BulkGeocodeResult } from "@/lib/geo/bulk";
import { notifyApproval, notifySubmission } from "@/lib/mail/notify";
import type { Locale } from "@/i18n/config";
import type { BulkShopAction } from "@/lib/validation/bulk";
import type { ShopSubmission } from "@/lib/validation/shop";
import { spamReason, type SubmissionGuard } from "@/lib/validation/submission-guard";
import { logger, truncatedAddress } from "@/lib/observability/logger";

/**
 * The administrator's changes to a shop, one function each: change the data, expire the public
 * pages it shows on, and schedule what happens after the answer (mail). Route handlers only adapt
 * HTTP to these; the bulk actions run the same ones. A visitor's submission and the geocoding runs
 * are here too. A shop that is not there is a notFound() AppError, which every handler answers 404.
 */

/** Shop pages, and the events that carry their shop's name, address and status. */
const revalidateShopPages = () => revalidatePublic(CACHE_TAGS.shops, CACHE_TAGS.events);

/**
 * The admin's edit. Saving a shop's hours confirms them: its "Hours as published" (the text of
 * imported hours the model could not hold) is cleared, unless the admin keeps it.
 */
export async function editShop({ id, data, keepHoursAsPublished = false }: { id: string; data: ShopSubmission; keepHoursAsPublished?: boolean }): Promise<Shop> {
  await assertImagesStored([
    { label: "The image", url: data.imageUrl },
    { label: "The second image", url: data.imageUrl2 },
  ]);
  const shop = await updateShop({ id, data, keepHoursAsPublished });
  if (!shop) throw notFound("Farm shop");
  revalidateShopPages();
  // Coordinates left blank (the form says "Leave blank to geocode from the Eircode"): placed from
  // the Eircode or address after the answer, as a submission is; a shop the geocoder cannot place
  // stays off the map and is listed under Fix Missing Coordinates.
  if (shop.latitude === null || shop.longitude === null) after(() => placeNewShop(shop));
  return shop;
}

/** Deletes a shop and its events. */
export async function removeShop({ id }: { id: string }): Promise<Shop> {
  const shop = await deleteShop({ id });
  if (!shop) throw notFound("Farm shop");
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
  if (!result) throw notFound("Farm shop");
  const { shop, newlyApproved } = result;
  if (revalidate) revalidateShopPages();
  if (newlyApproved) after(() => notifyApproval(shop));
  return shop;
}

/** Removes a pending submission (an approved shop is not a submission: not found). */
export async function reject({ id, revalidate = true }: { id: string; revalidate?: boolean }): Promise<Shop> {
  const shop = await rejectShop({ id });
  if (!shop) throw notFound("Pending submission");
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

/**
 * A shop owner's submission: within the client's hourly limit (429 past it), checked for spam
 * and for a likely duplicate, stored pending. Spam is stored too (the admin's Spam list) and is
 * answered exactly like a real submission, so that a robot learns nothing; it sends no mail and
 * costs no geocoding.
 */
export async function submitShop({ data, guard, client, ownerLocale = "en-IE" }: { data: ShopSubmission; guard: SubmissionGuard; client: string; ownerLocale?: Locale }): Promise<Shop> {
  const attempt = await countAttempt(`submit:${client}`, limits.submissions());
  if (!attempt.allowed) {
    throw new AppError(
      "rate_limited",
      `Too many submissions from your connection. Please try again ${inMinutes(attempt.retryAfterSeconds)}.`,
      { retryAfterSeconds: attempt.retryAfterSeconds },
    );
  }
  const spam = spamReason(guard, getEnv().SUBMIT_MIN_FILL_SECONDS);
  const duplicate = spam ? null : await findDuplicateShop(data);
  const shop = await createShop({ data, spamReason: spam, duplicateOfId: duplicate?.id ?? null, ownerLocale });
  metrics()?.submissions.inc();
  if (spam) {
    logger().warn({ spam, client: truncatedAddress(client), shopId: shop.id }, "submission stored as spam");
    return shop;
  }
  // A pending shop is on no public list, but the admin counts and diagnostics read it.
  revalidatePublic(CACHE_TAGS.shops);
  // Mail and geocoding run after the answer: a slow mail server or geocoder never holds it up,
  // and a failure there never loses the submission (both log and carry on).
  after(async () => {
    await Promise.all([notifySubmission(shop, ownerLocale), placeNewShop(shop)]);
  });
  return shop;
}

export type BulkResult = { action: BulkShopAction["action"]; succeeded: number; failed: { id: string; message: string }[] };

/** One shop's change, with the same command as the one-shop actions; revalidation waits for the end. */
async function applyBulkOne(action: BulkShopAction["action"], id: string): Promise<void> {
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
      await applyBulkOne(action, id);
      succeeded++;
    } catch (err) {
      const e = toAppError(err);
      failed.push({ id, message: e.status >= 500 ? "Could not be changed. Please try again." : e.message });
      // An unexpected error was logged by toAppError, with its stack and reference.
      if (e.status >= 500) logger().warn({ action, shopId: id, reference: e.extra.reference }, "bulk change failed for a shop");
    }
  }
  if (succeeded > 0) revalidateShopPages();
  return { action, succeeded, failed };
}

/**
 * Geocodes every shop without coordinates (with `force`, every shop) and expires the public pages
 * once at the end when any shop moved. See geocodeShops (lib/geo/bulk.ts) for its time bounds.
 */
export async function bulkGeocodeShops({ force = false }: { force?: boolean } = {}): Promise<BulkGeocodeResult> {
  const result = await geocodeShops({ force });
  if (result.successful > 0) revalidateShopPages();
  return result;
}

/** After a submission: places a new shop that came without coordinates. Never throws. */
export async function placeNewShop(shop: Shop): Promise<void> {
  if (await geocodeNewShop(shop)) revalidatePublic(CACHE_TAGS.shops);
}
