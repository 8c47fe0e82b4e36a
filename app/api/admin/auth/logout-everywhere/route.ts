// POST /api/admin/auth/logout-everywhere – end every admin session, on every device
import { adminRoute } from "@/lib/auth/admin";
import { clearedSessionCookies } from "@/lib/auth/session";
import { revokeAllAdminSessions } from "@/lib/auth/admin-sessions";

export const POST = adminRoute(async (req) => {
  const ended = await revokeAllAdminSessions();
  console.warn(`[auth] signed out everywhere: ${ended} session${ended === 1 ? "" : "s"} ended`);
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of clearedSessionCookies(req)) headers.append("Set-Cookie", cookie);
  return Response.json({ authenticated: false, ended, message: `Signed out everywhere (${ended} session${ended === 1 ? "" : "s"})` }, { headers });
});
