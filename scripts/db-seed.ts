// npm run db:seed: loads the demo data (idempotent) into DATABASE_URL, or the embedded database under DATA_DIR.
// The embedded database allows one process at a time: stop the site first.
import { getEnv } from "@/lib/env";
import { openPglite, openPostgres } from "@/lib/db/client";
import { seedDemoData } from "@/lib/db/seed";

const env = getEnv();
const handle = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL) : await openPglite(env.DATA_DIR);
try {
  const counts = await seedDemoData(handle.db);
  console.log(`Demo data (${handle.engine}): added ${counts.shops} shops, ${counts.events} events, ${counts.posts} posts.`);
} finally {
  await handle.close();
}
