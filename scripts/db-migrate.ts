// npm run db:migrate: applies pending migrations to DATABASE_URL, or to the embedded database under
// DATA_DIR, then tidies it (VACUUM (ANALYZE), tidyDatabase in lib/db/client.ts) and says so.
import { getEnv } from "@/lib/env";
import { siteHoldsDatabase } from "@/lib/backup/files";
import { openPglite, openPostgres, tidyDatabase } from "@/lib/db/client";

const env = getEnv();
const held = siteHoldsDatabase(env, "db:migrate");
if (held) {
  console.error(held);
  process.exit(1);
}
const handle = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL, { tidy: false }) : await openPglite(env.DATA_DIR, { tidy: false });
console.log(`Migrations applied (${handle.engine}).`);
const ms = await tidyDatabase(handle.db);
console.log(`Vacuumed and analyzed in ${ms} ms.`);
await handle.close();
