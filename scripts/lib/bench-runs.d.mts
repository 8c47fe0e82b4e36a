// Types of bench-runs.mjs for the TypeScript benchmarks.
export type BenchResult = {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};
export const root: string;
export const WARMUP_SECONDS: number;
export function measureWithWrk(wrk: string, options: { url: string; connections: number; headers?: Record<string, string> }, duration: number): Promise<BenchResult>;
export function waitFor(url: string, ms?: number): Promise<void>;
export function requireWrk(): string;
