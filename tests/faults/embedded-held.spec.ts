import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { AppServer, faultPort, tempDataDir } from "./support/app";

// The embedded database allows one process: while the site runs on a DATA_DIR, the commands that
// open that database themselves (import, db:seed, db:migrate) are refused with a message, and
// write nothing (what they wrote would be lost, or undo the site's own changes). Stopped, the
// same command runs.
test.describe.configure({ timeout: 240_000 });

function runScript(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", ...args], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr.on("data", (c: Buffer) => (out += c.toString()));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, out })));
}

test("import, db:seed and db:migrate are refused while the site holds the embedded database, and run once it is stopped; backups keep BACKUP_KEEP", async () => {
  const dataDir = tempDataDir("held");
  const env = { DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "0", BACKUP_EVERY: "0" };
  const sheet = path.join(dataDir, "sheet.csv");
  fs.writeFileSync(sheet, "Name,Town,County\nHeld Test Farm,Dingle,Kerry\n");
  const server = new AppServer(faultPort(44), env);
  try {
    await server.start();
    const shopCount = async () => ((await (await fetch(`${server.url}/api/farm-shops`)).json()) as unknown[]).length;
    const before = await shopCount();

    const commands: [string, string[]][] = [
      ["the import", ["--conditions=react-server", "scripts/import.ts", sheet, "--approve"]],
      ["db:seed", ["scripts/db-seed.ts"]],
      ["db:migrate", ["scripts/db-migrate.ts"]],
    ];
    for (const [name, args] of commands) {
      const run = await runScript(args, env);
      expect(run.code, run.out).toBe(1);
      expect(run.out).toContain(`has the embedded database in ${path.resolve(dataDir)} open, and only one process may: stop the site, then run ${name} again.`);
    }
    // Nothing was written, and the site still serves.
    expect(await shopCount()).toBe(before);
    expect(server.alive).toBe(true);

    await server.stop();
    const run = await runScript(["--conditions=react-server", "scripts/import.ts", sheet, "--dry-run"], env);
    expect(run.out).toContain("import: 1 new");
    expect(run.code, run.out).toBe(0);

    // The site stopped, the command line's backups go to DATA_DIR/backups, the newest BACKUP_KEEP kept.
    for (let i = 0; i < 3; i++) {
      const backup = await runScript(["scripts/backup.ts"], { ...env, BACKUP_KEEP: "2" });
      expect(backup.code, backup.out).toBe(0);
      if (i === 2) expect(backup.out).toMatch(/Removed 1 older backup \(BACKUP_KEEP=2\)/);
      await new Promise((r) => setTimeout(r, 1100));
    }
    expect(fs.readdirSync(path.join(dataDir, "backups")).filter((f) => f.endsWith(".backup"))).toHaveLength(2);
  } finally {
    await server.stop();
  }
});
