import "server-only";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/observability/logger";

/** The message a submission without a passed spam check gets (400). */
export const TURNSTILE_FAILED = "Please complete the spam check.";

const VERIFY_TIMEOUT_MS = 8000;

/** Turnstile runs only when both of its keys are set; otherwise nothing is loaded or contacted. */
export function turnstileSiteKey(): string | null {
  const env = getEnv();
  return env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY ? env.TURNSTILE_SITE_KEY : null;
}

/**
 * Checks the widget's token with the siteverify endpoint when Turnstile is on: a missing,
 * invalid, expired or reused token answers 400. When the endpoint cannot be reached the
 * submission is refused with 503 rather than let through, because an attacker can make
 * the check fail on purpose only by breaking our network, never by skipping it.
 */
export async function verifyTurnstile(token: string | undefined): Promise<void> {
  const env = getEnv();
  if (!turnstileSiteKey() || !env.TURNSTILE_SECRET_KEY) return;
  if (!token || token.trim() === "") throw new AppError("bad_request", TURNSTILE_FAILED);
  const form = new URLSearchParams({ secret: env.TURNSTILE_SECRET_KEY, response: token });
  let outcome: { success?: unknown; "error-codes"?: unknown };
  try {
    const res = await fetch(env.TURNSTILE_VERIFY_URL, { method: "POST", body: form, signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`siteverify answered ${res.status}`);
    outcome = (await res.json()) as typeof outcome;
  } catch (err) {
    logger().error({ reason: err instanceof Error ? err.message : String(err) }, "turnstile: siteverify failed");
    throw new AppError("unavailable", "The spam check is unavailable just now. Please try again in a minute.", { retryAfterSeconds: 60 });
  }
  if (outcome.success !== true) {
    logger().warn({ errorCodes: outcome["error-codes"] ?? [] }, "turnstile: token refused");
    throw new AppError("bad_request", TURNSTILE_FAILED);
  }
}
