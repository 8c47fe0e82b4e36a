// GET /api/admin/coordinates – coordinate diagnostics: counts, suspicious and missing shops
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { coordinateReport } from "@/lib/geo/diagnostics";

export const GET = adminRoute(async () => json(await coordinateReport()));
