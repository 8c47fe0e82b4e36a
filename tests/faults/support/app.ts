import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * The fault tests start their own production servers (from the existing `next build`), each with
 * its own environment, database and DATA_DIR, because each breaks something on purpose. Ports
 * are E2E_FAULT_PORT + offset: 0-2 db-down, 3-4 geocoder, 5 mail, 6 storage, 7-8 two instances, 9 closed.
 */
export const FAULT_PORT_BASE = Number(process.env.E2E_FAULT_PORT ?? 3160);
export const faultPort = (offset: number) => FAULT_PORT_BASE + offset;

export const FAULT_ADMIN_PASSWORD = "fault-test-admin-password";
export const FAULT_AUTH_SECRET = "fault-test-auth-secret-0123456789abcdef-01234567";

/** A port on which nothing listens (the last of the range): a dead geocoder or mail server. */
export const CLOSED_PORT = faultPort(9);

/** A fresh DATA_DIR under /tmp, removed when the test process exits. */
export function tempDataDir(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `farmshops-fault-${label}-`));
  process.once("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A production server of this build on `port`; its stdout and stderr are kept in `log`. */
export class AppServer {
  log = "";
  private proc: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** True while the server process runs (it has not crashed). */
  get alive(): boolean {
    return this.proc !== undefined && this.proc.exitCode === null && this.proc.signalCode === null;
  }

  /** Resolves once `readyPath` answers with a status `ready` accepts (by default any below 500). */
  async start(readyPath = "/api/blog-posts", ready = (status: number) => status < 500): Promise<void> {
    const proc = spawn(process.execPath, ["server.mjs"], {
      env: {
        ...process.env,
        PORT: String(this.port),
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        SITE_URL: this.url,
        ADMIN_PASSWORD: FAULT_ADMIN_PASSWORD,
        AUTH_SECRET: FAULT_AUTH_SECRET,
        SEED_DEMO: "0",
        GEOCODER_URL: `http://127.0.0.1:${CLOSED_PORT}`,
        GEOCODER_MIN_INTERVAL_MS: "0",
        GEOCODER_TIMEOUT_MS: "1000",
        // The tests play the one proxy in front of the site (their X-Forwarded-For names the client).
        TRUST_PROXY: "1",
        ...this.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.proc = proc;
    proc.stdout?.on("data", (chunk: Buffer) => (this.log += chunk.toString()));
    proc.stderr?.on("data", (chunk: Buffer) => (this.log += chunk.toString()));
    this.exited = new Promise((resolve) => proc.once("exit", () => resolve()));
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (!this.alive) throw new Error(`server on ${this.port} exited:\n${this.log}`);
      try {
        const res = await fetch(`${this.url}${readyPath}`);
        if (ready(res.status)) return;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`server on ${this.port} not ready:\n${this.log}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  async stop(): Promise<void> {
    const proc = this.proc;
    if (!proc || !this.alive) return;
    proc.kill("SIGTERM");
    const killed = setTimeout(() => proc.kill("SIGKILL"), 5000);
    await this.exited;
    clearTimeout(killed);
  }
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("the faults project needs TEST_DATABASE_URL (scripts/with-postgres.sh)");
  return url;
}

async function asAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export type TestDatabase = { name: string; url: string; host: string; port: number; drop: () => Promise<void> };

/** A fresh database on the TEST_DATABASE_URL server, optionally with the demo data. */
export async function createDatabase({ seed = false } = {}): Promise<TestDatabase> {
  const name = `farmshops_fault_${randomBytes(5).toString("hex")}`;
  await asAdmin(`create database ${name}`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  if (seed) {
    const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/db-seed.ts"], {
      env: { ...process.env, DATABASE_URL: url.toString() },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (out += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    if (code !== 0) throw new Error(`db:seed failed:\n${out}`);
  }
  return {
    name,
    url: url.toString(),
    host: url.hostname,
    port: Number(url.port || 5432),
    drop: () => asAdmin(`drop database if exists ${name} with (force)`),
  };
}

/** The same database reached through another host:port (a TCP proxy in front of it). */
export function databaseUrlVia(db: TestDatabase, port: number): string {
  const url = new URL(db.url);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return url.toString();
}
