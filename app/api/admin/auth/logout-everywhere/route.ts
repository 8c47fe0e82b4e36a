// POST /api/admin/auth/logout-everywhere – end every admin session, on every device
import { adminRoute } from "@/lib/auth/admin";
import { clearedSessionCookies } from "@/lib/auth/session";
import { revokeAllAdminSessions } from "@/lib/auth/admin-sessions";
import { logger } from "@/lib/observability/logger";

export const POST = adminRoute(async (req) => {
  const ended = await revokeAllAdminSessions();
  logger().warn({ ended }, "admin signed out everywhere");
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of clearedSessionCookies(req)) headers.append("Set-Cookie", cookie);
  return Response.json({ authenticated: false, ended, message: `Signed out everywhere (${ended} session${ended === 1 ? "" : "s"})` }, { headers });
});
