// GET /api/admin/auth/status – 200 when signed in as admin, 401 otherwise
import { apiRoute } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { hasAdminSession } from "@/lib/auth/session";

export const GET = apiRoute(async (req) => {
  if (await hasAdminSession(req)) return json({ authenticated: true });
  return json({ authenticated: false, error: "Not signed in", message: "Not signed in" }, { status: 401 });
});
