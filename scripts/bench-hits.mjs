// Visitor counts under load (docs/privacy.md): one production instance on a throwaway Postgres
// database (TEST_DATABASE_URL; run through scripts/with-postgres.sh, which starts a cluster):
//   npm run build && npm run bench:hits   (bash scripts/with-postgres.sh node scripts/bench-hits.mjs)
// 1. a cached page (a shop page) is timed alone for BENCH_DURATION seconds: its p99;
// 2. then BENCH_RATE page-view beacons a second (2,000) go to POST /api/hit for BENCH_DURATION
//    seconds (30), while the same page is timed again;
// 3. after the next write of the counts, the database's own statistics say how many transactions
//    and row writes it took (pg_stat_database, pg_stat_user_tables).
// Targets: no errors, the page's p99 rises by less than 20%, fewer than 10 database writes a second.
//
// Both loads are wrk (a separate process in C: far less of the machine than a generator in Node).
// The beacons arrive at BENCH_RATE a second as a crowd's would, spread out rather than in bursts
// (scripts/lib/hits.lua, arrivals.lua), over at most BENCH_CONNECTIONS connections at once. The
// page is timed from 4 connections, its requests arriving at BENCH_PAGE_RATE a second the same way
// (100 by default, scripts/lib/paced.lua): the wait a visitor meets. BENCH_PAGE_RATE=0 asks as fast
// as the 4 connections go instead: the server is then never idle, and the page's p99 rises by the
// share of the machine that the beacons and the generators take.
// The machine the benchmark runs on is the load generator too: read the figures as indicative.
// BENCH_SERVER_CPUS and BENCH_LOAD_CPUS (taskset lists, e.g. 0 and 1) keep the server and the
// generators on separate cores, as when the visitors are elsewhere.
// Settings: BENCH_PORT (3195), BENCH_RATE (2000), BENCH_DURATION (30), BENCH_CONNECTIONS (64),
// BENCH_PAGE_RATE (100), BENCH_SERVER_CPUS, BENCH_LOAD_CPUS (unset: the scheduler places both).
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { requireWrk, root, run, waitFor, wrkOnce } from "./lib/bench-runs.mjs";
import { createThrowawayDatabase } from "./lib/throwaway-database.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3195);
const RATE = Number(process.env.BENCH_RATE ?? 2000);
const DURATION = Number(process.env.BENCH_DURATION ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const PAGE_RATE = Number(process.env.BENCH_PAGE_RATE ?? 100);
const PAGE_CONNECTIONS = 4;
const SERVER_CPUS = process.env.BENCH_SERVER_CPUS ?? "";
const LOAD_CPUS = process.env.BENCH_LOAD_CPUS ?? "";
const FLUSH_SECONDS = 10;
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error("TEST_DATABASE_URL is not set: run `bash scripts/with-postgres.sh node scripts/bench-hits.mjs`.");
  process.exit(1);
}
const wrkPath = requireWrk();
// The generators run on the load's cores when asked: wrk is started through taskset.
const wrk = LOAD_CPUS ? path.join(mkdtempSync(path.join(os.tmpdir(), "bench-wrk-")), "wrk") : wrkPath;
if (LOAD_CPUS) execFileSync("sh", ["-c", `printf '#!/bin/sh\\nexec taskset -c %s %s "$@"\\n' '${LOAD_CPUS}' '${wrkPath}' > '${wrk}' && chmod +x '${wrk}'`]);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const base = `http://127.0.0.1:${PORT}`;
const lua = (name) => path.join(root, "scripts", "lib", name);

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
  const [command, args] = SERVER_CPUS ? ["taskset", ["-c", SERVER_CPUS, "npm", "start"]] : ["npm", ["start"]];
  server = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: "ignore", detached: true });
  await waitFor(`${base}/api/health`);
  const shops = await (await fetch(`${base}/api/farm-shops?limit=50`)).json();
  const slugs = shops.map((s) => s.slug).filter(Boolean);
  const page = `${base}/shop/${slugs[0]}`;
  const luaPath = path.join(root, "scripts", "lib");
  const timed = PAGE_RATE > 0 ? { url: page, connections: PAGE_CONNECTIONS, script: lua("paced.lua"), env: { BENCH_LUA_PATH: luaPath, BENCH_RATE: String(PAGE_RATE) } } : { url: page, connections: PAGE_CONNECTIONS };
  const hitLoad = { url: base, connections: CONNECTIONS, script: lua("hits.lua"), env: { BENCH_LUA_PATH: luaPath, BENCH_RATE: String(RATE), BENCH_SLUGS: slugs.join(",") } };
  // Warm-up: the page into the cache, both paths through the JIT (their beacons are not measured).
  await Promise.all([wrkOnce(wrk, timed, 5), wrkOnce(wrk, hitLoad, 5)]);
  await sleep((FLUSH_SECONDS + 2) * 1000);

  const alone = await wrkOnce(wrk, timed, DURATION);
  const before = await dbStats(database.url, database.name);
  const [hits, beside] = await Promise.all([wrkOnce(wrk, hitLoad, DURATION), wrkOnce(wrk, timed, DURATION)]);
  await sleep((FLUSH_SECONDS + 2) * 1000);
  const after = await dbStats(database.url, database.name);

  const errors = hits.errors + hits.timeouts + hits.non2xx;
  const rise = (beside.latency.p99 - alone.latency.p99) / Math.max(0.1, alone.latency.p99);
  const commitsPerSecond = (after.commits - before.commits) / (DURATION + FLUSH_SECONDS + 2);
  const report = [
    `timed page: ${PAGE_RATE > 0 ? `${PAGE_RATE} requests a second` : `as fast as ${PAGE_CONNECTIONS} connections go`} (${Math.round(alone.requests.average)}/s alone, ${Math.round(beside.requests.average)}/s beside the hits)`,
    `cores: ${SERVER_CPUS ? `server on ${SERVER_CPUS}` : "server anywhere"}, ${LOAD_CPUS ? `generators on ${LOAD_CPUS}` : "generators anywhere"}`,
    `hits sent: ${hits.requests.total} in ${DURATION} s (${Math.round(hits.requests.average)}/s of ${RATE} asked), p99 ${hits.latency.p99} ms, errors/timeouts/non-2xx: ${errors}`,
    `views counted in the database: ${after.views - before.views}`,
    `cached page p99: alone ${alone.latency.p99} ms, beside the hits ${beside.latency.p99} ms (${(rise * 100).toFixed(0)}% rise; target < 20%); p50 ${alone.latency.p50} / ${beside.latency.p50} ms`,
    `database: ${after.commits - before.commits} transactions (${commitsPerSecond.toFixed(2)}/s over ${DURATION + FLUSH_SECONDS + 2} s; target < 10/s), ${after.rowWrites - before.rowWrites} row writes`,
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
