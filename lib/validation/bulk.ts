import { z } from "@/lib/validation/zod";

export const BULK_ACTIONS = ["approve", "reject", "feature", "unfeature"] as const;
export const BULK_MAX = 200;

/** POST /api/admin/farm-shops/bulk: one action on up to 200 selected shops (repeats dropped before they are counted). */
export const bulkShopActionSchema = z.object({
  action: z.enum(BULK_ACTIONS, { error: `action must be one of: ${BULK_ACTIONS.join(", ")}` }),
  ids: z
    .array(z.string({ error: "ids must be shop ids" }).trim().min(1, "ids must be shop ids").max(100, "ids must be shop ids"), { error: "ids must be a list of shop ids" })
    .transform((ids) => [...new Set(ids)])
    .pipe(z.array(z.string()).min(1, "Select at least one shop").max(BULK_MAX, `At most ${BULK_MAX} shops at a time`)),
});

export type BulkShopAction = z.output<typeof bulkShopActionSchema>;
