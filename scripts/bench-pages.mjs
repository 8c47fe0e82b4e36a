// npm run bench (second part): the public pages' weight and speed against a ceiling.
//
// For every page (home, a county, a shop, an event, a post, /events and one county filter of it,
// /harvest-hub and /search?q=honey) this fetches the page's HTML from the running production
// build, writes those exact bytes to a file that nginx serves with gzip on another loopback port,
// and loads both, one after the other, with the same load (BENCH_CONNECTIONS connections,
// Accept-Encoding: gzip). nginx serving the same bytes is the fastest a cached page can be answered
// on the machine running the benchmark, so "× nginx" is how close a page comes to that.
// The load comes from wrk (one thread): a separate process in C that leaves the server more of the
// machine than autocannon running in this Node process.
// BENCH_LOADER=autocannon uses autocannon instead; without wrk it is used too, unless wrk can be
// installed (as root on Debian, with apt-get, like nginx).
// It also reports each page's raw HTML bytes, the part of them that is the React Server
// Components payload (the `self.__next_f.push` scripts), and the gzip size.
//
// Runs: {embedded PGlite, Postgres} × {demo data, BENCH_SHOPS generated shops}, like bench.mjs;
// BENCH_ONLY picks runs ("pglite:demo"), BENCH_TARGETS picks pages (labels' beginnings: "home,search").
// nginx: NGINX_BIN, else `nginx` on the PATH or /usr/sbin/nginx; as root on Debian it is installed
// with apt-get (nginx-light) when missing, otherwise the script stops and says how to install it.
// Settings: BENCH_DURATION seconds per address (10) after BENCH_WARMUP uncounted seconds (3),
// BENCH_CONNECTIONS (10), BENCH_SHOPS (20000),
// BENCH_PORT (3190) for the site and BENCH_NGINX_PORT (BENCH_PORT + 1) for nginx.
// Results: a table on stdout, bench-results/bench-pages.json and bench-results/bench-pages.md.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { benchScenarios, measure, measureWithWrk, root, run, waitFor, WARMUP_SECONDS } from "./lib/bench-runs.mjs";
import { createThrowawayDatabase } from "./lib/throwaway-database.mjs";

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LARGE = Number(process.env.BENCH_SHOPS ?? 20000);
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? PORT + 1);
const ONLY = process.env.BENCH_ONLY ?? "";
const PG_ADMIN_URL = process.env.TEST_DATABASE_URL;
const TARGETS = (process.env.BENCH_TARGETS ?? "").split(",").map((t) => t.trim()).filter(Boolean);

/** Raw HTML budgets (bytes, 1 kB = 1000 bytes) and speed targets of the pages that have them. */
const HTML_BUDGET = {
  home: 120_000,
  county: 120_000,
  events: 100_000,
  "events, county": 100_000,
  "harvest-hub": 80_000,
  search: 150_000,
};
/** Pages that do not depend on the visitor: ≥ 0.5 × nginx, p99 ≤ 50 ms. Search: ≥ 0.2 ×, ≤ 150 ms. */
const SPEED_TARGET = (label) => (label === "search" ? { ratio: 0.2, p99: 150 } : { ratio: 0.5, p99: 50 });

if (!existsSync(path.join(root, ".next", "BUILD_ID"))) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

/** A program: `explicit`, else on the PATH, else at `fallback`. */
function findProgram(name, explicit, fallback) {
  const candidates = [explicit, fallback].filter(Boolean);
  const onPath = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).stdout.trim();
  if (onPath) candidates.splice(explicit ? 1 : 0, 0, onPath);
  return candidates.find((c) => existsSync(c));
}

