// npm run bench:front: the public pages through the production stack's front (npm run stack), against
// nginx serving each page's own bytes as a static file, and on one instance without the front.
//
// Starts the stack (PostgreSQL 15, Redis, two instances, nginx with deploy/nginx.conf) on
// BENCH_FRONT_PORT (3210) and the four ports after it, and a second nginx on BENCH_FRONT_PORT + 5
// serving the pages' HTML from files, with the same gzip settings as the front. Each address gets
// `wrk -t1 -c{BENCH_CONNECTIONS}` with Accept-Encoding: gzip for BENCH_DURATION seconds (5) after
// BENCH_WARMUP uncounted seconds (3).
// Results: a table on stdout and bench-results/bench-front.md.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { measureWithWrk, requireWrk, waitFor } from "./lib/bench-runs.mjs";
import { startStack } from "./stack/stack";

const PORT = Number(process.env.BENCH_FRONT_PORT ?? 3210);
const STATIC_PORT = PORT + 5;
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WRK = requireWrk();

const load = (url: string) => measureWithWrk(WRK, { url, connections: CONNECTIONS, headers: { "accept-encoding": "gzip" } }, DURATION);

const stack = await startStack({ port: PORT, log: (line) => console.log(`[stack] ${line}`) });
const work = fs.mkdtempSync(path.join(os.tmpdir(), "farmshops-bench-front-"));
fs.chmodSync(work, 0o755);
fs.mkdirSync(path.join(work, "pages"));
fs.writeFileSync(path.join(work, "pages", "ready.html"), "ok");
fs.writeFileSync(
  path.join(work, "nginx.conf"),
  `worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${work}/tmp; proxy_temp_path ${work}/tmp; fastcgi_temp_path ${work}/tmp;
  uwsgi_temp_path ${work}/tmp; scgi_temp_path ${work}/tmp;
  sendfile on;
  tcp_nopush on;
  default_type text/html;
  gzip on;
  gzip_comp_level 5;
  gzip_min_length 256;
  server { listen 127.0.0.1:${STATIC_PORT}; root ${work}/pages; }
}
`,
);
const staticNginx = spawn("nginx", ["-c", path.join(work, "nginx.conf"), "-p", work, "-g", "daemon off;"], { stdio: "ignore", detached: true });

async function text(url: string): Promise<string> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.text();
}

const rows: string[] = [];
try {
  await waitFor(`http://127.0.0.1:${STATIC_PORT}/ready.html`, 10_000);
  const front = stack.url;
  const shop = (JSON.parse(await text(`${front}/api/farm-shops/featured`)) as { slug: string }[])[0]!;
  const event = (JSON.parse(await text(`${front}/api/events`)) as { id: string }[])[0]!;
  const post = (JSON.parse(await text(`${front}/api/blog-posts`)) as { slug: string }[])[0]!;
  const pages: [string, string][] = [
    ["home", "/"],
    ["county", "/farm-shops/cork"],
    ["shop", `/shop/${shop.slug}`],
    ["event", `/event/${event.id}`],
    ["post", `/harvest-hub/${post.slug}`],
    ["/events", "/events"],
    ["/harvest-hub", "/harvest-hub"],
    ["/search?q=honey", "/search?q=honey"],
  ];
  const header = "| page | HTML kB | front req/s | front p50 / p99 ms | static nginx req/s | static p99 ms | front × static | one instance req/s | instance p50 / p99 ms |";
  rows.push(header, "|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  console.log(header);
  for (const [label, address] of pages) {
    const html = await text(`${front}${address}`);
    const file = `${label.replace(/[^a-z]/g, "") || "page"}.html`;
    fs.writeFileSync(path.join(work, "pages", file), html);
    const f = await load(`${front}${address}`);
    const s = await load(`http://127.0.0.1:${STATIC_PORT}/${file}`);
    const d = await load(`${stack.appUrls[0]}${address}`);
    const bad = f.errors + f.non2xx + d.errors + d.non2xx;
    const row = `| ${label} | ${(Buffer.byteLength(html) / 1000).toFixed(0)} | ${f.requests.average.toFixed(0)} | ${f.latency.p50} / ${f.latency.p99} | ${s.requests.average.toFixed(0)} | ${s.latency.p99} | ${(f.requests.average / s.requests.average).toFixed(2)}× | ${d.requests.average.toFixed(0)} | ${d.latency.p50} / ${d.latency.p99} |${bad ? ` ${bad} errors/non-2xx` : ""}`;
    rows.push(row);
    console.log(row);
  }
} finally {
  try {
    if (staticNginx.pid) process.kill(-staticNginx.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
  await stack.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
const out = path.resolve(import.meta.dirname, "..", "bench-results");
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(
  path.join(out, "bench-front.md"),
  `# Through the front vs static nginx vs one instance\n\nwrk -t1 -c${CONNECTIONS}, ${DURATION} s per address after a warm-up, Accept-Encoding: gzip, demo data.\n\n${rows.join("\n")}\n`,
);
