import { z } from "@/lib/validation/zod";
import { formatIsoDate } from "@/lib/format";
import { HHMM_PATTERN, isIsoDate, isOnIrishClock } from "@/lib/time";
import { optionalImageUrl, optionalUrl, requiredText, textError } from "./common";

const isoDate = (label: string) =>
  z
    .string({ error: textError(`${label} is required`) })
    .trim()
    // An empty field is "required" alone, not also "must be a date".
    .min(1, { error: `${label} is required`, abort: true })
    .refine(isIsoDate, `${label} must be a date (YYYY-MM-DD)`);

const time = (label: string) =>
  z
    .string({ error: textError(`${label} is required`) })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .regex(HHMM_PATTERN, `${label} must be HH:MM`);

const blankToNull = (v: unknown) => (v === "" || v === undefined ? null : v);

/** POST /api/admin/farm-shops/{id}/events, PATCH /api/admin/events/{id} and the admin event form. */
export const eventInputSchema = z
  .object({
    name: requiredText(200, "Event name is required", "Event name must be at most 200 characters"),
    description: requiredText(5000, "Event description is required", "Description must be at most 5000 characters"),
    eventDate: isoDate("Start date"),
    eventTime: time("Start time"),
    endDate: z.preprocess(blankToNull, isoDate("End date").nullable()).default(null),
    endTime: z.preprocess(blankToNull, time("End time").nullable()).default(null),
    imageUrl: optionalImageUrl("Event image"),
    websiteUrl: optionalUrl("Event website"),
    // Left out: a new event is not featured, an edited one keeps its mark. It has its own call
    // (PATCH /api/admin/events/{id}/featured) and no field on the form, so an edit saved after the
    // list's switch was used must not set it back.
    featured: z.boolean({ error: "featured must be true or false" }).optional(),
  })
  .superRefine((e, ctx) => {
    if (e.endDate && e.endDate < e.eventDate)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "End date must be on or after the start date" });
    const sameDay = !e.endDate || e.endDate === e.eventDate;
    if (sameDay && e.endTime && e.endTime <= e.eventTime)
      ctx.addIssue({ code: "custom", path: ["endTime"], message: "End time must be after the start time" });
    // An hour the clocks skip: the calendar apps would each move it their own way.
    const skipped = (date: string, time: string, label: string, path: string) => {
      if (isOnIrishClock(date, time)) return;
      ctx.addIssue({ code: "custom", path: [path], message: `${label} ${time} does not exist on ${formatIsoDate(date)}: the clocks go forward from 01:00 to 02:00` });
    };
    skipped(e.eventDate, e.eventTime, "Start time", "eventTime");
    if (e.endTime) skipped(e.endDate ?? e.eventDate, e.endTime, "End time", "endTime");
  });

export type EventInput = z.input<typeof eventInputSchema>;
export type EventData = z.output<typeof eventInputSchema>;
