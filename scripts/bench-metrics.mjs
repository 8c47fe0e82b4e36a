// npm run bench:metrics: what METRICS_TOKEN costs (docs/operations.md, budget 3% of a cached page's
// throughput). After `npm run build`; needs nothing else (two embedded demo databases).
//
// 1. Whole requests, ABBA: two `next start` servers up at once on their own copies of the demo
//    data, one without METRICS_TOKEN and one with it. Short autocannon runs on a cached county page
//    alternate between them (off, on, on, off per round), so the machine's drift falls on both.
//    Prints each run and each round's difference, and the mean of the rounds.
// 2. The work itself: scripts/bench-metrics-record.ts times, with the app's own code, what the token
//    adds to one request (its counter and histogram), to one database query and to one cache read.
//
// Settings: BENCH_ROUNDS (4), BENCH_SECONDS per run (10), BENCH_CONNECTIONS (8), BENCH_PORT (3297;
// the second server takes the next port), BENCH_PATH (/farm-shops/cork).
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { root, waitFor } from "./lib/bench-runs.mjs";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const PORT = Number(process.env.BENCH_PORT ?? 3297);
const PAGE = process.env.BENCH_PATH ?? "/farm-shops/cork";
const TOKEN = "bench-metrics-token-0123456789";

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-metrics-"));
const servers = [];

function start(label, port, token) {
  const env = {
    ...process.env,
    DATA_DIR: path.join(dataDir, label),
    PORT: String(port),
    ADMIN_PASSWORD: "bench-pass-123",
    BACKUP_EVERY: "0",
    NEXT_TELEMETRY_DISABLED: "1",
    METRICS_TOKEN: token,
  };
  if (!token) delete env.METRICS_TOKEN;
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], { cwd: root, env, stdio: "ignore", detached: true });
  servers.push(child);
  return `http://127.0.0.1:${port}`;
}

function stop() {
  for (const child of servers) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.on("exit", stop);
process.on("SIGINT", () => process.exit(130));

const cannon = (url, seconds) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: seconds }, (err, result) => (err ? reject(err) : resolve(result))),
  );

// One server at a time: each loads the demo data on its first start.
const off = start("off", PORT, "");
await waitFor(`${off}/api/health`);
const on = start("on", PORT + 1, TOKEN);
await waitFor(`${on}/api/health`);

const scrape = await fetch(`${on}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
const noScrape = await fetch(`${off}/api/metrics`);
if (scrape.status !== 200 || noScrape.status !== 404) throw new Error(`/api/metrics: ${scrape.status} with the token, ${noScrape.status} without`);

for (const base of [off, on]) await cannon(base + PAGE, 5); // warm both (JIT, route cache)

const fmt = (n) => n.toFixed(1);
const rounds = [];
console.log(`${PAGE}, ${CONNECTIONS} connections, ${SECONDS} s runs, ${ROUNDS} rounds of off/on/on/off`);
for (let round = 1; round <= ROUNDS; round++) {
  const runs = [];
  for (const [label, base] of [["off", off], ["on", on], ["on", on], ["off", off]]) {
    const r = await cannon(base + PAGE, SECONDS);
    if (r.non2xx || r.errors) throw new Error(`${label}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
    runs.push([label, r.requests.average]);
    console.log(`  round ${round} ${label}: ${fmt(r.requests.average)} req/s, p99 ${r.latency.p99} ms`);
  }
  const mean = (label) => runs.filter(([l]) => l === label).reduce((s, [, v]) => s + v, 0) / 2;
  const cost = (1 - mean("on") / mean("off")) * 100;
  rounds.push({ off: mean("off"), on: mean("on"), cost });
  console.log(`  round ${round}: off ${fmt(mean("off"))}, on ${fmt(mean("on"))} req/s, cost ${fmt(cost)}%`);
}
const costs = rounds.map((r) => r.cost);
const meanCost = costs.reduce((s, c) => s + c, 0) / costs.length;
const sd = Math.sqrt(costs.reduce((s, c) => s + (c - meanCost) ** 2, 0) / Math.max(1, costs.length - 1));
const meanOf = (k) => rounds.reduce((s, r) => s + r[k], 0) / rounds.length;
console.log(
  `whole requests: off ${fmt(meanOf("off"))}, on ${fmt(meanOf("on"))} req/s; cost ${fmt(meanCost)}%` +
    (costs.length > 1 ? ` ± ${fmt(sd / Math.sqrt(costs.length))}% (mean ± standard error of ${costs.length} rounds)` : " (one round)"),
);
stop();

const record = JSON.parse(
  execFileSync(process.execPath, ["--import", "tsx", "scripts/bench-metrics-record.ts"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, LOG_LEVEL: "silent", METRICS_TOKEN: TOKEN },
  }),
);
const perRequestUs = 1e6 / meanOf("off");
console.log(
  `the work itself: ${record.requestUs.toFixed(2)} µs per request (counter and histogram), ${record.queryUs.toFixed(2)} µs per database query, ${record.cacheReadUs.toFixed(2)} µs per cache read; ` +
    `at ${fmt(meanOf("off"))} req/s one Node process gives each request ${fmt(perRequestUs)} µs, so each µs is ${(100 / perRequestUs).toFixed(3)}% of it`,
);
