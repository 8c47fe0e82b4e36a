// GET /api/admin/slugs – slug status: counts and the shops still on an id-based address
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { listShopLocations } from "@/lib/db/queries/shops";

export const GET = adminRoute(async () => {
  const shops = await listShopLocations();
  const without = shops.filter((s) => !s.slug).map(({ id, name, county, town }) => ({ id, name, county, town }));
  return json({ total: shops.length, withSlugs: shops.length - without.length, needMigration: without.length, shops: without });
});
