// GET /api/farm-shops/export.csv – every public shop as CSV (open data), streamed
import { apiRoute } from "@/lib/api/handler";
import { exportResponse } from "@/lib/api/export-response";

export const GET = apiRoute(async (req) => exportResponse(req, "csv"));
