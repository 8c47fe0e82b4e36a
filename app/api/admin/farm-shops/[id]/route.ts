// PATCH /api/admin/farm-shops/[id] – edit a shop; DELETE – delete a shop and its events
import { readJson } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { editShop, removeShop } from "@/lib/shops/commands";
import { getShopByIdOrSlug } from "@/lib/shops/queries";
import { adminShopUpdateSchemaFor } from "@/lib/validation/shop";

export const PATCH = adminRoute<{ id: string }>(async (req, { params }) => {
  // The stored hours: a day sent back as it is stored stays valid (an import's 24/7 or hours past midnight).
  // (An unknown shop is still the 404 editShop answers, after the body's checks.)
  const stored = await getShopByIdOrSlug({ idOrSlug: params.id, includePending: true, includeClosed: true });
  const storedHours = stored?.id === params.id ? stored.openingHours : null;
  const { keepHoursAsPublished, ...data } = await readJson(req, adminShopUpdateSchemaFor(storedHours));
  return json(await editShop({ id: params.id, data, keepHoursAsPublished }));
});

export const DELETE = adminRoute<{ id: string }>(async (_req, { params }) => {
  const shop = await removeShop({ id: params.id });
  return json({ message: `Deleted ${shop.name}`, id: shop.id });
});
