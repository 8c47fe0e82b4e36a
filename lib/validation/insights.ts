import { z } from "zod";
import { INSIGHT_TABLES } from "@/lib/analytics/insights-tables";

/**
 * GET /api/admin/insights: `days` is 7, 30 or 90 (30 when left out; anything else is a 400, never
 * quietly clamped); `format=csv` with `table` downloads one of the report's tables.
 */
export const insightsQuerySchema = z
  .object({
    days: z
      .enum(["7", "30", "90"], { message: "days must be 7, 30 or 90" })
      .default("30")
      .transform((d) => Number(d) as 7 | 30 | 90),
    format: z.enum(["json", "csv"], { message: "format must be json or csv" }).default("json"),
    table: z.enum(INSIGHT_TABLES, { message: `table must be one of ${INSIGHT_TABLES.join(", ")}` }).optional(),
  })
  .refine((q) => q.format === "json" || q.table !== undefined, { message: `format=csv needs a table: ${INSIGHT_TABLES.join(", ")}`, path: ["table"] });

/** The owner's monthly summary switch. */
export const summaryMailSchema = z.object({ monthlySummary: z.boolean({ message: "monthlySummary must be true or false" }) });
