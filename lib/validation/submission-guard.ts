import { z } from "@/lib/validation/zod";

/**
 * The anti-spam fields the /submit form sends beside the shop: `homepage` is a honeypot (hidden
 * from people and assistive technology, so only a form-filling robot puts anything in it) and
 * `fillTimeMs` how long the form was open before it was sent. API clients may leave both out.
 * `turnstileToken` is the Turnstile widget's answer, required only when Turnstile is on.
 */
export const submissionGuardSchema = z.object({
  homepage: z.string({ error: "homepage must be text" }).max(2000).optional(),
  fillTimeMs: z
    .number({ error: "fillTimeMs must be a number of milliseconds" })
    .int("fillTimeMs must be a whole number of milliseconds")
    .min(0, "fillTimeMs cannot be negative")
    .optional(),
  // The Cloudflare Turnstile token, when the site has Turnstile switched on.
  turnstileToken: z.string({ error: "turnstileToken must be text" }).max(4096, "turnstileToken is too long").optional(),
});

export type SubmissionGuard = z.infer<typeof submissionGuardSchema>;

/** Why a submission counts as spam, or null when it passed both checks. */
export function spamReason(guard: SubmissionGuard, minFillSeconds: number): string | null {
  if (guard.homepage && guard.homepage.trim() !== "") return "honeypot";
  if (guard.fillTimeMs !== undefined && guard.fillTimeMs < minFillSeconds * 1000) return "too fast";
  return null;
}
