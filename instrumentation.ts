/**
 * Runs once when a server instance starts: validates the configuration, opens the database
 * (applying pending migrations and, on a new embedded database, loading the demo data) and
 * loads the admin secrets, so that a misconfigured deployment stops at start with a clear
 * message instead of failing on its first request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { startServer } = await import("@/lib/startup");
  await startServer();
  const { startAnalytics } = await import("@/lib/analytics/server");
  startAnalytics();
}
