import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * pg_dump and pg_restore of a version that can read the server: the tools refuse a server of a
 * newer major version than their own, so the newest installed tools are taken (from PATH and the
 * usual per-version folders of Debian and Homebrew).
 */
export type PgTool = { file: string; major: number };

type ToolName = "pg_dump" | "pg_restore" | "psql";

function candidates(name: ToolName): string[] {
  const found = (process.env.PATH ?? "").split(path.delimiter).filter(Boolean).map((dir) => path.join(dir, name));
  const versioned = [
    ["/usr/lib/postgresql", (v: string) => path.join("/usr/lib/postgresql", v, "bin", name)],
    ["/opt/homebrew/opt", (v: string) => path.join("/opt/homebrew/opt", v, "bin", name)],
  ] as const;
  for (const [dir, build] of versioned) {
    try {
      for (const entry of fs.readdirSync(dir)) found.push(build(entry));
    } catch {
      // No such folder on this system.
    }
  }
  return [...new Set(found)].filter((file) => fs.existsSync(file));
}

async function majorOf(file: string): Promise<number | null> {
  try {
    const { stdout } = await run(file, ["--version"]);
    const match = /(\d+)(?:\.\d+)?/.exec(stdout);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

export class ToolError extends Error {
  override name = "ToolError";
}

/** The newest `name` that can handle a server of `serverMajor`, or a ToolError saying what to install. */
export async function findPgTool(name: ToolName, serverMajor: number): Promise<PgTool> {
  const tools: PgTool[] = [];
  for (const file of candidates(name)) {
    const major = await majorOf(file);
    if (major !== null) tools.push({ file, major });
  }
  tools.sort((a, b) => b.major - a.major);
  const best = tools[0];
  if (!best) {
    throw new ToolError(
      `${name} was not found. Backing up a Postgres database needs PostgreSQL's client tools of version ${serverMajor} or newer ` +
        `(Debian/Ubuntu: apt install postgresql-client-${serverMajor}; macOS: brew install postgresql@${serverMajor}).`,
    );
  }
  if (best.major < serverMajor) {
    throw new ToolError(
      `${name} ${best.major} (${best.file}) cannot read a PostgreSQL ${serverMajor} server: install the client tools of version ${serverMajor} ` +
        `or newer (Debian/Ubuntu: apt install postgresql-client-${serverMajor}).`,
    );
  }
  return best;
}

/**
 * The tools' connection: the URL without its password, which goes in PGPASSWORD instead, so that
 * it never shows in the process list.
 */
export function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a tool; its error output becomes the error's message. */
export async function runTool(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(file, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const stderr = (err as { stderr?: string }).stderr?.trim();
    throw new ToolError(`${path.basename(file)} failed: ${stderr || (err as Error).message}`);
  }
}
