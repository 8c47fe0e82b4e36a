// POST /api/admin/migrate-slugs – give every shop without a slug one
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache/tags";
import { assignMissingSlugs } from "@/lib/db/queries/shops";

export const POST = adminRoute(async () => {
  const migrated = await assignMissingSlugs();
  if (migrated > 0) revalidatePublic(CACHE_TAGS.shops, CACHE_TAGS.events);
  const noun = migrated === 1 ? "shop" : "shops";
  return json({ message: `Migrated ${migrated} ${noun} to SEO-friendly URLs`, migrated });
});
