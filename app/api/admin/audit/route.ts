// GET /api/admin/audit?shopId=&limit=&offset= – the activity log, newest first
import { z } from "zod";
import { parseWith } from "@/lib/validation/parse";
import { pageJson } from "@/lib/api/page";
import { adminRoute } from "@/lib/auth/admin";
import { listAudit } from "@/lib/audit/queries";
import { pageSchema, queryOf } from "@/lib/validation/page";

const querySchema = pageSchema.extend({
  shopId: z.string().trim().max(200, "shopId is too long").optional().transform((v) => v || null),
});

export const GET = adminRoute(async (req) => {
  const { shopId, limit, offset } = parseWith(querySchema, queryOf(req));
  const { rows, total } = await listAudit({ shopId, limit, offset });
  return pageJson(rows, total);
});
