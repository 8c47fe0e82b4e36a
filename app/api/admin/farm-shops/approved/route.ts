// GET /api/admin/farm-shops/approved – approved shops by name, closed ones too (uncached, for the admin screen)
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { listApprovedShops } from "@/lib/db/queries/shops";

export const GET = adminRoute(async () => json(await listApprovedShops({ includeClosed: true })));
