// GET /api/admin/changes?status=pending&limit=&offset= – owners' changes waiting for review (or reviewed ones)
import { z } from "zod";
import { parseWith } from "@/lib/validation/parse";
import { pageJson } from "@/lib/api/page";
import { adminRoute } from "@/lib/auth/admin";
import { listChanges } from "@/lib/listings/queries";
import { pageSchema, queryOf } from "@/lib/validation/page";

const querySchema = pageSchema.extend({
  status: z.enum(["pending", "approved", "rejected"], { error: "status must be pending, approved or rejected" }).default("pending"),
});

export const GET = adminRoute(async (req) => {
  const { status, limit, offset } = parseWith(querySchema, queryOf(req));
  const { rows, total } = await listChanges({ status, limit, offset });
  return pageJson(rows, total);
});
