import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";

/** A free loopback port (the kernel picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Sends one command over RESP and returns the raw reply (enough for PING and DBSIZE). */
export function redisCommand(port: number, ...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let reply = "";
    socket.setTimeout(2000, () => socket.destroy(new Error("redis timeout")));
    socket.on("error", reject);
    socket.on("data", (chunk) => {
      reply += chunk.toString();
      if (reply.endsWith("\r\n")) {
        socket.end();
        resolve(reply.trim());
      }
    });
    socket.write(`*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join("")}`);
  });
}

/** A throwaway redis-server (Debian's package) on a loopback port, without persistence. */
export class RedisServer {
  private proc: ChildProcess | undefined;
  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const proc = spawn(process.env.REDIS_SERVER ?? "redis-server", ["--port", String(this.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--protected-mode", "yes"], {
      stdio: "ignore",
    });
    this.proc = proc;
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        if ((await redisCommand(this.port, "PING")) === "+PONG") return;
      } catch {
        // Not listening yet.
      }
      if (proc.exitCode !== null) throw new Error(`redis-server exited with ${proc.exitCode}`);
      if (Date.now() > deadline) throw new Error("redis-server did not start");
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async stop(): Promise<void> {
    const proc = this.proc;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise((r) => proc.once("exit", r));
    proc.kill("SIGKILL");
    await exited;
  }

  /** How many keys the server holds. */
  async keys(): Promise<number> {
    return Number((await redisCommand(this.port, "DBSIZE")).replace(/^:/, ""));
  }
}
