// DELETE /api/admin/farm-shops/[id]/reject – remove a pending submission (approved shops: 404)
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { reject } from "@/lib/shops/commands";

export const DELETE = adminRoute<{ id: string }>(async (_req, { params }) => {
  const shop = await reject({ id: params.id });
  return json({ message: `Rejected ${shop.name}`, id: shop.id });
});
