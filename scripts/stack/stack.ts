// The production stack on loopback ports, from real parts: a throwaway PostgreSQL 15 cluster,
// redis-server, two instances (server.mjs, as `npm start` runs it) sharing one uploads folder and
// one Redis, and nginx in front (deploy/nginx.conf). Used by `npm run stack` (scripts/stack.ts)
// and the stack test.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PGBIN = process.env.PGBIN ?? "/usr/lib/postgresql/15/bin";
const NGINX_MODULES = "/usr/lib/nginx/modules";
const isRoot = process.getuid?.() === 0;

export type StackOptions = {
  /** The front's port; the parts take the next four (Postgres, Redis, instance 1, instance 2). */
  port: number;
  /** Generated shops to top the demo data up to (STACK_SHOPS), or none. */
  shops?: number;
  /** Extra environment for both instances. */
  appEnv?: Record<string, string>;
  /** Where progress lines go. */
  log?: (line: string) => void;
};

/** One process of the stack, in a process group of its own, so that stopping it stops its children. */
export class Part {
  private proc: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  output = "";
  onUnexpectedExit: ((part: Part, code: number | null) => void) | undefined;
  private stopping = false;

  constructor(
    readonly name: string,
    private readonly command: string,
    private readonly args: string[],
    private readonly env: Record<string, string> = {},
    private readonly stopSignal: NodeJS.Signals = "SIGTERM",
  ) {}

  get alive(): boolean {
    return this.proc !== undefined && this.proc.exitCode === null && this.proc.signalCode === null;
  }

  start(): void {
    this.stopping = false;
    this.output = "";
    const proc = spawn(this.command, this.args, {
      cwd: ROOT,
      env: { ...process.env, ...this.env },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    this.proc = proc;
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-20_000);
    };
    proc.stdout?.on("data", keep);
    proc.stderr?.on("data", keep);
    this.exited = new Promise((resolve) =>
      proc.once("exit", (code) => {
        if (!this.stopping) this.onUnexpectedExit?.(this, code);
        resolve();
      }),
    );
  }

  /** Signals the whole process group, and kills it after `graceMs`. */
  async stop(graceMs = 8000, signal: NodeJS.Signals = this.stopSignal): Promise<void> {
    const proc = this.proc;
    if (!proc?.pid || !this.alive) return;
    this.stopping = true;
    const group = (sig: NodeJS.Signals) => {
      try {
        process.kill(-proc.pid!, sig);
      } catch {
        // Already gone.
      }
    };
    group(signal);
    const killed = setTimeout(() => group("SIGKILL"), graceMs);
    await this.exited;
    clearTimeout(killed);
  }

