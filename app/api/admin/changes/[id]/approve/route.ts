// POST /api/admin/changes/[id]/approve – apply an owner's reviewed change
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { decideChange } from "@/lib/listings/commands";

export const POST = adminRoute<{ id: string }>(async (_req, { params }) => json(await decideChange({ id: params.id, approve: true })));
