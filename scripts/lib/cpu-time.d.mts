// Types of cpu-time.mjs for TypeScript callers (its unit test).
export type CpuReading = { server: number; postgres: number; loadGenerator: number };
export function readCpuTime(serverPid: number | undefined): CpuReading | null;
export function cpuPerRequest(before: CpuReading | null, after: CpuReading | null, requests: number): CpuReading | null;
export type ProcessEntry = { pid: number; ppid: number; name: string; ms: number };
export function processTable(): ProcessEntry[];
export function withDescendants(table: ProcessEntry[], pid: number): number[];
