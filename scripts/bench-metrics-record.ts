// Part of npm run bench:metrics (scripts/bench-metrics.mjs): what METRICS_TOKEN adds to one request,
// timed in this process with the app's own code. A request is recorded by recordRequest()
// (lib/observability/observe.ts: the log line, and with the token the request counter and
// histogram); with the token each database query is also timed (database.ts) and each in-process
// cache read counted (memory-read.ts). This times recordRequest() with and without the metrics,
// and the per-query and per-cache-read work, and prints them in microseconds as JSON.
//
// Run with LOG_LEVEL=silent (the log line is written with or without the token, and is not what is
// measured) and METRICS_TOKEN set; "off" is the metrics store set to none, as without the token.
import { metrics } from "@/lib/observability/metrics";
import { recordRequest } from "@/lib/observability/observe";

const CALLS = Number(process.env.BENCH_CALLS ?? 200_000);
const ROUTES = ["/", "/farm-shops/[county]", "/shop/[id]", "/search", "/events", "/harvest-hub/[slug]"];

type Store = { __farmShopsMetrics?: unknown };

/** Microseconds per call of `run`, best of five rounds of CALLS calls (the quietest round). */
function perCall(run: (i: number) => void): number {
  for (let i = 0; i < CALLS / 10; i++) run(i); // warm the JIT
  let best = Infinity;
  for (let round = 0; round < 5; round++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < CALLS; i++) run(i);
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1000 / CALLS);
  }
  return best;
}

const request = (i: number) => ({
  requestId: `bench-${i}`,
  method: "GET",
  target: undefined,
  route: ROUTES[i % ROUTES.length],
  status: i % 50 === 0 ? 404 : 200,
  durationMs: (i % 400) / 4,
  error: undefined,
});

const store = globalThis as Store;
store.__farmShopsMetrics = null; // as without METRICS_TOKEN
if (metrics() !== null) throw new Error("metrics should be off");
const off = perCall((i) => recordRequest(request(i)));

delete store.__farmShopsMetrics;
const m = metrics();
if (!m) throw new Error("metrics should be on");
const on = perCall((i) => recordRequest(request(i)));

const query = perCall((i) => {
  const end = m.querySeconds.startTimer({ engine: "postgres" });
  end({ result: i % 1000 === 0 ? "error" : "ok" });
});
const cacheRead = perCall((i) => m.cache.inc({ cache: i % 3 === 0 ? "search" : "pages", result: i % 5 === 0 ? "miss" : "hit" }));

// The scrape itself works (and so the figures above counted into real metrics).
const text = await m.registry.metrics();
if (!/http_requests_total\{route="\/",method="GET",status="2xx"\} \d+/.test(text)) throw new Error("no request counted");

console.log(JSON.stringify({ calls: CALLS, recordOffUs: off, recordOnUs: on, requestUs: on - off, queryUs: query, cacheReadUs: cacheRead }));
