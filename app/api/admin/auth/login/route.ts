// POST /api/admin/auth/login – sign in with the admin password, starting a session cookie
import { readJson } from "@/lib/api/body";
import { apiRoute } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { assertSameSite } from "@/lib/auth/admin";
import { clientKey } from "@/lib/auth/request-info";
import { sessionCookie } from "@/lib/auth/session";
import { checkAdminPassword } from "@/lib/auth/sign-in";
import { loginSchema } from "@/lib/validation/auth";

export const POST = apiRoute(async (req) => {
  assertSameSite(req);
  const { password } = await readJson(req, loginSchema);
  await checkAdminPassword({ password, client: clientKey(req.headers) });
  return json({ authenticated: true }, { headers: { "Set-Cookie": await sessionCookie(req) } });
});
