import { decode, encode } from "next-auth/jwt";
import { getAuthSecrets } from "./secrets";
import { isSecureRequest } from "./request-info";

/** An admin session lasts a working day; signing in again starts a new one. */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

/** next-auth's own cookie names, so that its /api/auth/session endpoint reads the same session. */
export const SESSION_COOKIE = "next-auth.session-token";
export const SECURE_SESSION_COOKIE = "__Secure-next-auth.session-token";

export type AdminToken = { sub: string; name: string; role: "admin" };

export const ADMIN_TOKEN: AdminToken = { sub: "admin", name: "Administrator", role: "admin" };

function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** True when the request carries a valid, unexpired admin session token (next-auth JWT). */
export async function hasAdminSession(req: Request): Promise<boolean> {
  const { secret } = await getAuthSecrets();
  for (const name of [SECURE_SESSION_COOKIE, SESSION_COOKIE]) {
    const token = readCookie(req, name);
    if (!token) continue;
    try {
      const payload = await decode({ token, secret });
      if (payload?.role === "admin") return true;
    } catch {
      // Tampered, expired or signed with an old secret: not a session.
    }
  }
  return false;
}

function cookieHeader(req: Request, value: string, maxAge: number): string {
  const secure = isSecureRequest(req);
  const name = secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  return [`${name}=${value}`, "Path=/", `Max-Age=${maxAge}`, "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])].join("; ");
}

/** The Set-Cookie header that starts an admin session (a next-auth JWT, encrypted with the auth secret). */
export async function sessionCookie(req: Request): Promise<string> {
  const { secret } = await getAuthSecrets();
  const token = await encode({ token: { ...ADMIN_TOKEN }, secret, maxAge: SESSION_MAX_AGE_SECONDS });
  return cookieHeader(req, token, SESSION_MAX_AGE_SECONDS);
}

/** Set-Cookie headers that end the session under either cookie name. */
export function clearedSessionCookies(req: Request): string[] {
  const secure = isSecureRequest(req);
  const plain = `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  return secure ? [plain, `${SECURE_SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure`] : [plain];
}
