import "server-only";
import { notFound } from "@/lib/api/handler";
import { getShopByIdOrSlug, type Shop } from "@/lib/shops/queries";
import { AppError } from "@/lib/errors";

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
