import { randomBytes } from "node:crypto";
import { logger } from "./logger";
import { currentRequestId } from "./tracing";

/** A short reference a visitor can quote: 10 hex digits. */
export function newErrorReference(): string {
  return randomBytes(5).toString("hex");
}

/**
 * An unexpected error: one log line with its stack, the request id and the reference the visitor
 * was shown (a page's error digest, or the API's `reference`). Returns the reference.
 */
export function logUnexpectedError(error: unknown, fields: { routePath?: string; method?: string; reference?: string } = {}): string {
  const digest = (error as { digest?: unknown } | null)?.digest;
  const reference = fields.reference ?? (typeof digest === "string" ? digest : newErrorReference());
  const err = error instanceof Error ? error : new Error(String(error));
  logger().error(
    { err, reference, requestId: currentRequestId(), route: fields.routePath, method: fields.method },
    `unexpected error (reference ${reference}): ${err.message.split("\n")[0]}`,
  );
  return reference;
}
