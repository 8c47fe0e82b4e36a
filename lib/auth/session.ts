import { decode, encode } from "next-auth/jwt";
import { createAdminSession, revokeAdminSession, touchAdminSession } from "@/lib/auth/admin-sessions";
import { getEnv } from "@/lib/env";
import { getAuthSecrets } from "./secrets";
import { isSecureRequest } from "./request-info";

/**
 * An admin session lasts at most a working day, and ends sooner when unused for
 * SESSION_IDLE_MINUTES (two hours), on logout, on "Sign out everywhere" and when the admin
 * password changes; signing in again starts a new one.
 */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

/** next-auth's own cookie names, so that its /api/auth/session endpoint reads the same session. */
export const SESSION_COOKIE = "next-auth.session-token";
export const SECURE_SESSION_COOKIE = "__Secure-next-auth.session-token";

export type AdminToken = { sub: string; name: string; role: "admin" };

/** What the cookie's JWT carries beyond the admin identity: the session's id and the password's fingerprint. */
type SessionClaims = { sid: string; pwd: string };

export const ADMIN_TOKEN: AdminToken = { sub: "admin", name: "Administrator", role: "admin" };

function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        // Not percent-encoding we can read ("%zz"): no session, like any other bad token.
        return undefined;
      }
    }
  }
  return undefined;
}

/** The live session's id when the request carries one (valid JWT, current password, not revoked or idle). */
export async function currentAdminSession(req: Request): Promise<string | null> {
  const { secret, passwordFingerprint } = await getAuthSecrets();
  for (const name of [SECURE_SESSION_COOKIE, SESSION_COOKIE]) {
    const token = readCookie(req, name);
    if (!token) continue;
    let payload: Awaited<ReturnType<typeof decode>> = null;
    try {
      payload = await decode({ token, secret });
    } catch {
      // Tampered, expired or signed with an old secret: not a session.
    }
    if (payload?.role !== "admin" || typeof payload.sid !== "string") continue;
    // A session started under another admin password ended when the password changed.
    if (payload.pwd !== passwordFingerprint) continue;
    const idleSeconds = getEnv().SESSION_IDLE_MINUTES * 60;
    if (await touchAdminSession({ id: payload.sid, idleSeconds })) return payload.sid;
  }
  return null;
}

/** True when the request carries a live admin session. */
export async function hasAdminSession(req: Request): Promise<boolean> {
  return (await currentAdminSession(req)) !== null;
}

/** Claims for a new session's token: a fresh server-side session and the password it was opened with. */
export async function newSessionClaims(): Promise<SessionClaims> {
  const { passwordFingerprint } = await getAuthSecrets();
  return { sid: await createAdminSession(), pwd: passwordFingerprint };
}

/** Ends the request's session on the server, if it has a live one. */
export async function endAdminSession(req: Request): Promise<void> {
  const sid = await currentAdminSession(req);
  if (sid) await revokeAdminSession({ id: sid });
}

function cookieHeader(req: Request, value: string, maxAge: number): string {
  const secure = isSecureRequest(req);
  const name = secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  return [`${name}=${value}`, "Path=/", `Max-Age=${maxAge}`, "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])].join("; ");
}

/** The Set-Cookie header that starts an admin session (a next-auth JWT, encrypted with the auth secret). */
export async function sessionCookie(req: Request): Promise<string> {
  const { secret } = await getAuthSecrets();
  const token = await encode({ token: { ...ADMIN_TOKEN, ...(await newSessionClaims()) }, secret, maxAge: SESSION_MAX_AGE_SECONDS });
  return cookieHeader(req, token, SESSION_MAX_AGE_SECONDS);
}

/** Set-Cookie headers that end the session under either cookie name. */
export function clearedSessionCookies(req: Request): string[] {
  const secure = isSecureRequest(req);
  const plain = `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  return secure ? [plain, `${SECURE_SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure`] : [plain];
}
