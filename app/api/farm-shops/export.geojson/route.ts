// GET /api/farm-shops/export.geojson – every public shop as GeoJSON (open data), streamed
import { apiRoute } from "@/lib/api/handler";
import { exportResponse } from "@/lib/api/export-response";

export const GET = apiRoute(async (req) => exportResponse(req, "geojson"));
