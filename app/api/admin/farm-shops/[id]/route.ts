// PATCH /api/admin/farm-shops/[id] – edit a shop; DELETE – delete a shop and its events
import { readJson } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { editShop, removeShop } from "@/lib/shops/commands";
import { adminShopUpdateSchema } from "@/lib/validation/shop";

export const PATCH = adminRoute<{ id: string }>(async (req, { params }) => {
  const { keepHoursAsPublished, ...data } = await readJson(req, adminShopUpdateSchema);
  return json(await editShop({ id: params.id, data, keepHoursAsPublished }));
});

export const DELETE = adminRoute<{ id: string }>(async (_req, { params }) => {
  const shop = await removeShop({ id: params.id });
  return json({ message: `Deleted ${shop.name}`, id: shop.id });
});
