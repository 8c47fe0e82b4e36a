import { logger } from "./logger";
import { methodLabel, metrics, statusClass } from "./metrics";
import { routeLabel } from "./route-label";
import { installRequestTracing, type FinishedRequest } from "./tracing";

/** One finished request: one log line and, with METRICS_TOKEN, the request metrics. */
export function recordRequest(request: FinishedRequest): void {
  const route = routeLabel(request.target, request.route);
  const status = request.status;
  const m = metrics();
  if (m) {
    const labels = { route, method: methodLabel(request.method), status: statusClass(status) };
    m.requests.inc(labels);
    m.requestSeconds.observe(labels, request.durationMs / 1000);
  }
  const fields = { requestId: request.requestId, method: request.method, route, status, durationMs: Math.round(request.durationMs * 10) / 10 };
  const log = logger();
  const message = `${request.method} ${route} ${status} ${fields.durationMs} ms`;
  if (status >= 500) log.warn(fields, message);
  else if (route === "/_next" || route === "(static)") log.debug(fields, message);
  else log.info(fields, message);
}

type GlobalObserver = { __farmShopsObserving?: boolean };

/** Starts observing requests (instrumentation.ts, once per server process). */
export function observeRequests(): void {
  const g = globalThis as GlobalObserver;
  if (g.__farmShopsObserving) return;
  g.__farmShopsObserving = true;
  installRequestTracing(recordRequest);
}
