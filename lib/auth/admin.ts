import "server-only";
import { apiRoute, type Handler } from "@/lib/api/handler";
import { AppError } from "@/lib/errors";
import { isCrossSiteWrite } from "./request-info";
import { hasAdminSession } from "./session";

export function assertSameSite(req: Request): void {
  if (isCrossSiteWrite(req)) throw new AppError("forbidden", "Cross-site requests are not allowed");
}

export async function assertAdmin(req: Request): Promise<void> {
  if (!(await hasAdminSession(req))) throw new AppError("unauthorized", "Please sign in as admin");
}

/**
 * Every /api/admin handler (and the admin-only calls elsewhere) goes through this: a cross-site
 * state change is refused (403), a request without an admin session is refused (401), and
 * errors become JSON answers. The checks run before the body is read, so that an anonymous
 * caller learns nothing about a call's inputs.
 */
export function adminRoute<P = Record<string, never>>(handler: Handler<P>) {
  return apiRoute<P>(async (req, ctx) => {
    assertSameSite(req);
    await assertAdmin(req);
    return handler(req, ctx);
  });
}
