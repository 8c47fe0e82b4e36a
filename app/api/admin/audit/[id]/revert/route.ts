// POST /api/admin/audit/[id]/revert – undo an owner's applied edit (itself recorded)
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache/tags";
import { ADMIN, revertOwnerEdit } from "@/lib/db/queries/audit";

export const POST = adminRoute<{ id: string }>(async (_req, { params }) => {
  const entry = await revertOwnerEdit({ id: params.id, actor: ADMIN });
  revalidatePublic(CACHE_TAGS.shops, CACHE_TAGS.events);
  return json({ message: "Reverted", id: entry.id });
});
