// GET /api/admin/farm-shops/pending – submissions waiting for review, oldest first
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { listPendingShops } from "@/lib/db/queries/shops";

export const GET = adminRoute(async () => json(await listPendingShops()));
