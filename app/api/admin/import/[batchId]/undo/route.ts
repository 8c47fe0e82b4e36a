// POST /api/admin/import/[batchId]/undo – undo an import: remove the shops it created, restore the fields it changed
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { undoImport } from "@/lib/import/commands";
import { importBatchIdSchema } from "@/lib/validation/import";
import { parseWith } from "@/lib/validation/parse";

export const POST = adminRoute<{ batchId: string }>(async (_req, { params }) => {
  const { batchId } = parseWith(importBatchIdSchema, params);
  return json(await undoImport({ batchId }));
});
