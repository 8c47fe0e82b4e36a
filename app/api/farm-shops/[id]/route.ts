// GET /api/farm-shops/[id] – one approved shop by UUID or slug (410 once it has closed)
import { apiRoute } from "@/lib/api/handler";
import { publicJson } from "@/lib/api/respond";
import { loadPublicShop } from "@/lib/listings/queries";

export const GET = apiRoute<{ id: string }>(async (_req, { params }) => publicJson(await loadPublicShop(params.id)));
