// npm run db:seed: loads the demo data (idempotent) into DATABASE_URL, or the embedded database under DATA_DIR.
//   npm run db:seed -- --shops 20000   then tops it up with generated shops to 20,000 shops in total.
// The embedded database allows one process at a time: stop the site first.
import { parseArgs } from "node:util";
import { getEnv } from "@/lib/env";
import { openPglite, openPostgres } from "@/lib/db/client";
import { seedDemoData } from "@/lib/db/seed";
import { seedGeneratedShops } from "@/lib/db/seed-generated";

const { values } = parseArgs({ options: { shops: { type: "string" } } });
const totalShops = values.shops === undefined ? null : Number(values.shops);
if (totalShops !== null && (!Number.isInteger(totalShops) || totalShops < 0)) {
  console.error(`--shops wants a whole number of shops, got "${values.shops}"`);
  process.exit(1);
}

const env = getEnv();
const handle = env.DATABASE_URL
  ? await openPostgres(env.DATABASE_URL)
  : await openPglite(env.DATA_DIR);
try {
  const counts = await seedDemoData(handle.db);
  console.log(
    `Demo data (${handle.engine}): added ${counts.shops} shops, ${counts.events} events, ${counts.posts} posts.`,
  );
  if (totalShops !== null) {
    const started = performance.now();
    const g = await seedGeneratedShops(handle.db, { totalShops });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Generated data (${handle.engine}): added ${g.shops} shops and ${g.events} events in ${seconds} s; ` +
        `${g.generatedTotal} generated shops wanted, ${g.totalShops} shops in the database.`,
    );
  }
} finally {
  await handle.close();
}