/** Installs a Debian package when running as root on Debian; says so first. */
function aptInstall(pkg, why) {
  if (process.getuid?.() !== 0 || !existsSync("/usr/bin/apt-get")) return;
  console.log(`${why}: installing ${pkg} with apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  spawnSync("apt-get", ["install", "-y", "-qq", pkg], { stdio: "inherit", env });
}

const findNginx = () => findProgram("nginx", process.env.NGINX_BIN, "/usr/sbin/nginx");
let NGINX = findNginx();
if (!NGINX) {
  aptInstall("nginx-light", "nginx not found");
  NGINX = findNginx();
}
if (!NGINX) {
  console.error("nginx is needed as the ceiling: install it (Debian: `apt-get install -y nginx-light`) or set NGINX_BIN.");
  process.exit(1);
}

const LOADER_CHOICE = process.env.BENCH_LOADER ?? "wrk";
let WRK = LOADER_CHOICE === "wrk" ? findProgram("wrk", process.env.WRK_BIN, "/usr/bin/wrk") : undefined;
if (LOADER_CHOICE === "wrk" && !WRK) {
  aptInstall("wrk", "wrk not found");
  WRK = findProgram("wrk", process.env.WRK_BIN, "/usr/bin/wrk");
  if (!WRK) console.warn("wrk is not installed (Debian: `apt-get install -y wrk`): the load comes from autocannon.");
}
const LOADER = WRK ? "wrk -t1" : "autocannon";

const SERVER_ENV = {
  NEXT_TELEMETRY_DISABLED: "1",
  NODE_ENV: "production",
  ADMIN_PASSWORD: "bench-admin-password",
  AUTH_SECRET: randomBytes(32).toString("hex"),
  SITE_URL: `http://127.0.0.1:${PORT}`,
  SEED_DEMO: "1",
};



function load(url) {
  const options = { url, connections: CONNECTIONS, headers: { "accept-encoding": "gzip" } };
  return WRK ? measureWithWrk(WRK, options, DURATION) : measure(options, DURATION);
}

/** The HTML as a browser gets it, uncompressed (fetch decodes the gzip answer). */
async function html(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

/** Bytes of the inline scripts that carry the RSC payload (`self.__next_f.push(...)`). */
function flightBytes(page) {
  let total = 0;
  for (const m of page.toString("utf8").matchAll(/<script[^>]*>(self\.__next_f\.push[\s\S]*?)<\/script>/g))
    total += Buffer.byteLength(m[1]);
  return total;
}

/** The first link of a listing page that matches `pattern` (an event or a post to measure). */
async function firstLink(base, listing, pattern) {
  const m = pattern.exec((await html(base + listing)).toString("utf8"));
  if (!m) throw new Error(`no link matching ${pattern} on ${listing}`);
  return m[0].slice(6, -1);
}

/** nginx on NGINX_PORT serving `dir` with gzip, as a static site would be set up. */
async function startNginx(dir) {
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp;
  proxy_temp_path ${dir}/tmp;
  fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp;
  scgi_temp_path ${dir}/tmp;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  default_type text/html;
  gzip on;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${dir}/pages;
  }
}
`,
  );
  mkdirSync(path.join(dir, "tmp"), { recursive: true });
  // As root, nginx's workers run as "nobody": they must be able to read the pages.
  chmodSync(dir, 0o755);
  const child = spawn(NGINX, ["-c", conf, "-p", dir], { stdio: ["ignore", "ignore", "inherit"] });
  try {
    await waitFor(`http://127.0.0.1:${NGINX_PORT}/ready.html`, 10_000);
  } catch (e) {
    child.kill("SIGTERM");
    throw e;
  }
  return child;
}

