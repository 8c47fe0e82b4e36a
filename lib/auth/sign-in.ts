import "server-only";
import { metrics } from "@/lib/observability/metrics";
import { AppError } from "@/lib/errors";
import { inMinutes, limits } from "./limits";
import { verifyPassword } from "./password";
import { getAuthSecrets } from "./secrets";
import { clearAttempts, countAttempt, peekAttempts } from "./throttle";
import { logger, truncatedAddress } from "@/lib/observability/logger";

export const INVALID_PASSWORD = "Invalid password";

const ACCOUNT_KEY = "sign-in-account:admin";

function tooMany(retryAfterSeconds: number): AppError {
  return new AppError("rate_limited", `Too many sign-in attempts. Please try again ${inMinutes(retryAfterSeconds)}.`, {
    retryAfterSeconds,
  });
}

/**
 * Checks the admin password within budgets, throwing 429 (with Retry-After) when one is spent and
 * 401 "Invalid password" when wrong. A stranger (no valid device cookie, lib/auth/device.ts) has
 * two: its own attempts per address, and the account's failures from every client together. A
 * browser that signed in before (`device`) has its own budget only, of the same size as a
 * client's, so strangers spending the account's budget cannot lock the administrator out, while
 * a stolen device cookie still allows no more guesses than one client. Every failure, from a
 * device too, counts towards the account's budget.
 */
export async function checkAdminPassword({ password, client, device = null }: { password: string; client: string; device?: string | null }): Promise<void> {
  if (!device) {
    const account = await peekAttempts(ACCOUNT_KEY, limits.signInPerAccount());
    if (!account.allowed) {
      logger().warn({ client: truncatedAddress(client), failures: account.count }, "sign-in refused: the account-wide failure budget is spent");
      metrics()?.signInFailures.inc({ reason: "account-locked" });
      throw tooMany(account.retryAfterSeconds);
    }
  }
  const key = device ? `sign-in-device:${device}` : `sign-in:${client}`;
  const attempt = await countAttempt(key, device ? limits.signInPerDevice() : limits.signInPerClient());
  if (!attempt.allowed) {
    metrics()?.signInFailures.inc({ reason: "client-limit" });
    throw tooMany(attempt.retryAfterSeconds);
  }
  const { passwordHash } = await getAuthSecrets();
  if (!(await verifyPassword(password, passwordHash))) {
    const failures = await countAttempt(ACCOUNT_KEY, limits.signInPerAccount());
    metrics()?.signInFailures.inc({ reason: "wrong-password" });
    if (failures.count === limits.signInPerAccount().limit) {
      metrics()?.signInLockouts.inc();
      logger().warn({ client: truncatedAddress(client), retryAfterSeconds: failures.retryAfterSeconds }, `account-wide sign-in failure budget spent: sign-in is closed for ${inMinutes(failures.retryAfterSeconds)}`);
    }
    throw new AppError("unauthorized", INVALID_PASSWORD);
  }
  await clearAttempts(key);
}
