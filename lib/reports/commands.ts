import "server-only";
import { ADMIN } from "@/lib/audit/queries";
import type { ShopReport } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { setReportStatus } from "@/lib/reports/queries";
import type { ReportStatus } from "@/lib/reports/kinds";

/**
 * The administrator resolves, dismisses or reopens a visitor's report (recorded in the activity
 * log). Reports show on no public page, so nothing is revalidated. A report that is not there is
 * an AppError("not_found"), answered 404.
 */
export async function decideReport({ id, status }: { id: string; status: ReportStatus }): Promise<ShopReport> {
  const report = await setReportStatus({ id, status, actor: ADMIN });
  if (!report) throw new AppError("not_found", "Report not found");
  return report;
}
