import "server-only";
import { after } from "next/server";
import { ADMIN, revertOwnerEdit } from "@/lib/audit/queries";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache/tags";
import type { AuditEntry } from "@/lib/db/schema";
import { consumeOwnerToken } from "@/lib/listings/owner-tokens";
import { sendUpdateLink } from "@/lib/mail/owner-notify";
import type { Shop } from "@/lib/shops/queries";
import { verifyShop } from "@/lib/shops/status";

/**
 * Keeping a listing true, one function each: the owner confirms it, asks for a link to update it,
 * or the administrator undoes an owner's edit. Each changes the data, expires the public pages it
 * touched and schedules its mail after the answer; route handlers only adapt HTTP to these. (The
 * owner's edit and the review of a reviewed change live in owner-edit.ts and review-change.ts.)
 */

/** The signed-in owner says everything is still right (sets verifiedAt). */
export async function confirmListing({ shopId }: { shopId: string }): Promise<Shop> {
  const shop = await verifyShop({ id: shopId, actor: { kind: "owner", shopId } });
  revalidatePublic(CACHE_TAGS.shops);
  return shop;
}

/** The reminder's one-click link: confirms the listing it was sent for. False when the link is spent or unknown. */
export async function confirmListingByLink({ token }: { token: string }): Promise<boolean> {
  const used = await consumeOwnerToken({ token, purpose: "confirm" });
  if (!used) return false;
  await confirmListing({ shopId: used.shopId });
  return true;
}

/**
 * "Update this listing": the link goes only to the address stored on the listing (nothing the
 * requester sends is read), after the answer, so that the answer does not tell whether there is one.
 */
export function mailUpdateLink({ shop }: { shop: Shop }): void {
  const { email } = shop;
  if (email) after(() => sendUpdateLink({ ...shop, email }));
}

/** The administrator undoes an owner's applied edit (the undo is itself recorded). */
export async function undoOwnerEdit({ id }: { id: string }): Promise<AuditEntry> {
  const entry = await revertOwnerEdit({ id, actor: ADMIN });
  revalidatePublic(CACHE_TAGS.shops, CACHE_TAGS.events);
  return entry;
}
