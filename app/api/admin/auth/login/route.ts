// POST /api/admin/auth/login – sign in with the admin password, starting a session cookie
import { readJson } from "@/lib/api/body";
import { apiRoute } from "@/lib/api/handler";
import { assertSameSite } from "@/lib/auth/admin";
import { deviceCookie, knownDevice } from "@/lib/auth/device";
import { clientKey } from "@/lib/auth/request-info";
import { sessionCookie } from "@/lib/auth/session";
import { checkAdminPassword } from "@/lib/auth/sign-in";
import { loginSchema } from "@/lib/validation/auth";

export const POST = apiRoute(async (req) => {
  assertSameSite(req);
  const { password } = await readJson(req, loginSchema);
  await checkAdminPassword({ password, client: clientKey(req.headers), device: await knownDevice(req.headers) });
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", await sessionCookie(req));
  // The browser is known from now on: its own failure budget (lib/auth/device.ts).
  headers.append("Set-Cookie", await deviceCookie(req));
  return Response.json({ authenticated: true }, { headers });
});
