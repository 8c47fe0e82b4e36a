import "server-only";
import { ADMIN } from "@/lib/audit/commands";
import type { ShopReport } from "@/lib/db/schema";
import { notFound } from "@/lib/errors";
import { setReportStatus } from "@/lib/reports/queries";
import type { ReportStatus } from "@/lib/reports/kinds";

/**
 * The administrator resolves, dismisses or reopens a visitor's report (recorded in the activity
 * log). Reports show on no public page, so nothing is revalidated. A report that is not there is
 * an notFound() AppError, answered 404.
 */
export async function decideReport({ id, status }: { id: string; status: ReportStatus }): Promise<ShopReport> {
  const report = await setReportStatus({ id, status, actor: ADMIN });
  if (!report) throw notFound("Report");
  return report;
}
