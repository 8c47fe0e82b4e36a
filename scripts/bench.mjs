// npm run bench: load test of the production build (run `npm run build` first), with autocannon in
// this process against a server in another, on loopback.
//
// Two figures per run, labelled apart:
// 1. The long tail (scripts/lib/long-tail.mjs): every request a new question, mixing every search
//    parameter, as real visitors send them; p50/p95/p99, errors and 5xx per row. This is the figure
//    the targets are for: nothing can be answered from a memory of an earlier request.
// 2. The repeated question: one address again and again (autocannon), which measures the caches.
//
// Four runs: {embedded PGlite, Postgres} × {demo data, a generated set of BENCH_SHOPS shops}.
// Postgres comes from TEST_DATABASE_URL (`npm run bench` wraps this script in
// scripts/with-postgres.sh, which starts a throwaway cluster); each run gets a fresh database.
// Each run loads, one after the other: a static file (the ceiling), the home page, a county page,
// a shop page, the search API (text, near, filters), facets, the map of all Ireland and the search
// page's HTML, and reads the server's peak RSS at the end.
// Results: a table on stdout, bench-results/bench.json and bench-results/bench.md.
//
// Settings (environment): BENCH_DURATION seconds per address (10) after BENCH_WARMUP uncounted
// seconds (3), BENCH_CONNECTIONS (10),
// BENCH_SHOPS (20000), BENCH_PORT (3190), BENCH_ONLY (e.g. "postgres" or "pglite:demo").
// BENCH_MODE: "all" (both figures and the admin), "long-tail" or "repeated". Long tail:
// BENCH_LONGTAIL_REQUESTS per row (300, at least 200), BENCH_LONGTAIL_WARMUP (1,500; 50 for the county row), BENCH_SEED (21),
// BENCH_LONGTAIL_OPEN=0 leaves openNow/openAt out of the questions.
// BENCH_DATABASE_URL: an already seeded Postgres database to use as it is (no fresh database, no
// seeding; with BENCH_ONLY=postgres:large), so a run at 20,000 shops need not seed each time.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchScenarios, measure, root, run, waitFor, WARMUP_SECONDS } from "./lib/bench-runs.mjs";
import { processTable, withDescendants } from "./lib/cpu-time.mjs";
import { LONG_TAIL_TARGETS, runLongTail } from "./lib/long-tail.mjs";
import { createThrowawayDatabase } from "./lib/throwaway-database.mjs";

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LARGE = Number(process.env.BENCH_SHOPS ?? 20000);
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const ONLY = process.env.BENCH_ONLY ?? "";
const PG_ADMIN_URL = process.env.TEST_DATABASE_URL;
const MODE = process.env.BENCH_MODE ?? "all";
if (!["all", "long-tail", "repeated"].includes(MODE)) throw new Error(`BENCH_MODE must be all, long-tail or repeated, not ${MODE}`);
const LONG_TAIL = {
  requests: Math.max(200, Number(process.env.BENCH_LONGTAIL_REQUESTS ?? 300)),
  warmup: Number(process.env.BENCH_LONGTAIL_WARMUP ?? 1500),
  seed: Number(process.env.BENCH_SEED ?? 21),
  open: process.env.BENCH_LONGTAIL_OPEN !== "0",
};
const SEEDED_URL = process.env.BENCH_DATABASE_URL ?? "";
const STATIC_FILE = "/images/fallback/1.svg";
// BENCH_TARGETS narrows the addresses (labels' beginnings, comma-separated: "search,map").
const TARGETS = (process.env.BENCH_TARGETS ?? "").split(",").map((t) => t.trim()).filter(Boolean);
/** All of Ireland, as the search page's map first asks for it. */
const IRELAND_BBOX = "-10.7,51.35,-5.35,55.45";

/**
 * A second ceiling: the build's static chunk nearest in size to a shop page. Past a few kB the
 * cost of an answer (the server's writes, and autocannon's parsing in this process) grows with its
 * size, so a 10 kB file alone would make any page look slow.
 */
