import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { AppError } from "@/lib/errors";
import { getAuthSecrets } from "./secrets";
import { isSecureRequest } from "./request-info";

/**
 * The owner's session: signed in for one shop only, by following the link mailed to the
 * listing's address. A cookie of its own (never the admin cookie, and the admin check never
 * reads it), HttpOnly, SameSite=Lax, for two hours.
 */
export const OWNER_SESSION_MAX_AGE_SECONDS = 2 * 60 * 60;
export const OWNER_COOKIE = "fsi-owner-session";

export type OwnerSession = { shopId: string; email: string; expiresAt: number };

function sign(payload: string, secret: string): string {
  // A purpose prefix, so that this signature can never be mistaken for any other use of the secret.
  return createHmac("sha256", secret).update(`owner-session:${payload}`).digest("base64url");
}

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.get("cookie") ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export async function ownerSessionCookie(req: Request, session: { shopId: string; email: string }): Promise<string> {
  const { secret } = await getAuthSecrets();
  const expiresAt = Math.floor(Date.now() / 1000) + OWNER_SESSION_MAX_AGE_SECONDS;
  const payload = Buffer.from(JSON.stringify({ s: session.shopId, e: session.email, x: expiresAt })).toString("base64url");
  const value = `${payload}.${sign(payload, secret)}`;
  const secure = isSecureRequest(req);
  return [`${OWNER_COOKIE}=${value}`, "Path=/", `Max-Age=${OWNER_SESSION_MAX_AGE_SECONDS}`, "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])].join("; ");
}

export function clearedOwnerCookie(req: Request): string {
  return `${OWNER_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${isSecureRequest(req) ? "; Secure" : ""}`;
}

/** The request's owner session, or null when it has none, or an expired or tampered one. */
export async function readOwnerSession(req: Request): Promise<OwnerSession | null> {
  const value = readCookie(req, OWNER_COOKIE);
  if (!value) return null;
  const [payload, mac] = value.split(".");
  if (!payload || !mac) return null;
  const { secret } = await getAuthSecrets();
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { s?: unknown; e?: unknown; x?: unknown };
    if (typeof data.s !== "string" || typeof data.e !== "string" || typeof data.x !== "number") return null;
    if (data.x * 1000 <= Date.now()) return null;
    return { shopId: data.s, email: data.e, expiresAt: data.x };
  } catch {
    return null;
  }
}

/** 401 without a valid owner session; 403 when it was opened for another shop. */
export async function requireOwnerOf(req: Request, shopId?: string): Promise<OwnerSession> {
  const session = await readOwnerSession(req);
  if (!session) throw new AppError("unauthorized", "Your link has expired. Ask for a new one from your shop's page.");
  if (shopId !== undefined && session.shopId !== shopId) throw new AppError("forbidden", "You can only update the shop your link was sent for");
  return session;
}
