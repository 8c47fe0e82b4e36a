// POST /api/admin/auth/logout – end the admin session, on the server too (always succeeds)
import { apiRoute } from "@/lib/api/handler";
import { assertSameSite } from "@/lib/auth/admin";
import { clearedSessionCookies, endAdminSession } from "@/lib/auth/session";

export const POST = apiRoute(async (req) => {
  assertSameSite(req);
  // Revoked on the server, so that a copy of the cookie taken before logout no longer works.
  await endAdminSession(req);
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of clearedSessionCookies(req)) headers.append("Set-Cookie", cookie);
  return Response.json({ authenticated: false, message: "Signed out" }, { headers });
});
