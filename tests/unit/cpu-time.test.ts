import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { cpuPerRequest, readCpuTime, type CpuReading } from "../../scripts/lib/cpu-time.mjs";

/** A child that uses 300 ms of CPU, says "done", then waits to be killed. */
const BURNER = "while (process.cpuUsage().user < 300000); console.log('done'); setInterval(() => {}, 1000);";

describe("the long-tail benchmark's CPU accounting (scripts/lib/cpu-time.mjs)", () => {
  it("counts the server's descendants (a next start may run its work in a child)", async () => {
    const child = spawn(process.execPath, ["-e", BURNER], { stdio: ["ignore", "pipe", "inherit"] });
    try {
      const before = readCpuTime(process.pid) as CpuReading;
      await once(child.stdout, "data");
      const after = readCpuTime(process.pid) as CpuReading;
      expect(after.server - before.server).toBeGreaterThanOrEqual(250);
      expect(after.loadGenerator).toBeGreaterThanOrEqual(before.loadGenerator);
      expect(after.postgres).toBeGreaterThanOrEqual(0);
    } finally {
      child.kill();
    }
  });

  it("divides the difference by the requests, to one decimal", () => {
    expect(cpuPerRequest({ server: 100, postgres: 50, loadGenerator: 10 }, { server: 400, postgres: 350, loadGenerator: 40 }, 300)).toEqual({
      server: 1,
      postgres: 1,
      loadGenerator: 0.1,
    });
    expect(cpuPerRequest(null, { server: 1, postgres: 1, loadGenerator: 1 }, 10)).toBeNull();
  });
});
