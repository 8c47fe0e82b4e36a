// POST /api/admin/farm-shops/[id]/verify – the administrator has checked the details (sets verifiedAt)
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { verify } from "@/lib/shops/commands";

export const POST = adminRoute<{ id: string }>(async (_req, { params }) => json(await verify({ id: params.id })));
