// GET /api/admin/reports?status=open|resolved|dismissed&limit=&offset= – visitors' problem reports
import { parseWith } from "@/lib/validation/parse";
import { pageJson } from "@/lib/api/page";
import { adminRoute } from "@/lib/auth/admin";
import { listReports } from "@/lib/reports/queries";
import { pageSchema, queryOf } from "@/lib/validation/page";
import { reportListSchema } from "@/lib/validation/report";

const querySchema = pageSchema.extend(reportListSchema.shape);

export const GET = adminRoute(async (req) => {
  const { status, limit, offset } = parseWith(querySchema, queryOf(req));
  const { rows, total } = await listReports({ status, limit, offset });
  return pageJson(rows, total);
});
