// CPU time used so far on this machine, read from /proc (Linux): by a process and its descendants
// (the server), by every PostgreSQL process (a cluster on this machine; 0 for a remote one), and
// by this process (the load generator). A long-tail row reports the difference over its requests
// as CPU per request, which says where a row's latency goes when the machine is full: with C
// cores busy, a row's throughput is about C ÷ (CPU per request). Its process table also gives
// bench.mjs the server's processes for their peak memory.
import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** Every process: its parent, command name and CPU time so far (utime + stime, ms). */
export function processTable() {
  const table = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      table.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        name: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")),
        ms: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND,
      });
    } catch {
      // The process ended while we looked.
    }
  }
  return table;
}

/** `pid` and every process below it in `table` (processTable). */
export function withDescendants(table, pid) {
  const children = new Map();
  for (const p of table) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid]);
  const out = [];
  const visit = (id) => {
    out.push(id);
    for (const child of children.get(id) ?? []) visit(child);
  };
  visit(pid);
  return out;
}

/**
 * A reading of the CPU time (ms) of the server at `serverPid` with its descendants, of every
 * process named "postgres", and of this process; null where /proc is missing (not Linux).
 */
export function readCpuTime(serverPid) {
  let table;
  try {
    table = processTable();
  } catch {
    return null;
  }
  const ms = new Map(table.map((p) => [p.pid, p.ms]));
  const server = serverPid ? withDescendants(table, serverPid).reduce((sum, pid) => sum + (ms.get(pid) ?? 0), 0) : 0;
  const postgres = table.filter((p) => p.name === "postgres").reduce((sum, p) => sum + p.ms, 0);
  const own = process.cpuUsage();
  return { server, postgres, loadGenerator: (own.user + own.system) / 1000 };
}

/** CPU per request (ms, one decimal) between two readings over `requests` requests. */
export function cpuPerRequest(before, after, requests) {
  if (!before || !after) return null;
  const per = (key) => Math.round(((after[key] - before[key]) / requests) * 10) / 10;
  return { server: per("server"), postgres: per("postgres"), loadGenerator: per("loadGenerator") };
}
