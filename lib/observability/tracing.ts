import { AsyncLocalStorage } from "node:async_hooks";
import {
  ROOT_CONTEXT,
  TraceFlags,
  context,
  createContextKey,
  propagation,
  trace,
  type Attributes,
  type AttributeValue,
  type Context,
  type ContextManager,
  type Span,
  type SpanContext,
  type SpanOptions,
  type SpanStatus,
  type TextMapGetter,
  type TextMapPropagator,
  type Tracer,
  type TracerProvider,
} from "@opentelemetry/api";
import { REQUEST_ID_HEADER, requestIdFrom } from "./request-id";

/**
 * How the server sees each request without patching the framework: Next.js wraps every request
 * in an OpenTelemetry span ("BaseServer.handleRequest") through @opentelemetry/api, and at its end
 * sets the route pattern it matched (`next.route`) and the status. Registering a tracer provider
 * here (instrumentation.ts) receives those spans. Nothing is exported anywhere: a finished request
 * span becomes one log line and, with METRICS_TOKEN, the request metrics (observe.ts).
 *
 * Three small parts, each a public extension point of @opentelemetry/api:
 * - a context manager on AsyncLocalStorage, so that the span active in a request is known to the
 *   code it runs (Next.js puts the route it matched on the request's root span through it);
 * - a propagator whose `extract` Next.js calls with the request's headers before the span starts:
 *   it takes the front's X-Request-Id (or makes one) into the request's context;
 * - the tracer: request spans are timed and handed to `onRequestEnd`; Next.js' other spans (render,
 *   fetch) cost one small object and are dropped.
 */
export type FinishedRequest = {
  requestId: string;
  method: string;
  target: string | undefined;
  route: string | undefined;
  status: number;
  durationMs: number;
  /** Next.js ended the span with this error (a fault it did not answer itself). */
  error: unknown;
};

const REQUEST_SPAN = "BaseServer.handleRequest";
const requestKey = createContextKey("farmshops.request");

/**
 * What the request's context carries: its id, whether the proxy passed it on to a render, and the
 * status of an answer the proxy gave itself (a redirect, the outage's 503): Next.js' span of that
 * pass reads the status of a response the proxy never wrote to, always 200.
 */
type RequestState = { id: string; handedOff: boolean; proxyStatus?: number };

let sequence = 0;
const hex = (n: number, width: number) => n.toString(16).padStart(width, "0").slice(-width);
const processTag = hex(Math.floor(Math.random() * 0xffffffff), 8) + hex(process.pid, 8);

class ObservedSpan implements Span {
  private readonly ctx: SpanContext;
  private readonly started = performance.now();
  private readonly attributes: Attributes;
  private error: unknown;
  private ended = false;

  constructor(
    private readonly request: RequestState | undefined,
    attributes: Attributes | undefined,
    private readonly onEnd: ((request: FinishedRequest) => void) | null,
  ) {
    const id = ++sequence;
    this.ctx = { traceId: processTag + hex(id, 16), spanId: hex(id, 16), traceFlags: TraceFlags.SAMPLED };
    this.attributes = { ...attributes };
  }
  spanContext(): SpanContext {
    return this.ctx;
  }
  setAttribute(key: string, value: AttributeValue): this {
    if (this.onEnd) this.attributes[key] = value;
    return this;
  }
  setAttributes(attributes: Attributes): this {
    if (this.onEnd) Object.assign(this.attributes, attributes);
    return this;
  }
  addEvent(): this {
    return this;
  }
  addLink(): this {
    return this;
  }
  addLinks(): this {
    return this;
  }
  setStatus(_status: SpanStatus): this {
    return this;
  }
  updateName(): this {
    return this;
  }
  isRecording(): boolean {
    return !this.ended;
  }
  recordException(exception: unknown): void {
    this.error ??= exception;
  }
  end(): void {
    if (this.ended) return;
    this.ended = true;
    if (!this.onEnd || this.request?.handedOff) return;
    const text = (key: string) => {
      const value = this.attributes[key];
      return typeof value === "string" ? value : undefined;
    };
    const status = this.request?.proxyStatus ?? this.attributes["http.status_code"];
    this.onEnd({
      requestId: this.request?.id ?? "-",
      method: text("http.method") ?? "GET",
      target: text("http.target"),
      route: text("next.route") ?? text("http.route"),
      status: typeof status === "number" ? status : 0,
      durationMs: performance.now() - this.started,
      error: this.error,
    });
  }
}

