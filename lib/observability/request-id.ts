import { randomBytes } from "node:crypto";

/**
 * A request id the front may hand us (nginx's $request_id is 32 hex digits): letters, digits and
 * `-_.:`, 8 to 64 characters. Anything else (too long, spaces, quotes, a newline meant to forge a
 * log line) is ignored and an id is generated instead.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

export const REQUEST_ID_HEADER = "x-request-id";

export function isSafeRequestId(value: unknown): value is string {
  return typeof value === "string" && SAFE_REQUEST_ID.test(value);
}

/** 16 random bytes as 32 hex digits: the same shape as nginx's own ids. */
export function newRequestId(): string {
  return randomBytes(16).toString("hex");
}

/** The front's id when it is safe, else a new one. */
export function requestIdFrom(header: string | string[] | null | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return isSafeRequestId(value) ? value : newRequestId();
}
