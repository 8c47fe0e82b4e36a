// POST /api/farm-shops/[id]/reports – a visitor reports a problem with a listing
import { readJson } from "@/lib/api/body";
import { apiRoute } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { assertSameSite } from "@/lib/auth/admin";
import { limitReports } from "@/lib/auth/listing-limits";
import { createReport } from "@/lib/reports/queries";
import { loadPublicShop } from "@/lib/listings/queries";
import { reportSchema } from "@/lib/validation/report";

export const POST = apiRoute<{ id: string }>(async (req, { params }) => {
  assertSameSite(req);
  const data = await readJson(req, reportSchema);
  const shop = await loadPublicShop(params.id);
  await limitReports(req);
  const report = await createReport({ shopId: shop.id, data });
  return json({ id: report.id }, { status: 201 });
});
