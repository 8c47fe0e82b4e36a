// npm run bench:versus: this checkout against another build of the site, side by side in one run
// (issue targets such as "1.5× the requests per second of commit X, on the same machine").
//
//   git worktree add ../base <commit>    # or a clone; give it its own `npm install` (older
//   (cd ../base && npm install && npm run build)   # commits patched node_modules at install)
//   npm run build && BENCH_OTHER=../base npm run bench:versus
//
// Each checkout is started as it ships (`npm start`, its own production server) on its own
// embedded demo data (a fresh DATA_DIR: the demo data loads at first start), both at once. For
// each page, rounds of wrk runs (-t1 -c10, Accept-Encoding: gzip) alternate this, other, other,
// this, so the machine's drift falls on both; the page is asked for first so that both serve it
// from their caches. Prints req/s and p99 per run and per page, and this/other.
//
// Settings: BENCH_OTHER (required), BENCH_PAGES (comma-separated; default the cached public pages
// below), BENCH_ROUNDS (3), BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_PORT (3295; the other
// build takes the next port).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { measureWithWrk, requireWrk, root, waitFor } from "./lib/bench-runs.mjs";

const OTHER = process.env.BENCH_OTHER ? path.resolve(process.env.BENCH_OTHER) : "";
const PAGES = (process.env.BENCH_PAGES ?? "/,/farm-shops/cork,/farm-shops/cork?page=2,/shop/bantry-bay-lamb-and-larder,/events,/harvest-hub")
  .split(",")
  .filter(Boolean);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3295);

for (const dir of [root, OTHER]) {
  if (!dir || !existsSync(path.join(dir, ".next", "BUILD_ID"))) {
    console.error(`No production build in ${dir || "BENCH_OTHER (not set)"}: see the head of scripts/bench-versus.mjs.`);
    process.exit(1);
  }
}
const wrk = requireWrk();

const label = (dir) => `${path.basename(dir)}@${execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: dir, encoding: "utf8" }).trim()}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-versus-"));
const servers = [];

function start(dir, name, port) {
  const env = {
    ...process.env,
    DATA_DIR: path.join(dataDir, name),
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    ADMIN_PASSWORD: "bench-pass-123",
    AUTH_SECRET: "0123456789abcdef0123456789abcdef",
    BACKUP_EVERY: "0",
    NEXT_TELEMETRY_DISABLED: "1",
  };
  for (const key of ["DATABASE_URL", "METRICS_TOKEN", "REDIS_URL"]) delete env[key];
  const child = spawn("npm", ["start"], { cwd: dir, env, stdio: "ignore", detached: true });
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

const names = { this: label(root), other: label(OTHER) };
// One at a time: each loads the demo data on its first start.
const bases = { this: start(root, "this", PORT) };
await waitFor(`${bases.this}/api/health`, 240_000);
bases.other = start(OTHER, "other", PORT + 1);
await waitFor(`${bases.other}/api/health`, 240_000);

const fmt = (n) => n.toFixed(1);
console.log(`this: ${names.this}, other: ${names.other}; wrk -t1 -c${CONNECTIONS}, ${SECONDS} s runs, ${ROUNDS} rounds of this/other/other/this`);
const summary = [];
for (const page of PAGES) {
  for (const side of ["this", "other"]) {
    const res = await fetch(bases[side] + page, { headers: { "accept-encoding": "gzip" } });
    if (res.status !== 200) throw new Error(`${side} ${page}: ${res.status}`);
    await measureWithWrk(wrk, { url: bases[side] + page, connections: CONNECTIONS, headers: { "Accept-Encoding": "gzip" } }, 3);
  }
  const runs = { this: [], other: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const side of ["this", "other", "other", "this"]) {
      const r = await measureWithWrk(wrk, { url: bases[side] + page, connections: CONNECTIONS, headers: { "Accept-Encoding": "gzip" } }, SECONDS);
      if (r.non2xx || r.errors) throw new Error(`${side} ${page}: ${r.non2xx} non-2xx answers, ${r.errors} socket errors`);
      runs[side].push(r);
      console.log(`  ${page} round ${round} ${side}: ${fmt(r.requests.average)} req/s, p99 ${r.latency.p99} ms`);
    }
  }
  const mean = (side, pick) => runs[side].reduce((s, r) => s + pick(r), 0) / runs[side].length;
  const row = {
    page,
    this: mean("this", (r) => r.requests.average),
    other: mean("other", (r) => r.requests.average),
    p99This: mean("this", (r) => r.latency.p99),
    p99Other: mean("other", (r) => r.latency.p99),
  };
  summary.push(row);
  console.log(`${page}: this ${fmt(row.this)} req/s (p99 ${fmt(row.p99This)} ms), other ${fmt(row.other)} req/s (p99 ${fmt(row.p99Other)} ms): ${(row.this / row.other).toFixed(2)}×`);
}
console.log(`\n| page | ${names.this} req/s | ${names.other} req/s | ratio | p99 ${names.this} | p99 ${names.other} |\n|---|---|---|---|---|---|`);
for (const r of summary)
  console.log(`| \`${r.page}\` | ${fmt(r.this)} | ${fmt(r.other)} | ${(r.this / r.other).toFixed(2)}× | ${fmt(r.p99This)} ms | ${fmt(r.p99Other)} ms |`);
stop();
