import { ConfigError, getEnv } from "@/lib/env";
import { getAuthSecrets } from "@/lib/auth/secrets";
import { getDbHandle } from "@/lib/db/client";
import { logger } from "@/lib/observability/logger";

export async function startServer(): Promise<void> {
  const started = Date.now();
  try {
    const env = getEnv();
    await getAuthSecrets();
    const { engine } = await getDbHandle();
    const { startBackupSchedule } = await import("@/lib/backup/schedule");
    startBackupSchedule(engine);
    logger().info({ engine, durationMs: Date.now() - started }, `${engine === "pglite" ? `embedded database in ${env.DATA_DIR}` : "Postgres"} ready`);
    if (engine === "postgres" && !process.env.SITE_URL) {
      // A deployment left on the default would mail owners links to localhost.
      logger().warn(`SITE_URL is not set: canonical addresses, the sitemap, feeds and the links in mails name ${env.SITE_URL}`);
    }
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`\n[start] ${err.message}\n`);
      process.exit(1);
    }
    // The database may be down at start: the site still starts and answers 503 until it is back.
    logger().error({ err }, `[start] database not ready: ${err instanceof Error ? err.message : String(err)} (answering 503 until it is back)`);
  }
}
