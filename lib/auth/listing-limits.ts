import "server-only";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { countAttempt } from "./throttle";
import { clientKey } from "./request-info";

const HOUR = 60 * 60;

async function enforce(key: string, limit: number, message: string): Promise<void> {
  const attempt = await countAttempt(key, { limit, windowSeconds: HOUR });
  if (!attempt.allowed) throw new AppError("rate_limited", message, { retryAfterSeconds: attempt.retryAfterSeconds });
}

/** The 429 answers' messages (the shop page says them in its language: ShopCare.claimTooMany, ShopReport.tooMany). */
export const CLAIMS_LIMITED_MESSAGE = "Too many requests for this listing. Please try again later.";
export const REPORTS_LIMITED_MESSAGE = "Too many reports from you in the last hour. Please try again later.";

/** "Update this listing": a few requests per shop and client an hour, so nobody floods an owner's inbox. */
export function limitClaims(req: Request, shopId: string): Promise<void> {
  return enforce(`claim:${shopId}:${clientKey(req.headers)}`, getEnv().CLAIMS_PER_HOUR, CLAIMS_LIMITED_MESSAGE);
}

export function limitReports(req: Request): Promise<void> {
  return enforce(`report:${clientKey(req.headers)}`, getEnv().REPORTS_PER_HOUR, REPORTS_LIMITED_MESSAGE);
}
