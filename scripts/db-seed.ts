// npm run db:seed: loads the demo data (idempotent) into DATABASE_URL, or the embedded database under DATA_DIR.
//   npm run db:seed -- --shops 20000   then tops it up with generated shops to 20,000 shops in total, with
//                                      one generated event per 10 shops and a Harvest Hub post per 40 shops
//                                      (2,000 events and 500 posts at 20,000 shops).
//   --events N / --posts N             generated events / posts in total (with or without --shops).
// The embedded database allows one process at a time: refused while the site runs on it.
import { parseArgs } from "node:util";
import { getEnv } from "@/lib/env";
import { siteHoldsDatabase } from "@/lib/backup/files";
import { openPglite, openPostgres } from "@/lib/db/client";
import { seedDemoData } from "@/lib/db/seed";
import { seedGeneratedShops } from "./seed/generated-shops";
import { EVENTS_PER_SHOP, POSTS_PER_SHOP, seedGeneratedContent } from "./seed/generated-content";

const { values } = parseArgs({ options: { shops: { type: "string" }, events: { type: "string" }, posts: { type: "string" } } });

/** A whole number from the option, or null when it is absent; anything else stops the script. */
function count(name: "shops" | "events" | "posts"): number | null {
  const raw = values[name];
  if (raw === undefined) return null;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || raw.trim() === "") {
    console.error(`--${name} wants a whole number of ${name}, got "${raw}"`);
    process.exit(1);
  }
  return n;
}
const totalShops = count("shops");
const totalEvents = count("events") ?? (totalShops === null ? null : Math.round(totalShops * EVENTS_PER_SHOP));
const totalPosts = count("posts") ?? (totalShops === null ? null : Math.round(totalShops * POSTS_PER_SHOP));

const env = getEnv();
const held = siteHoldsDatabase(env, "db:seed");
if (held) {
  console.error(held);
  process.exit(1);
}
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
  if (totalEvents !== null || totalPosts !== null) {
    const started = performance.now();
    const c = await seedGeneratedContent(handle.db, { events: totalEvents ?? undefined, posts: totalPosts ?? undefined });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Generated content (${handle.engine}): added ${c.events} events and ${c.posts} posts in ${seconds} s; ` +
        `${c.totalEvents} events and ${c.totalPosts} posts in the database.`,
    );
  }
} finally {
  await handle.close();
}