function sizedStaticFile(bytes) {
  const dir = path.join(root, ".next", "static", "chunks");
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".js"))
    .map((f) => ({ f, size: statSync(path.join(dir, f)).size }));
  files.sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes));
  return `/_next/static/chunks/${files[0].f}`;
}

if (!existsSync(path.join(root, ".next", "BUILD_ID"))) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

const SERVER_ENV = {
  NEXT_TELEMETRY_DISABLED: "1",
  NODE_ENV: "production",
  ADMIN_PASSWORD: "bench-admin-password",
  AUTH_SECRET: randomBytes(32).toString("hex"),
  SITE_URL: `http://127.0.0.1:${PORT}`,
  SEED_DEMO: "1",
};


/** Peak resident memory (VmHWM) of a process and its descendants, in MiB. */
function peakRssMiB(pid) {
  let total = 0;
  for (const p of withDescendants(processTable(), pid)) {
    try {
      const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, "utf8"));
      if (hwm) total += Number(hwm[1]);
    } catch {
      // Gone.
    }
  }
  return Math.round(total / 1024);
}


/** `setupRequest` (optional) changes each request, e.g. to ask something no cache has seen. */
function load(url, connections = CONNECTIONS, setupRequest = undefined) {
  return measure({ url, connections, requests: setupRequest ? [{ setupRequest }] : undefined }, DURATION);
}

/** Every admin answer the dashboard can ask for, at its default and its largest page. */
const ADMIN_READS = [
  "/api/admin/farm-shops/pending",
  "/api/admin/farm-shops/approved",
  "/api/admin/farm-shops/approved?limit=200",
  "/api/admin/farm-shops/approved?sort=recent&limit=200",
  "/api/admin/farm-shops/spam",
  "/api/admin/blog-posts",
  "/api/admin/coordinates",
  "/api/admin/slugs",
];

/**
 * The admin at this size: the largest admin answer (bytes), and the time from pressing "Sign In"
 * in Chromium to the dashboard's shop lists on screen (pending heading and the first approved card).
 */
async function measureAdmin(base) {
  const login = await fetch(`${base}/api/admin/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ password: SERVER_ENV.ADMIN_PASSWORD }),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  const answers = [];
  for (const p of ADMIN_READS) {
    const res = await fetch(base + p, { headers: { Cookie: cookie } });
    answers.push({ path: p, status: res.status, bytes: (await res.arrayBuffer()).byteLength });
  }
  const largest = answers.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  let dashboardMs = null;
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/admin`);
    await page.getByLabel("Password").fill(SERVER_ENV.ADMIN_PASSWORD);
    const started = performance.now();
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("heading", { name: /^Pending Submissions \(\d+\)$/ }).waitFor({ timeout: 60_000 });
    await page.getByRole("region", { name: "Featured Shops Management" }).getByRole("article").first().waitFor({ timeout: 60_000 });
    dashboardMs = Math.round(performance.now() - started);
    const nodes = await page.evaluate(() => document.getElementsByTagName("*").length);
    console.log(`admin dashboard ${dashboardMs} ms after Sign In, ${nodes} DOM nodes; largest admin answer ${largest.bytes} bytes (${largest.path})`);
    return { dashboardMs, domNodes: nodes, largest, answers };
  } finally {
    await browser.close();
  }
}

