// What the benchmarks (scripts/bench*.mjs, bench-front.ts) share: running a setup step, waiting
// for the server, autocannon and wrk runs, and which runs to make (embedded or Postgres, demo data
// or 20,000 shops).
import { execFile, execFileSync, spawn } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..");

/**
 * Seconds of load before each measured run, not counted (BENCH_WARMUP, 3): a freshly started
 * server's first seconds are its JIT compiling the hot paths, so they are slower than the rest,
 * and the benchmarks report the steady state a running site is in (compare with BENCH_WARMUP=0).
 */
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 3);

/** One measured autocannon run of `duration` seconds (options as autocannon takes them), after the warm-up. */
export async function measure(options, duration) {
  const cannon = (seconds) =>
    new Promise((resolve, reject) => autocannon({ ...options, duration: seconds }, (err, result) => (err ? reject(err) : resolve(result))));
  if (WARMUP_SECONDS > 0) await cannon(WARMUP_SECONDS);
  return cannon(duration);
}

/** wrk's path; stops the benchmark with how to install it when it is missing. */
export function requireWrk() {
  try {
    return execFileSync("sh", ["-c", "command -v wrk"], { encoding: "utf8" }).trim();
  } catch {
    console.error("wrk is not installed (Debian: apt-get install -y wrk).");
    process.exit(1);
  }
}

/** wrk's durations ("812.00us", "45.10ms", "1.20s") in milliseconds. */
function wrkMs(text) {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!m) throw new Error(`unexpected wrk duration ${text}`);
  return Number(m[1]) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2]];
}

/**
 * One wrk run (`wrk -t1 -c{connections} -d{seconds}s --latency`), as autocannon reports one: the
 * average req/s, p50 and p99 in ms, and the failures. wrk is a separate process written in C, so
 * the load generator takes far less of the two cores than autocannon in this Node process does.
 */
export function wrkOnce(wrk, { url, connections, headers = {}, script, env }, seconds) {
  const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency", ...(script ? ["-s", script] : []), ...Object.entries(headers).flatMap(([k, v]) => ["-H", `${k}: ${v}`]), url];
  return new Promise((resolve, reject) =>
    execFile(wrk, args, { encoding: "utf8", env: { ...process.env, ...env } }, (err, out) => {
      if (err) return reject(err);
      const number = (re) => Number(re.exec(out)?.[1] ?? 0);
      const percentile = (p) => {
        const m = new RegExp(`^\\s+${p}%\\s+(\\S+)$`, "m").exec(out);
        return m ? Math.round(wrkMs(m[1]) * 10) / 10 : NaN;
      };
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
      resolve({
        requests: { average: number(/Requests\/sec:\s+([\d.]+)/), total: number(/(\d+) requests in/) },
        latency: { p50: percentile(50), p99: percentile(99) },
        errors: socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0,
        timeouts: socket ? Number(socket[4]) : 0,
        non2xx: number(/Non-2xx or 3xx responses:\s+(\d+)/),
      });
    }),
  );
}

/** One measured wrk run after the warm-up; same result shape as `measure`. */
export async function measureWithWrk(wrk, options, duration) {
  if (WARMUP_SECONDS > 0) await wrkOnce(wrk, options, WARMUP_SECONDS);
  return wrkOnce(wrk, options, duration);
}

/** Runs a command in the project folder; rejects when it exits with an error. */
export function run(command, args, env, { quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: quiet ? "ignore" : "inherit" });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}`))));
  });
}

/** Resolves once `url` answers 2xx; throws after `ms`. */
export async function waitFor(url, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/**
 * The runs to make: each engine with the demo data and with the generated set, narrowed by
 * BENCH_ONLY (a prefix such as "postgres" or "pglite:demo"); Postgres only with TEST_DATABASE_URL.
 */
export function benchScenarios({ only = process.env.BENCH_ONLY ?? "", pgAdminUrl = process.env.TEST_DATABASE_URL } = {}) {
  if (!pgAdminUrl) console.warn("TEST_DATABASE_URL is not set: Postgres runs skipped (npm run bench starts a cluster).");
  return [
    { engine: "pglite", data: "demo" },
    { engine: "pglite", data: "large" },
    { engine: "postgres", data: "demo" },
    { engine: "postgres", data: "large" },
  ].filter((s) => (s.engine !== "postgres" || pgAdminUrl) && (!only || `${s.engine}:${s.data}`.startsWith(only)));
}
