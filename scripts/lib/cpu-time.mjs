// CPU time used so far on this machine, read from /proc (Linux): by a process and its descendants
// (the server), by every PostgreSQL process (a cluster on this machine; 0 for a remote one), and
// by this process (the load generator). A long-tail row reports the difference over its requests
// as CPU per request, which says where a row's latency goes when the machine is full: with C
// cores busy, a row's throughput is about C ÷ (CPU per request).
import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** utime + stime (ms) of a process from /proc/<pid>/stat, or 0 when it has gone. */
function processMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Every process's parent and command name. */
function processTable() {
  const table = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      table.push({ pid: Number(entry), ppid, name });
    } catch {
      // The process ended while we looked.
    }
  }
  return table;
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
  const children = new Map();
  for (const p of table) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid]);
  let server = 0;
  const visit = (pid) => {
    server += processMs(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  if (serverPid) visit(serverPid);
  const postgres = table.filter((p) => p.name === "postgres").reduce((sum, p) => sum + processMs(p.pid), 0);
  const own = process.cpuUsage();
  return { server, postgres, loadGenerator: (own.user + own.system) / 1000 };
}

/** CPU per request (ms, one decimal) between two readings over `requests` requests. */
export function cpuPerRequest(before, after, requests) {
  if (!before || !after) return null;
  const per = (key) => Math.round(((after[key] - before[key]) / requests) * 10) / 10;
  return { server: per("server"), postgres: per("postgres"), loadGenerator: per("loadGenerator") };
}
