// POST /api/admin/migrate-slugs – give every shop without a slug one
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { migrateSlugs } from "@/lib/shops/commands";

export const POST = adminRoute(async () => {
  const migrated = await migrateSlugs();
  const noun = migrated === 1 ? "shop" : "shops";
  return json({ message: `Migrated ${migrated} ${noun} to SEO-friendly URLs`, migrated });
});