  /** Kills the process group at once, as a crash would. */
  kill(): Promise<void> {
    return this.stop(0, "SIGKILL");
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(what: string, part: Part | null, check: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (part && !part.alive) throw new Error(`${what} exited:\n${part.output}`);
    try {
      if (await check()) return;
    } catch {
      // Not answering yet.
    }
    if (Date.now() > deadline) throw new Error(`${what} not ready after ${timeoutMs / 1000} s${part ? `:\n${part.output}` : ""}`);
    await sleep(200);
  }
}

/** An instance is ready when its health check says so, or (on a build without one) its home page answers. */
async function instanceAnswers(base: string): Promise<boolean> {
  const health = await fetch(`${base}/api/health`);
  if (health.status === 200) return true;
  if (health.status !== 404) return false;
  return (await fetch(`${base}/`)).status === 200;
}

function run(what: string, command: string, args: string[], env: Record<string, string>): void {
  const result = spawnSync(command, args, { cwd: ROOT, env: { ...process.env, ...env }, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${what} failed:\n${result.stdout ?? ""}${result.stderr ?? ""}`);
}

/** The nginx configuration: deploy/nginx.conf with its values filled in. */
export function nginxConfig(values: { port: number; appPorts: [number, number]; runDir: string; workers?: number }): string {
  const loadModule = (name: string) => (fs.existsSync(path.join(NGINX_MODULES, name)) ? `load_module ${NGINX_MODULES}/${name};` : "");
  const brotli = loadModule("ngx_http_brotli_filter_module.so");
  const brotliStatic = loadModule("ngx_http_brotli_static_module.so");
  const template = fs.readFileSync(path.join(ROOT, "deploy/nginx.conf"), "utf8");
  return template
    .replaceAll("{{LOAD_MODULES}}", [brotli, brotliStatic].filter(Boolean).join("\n"))
    .replaceAll("{{BROTLI}}", brotli ? "" : "# ")
    .replaceAll("{{BROTLI_STATIC}}", brotliStatic ? "" : "# ")
    .replaceAll("{{STATIC_DIR}}", path.join(ROOT, ".next/static"))
    .replaceAll("{{WORKERS}}", String(values.workers ?? 1))
    .replaceAll("{{RUN_DIR}}", values.runDir)
    .replaceAll("{{PORT}}", String(values.port))
    .replaceAll("{{APP_PORT_1}}", String(values.appPorts[0]))
    .replaceAll("{{APP_PORT_2}}", String(values.appPorts[1]));
}

export type Stack = {
  url: string;
  adminPassword: string;
  databaseUrl: string;
  postgres: Part;
  redis: Part;
  apps: [Part, Part];
  appUrls: [string, string];
  nginx: Part;
  /** Starts a stopped instance again and waits until it answers. */
  restartApp: (index: 0 | 1) => Promise<void>;
  /** Stops every part (front first, database last) and removes the temporary folder. */
  stop: () => Promise<void>;
};

/** Starts the whole stack and resolves once the front answers. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const log = options.log ?? (() => {});
  const { port } = options;
  const [pgPort, redisPort, app1, app2] = [port + 1, port + 2, port + 3, port + 4];
  if (!fs.existsSync(path.join(ROOT, ".next/BUILD_ID"))) {
    log("No production build: running `npm run build` first...");
    run("npm run build", "npm", ["run", "build"], { NEXT_TELEMETRY_DISABLED: "1" });
  }
  // The front serves the build's files compressed ahead (quick when the build already did it).
  run("precompress", process.execPath, ["scripts/precompress-static.mjs"], {});
  if (!fs.existsSync(path.join(PGBIN, "initdb"))) throw new Error(`PostgreSQL 15 not found in ${PGBIN} (apt-get install postgresql-15)`);

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "farmshops-stack-"));
  fs.chmodSync(tmp, 0o755);
  const dirs = { pg: path.join(tmp, "postgres"), redis: path.join(tmp, "redis"), nginx: path.join(tmp, "nginx"), data: path.join(tmp, "data") };
  for (const dir of Object.values(dirs)) fs.mkdirSync(dir, { mode: 0o755 });
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
  const asPostgres = (bin: string, args: string[]): [string, string[]] => (isRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args]);
  if (isRoot) {
    if (spawnSync("id", ["postgres"]).status !== 0) run("useradd", "useradd", ["--system", "--no-create-home", "postgres"], {});
    fs.chownSync(dirs.pg, Number(spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout.trim()), 0);
  }

  const parts: Part[] = [];
  const stopAll = async () => {
    for (const part of [...parts].reverse()) await part.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  try {
    const started = Date.now();
    run("initdb", ...asPostgres(path.join(PGBIN, "initdb"), ["-D", path.join(dirs.pg, "data"), "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]), {});
    const postgres = new Part(
      "postgres",
      ...asPostgres(path.join(PGBIN, "postgres"), ["-D", path.join(dirs.pg, "data"), "-p", String(pgPort), "-k", dirs.pg, "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off", "-c", "max_connections=200"]),
      {},
      "SIGINT",
    );
    parts.push(postgres);
    postgres.start();
    const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
    await waitFor("PostgreSQL", postgres, async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.end();
      return true;
    });
    log(`PostgreSQL 15 on 127.0.0.1:${pgPort}`);

    const redis = new Part("redis", "redis-server", ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dirs.redis]);
    parts.push(redis);
    redis.start();
    await waitFor("Redis", redis, async () => redis.output.includes("Ready to accept connections"), 20_000);
    log(`Redis on 127.0.0.1:${redisPort}`);

    const seedArgs = ["node_modules/tsx/dist/cli.mjs", "scripts/db-seed.ts", ...(options.shops ? ["--shops", String(options.shops)] : [])];
    run("Migrations and demo data", process.execPath, seedArgs, { DATABASE_URL: databaseUrl });
    log(options.shops ? `Demo data and generated shops (${options.shops} in all) loaded` : "Demo data loaded");

    const adminPassword = process.env.STACK_ADMIN_PASSWORD ?? randomBytes(12).toString("base64url");
    const url = `http://127.0.0.1:${port}`;
    const appEnv = {
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      // Both instances: one uploads folder (DATA_DIR/uploads), one secret, one password.
      DATA_DIR: dirs.data,
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      ADMIN_PASSWORD: adminPassword,
      SITE_URL: url,
      SEED_DEMO: "0",
      // nginx is the one proxy in front: the client is the address it writes in X-Forwarded-For.
      TRUST_PROXY: "1",
      ...options.appEnv,
    };
    const appPorts: [number, number] = [app1, app2];
    // Each instance as production runs it (`npm start`: server.mjs, with its memory cap), on
    // loopback by the name "localhost": Next.js builds the addresses proxy.ts rewrites to from
    // that name, and a rewrite to any other host name would be proxied as an outside address.
    const apps = appPorts.map(
      (p, i) => new Part(`instance ${i + 1}`, process.execPath, ["--max-old-space-size=1024", "server.mjs"], { ...appEnv, HOST: "localhost", PORT: String(p) }),
    ) as [Part, Part];
    const appUrls = appPorts.map((p) => `http://127.0.0.1:${p}`) as [string, string];
    parts.push(...apps);
    for (const app of apps) app.start();
    await Promise.all(apps.map((app, i) => waitFor(app.name, app, () => instanceAnswers(appUrls[i]!))));
    log(`Two instances on 127.0.0.1:${app1} and 127.0.0.1:${app2}`);

    fs.writeFileSync(path.join(dirs.nginx, "nginx.conf"), nginxConfig({ port, appPorts, runDir: dirs.nginx }));
    const nginx = new Part("nginx", "nginx", ["-c", path.join(dirs.nginx, "nginx.conf"), "-p", dirs.nginx, "-g", "daemon off;"], {}, "SIGQUIT");
    parts.push(nginx);
    nginx.start();
    await waitFor("nginx", nginx, async () => (await fetch(`${url}/`)).status === 200, 30_000);
    log(`Front (nginx) on ${url}, all up in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    return {
      url,
      adminPassword,
      databaseUrl,
      postgres,
      redis,
      apps,
      appUrls,
      nginx,
      restartApp: async (index) => {
        const app = apps[index];
        await app.stop();
        app.start();
        await waitFor(app.name, app, () => instanceAnswers(appUrls[index]));
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
