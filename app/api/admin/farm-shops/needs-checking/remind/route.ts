// POST /api/admin/farm-shops/needs-checking/remind – mail the next batch of owners "Is your listing still right?"
import { z } from "zod";
import { readJson } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { sendReminderBatch } from "@/lib/listings/commands";

const bodySchema = z.object({
  batchSize: z.number({ error: "batchSize must be a number" }).int("batchSize must be a whole number").min(1, "batchSize must be at least 1").max(25, "batchSize must be at most 25").default(10),
});

export const POST = adminRoute(async (req) => {
  const { batchSize } = await readJson(req, bodySchema, { optional: true });
  return json(await sendReminderBatch({ limit: batchSize }));
});
