import { logUnexpectedError } from "@/lib/observability/errors";
import { logger } from "@/lib/observability/logger";
import { currentRequestId } from "@/lib/observability/tracing";

/**
 * The one error type of the app: a code that maps to an HTTP status and a message that is safe to
 * show a user. Details (driver errors, stack traces) go to the log only.
 */
const STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof STATUS;

export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: { issues?: unknown; retryAfterSeconds?: number; cause?: unknown; reference?: string } = {},
  ) {
    super(message, { cause: extra.cause });
  }
  get status(): number {
    return STATUS[this.code];
  }
}

/**
 * The one 404: "<what> not found" (or `message` when the answer says something else). Domain code
 * throws it; a route handler answers it as JSON ({error, message}, status 404).
 */
export function notFound(what: string, message = `${what} not found`): AppError {
  return new AppError("not_found", message);
}

const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08001",
  "08003",
  "08006",
]);

function errorChain(err: unknown): unknown[] {
  const chain: unknown[] = [];
  let cur: unknown = err;
  for (let i = 0; cur && i < 6; i++) {
    chain.push(cur);
    cur = (cur as { cause?: unknown }).cause;
  }
  return chain;
}

function codeOf(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/** A Postgres unique violation (23505), from pg or PGlite, possibly wrapped by Drizzle. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  return errorChain(err).some(
    (e) =>
      codeOf(e) === "23505" &&
      (!constraint || (e as { constraint?: string }).constraint === constraint || String((e as Error).message).includes(constraint)),
  );
}

/** A Postgres foreign-key violation (23503): the row referred to is gone. From pg or PGlite, possibly wrapped by Drizzle. */
export function isForeignKeyViolation(err: unknown): boolean {
  return errorChain(err).some((e) => codeOf(e) === "23503");
}

/**
 * Text the database cannot hold: a NUL byte (Postgres text never stores U+0000) or a character
 * outside the encoding. Always the caller's input (a query parameter, a path segment or a field),
 * so it is a 400, not a fault of ours.
 */
const UNSTORABLE_TEXT_CODES = new Set(["22021", "22P05"]);

export function isUnstorableText(err: unknown): boolean {
  return errorChain(err).some((e) => UNSTORABLE_TEXT_CODES.has(codeOf(e) ?? ""));
}

/** Seconds a client is asked to wait (Retry-After) while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

/** What every caller is told while the database is unreachable (the API's answers and the proxy's gate). */
export function databaseUnavailableError(cause?: unknown): AppError {
  return new AppError("unavailable", "The service is temporarily unavailable. Please try again shortly.", {
    cause,
    retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
  });
}

/**
 * The database cannot be reached: refused, reset, unknown host, a connection that never opened or
 * was cut, the server shutting down. Not a busy pool (isPoolBusy) nor a slow query
 * (isStatementTimeout): those mean the database is there and working.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  return errorChain(err).some((e) => {
    const code = codeOf(e);
    if (code && CONNECTION_CODES.has(code)) return true;
    const msg = e instanceof Error ? e.message : "";
    return /Connection terminated|connect ECONNREFUSED|Client has encountered a connection error/i.test(msg);
  });
}

/** Every pooled connection stayed busy for as long as a request may wait (pg-pool's queue timeout). */
export function isPoolBusy(err: unknown): boolean {
  return errorChain(err).some((e) => e instanceof Error && /timeout exceeded when trying to connect/i.test(e.message));
}

/** Postgres cut a statement off at statement_timeout (SQLSTATE 57014, query_canceled). */
export function isStatementTimeout(err: unknown): boolean {
  return errorChain(err).some((e) => codeOf(e) === "57014");
}

/** Unreachable, busy or too slow: says nothing about the record asked for, so never cache it as "not found". */
export function isDatabaseTrouble(err: unknown): boolean {
  return isDatabaseUnavailable(err) || isPoolBusy(err) || isStatementTimeout(err);
}

/** Seconds a client is asked to wait after a busy or slow answer: the load passes in moments. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/** A slow query cut off, or no free connection in time: the database works, it is busy. */
export function databaseBusyError(err: unknown): AppError {
  const message = isStatementTimeout(err)
    ? "That request took too long to answer. Please try again in a moment."
    : "The site is very busy right now. Please try again in a moment.";
  return new AppError("unavailable", message, { cause: err, retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
}

/** Turns anything thrown into an AppError, logging what the user must not see. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (isDatabaseUnavailable(err)) {
    logger().error({ reason: err instanceof Error ? err.message : String(err), requestId: currentRequestId() }, "database unavailable");
    return databaseUnavailableError(err);
  }
  if (isStatementTimeout(err) || isPoolBusy(err)) {
    // The driver's own words (Drizzle's wrapper message holds the whole query and its parameters).
    const root = errorChain(err).at(-1);
    logger().warn({ reason: root instanceof Error ? root.message : String(root), requestId: currentRequestId() }, "database busy");
    return databaseBusyError(err);
  }
  if (isUniqueViolation(err)) return new AppError("conflict", "That record already exists.", { cause: err });
  if (isUnstorableText(err)) {
    return new AppError("bad_request", "The request contains a character that is not allowed (such as a NUL byte).", { cause: err });
  }
  // Logged once, with the stack and the request id; the answer carries the same reference.
  const reference = logUnexpectedError(err);
  return new AppError("internal", "Something went wrong on our side. Please try again.", { cause: err, reference });
}
