// PATCH /api/admin/farm-shops/[id]/featured – feature or un-feature an approved shop
import { readJson } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { feature } from "@/lib/shops/commands";
import { featuredSchema } from "@/lib/validation/shop";

export const PATCH = adminRoute<{ id: string }>(async (req, { params }) => {
  const { featured } = await readJson(req, featuredSchema);
  return json(await feature({ id: params.id, featured }));
});
