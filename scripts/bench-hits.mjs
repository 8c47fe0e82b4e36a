// Visitor counts under load (docs/privacy.md): one production instance on a throwaway Postgres
// database (TEST_DATABASE_URL; run through scripts/with-postgres.sh, which starts a cluster):
//   bash scripts/with-postgres.sh node scripts/bench-hits.mjs
// 1. a cached page (a shop page) is timed alone for BENCH_DURATION seconds: its p99;
// 2. then BENCH_RATE page-view beacons a second (2,000) go to POST /api/hit for BENCH_DURATION
//    seconds (30), from BENCH_CONNECTIONS connections, while the same page is timed again;
// 3. after the next write of the counts, the database's own statistics say how many transactions
//    and row writes it took (pg_stat_database, pg_stat_user_tables).
// Targets: no errors, the page's p99 rises by less than 20%, fewer than 10 database writes a second.
// The machine the benchmark runs on is the load generator too: read the figures as indicative.
// Settings: BENCH_PORT (3195), BENCH_RATE (2000), BENCH_DURATION (30), BENCH_CONNECTIONS (50).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { root, run, waitFor } from "./lib/bench-runs.mjs";
import { createThrowawayDatabase } from "./lib/throwaway-database.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3195);
const RATE = Number(process.env.BENCH_RATE ?? 2000);
const DURATION = Number(process.env.BENCH_DURATION ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const FLUSH_SECONDS = 10;
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error("TEST_DATABASE_URL is not set: run `bash scripts/with-postgres.sh node scripts/bench-hits.mjs`.");
  process.exit(1);
}

const cannon = (options) => new Promise((resolve, reject) => autocannon(options, (err, result) => (err ? reject(err) : resolve(result))));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const base = `http://127.0.0.1:${PORT}`;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

async function dbStats(url, name) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const db = await client.query("select xact_commit::bigint as commits from pg_stat_database where datname = $1", [name]);
    const rows = await client.query("select coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0)::bigint as writes from pg_stat_user_tables");
    const analytics = await client.query("select coalesce(sum(count), 0)::bigint as views from analytics_daily where metric = 'views'");
    return { commits: Number(db.rows[0].commits), rowWrites: Number(rows.rows[0].writes), views: Number(analytics.rows[0].views) };
  } finally {
    await client.end();
  }
}

const database = await createThrowawayDatabase(adminUrl, "bench_hits");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-hits-"));
const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, PORT: String(PORT), SITE_URL: base, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", AUTH_SECRET: "bench-secret-bench-secret-bench-secret-42", ADMIN_PASSWORD: "bench-password", ANALYTICS_FLUSH_SECONDS: String(FLUSH_SECONDS) };
let server;
try {
  await run("npm", ["run", "--silent", "db:seed"], env, { quiet: true });
  server = spawn("npm", ["start"], { cwd: root, env: { ...process.env, ...env }, stdio: "ignore", detached: true });
  await waitFor(`${base}/api/health`);
  const shops = await (await fetch(`${base}/api/farm-shops?limit=50`)).json();
  const slugs = shops.map((s) => s.slug).filter(Boolean);
  const page = `${base}/shop/${slugs[0]}`;
  await cannon({ url: page, connections: 4, duration: 3 });

  const alone = await cannon({ url: page, connections: 4, duration: DURATION });
  const before = await dbStats(database.url, database.name);
  let n = 0;
  const [hits, beside] = await Promise.all([
    cannon({
      url: `${base}/api/hit`,
      method: "POST",
      connections: CONNECTIONS,
      overallRate: RATE,
      duration: DURATION,
      headers: { "content-type": "text/plain;charset=UTF-8" },
      requests: [
        {
          setupRequest: (req) => {
            n++;
            // A thousand visitors (an address each is not possible from one machine: agents differ) over 50 shops.
            const body = JSON.stringify({ t: "v", p: `/shop/${slugs[n % slugs.length]}`, r: n % 3 ? "" : "https://www.google.com/" });
            return { ...req, body, headers: { ...req.headers, "user-agent": BROWSER.replace("Chrome/140.0.0.0", `Chrome/140.0.${n % 1000}.0`) } };
          },
        },
      ],
    }),
    cannon({ url: page, connections: 4, duration: DURATION }),
  ]);
  await sleep((FLUSH_SECONDS + 2) * 1000);
  const after = await dbStats(database.url, database.name);

  const errors = hits.errors + hits.timeouts + hits.non2xx;
  const rise = (beside.latency.p99 - alone.latency.p99) / Math.max(1, alone.latency.p99);
  const commitsPerSecond = (after.commits - before.commits) / (DURATION + FLUSH_SECONDS + 2);
  const report = [
    `hits sent: ${hits.requests.total} in ${DURATION} s (${Math.round(hits.requests.average)}/s), 204s: ${hits["2xx"]}, errors/timeouts/non-2xx: ${errors}`,
    `views counted in the database: ${after.views - before.views}`,
    `cached page p99: alone ${alone.latency.p99} ms, beside the hits ${beside.latency.p99} ms (${(rise * 100).toFixed(0)}% rise; target < 20%)`,
    `database: ${(after.commits - before.commits)} transactions (${commitsPerSecond.toFixed(2)}/s over ${DURATION + FLUSH_SECONDS + 2} s; target < 10/s), ${after.rowWrites - before.rowWrites} row writes`,
  ];
  console.log(report.join("\n"));
  process.exitCode = errors === 0 && commitsPerSecond < 10 ? 0 : 1;
} finally {
  if (server?.pid) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
