// POST /api/admin/farm-shops/bulk – approve, reject, feature or un-feature many shops; answers a summary
import { readJson } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { applyBulkShopAction } from "@/lib/shops/commands";
import { bulkShopActionSchema } from "@/lib/validation/bulk";

export const POST = adminRoute(async (req) => json(await applyBulkShopAction(await readJson(req, bulkShopActionSchema))));
