// npm run db:migrate: applies pending migrations to DATABASE_URL, or to the embedded database under DATA_DIR.
import { getEnv } from "@/lib/env";
import { openPglite, openPostgres } from "@/lib/db/client";

const env = getEnv();
const handle = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL) : await openPglite(env.DATA_DIR);
console.log(`Migrations applied (${handle.engine}).`);
await handle.close();