async function runScenario({ engine, data }) {
  const name = `${engine}:${data}`;
  console.log(`\n=== ${name}`);
  const work = mkdtempSync(path.join(os.tmpdir(), `farmshops-bench-pages-${engine}-${data}-`));
  const dataDir = path.join(work, "data");
  const pagesDir = path.join(work, "pages");
  mkdirSync(pagesDir, { recursive: true });
  writeFileSync(path.join(pagesDir, "ready.html"), "ok");
  const env = { ...SERVER_ENV, DATA_DIR: dataDir, DATABASE_URL: "" };
  const database = engine === "postgres" ? await createThrowawayDatabase(PG_ADMIN_URL, `farmshops_benchpages_${data}`) : null;
  if (database) env.DATABASE_URL = database.url;
  const seedArgs = ["scripts/db-seed.ts", ...(data === "large" ? ["--shops", String(LARGE)] : [])];
  await run(path.join(root, "node_modules", ".bin", "tsx"), seedArgs, env);

  const server = spawn(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "start", "-p", String(PORT)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let nginx;
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitFor(`${base}/api/farm-shops/featured`);
    nginx = await startNginx(work);
    const featured = await (await fetch(`${base}/api/farm-shops/featured`)).json();
    const shop = featured[0];
    const pages = [
      ["home", "/"],
      ["county", "/farm-shops/cork"],
      ["shop", `/shop/${shop.slug ?? shop.id}`],
      ["event", await firstLink(base, "/events", /href="\/event\/[^"/?#]+"/)],
      ["post", await firstLink(base, "/harvest-hub", /href="\/harvest-hub\/(?!rss\.xml")[^"/?#]+"/)],
      ["events", "/events"],
      ["events, county", "/events?county=cork"],
      ["harvest-hub", "/harvest-hub"],
      ["search", "/search?q=honey"],
    ].filter(([label]) => !TARGETS.length || TARGETS.some((t) => label.startsWith(t)));
    // Fill the caches first (data and pages), as a visited site has them.
    for (const [, p] of pages) for (let i = 0; i < 3; i++) await html(base + p);

    const rows = [];
    for (const [label, p] of pages) {
      const bytes = await html(base + p);
      const file = `${label.replace(/[^a-z]+/g, "-")}.html`;
      writeFileSync(path.join(pagesDir, file), bytes);
      const ceiling = await load(`http://127.0.0.1:${NGINX_PORT}/${file}`);
      const site = await load(base + p);
      const row = {
        label,
        path: p,
        bytes: bytes.length,
        flightBytes: flightBytes(bytes),
        gzipBytes: gzipSync(bytes).length,
        rps: site.requests.average,
        p50: site.latency.p50,
        p99: site.latency.p99,
        errors: site.errors + site.timeouts + site.non2xx,
        nginxRps: ceiling.requests.average,
        nginxP99: ceiling.latency.p99,
      };
      row.ratio = row.rps / row.nginxRps;
      rows.push(row);
      console.log(
        `${label.padEnd(16)} ${String(row.bytes).padStart(7)} B  ${String(Math.round(row.rps)).padStart(6)} req/s  ` +
          `nginx ${String(Math.round(row.nginxRps)).padStart(6)} req/s  × ${row.ratio.toFixed(2)}  p99 ${row.p99} ms  errors ${row.errors}`,
      );
    }
    return { name, engine, data, shops: data === "large" ? LARGE : null, rows };
  } finally {
    nginx?.kill("SIGTERM");
    server.kill("SIGTERM");
    await new Promise((r) => server.on("exit", r));
    if (nginx && nginx.exitCode === null) await new Promise((r) => nginx.on("exit", r));
    rmSync(work, { recursive: true, force: true });
    await database?.drop();
  }
}

const scenarios = benchScenarios({ only: ONLY, pgAdminUrl: PG_ADMIN_URL });

const results = [];
for (const s of scenarios) results.push(await runScenario(s));

const checks = [];
for (const r of results) {
  for (const row of r.rows) {
    const budget = HTML_BUDGET[row.label];
    if (budget) checks.push({ what: `${r.name} ${row.label} HTML ≤ ${budget / 1000} kB`, value: `${row.bytes} bytes`, ok: row.bytes <= budget });
    const target = SPEED_TARGET(row.label);
    checks.push({ what: `${r.name} ${row.label} ≥ ${target.ratio} × nginx`, value: row.ratio.toFixed(2), ok: row.ratio >= target.ratio });
    checks.push({ what: `${r.name} ${row.label} p99 ≤ ${target.p99} ms`, value: `${row.p99} ms`, ok: row.p99 <= target.p99 });
    checks.push({ what: `${r.name} ${row.label} no errors`, value: String(row.errors), ok: row.errors === 0 });
  }
}

const nginxVersion = (() => {
  try {
    return execFileSync(NGINX, ["-v"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
  } catch (e) {
    return String(e.stderr ?? "").trim();
  }
})();
const lines = [
  `# Page benchmark ${new Date().toISOString()}`,
  "",
  `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "?"}), Node ${process.version}, ${nginxVersion || "nginx"}; ${LOADER}, ${CONNECTIONS} connections × ${DURATION} s per address (after ${WARMUP_SECONDS} s of uncounted warm-up; nginx too) with Accept-Encoding: gzip, loopback. The ceiling is nginx serving the page's own HTML bytes as a static file with gzip.`,
  "",
  "| run | page | HTML bytes | RSC payload bytes | gzip bytes | req/s | nginx req/s | × nginx | p50 ms | p99 ms | nginx p99 ms | errors |",
  "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ...results.flatMap((r) =>
    r.rows.map(
      (x) =>
        `| ${r.name} | ${x.label} (${x.path}) | ${x.bytes} | ${x.flightBytes} | ${x.gzipBytes} | ${Math.round(x.rps)} | ${Math.round(x.nginxRps)} | ${x.ratio.toFixed(2)} | ${x.p50} | ${x.p99} | ${x.nginxP99} | ${x.errors} |`,
    ),
  ),
  "",
  "| target | value | met |",
  "|---|---|---|",
  ...checks.map((c) => `| ${c.what} | ${c.value} | ${c.ok ? "yes" : "**no**"} |`),
];
mkdirSync(path.join(root, "bench-results"), { recursive: true });
writeFileSync(path.join(root, "bench-results", "bench-pages.json"), JSON.stringify({ at: new Date().toISOString(), loader: LOADER, duration: DURATION, connections: CONNECTIONS, results, checks }, null, 2));
writeFileSync(path.join(root, "bench-results", "bench-pages.md"), `${lines.join("\n")}\n`);
console.log(`\n${lines.join("\n")}\n\nWritten to bench-results/bench-pages.md and bench-results/bench-pages.json`);
