// The request id's rule, in plain JavaScript: the production server (server.mjs) gives a request
// without a usable one its id before Next.js sees it, and the app (request-id.ts) reads it with
// the same rule, so that the answer and the log line name the same id.
import { randomBytes } from "node:crypto";

/**
 * A request id the front may hand us (nginx's $request_id is 32 hex digits): letters, digits and
 * `-_.:`, 8 to 64 characters. Anything else (too long, spaces, quotes, a newline meant to forge a
 * log line) is ignored and an id is generated instead.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

export const REQUEST_ID_HEADER = "x-request-id";

/** @param {unknown} value @returns {value is string} */
export function isSafeRequestId(value) {
  return typeof value === "string" && SAFE_REQUEST_ID.test(value);
}

/** 16 random bytes as 32 hex digits: the same shape as nginx's own ids. @returns {string} */
export function newRequestId() {
  return randomBytes(16).toString("hex");
}

/** The front's id when it is safe, else a new one. @param {string | string[] | null | undefined} header @returns {string} */
export function requestIdFrom(header) {
  const value = Array.isArray(header) ? header[0] : header;
  return isSafeRequestId(value) ? value : newRequestId();
}
