import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Upload addresses carry their expiry and an HMAC of key and expiry made with the auth secret,
 * so that a forged, altered or stale address is refused before the database is asked.
 */
export function signUpload({ key, expires, secret }: { key: string; expires: number; secret: string }): string {
  return createHmac("sha256", secret).update(`upload:${key}:${expires}`).digest("base64url");
}

export function verifyUploadSignature({ key, expires, signature, secret }: { key: string; expires: number; signature: string; secret: string }): boolean {
  const expected = Buffer.from(signUpload({ key, expires, secret }));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
