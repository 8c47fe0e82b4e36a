// PATCH /api/admin/farm-shops/[id] – edit a shop; DELETE – delete a shop and its events
import { readJson } from "@/lib/api/body";
import { notFound } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache/tags";
import { deleteShop, updateShop } from "@/lib/db/queries/shops";
import { shopUpdateSchema } from "@/lib/validation/shop";

export const PATCH = adminRoute<{ id: string }>(async (req, { params }) => {
  const data = await readJson(req, shopUpdateSchema);
  const shop = await updateShop({ id: params.id, data });
  if (!shop) throw notFound("Farm shop");
  // Events carry their shop's name and address.
  revalidatePublic(CACHE_TAGS.shops, CACHE_TAGS.events);
  return json(shop);
});

export const DELETE = adminRoute<{ id: string }>(async (_req, { params }) => {
  const shop = await deleteShop({ id: params.id });
  if (!shop) throw notFound("Farm shop");
  revalidatePublic(CACHE_TAGS.shops, CACHE_TAGS.events);
  return json({ message: `Deleted ${shop.name}`, id: shop.id });
});
