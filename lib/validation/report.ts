import { formatCount } from "@/lib/format";
import { z } from "@/lib/validation/zod";
import { REPORT_KINDS, REPORT_STATUSES } from "@/lib/reports/kinds";
import { optionalText, textError } from "./common";

export const REPORT_MESSAGE_MAX = 1000;

/** What a visitor can tell us is wrong, in the words the form shows. */
export const REPORT_KIND_LABELS: Record<(typeof REPORT_KINDS)[number], string> = {
  hours: "Opening hours are wrong",
  closed: "Permanently closed",
  location: "Wrong location on the map",
  contact: "Wrong contact details",
  other: "Something else",
};

/** POST /api/farm-shops/{idOrSlug}/reports and the "Report a problem" form. */
export const reportSchema = z.object({
  kind: z.enum(REPORT_KINDS, { error: "Choose what is wrong: hours, closed, location, contact or other" }),
  message: z
    .string({ error: textError("Please tell us what is wrong", "message") })
    .trim()
    .min(1, "Please tell us what is wrong")
    .max(REPORT_MESSAGE_MAX, `The message must be at most ${formatCount(REPORT_MESSAGE_MAX)} characters`),
  email: optionalText(254, "Email").refine((v) => v === null || z.email().safeParse(v).success, "Enter a valid email address"),
});

export type ReportInput = z.input<typeof reportSchema>;
export type Report = z.output<typeof reportSchema>;

/** PATCH /api/admin/reports/{id}. */
export const reportStatusSchema = z.object({
  status: z.enum(REPORT_STATUSES, { error: "status must be open, resolved or dismissed" }),
});

export const reportListSchema = z.object({
  status: z.enum(REPORT_STATUSES, { error: "status must be open, resolved or dismissed" }).default("open"),
});
