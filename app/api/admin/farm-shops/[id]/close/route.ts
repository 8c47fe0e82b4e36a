// POST /api/admin/farm-shops/[id]/close – mark a shop permanently closed (off every public list; its page answers 410)
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { close } from "@/lib/shops/commands";

export const POST = adminRoute<{ id: string }>(async (_req, { params }) => json(await close({ id: params.id })));
