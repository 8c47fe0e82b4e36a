// npm run bench (third part): the import at national size, on Postgres (TEST_DATABASE_URL).
//
// A directory of BENCH_SHOPS (20,000) generated shops is exported as CSV; that file is imported
// into a second, empty directory through POST /api/admin/import: first a dry run (the preview),
// then the commit. While the commit runs, home, a county page and a shop page are asked for in
// turn and their slowest answer is kept. The server's resident memory is sampled every 100 ms.
// Targets: preview ≤ 20 s, commit ≤ 60 s, memory ≤ 300 MB over idle, pages ≤ 1 s during the commit.
// On a shared machine the figures are indicative.
// The server runs as `npm start` runs it (server.mjs with package.json's Node flags).
// Settings: BENCH_SHOPS (20000), BENCH_PORT (3190). Results: stdout and bench-results/bench-import.md.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root, run, waitFor } from "./lib/bench-runs.mjs";
import { createThrowawayDatabase } from "./lib/throwaway-database.mjs";

const SHOPS = Number(process.env.BENCH_SHOPS ?? 20000);
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const PG_ADMIN_URL = process.env.TEST_DATABASE_URL;
const base = `http://127.0.0.1:${PORT}`;

if (!PG_ADMIN_URL) {
  console.error("bench-import runs on Postgres: run it through `npm run bench` (scripts/with-postgres.sh).");
  process.exit(1);
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
  SITE_URL: base,
  SEED_DEMO: "0",
  // No geocoding: every exported shop has coordinates or keeps none.
  GEOCODER_URL: "http://127.0.0.1:9/",
};

// The server as `npm start` runs it, with the Node flags package.json gives it (the heap cap is part
// of what is measured: docs/deployment.md, "Memory").
const START = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts.start.split(/\s+/);
if (START[0] !== "node") throw new Error(`bench-import expects package.json's start to be "node …", found "${START.join(" ")}"`);

function startServer(databaseUrl) {
  return spawn(process.execPath, START.slice(1), {
    cwd: root,
    env: { ...process.env, ...SERVER_ENV, DATABASE_URL: databaseUrl, PORT: String(PORT) },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function stop(server) {
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  // The geocoding of new shops without coordinates may still be running after the answer.
  const force = setTimeout(() => server.kill("SIGKILL"), 5000);
  await exited;
  clearTimeout(force);
}

const rssMiB = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) / 1024 : 0;
};

async function signIn() {
  const res = await fetch(`${base}/api/admin/auth/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ password: SERVER_ENV.ADMIN_PASSWORD }) });
  return (res.headers.get("set-cookie") ?? "").split(";")[0];
}

async function postImport(cookie, csv, dryRun) {
  const form = new FormData();
  form.set("file", new Blob([csv], { type: "text/csv" }), "farm-shops-ireland.csv");
  if (dryRun) form.set("dryRun", "1");
  form.set("approve", "1");
  const started = performance.now();
  const res = await fetch(`${base}/api/admin/import`, { method: "POST", body: form, headers: { Cookie: cookie, Origin: base } });
  const body = await res.json();
  if (!res.ok) throw new Error(`import answered ${res.status}: ${body.message}`);
  return { seconds: (performance.now() - started) / 1000, body };
}

// 1. The source directory and its export.
const source = await createThrowawayDatabase(PG_ADMIN_URL, "farmshops_bench_import_src");
const target = await createThrowawayDatabase(PG_ADMIN_URL, "farmshops_bench_import_dst");
let server = null;
try {
  console.log(`seeding ${SHOPS} shops...`);
  await run(path.join(root, "node_modules", ".bin", "tsx"), ["scripts/db-seed.ts", "--shops", String(SHOPS)], { ...SERVER_ENV, DATABASE_URL: source.url });
  server = startServer(source.url);
  await waitFor(`${base}/api/health`);
  const csv = await (await fetch(`${base}/api/farm-shops/export.csv`)).text();
  const anyShop = /\n[^,]*,([a-z0-9-]+),/.exec(csv)?.[1];
  await stop(server);
  console.log(`export: ${(csv.length / 1e6).toFixed(1)} MB`);

  // 2. Into an empty directory: preview, then commit while pages are asked for.
  server = startServer(target.url);
  await waitFor(`${base}/api/health`);
  const cookie = await signIn();
  for (const p of ["/", "/farm-shops/cork"]) await fetch(base + p);
  const idle = rssMiB(server.pid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(server.pid))), 100);
  const preview = await postImport(cookie, csv, true);
  const previewPeak = peak;
  console.log(`preview: ${preview.seconds.toFixed(1)} s (${preview.body.new} new, ${preview.body.errors.length} errors), peak ${Math.round(previewPeak - idle)} MB over idle`);

  const slowest = { "/": 0, "/farm-shops/cork": 0, [`/shop/${anyShop}`]: 0 };
  let committing = true;
  const probe = (async () => {
    while (committing) {
      for (const p of Object.keys(slowest)) {
        const t = performance.now();
        await fetch(base + p).then((r) => r.arrayBuffer()).catch(() => null);
        slowest[p] = Math.max(slowest[p], performance.now() - t);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  const commit = await postImport(cookie, csv, false);
  committing = false;
  await probe;
  clearInterval(sampler);
  console.log(`commit: ${commit.seconds.toFixed(1)} s (${commit.body.new} new), peak ${Math.round(peak - idle)} MB over idle`);

  const rows = [
    ["dry-run preview", `${preview.seconds.toFixed(1)} s`, "≤ 20 s"],
    ["commit (one transaction)", `${commit.seconds.toFixed(1)} s`, "≤ 60 s"],
    ["server memory over idle", `${Math.round(peak - idle)} MB (idle ${Math.round(idle)} MB; ${Math.round(previewPeak - idle)} MB in the preview)`, "≤ 300 MB"],
    ...Object.entries(slowest).map(([p, ms]) => [`slowest ${p} during the commit`, `${Math.round(ms)} ms`, "≤ 1000 ms"]),
  ];
  const table = ["| import of a " + SHOPS + "-row export (Postgres) | measured | target |", "|---|---|---|", ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
  console.log(`\n${table}`);
  mkdirSync(path.join(root, "bench-results"), { recursive: true });
  writeFileSync(path.join(root, "bench-results", "bench-import.md"), `${table}\n`);
} finally {
  if (server && server.exitCode === null) await stop(server);
  await source.drop();
  await target.drop();
}
