// PATCH /api/admin/reports/[id] – resolve, dismiss or reopen a report
import { readJson } from "@/lib/api/body";
import { notFound } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { ADMIN } from "@/lib/db/queries/audit";
import { setReportStatus } from "@/lib/db/queries/reports";
import { reportStatusSchema } from "@/lib/validation/report";

export const PATCH = adminRoute<{ id: string }>(async (req, { params }) => {
  const { status } = await readJson(req, reportStatusSchema);
  const report = await setReportStatus({ id: params.id, status, actor: ADMIN });
  if (!report) throw notFound("Report");
  return json(report);
});
