// GET /api/owner/farm-shops/[id]/insights – the owner's last 4 weeks beside the county median; PATCH – monthly summary mail on or off
import { setMonthlySummary } from "@/lib/analytics/commands";
import { getOwnerFigures } from "@/lib/analytics/owner-figures";
import { readJson } from "@/lib/api/body";
import { apiRoute } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { assertSameSite } from "@/lib/auth/admin";
import { requireOwnerOf } from "@/lib/auth/owner-session";
import { notFound } from "@/lib/errors";
import { summaryMailSchema } from "@/lib/validation/insights";

export const GET = apiRoute<{ id: string }>(async (req, { params }) => {
  await requireOwnerOf(req, params.id);
  const figures = await getOwnerFigures({ shopId: params.id });
  if (!figures) throw notFound("Farm shop");
  return json(figures);
});

export const PATCH = apiRoute<{ id: string }>(async (req, { params }) => {
  assertSameSite(req);
  await requireOwnerOf(req, params.id);
  const { monthlySummary } = await readJson(req, summaryMailSchema);
  await setMonthlySummary({ shopId: params.id, on: monthlySummary });
  return json({ monthlySummary });
});
