// POST /api/admin/audit/[id]/revert – undo an owner's applied edit (itself recorded); fields changed since are left as they are
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { undoOwnerEdit } from "@/lib/listings/commands";

export const POST = adminRoute<{ id: string }>(async (_req, { params }) => {
  const { entry, restored, editedSince } = await undoOwnerEdit({ id: params.id });
  return json({ message: "Reverted", id: entry.id, restored, editedSince });
});
