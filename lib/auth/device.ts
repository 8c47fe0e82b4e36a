import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { getAuthSecrets } from "./secrets";
import { isSecureRequest } from "./request-info";

/**
 * Device cookies (OWASP's defence against lock-out by strangers): a browser that has signed in
 * as admin carries `<id>.<signature>`, an HMAC of the id with the auth secret and the password in
 * force. Its sign-ins are judged by that device's own failure budget instead of the account-wide
 * one, so a burst of wrong passwords from elsewhere cannot keep the administrator out. A forged
 * or altered cookie, or one issued under an earlier password, is no device at all: that client
 * is a stranger again, under the per-client and account-wide budgets.
 */
export const DEVICE_COOKIE = "farmshops-admin-device";
export const SECURE_DEVICE_COOKIE = "__Host-farmshops-admin-device";

/** A year: the browser stays known for as long as it keeps signing in from time to time. */
const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

async function signature(id: string): Promise<Buffer> {
  const { secret, passwordFingerprint } = await getAuthSecrets();
  return createHmac("sha256", secret).update(`admin-device:${passwordFingerprint}:${id}`).digest();
}

function cookieValues(headers: Headers): string[] {
  const values: string[] = [];
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const eq = part.indexOf("=");
    const name = eq > 0 ? part.slice(0, eq).trim() : "";
    if (name === DEVICE_COOKIE || name === SECURE_DEVICE_COOKIE) values.push(part.slice(eq + 1).trim());
  }
  return values;
}

/** The id of the signed-in-before browser making this request, or null for a stranger. */
export async function knownDevice(headers: Headers): Promise<string | null> {
  for (const value of cookieValues(headers)) {
    const [id, sig, extra] = value.split(".");
    if (!id || !sig || extra !== undefined || !ID_PATTERN.test(id)) continue;
    const given = Buffer.from(sig, "base64url");
    const expected = await signature(id);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return id;
  }
  return null;
}

/** Set-Cookie for a browser that has just signed in: a fresh device id, signed. */
export async function deviceCookie(req: Request): Promise<string> {
  const id = randomBytes(16).toString("base64url");
  const value = `${id}.${(await signature(id)).toString("base64url")}`;
  const secure = isSecureRequest(req);
  const name = secure ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE;
  return `${name}=${value}; Path=/; Max-Age=${DEVICE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
