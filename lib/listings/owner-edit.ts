import "server-only";
import { parseWith } from "@/lib/api/body";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache/tags";
import { applyOwnerEdit, type OwnerEditResult } from "@/lib/listings/changes";
import { getShopByIdOrSlug } from "@/lib/shops/queries";
import { AppError } from "@/lib/errors";
import { assertImagesStored } from "@/lib/storage/verify";
import { shopUpdateSchema } from "@/lib/validation/shop";

/**
 * An owner's PATCH: the fields sent are laid over the live listing and the whole is checked by
 * the submit form's own schema (so the messages are the form's, and fields the form gains later
 * are checked and applied the same way). Then the live half goes out at once and the reviewed
 * half waits for the administrator.
 */
export async function ownerEditShop({ shopId, body, ownerEmail }: { shopId: string; body: Record<string, unknown>; ownerEmail: string }): Promise<OwnerEditResult> {
  const current = await getShopByIdOrSlug({ idOrSlug: shopId, includePending: true });
  if (!current || current.id !== shopId) throw new AppError("not_found", "Farm shop not found");
  if (current.closedAt) throw new AppError("gone", "This listing is marked as closed. Write to us if the shop has reopened.");
  const data = parseWith(shopUpdateSchema, { ...current, ...body });
  await assertImagesStored([
    { label: "The image", url: data.imageUrl !== current.imageUrl ? data.imageUrl : null },
    { label: "The second image", url: data.imageUrl2 !== current.imageUrl2 ? data.imageUrl2 : null },
  ]);
  const result = await applyOwnerEdit({ shopId, data, ownerEmail });
  if (Object.keys(result.applied).length > 0) revalidatePublic(CACHE_TAGS.shops, CACHE_TAGS.events);
  return result;
}