async function runScenario({ engine, data }) {
  const name = `${engine}:${data}`;
  console.log(`\n=== ${name}`);
  const dataDir = path.join(os.tmpdir(), `farmshops-bench-${process.pid}-${engine}-${data}`);
  rmSync(dataDir, { recursive: true, force: true });
  const env = { ...SERVER_ENV, DATA_DIR: dataDir, DATABASE_URL: "" };
  const seeded = engine === "postgres" && SEEDED_URL !== "";
  const database = engine === "postgres" && !seeded ? await createThrowawayDatabase(PG_ADMIN_URL, `farmshops_bench_${data}`) : null;
  if (database) env.DATABASE_URL = database.url;
  if (seeded) env.DATABASE_URL = SEEDED_URL;
  const seeding = performance.now();
  const seedArgs = ["scripts/db-seed.ts", ...(data === "large" ? ["--shops", String(LARGE)] : [])];
  if (!seeded) await run(path.join(root, "node_modules", ".bin", "tsx"), seedArgs, env);
  const seedSeconds = (performance.now() - seeding) / 1000;

  const server = spawn(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "start", "-p", String(PORT)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitFor(`${base}/api/farm-shops/featured`);
    const longTail =
      MODE === "repeated"
        ? []
        : await runLongTail(base, { seed: LONG_TAIL.seed, requests: LONG_TAIL.requests, warmup: LONG_TAIL.warmup, connections: CONNECTIONS, open: LONG_TAIL.open, only: TARGETS, serverPid: server.pid });
    if (MODE === "long-tail") return { name, engine, data, shops: data === "large" ? LARGE : null, seedSeconds, peakRssMiB: peakRssMiB(server.pid), longTail, rows: [], admin: null };
    console.log("repeated question (one address again and again):");
    const featured = await (await fetch(`${base}/api/farm-shops/featured`)).json();
    const shop = featured[0];
    const shopPath = `/shop/${shop.slug ?? shop.id}`;
    const shopBytes = (await (await fetch(base + shopPath)).arrayBuffer()).byteLength;
    const targets = [
      ["static file", STATIC_FILE],
      ["static sized", sizedStaticFile(shopBytes)],
      ["home", "/"],
      ["county", "/farm-shops/cork"],
      ["shop", shopPath],
      ["search api", "/api/farm-shops/search?q=honey"],
      ["search api near", "/api/farm-shops/search?q=honey&near=53.35,-6.26&sort=distance"],
      ["search api filters", "/api/farm-shops/search?products=Honey&county=Cork&county=Kerry&openAt=2026-06-08T12:00&sort=relevance&q=farm"],
      ["facets api", "/api/farm-shops/facets?q=honey"],
      ["map api", `/api/farm-shops/map?bbox=${IRELAND_BBOX}&zoom=7`],
      ["search page", "/search?q=honey"],
    ].filter(([label]) => !TARGETS.length || label.startsWith("static") || TARGETS.some((t) => label.startsWith(t)));
    // Fill the caches (data and pages) first: the targets are cached pages.
    for (const [, p] of targets) for (let i = 0; i < 3; i++) await fetch(base + p).then((r) => r.arrayBuffer());
    const sizes = {};
    for (const [label, p] of targets) sizes[label] = (await (await fetch(base + p)).arrayBuffer()).byteLength;

    const rows = [];
    for (const [label, p] of targets) {
      const r = await load(base + p);
      rows.push({
        label,
        path: p,
        bytes: sizes[label],
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.timeouts + r.non2xx,
      });
      console.log(`${label.padEnd(20)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  errors ${r.errors + r.timeouts + r.non2xx}`);
    }
    // The search once more with one connection: its latency without queueing behind the others.
    const alone = await load(`${base}/api/farm-shops/search?q=honey`, 1);
    rows.push({
      label: "search api, 1 connection",
      path: "/api/farm-shops/search?q=honey (1 connection)",
      bytes: sizes["search api"],
      rps: alone.requests.average,
      p50: alone.latency.p50,
      p99: alone.latency.p99,
      errors: alone.errors + alone.timeouts + alone.non2xx,
    });
    // And with every request a page no one has asked for yet (offsets 1, 2, 3, …, warm-up included,
    // never one twice): the same question's later pages, each asked once.
    if (!TARGETS.length || TARGETS.some((t) => "search api".startsWith(t) || t.startsWith("search api"))) {
      let next = 0;
      const fresh = await load(`${base}/api/farm-shops/search?q=honey`, CONNECTIONS, (req) => ({
        ...req,
        path: `/api/farm-shops/search?q=honey&offset=${1 + next++}`,
      }));
      rows.push({
        label: "search api, uncached",
        path: "/api/farm-shops/search?q=honey&offset=… (a new page each request)",
        bytes: sizes["search api"],
        rps: fresh.requests.average,
        p50: fresh.latency.p50,
        p99: fresh.latency.p99,
        errors: fresh.errors + fresh.timeouts + fresh.non2xx,
      });
    }
    const ceiling = rows[0].rps;
    const sized = rows[1].rps;
    for (const row of rows) {
      row.ratio = row.rps / ceiling;
      row.ratioSized = row.rps / sized;
    }
    const admin = await measureAdmin(base);
    return { name, engine, data, shops: data === "large" ? LARGE : null, seedSeconds, peakRssMiB: peakRssMiB(server.pid), longTail, rows, admin };
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.on("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

const scenarios = benchScenarios({ only: ONLY, pgAdminUrl: PG_ADMIN_URL || SEEDED_URL });
if (SEEDED_URL && scenarios.some((s) => s.engine === "postgres" && s.data !== "large"))
  throw new Error("BENCH_DATABASE_URL is an already seeded database of BENCH_SHOPS shops: set BENCH_ONLY=postgres:large.");

const results = [];
for (const s of scenarios) results.push(await runScenario(s));

// Targets, each reported as met or not.
const checks = [];
// The long tail's targets, on Postgres at the large size; zero 5xx on every run.
for (const r of results) {
  for (const row of r.longTail) {
    const target = LONG_TAIL_TARGETS[row.label];
    if (r.name === "postgres:large" && target)
      checks.push({ what: `long tail ${r.name} ${row.label} p50 ≤ ${target.p50} ms, p99 ≤ ${target.p99} ms`, value: `${row.p50} / ${row.p99} ms`, ok: row.p50 <= target.p50 && row.p99 <= target.p99 });
    checks.push({ what: `long tail ${r.name} ${row.label} no 5xx`, value: String(row.serverErrors), ok: row.serverErrors === 0 });
  }
}
for (const r of results) {
  for (const row of r.rows.filter((x) => ["home", "county", "shop"].includes(x.label)))
    checks.push({
      what: `${r.name} ${row.label} at ≥ 0.5 × static file (× page-sized static file)`,
      value: `${row.ratio.toFixed(2)} (${row.ratioSized.toFixed(2)})`,
      ok: row.ratio >= 0.5,
    });
  for (const row of r.rows) checks.push({ what: `${r.name} ${row.label} no errors`, value: String(row.errors), ok: row.errors === 0 });
}
const row = (name, label) => results.find((r) => r.name === name)?.rows.find((x) => x.label === label);
const search = (name) => row(name, "search api");
const pgLarge = search("postgres:large");
// Search targets at the large data set on Postgres, and the sizes on every run.
for (const [label, p99] of [["search api near", 50], ["search api filters", 50], ["facets api", 80], ["map api", 80]]) {
  const r = row("postgres:large", label);
  if (r) checks.push({ what: `postgres:large ${label} p99 < ${p99} ms (${CONNECTIONS} connections)`, value: `${r.p99} ms`, ok: r.p99 < p99 });
}
for (const r of results) {
  const map = r.rows.find((x) => x.label === "map api");
  if (map) checks.push({ what: `${r.name} map of all Ireland < 50 kB`, value: `${map.bytes} bytes`, ok: map.bytes < 50_000 });
  const page = r.rows.find((x) => x.label === "search page");
  if (page) checks.push({ what: `${r.name} search page HTML for "honey" < 150 kB`, value: `${page.bytes} bytes`, ok: page.bytes < 150_000 });
}
if (pgLarge) checks.push({ what: `postgres:large search p99 < 50 ms (${CONNECTIONS} connections)`, value: `${pgLarge.p99} ms`, ok: pgLarge.p99 < 50 });
const pgLargeAlone = results.find((r) => r.name === "postgres:large")?.rows.find((x) => x.label === "search api, 1 connection");
if (pgLargeAlone)
  checks.push({ what: `postgres:large search p99 < 50 ms (1 connection)`, value: `${pgLargeAlone.p99} ms`, ok: pgLargeAlone.p99 < 50 });
for (const engine of ["pglite", "postgres"]) {
  const small = search(`${engine}:demo`);
  const large = search(`${engine}:large`);
  if (small && large) {
    const slower = small.rps / large.rps;
    checks.push({ what: `${engine} search at ${LARGE} shops ≤ 3× slower than demo (throughput ratio)`, value: slower.toFixed(2), ok: slower <= 3 });
  }
}

for (const r of results.filter((x) => x.admin)) {
  checks.push({ what: `${r.name} admin dashboard usable < 2 s after Sign In`, value: `${r.admin.dashboardMs} ms (${r.admin.domNodes} DOM nodes)`, ok: r.admin.dashboardMs !== null && r.admin.dashboardMs < 2000 });
  checks.push({ what: `${r.name} largest admin answer ≤ 500 kB`, value: `${r.admin.largest.bytes} bytes (${r.admin.largest.path})`, ok: r.admin.largest.bytes <= 500 * 1024 });
  for (const a of r.admin.answers) checks.push({ what: `${r.name} ${a.path} answers 200`, value: String(a.status), ok: a.status === 200 });
}

const lines = [
  `# Benchmark ${new Date().toISOString()}`,
  "",
  `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "?"}), Node ${process.version}; autocannon ${CONNECTIONS} connections × ${DURATION} s per address after ${WARMUP_SECONDS} s of uncounted warm-up, loopback.`,
  "",
  `## Long tail: every request a new question (${LONG_TAIL.requests} per row after ${LONG_TAIL.warmup} uncounted (the county row after at most 50), ${CONNECTIONS} connections, seed ${LONG_TAIL.seed}${LONG_TAIL.open ? "" : ", without openNow/openAt"})`,
  "",
  "CPU per request: the server's, the PostgreSQL processes' on this machine (0 for a remote one) and the load generator's, in ms.",
  "",
  "| run | row | req/s | p50 ms | p95 ms | p99 ms | max ms | errors | 5xx | CPU server | CPU postgres | CPU load generator |",
  "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ...results.flatMap((r) =>
    r.longTail.map(
      (x) =>
        `| ${r.name} | ${x.label} | ${Math.round(x.rps)} | ${x.p50} | ${x.p95} | ${x.p99} | ${x.max} | ${x.errors} | ${x.serverErrors} | ${x.cpu?.server ?? "–"} | ${x.cpu?.postgres ?? "–"} | ${x.cpu?.loadGenerator ?? "–"} |`,
    ),
  ),
  "",
  "## Repeated question: one address again and again (measures the caches, not the search)",
  "",
  "| run | address | bytes | req/s | p50 ms | p99 ms | errors | × static file | × page-sized static |",
  "|---|---|---:|---:|---:|---:|---:|---:|---:|",
  ...results.flatMap((r) =>
    r.rows.map(
      (x) =>
        `| ${r.name} | ${x.path} | ${x.bytes} | ${Math.round(x.rps)} | ${x.p50} | ${x.p99} | ${x.errors} | ${x.ratio.toFixed(2)} | ${x.ratioSized.toFixed(2)} |`,
    ),
  ),
  "",
  "| run | admin answer | bytes |",
  "|---|---|---:|",
  ...results.flatMap((r) => (r.admin ? r.admin.answers : []).map((a) => `| ${r.name} | ${a.path} | ${a.bytes} |`)),
  "",
  "| run | seed s | peak RSS MiB |",
  "|---|---:|---:|",
  ...results.map((r) => `| ${r.name} | ${r.seedSeconds.toFixed(1)} | ${r.peakRssMiB} |`),
  "",
  "| target | value | met |",
  "|---|---|---|",
  ...checks.map((c) => `| ${c.what} | ${c.value} | ${c.ok ? "yes" : "**no**"} |`),
];
mkdirSync(path.join(root, "bench-results"), { recursive: true });
writeFileSync(path.join(root, "bench-results", "bench.json"), JSON.stringify({ at: new Date().toISOString(), duration: DURATION, connections: CONNECTIONS, results, checks }, null, 2));
writeFileSync(path.join(root, "bench-results", "bench.md"), `${lines.join("\n")}\n`);
console.log(`\n${lines.join("\n")}\n\nWritten to bench-results/bench.md and bench-results/bench.json`);
