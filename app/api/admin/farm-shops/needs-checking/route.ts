// GET /api/admin/farm-shops/needs-checking?limit=&offset= – trading shops not checked in 12 months
import { parseWith } from "@/lib/validation/parse";
import { pageJson } from "@/lib/api/page";
import { adminRoute } from "@/lib/auth/admin";
import { listShopsNeedingCheck } from "@/lib/shops/status";
import { pageSchema, queryOf } from "@/lib/validation/page";

export const GET = adminRoute(async (req) => {
  const { limit, offset } = parseWith(pageSchema, queryOf(req));
  const { rows, total } = await listShopsNeedingCheck({ limit, offset });
  return pageJson(rows, total);
});
