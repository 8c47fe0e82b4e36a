// POST /api/admin/auth/logout – end the admin session (always succeeds)
import { apiRoute } from "@/lib/api/handler";
import { assertSameSite } from "@/lib/auth/admin";
import { clearedSessionCookies } from "@/lib/auth/session";

export const POST = apiRoute(async (req) => {
  assertSameSite(req);
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of clearedSessionCookies(req)) headers.append("Set-Cookie", cookie);
  return Response.json({ authenticated: false, message: "Signed out" }, { headers });
});
