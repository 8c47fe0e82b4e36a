// npm run bench:open-at: how long the "open now" / "open at" filter takes in the database itself
// (no HTTP, no answer memory), on DATABASE_URL (Postgres) or the embedded database under DATA_DIR.
// Seed first, e.g. `npm run db:seed -- --shops 20000`; then `npm run bench:open-at -- --runs 50 --explain`
// (react-server conditions: the search code it builds the queries with is server-only).
//
// For each question it times the two queries a search without text runs (the first page in name
// order, and the count), over --runs instants that each ask something new (random minutes of the
// coming year), and prints p50/p95/max. With --explain it also prints EXPLAIN (ANALYZE, BUFFERS)
// of both queries for "open now" and "open at 2026-12-26T14:00", alone and with a county.
import { parseArgs } from "node:util";
import { and, asc, sql, type SQL } from "drizzle-orm";
import { getEnv } from "@/lib/env";
import { openPglite, openPostgres, queryRows } from "@/lib/db/client";
import { farmShops } from "@/lib/db/schema";
import { parseAtParameter } from "@/lib/hours/at-parameter";
import { filterConditions } from "@/lib/search/conditions";
import { searchQuery } from "@/lib/search/types";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "50" }, explain: { type: "boolean", default: false } },
});
const runs = Number(values.runs);
const env = getEnv();
const handle = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL) : await openPglite(env.DATA_DIR);
const { db } = handle;

function queries(openAt: Date, county: string[]): { page: SQL; count: SQL } {
  const where = and(...filterConditions(searchQuery({ openAt, county })));
  const page = db
    .select({ id: farmShops.id, name: farmShops.name })
    .from(farmShops)
    .where(where)
    .orderBy(asc(farmShops.nameKey), asc(farmShops.id))
    .limit(20)
    .getSQL();
  const count = db.select({ n: sql<number>`count(*)` }).from(farmShops).where(where).getSQL();
  return { page, count };
}

async function timed(query: SQL): Promise<number> {
  const started = performance.now();
  await queryRows(db, query);
  return performance.now() - started;
}

const at = (text: string) => {
  const parsed = parseAtParameter(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.at;
};

try {
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from farm_shops`);
  console.log(`${handle.engine}, ${n} shops, ${runs} new instants per row`);
  if (values.explain) {
    for (const [label, when, county] of [
      ["openNow=1", new Date(), []],
      ["openAt=2026-12-26T14:00", at("2026-12-26T14:00"), []],
      ["openNow=1&county=Cork", new Date(), ["Cork"]],
      ["openAt=2026-12-26T14:00&county=Cork", at("2026-12-26T14:00"), ["Cork"]],
    ] as const) {
      const q = queries(when, [...county]);
      for (const [part, query] of Object.entries(q)) {
        const plan = await queryRows<Record<string, string>>(db, sql`explain (analyze, buffers) ${query}`);
        console.log(`\n### ${label} — ${part}\n${plan.map((r) => Object.values(r)[0]).join("\n")}`);
      }
    }
  }
  const start = Date.now();
  const rows: [string, string[]][] = [
    ["open at (alone)", []],
    ["open at + county", ["Cork"]],
  ];
  console.log("\n| question | query | p50 ms | p95 ms | max ms |\n|---|---|---|---|---|");
  for (const [label, county] of rows) {
    const times: Record<"page" | "count", number[]> = { page: [], count: [] };
    for (let i = 0; i < runs; i++) {
      // A random minute of the coming year: every question is new.
      const when = new Date(start + Math.floor(Math.random() * 366 * 24 * 60) * 60_000);
      const q = queries(when, county);
      times.page.push(await timed(q.page));
      times.count.push(await timed(q.count));
    }
    for (const part of ["page", "count"] as const) {
      const sorted = times[part].sort((a, b) => a - b);
      const pick = (p: number) => (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0).toFixed(1);
      console.log(`| ${label} | ${part} | ${pick(0.5)} | ${pick(0.95)} | ${pick(1)} |`);
    }
  }
} finally {
  await handle.close();
}
