// POST /api/admin/farm-shops/[id]/approve – publish a submission (gives it a slug if it lacks one)
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { approve } from "@/lib/shops/commands";

export const POST = adminRoute<{ id: string }>(async (_req, { params }) => json(await approve({ id: params.id })));
