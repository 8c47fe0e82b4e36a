import "server-only";
import { AppError } from "@/lib/errors";
import { verifyPassword } from "./password";
import { getAuthSecrets } from "./secrets";
import { SIGN_IN_LIMIT, clearAttempts, countAttempt } from "./throttle";

export const INVALID_PASSWORD = "Invalid password";

/**
 * Checks the admin password for a client, within the sign-in limit. Throws 429 (with
 * Retry-After) when the client has used up its attempts, 401 "Invalid password" when wrong.
 */
export async function checkAdminPassword({ password, client }: { password: string; client: string }): Promise<void> {
  const key = `sign-in:${client}`;
  const attempt = await countAttempt(key, SIGN_IN_LIMIT);
  if (!attempt.allowed) {
    const minutes = Math.ceil(attempt.retryAfterSeconds / 60);
    throw new AppError(
      "rate_limited",
      `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      { retryAfterSeconds: attempt.retryAfterSeconds },
    );
  }
  const { passwordHash } = await getAuthSecrets();
  if (!(await verifyPassword(password, passwordHash))) throw new AppError("unauthorized", INVALID_PASSWORD);
  await clearAttempts(key);
}
