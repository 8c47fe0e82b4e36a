// POST /api/admin/farm-shops/[id]/reopen – reopen a closed shop
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { reopen } from "@/lib/shops/commands";

export const POST = adminRoute<{ id: string }>(async (_req, { params }) => json(await reopen({ id: params.id })));
