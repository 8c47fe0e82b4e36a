import type { Instrumentation } from "next";

/**
 * Runs once when a server instance starts: starts observing requests (one log line each and the
 * request metrics, lib/observability), validates the configuration, opens the database
 * (applying pending migrations and, on a new embedded database, loading the demo data), loads
 * the admin secrets, schedules the embedded database's nightly backup and offers server.mjs the
 * visitor counter (lib/analytics/accept-hit.ts), so that a misconfigured deployment stops at
 * start with a clear message instead of failing on its first request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { observeRequests } = await import("@/lib/observability/observe");
  observeRequests();
  const { startServer } = await import("@/lib/startup");
  await startServer();
  const { startAnalytics } = await import("@/lib/analytics/server");
  startAnalytics();
  // The beacons (POST /api/hit) are answered by server.mjs itself, with this process's counter.
  const { offerHitEndpoint } = await import("@/lib/analytics/accept-hit");
  offerHitEndpoint();
}

/**
 * A page or route that failed unexpectedly: one log line with the stack, the request id and the
 * reference the visitor is shown (the error's digest: app/error.tsx prints it).
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logUnexpectedError } = await import("@/lib/observability/errors");
  logUnexpectedError(error, { routePath: context.routePath, method: request.method });
};
