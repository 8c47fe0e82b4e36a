// PATCH /api/admin/reports/[id] – resolve, dismiss or reopen a report
import { readJson } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { decideReport } from "@/lib/reports/commands";
import { reportStatusSchema } from "@/lib/validation/report";

export const PATCH = adminRoute<{ id: string }>(async (req, { params }) => {
  const { status } = await readJson(req, reportStatusSchema);
  return json(await decideReport({ id: params.id, status }));
});