class RequestTracer implements Tracer {
  constructor(private readonly onRequestEnd: (request: FinishedRequest) => void) {}

  startSpan(_name: string, options?: SpanOptions, ctx: Context = context.active()): Span {
    const isRequest = options?.attributes?.["next.span_type"] === REQUEST_SPAN;
    if (!isRequest) return new ObservedSpan(undefined, undefined, null);
    return new ObservedSpan(requestOf(ctx), options?.attributes, this.onRequestEnd);
  }

  startActiveSpan<F extends (span: Span) => unknown>(name: string, ...rest: unknown[]): ReturnType<F> {
    const fn = rest.at(-1) as F;
    const options = (rest.length > 1 ? rest[0] : undefined) as SpanOptions | undefined;
    const parent = (rest.length > 2 ? rest[1] : undefined) as Context | undefined;
    const span = this.startSpan(name, options, parent ?? context.active());
    return context.with(trace.setSpan(parent ?? context.active(), span), () => fn(span)) as ReturnType<F>;
  }
}

class AsyncLocalContextManager implements ContextManager {
  private readonly storage = new AsyncLocalStorage<Context>();
  active(): Context {
    return this.storage.getStore() ?? ROOT_CONTEXT;
  }
  with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(ctx: Context, fn: F, thisArg?: ThisParameterType<F>, ...args: A): ReturnType<F> {
    return this.storage.run(ctx, () => fn.apply(thisArg, args));
  }
  bind<T>(ctx: Context, target: T): T {
    if (typeof target !== "function") return target;
    const run = (...args: unknown[]) => this.with(ctx, () => (target as (...a: unknown[]) => unknown)(...args));
    return run as T;
  }
  enable(): this {
    return this;
  }
  disable(): this {
    this.storage.disable();
    return this;
  }
}

const headerGetter: TextMapGetter = {
  keys: (carrier) => Object.keys(carrier as object),
  get: (carrier, key) => {
    const c = carrier as Record<string, unknown> & { get?: (k: string) => unknown };
    const value = typeof c.get === "function" ? c.get(key) : c[key];
    return typeof value === "string" || Array.isArray(value) ? (value as string | string[]) : undefined;
  },
};

/** Reads the request id from the request's headers into its context; adds nothing to outgoing calls. */
class RequestIdPropagator implements TextMapPropagator {
  extract(ctx: Context, carrier: unknown, getter: TextMapGetter = headerGetter): Context {
    const state: RequestState = { id: requestIdFrom(getter.get(carrier, REQUEST_ID_HEADER)), handedOff: false };
    return ctx.setValue(requestKey, state);
  }
  inject(): void {}
  fields(): string[] {
    return [];
  }
}

function requestOf(ctx: Context): RequestState | undefined {
  return ctx.getValue(requestKey) as RequestState | undefined;
}

/** The id of the request this code runs for, or undefined outside a request. */
export function currentRequestId(): string | undefined {
  return requestOf(context.active())?.id;
}

/**
 * The proxy passed this request on (NextResponse.next or a rewrite): Next.js renders it in a pass
 * of its own, which is the request logged and counted, so this pass (the proxy's) is not.
 */
export function markHandedOff(): void {
  const state = requestOf(context.active());
  if (state) state.handedOff = true;
}

/** The proxy answered this request itself, with this status: the request logged and counted says it. */
export function markProxyAnswer(status: number): void {
  const state = requestOf(context.active());
  if (state) state.proxyStatus = status;
}

/** Registers the provider, context manager and propagator once per process. */
export function installRequestTracing(onRequestEnd: (request: FinishedRequest) => void): void {
  const provider: TracerProvider = { getTracer: () => tracer };
  const tracer = new RequestTracer(onRequestEnd);
  context.setGlobalContextManager(new AsyncLocalContextManager());
  propagation.setGlobalPropagator(new RequestIdPropagator());
  trace.setGlobalTracerProvider(provider);
}
