// GET /api/admin/slugs – slug status: counts and the shops still on an id-based address
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { getSlugStatus } from "@/lib/shops/slugs";

export const GET = adminRoute(async () => json(await getSlugStatus()));
