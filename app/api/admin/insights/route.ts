// GET /api/admin/insights?days=30 – visitor counts for the last 7, 30 or 90 days (JSON, or one table as CSV)
import { getInsights, insightRows, toCsv } from "@/lib/analytics/insights";
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { insightsQuerySchema } from "@/lib/validation/insights";
import { parseWith } from "@/lib/validation/parse";
import { queryOf } from "@/lib/validation/page";

export const GET = adminRoute(async (req) => {
  const { days, format, table } = parseWith(insightsQuerySchema, queryOf(req));
  const report = await getInsights({ days });
  if (format === "json" || !table) return json(report);
  return new Response(toCsv(insightRows(report, table)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Cache-Control": "private, no-store",
      "Content-Disposition": `attachment; filename="insights-${table}-${report.from}-to-${report.to}.csv"`,
    },
  });
});
