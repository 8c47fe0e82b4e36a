import "server-only";
import { AppError } from "@/lib/errors";
import { inMinutes, limits } from "./limits";
import { verifyPassword } from "./password";
import { getAuthSecrets } from "./secrets";
import { clearAttempts, countAttempt, peekAttempts } from "./throttle";

export const INVALID_PASSWORD = "Invalid password";

const ACCOUNT_KEY = "sign-in-account:admin";

function tooMany(retryAfterSeconds: number): AppError {
  return new AppError("rate_limited", `Too many sign-in attempts. Please try again ${inMinutes(retryAfterSeconds)}.`, {
    retryAfterSeconds,
  });
}

/**
 * Checks the admin password for a client, within two budgets: the client's own attempts and the
 * account's failures from every client together. Throws 429 (with Retry-After) when either is
 * spent, 401 "Invalid password" when wrong.
 */
export async function checkAdminPassword({ password, client }: { password: string; client: string }): Promise<void> {
  const account = await peekAttempts(ACCOUNT_KEY, limits.signInPerAccount());
  if (!account.allowed) {
    console.warn(`[auth] sign-in refused for ${client}: the account-wide failure budget is spent (${account.count} failures)`);
    throw tooMany(account.retryAfterSeconds);
  }
  const key = `sign-in:${client}`;
  const attempt = await countAttempt(key, limits.signInPerClient());
  if (!attempt.allowed) throw tooMany(attempt.retryAfterSeconds);
  const { passwordHash } = await getAuthSecrets();
  if (!(await verifyPassword(password, passwordHash))) {
    const failures = await countAttempt(ACCOUNT_KEY, limits.signInPerAccount());
    if (failures.count === limits.signInPerAccount().limit) {
      console.warn(`[auth] account-wide sign-in failure budget spent (last failure from ${client}): sign-in is closed for ${inMinutes(failures.retryAfterSeconds)}`);
    }
    throw new AppError("unauthorized", INVALID_PASSWORD);
  }
  await clearAttempts(key);
}
