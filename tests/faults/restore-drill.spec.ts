import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { test, expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { shopInput } from "../api/support/data";
import { AppServer, FAULT_ADMIN_PASSWORD, createDatabase, faultPort, tempDataDir, type TestDatabase } from "./support/app";

// The restore drill, on both engines: a directory with shops (with images), events, posts,
// reports and activity; a backup taken while the site writes, and one taken after; the site wiped
// and restored from each. From the quiet backup the exports, the activity log and every image's
// bytes are identical; from the one taken mid-write every write is whole (each report has its
// activity entry); and the site serves.
test.describe.configure({ mode: "serial", timeout: 480_000 });

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
let ip = 0;
const clientIp = () => `10.61.${Math.floor(++ip / 250)}.${ip % 250}`;

function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", script, ...args], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr.on("data", (c: Buffer) => (out += c.toString()));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, out })));
}

/** Every file under DATA_DIR/uploads and the hash of its bytes. */
function uploadHashes(dataDir: string): Record<string, string> {
  const root = path.join(dataDir, "uploads");
  if (!fs.existsSync(root)) return {};
  const hashes: Record<string, string> = {};
  for (const relative of fs.readdirSync(root, { recursive: true }) as string[]) {
    const file = path.join(root, relative);
    if (fs.statSync(file).isFile()) hashes[relative] = createHash("sha256").update(fs.readFileSync(file)).digest("hex");
  }
  return hashes;
}

async function signIn(baseURL: string): Promise<APIRequestContext> {
  const admin = await playwrightRequest.newContext({ baseURL });
  const res = await admin.post("/api/admin/auth/login", { data: { password: FAULT_ADMIN_PASSWORD }, headers: { "X-Forwarded-For": clientIp() } });
  expect(res.status(), await res.text()).toBe(200);
  return admin;
}

async function uploadImage(baseURL: string): Promise<{ url: string; bytes: Buffer }> {
  const bytes = Buffer.concat([PNG_HEAD, randomBytes(2000)]);
  const { uploadURL } = (await (await fetch(`${baseURL}/api/objects/upload`, { method: "POST", headers: { "X-Forwarded-For": clientIp() } })).json()) as { uploadURL: string };
  const put = await fetch(`${baseURL}${uploadURL}`, { method: "PUT", body: bytes, headers: { "Content-Type": "image/png" } });
  expect(put.status).toBe(200);
  return { url: ((await put.json()) as { url: string }).url, bytes };
}

/** A shop submitted with an image and approved, and a report about it. */
async function addShop(server: AppServer, admin: APIRequestContext, images: Map<string, Buffer>): Promise<void> {
  const image = await uploadImage(server.url);
  images.set(image.url, image.bytes);
  const tag = randomBytes(4).toString("hex");
  const res = await fetch(`${server.url}/api/farm-shops`, { method: "POST", headers: { "Content-Type": "application/json", "X-Forwarded-For": clientIp() }, body: JSON.stringify(shopInput({ name: `Drill Farm ${tag}`, imageUrl: image.url }, tag)) });
  expect(res.status, await res.clone().text()).toBe(201);
  const shop = (await res.json()) as { id: string };
  expect((await admin.post(`/api/admin/farm-shops/${shop.id}/approve`)).status()).toBe(200);
  const report = await fetch(`${server.url}/api/farm-shops/${shop.id}/reports`, { method: "POST", headers: { "Content-Type": "application/json", "X-Forwarded-For": clientIp() }, body: JSON.stringify({ kind: "hours", message: `Closed on Mondays now (${tag}).` }) });
  expect(report.status).toBe(201);
}

async function adminAll<T>(admin: APIRequestContext, address: string): Promise<T[]> {
  const all: T[] = [];
  for (let offset = 0; ; offset += 200) {
    const res = await admin.get(`${address}${address.includes("?") ? "&" : "?"}limit=200&offset=${offset}`);
    expect(res.status()).toBe(200);
    const page = (await res.json()) as T[];
    all.push(...page);
    if (page.length < 200) return all;
  }
}

type Snapshot = { csv: string; geojson: string; audit: unknown[]; reports: unknown[]; uploads: Record<string, string> };

async function snapshot(server: AppServer, dataDir: string): Promise<Snapshot> {
  const admin = await signIn(server.url);
  try {
    const csv = await (await fetch(`${server.url}/api/farm-shops/export.csv`)).text();
    const geojson = await (await fetch(`${server.url}/api/farm-shops/export.geojson`)).text();
    // The sign-in just made is the one entry a restore cannot hold: it came after the backup.
    const audit = (await adminAll<{ action: string }>(admin, "/api/admin/audit")).filter((e) => !String(e.action).startsWith("admin.sign"));
    const reports = await adminAll<unknown>(admin, "/api/admin/reports?status=open");
    return { csv, geojson, audit, reports, uploads: uploadHashes(dataDir) };
  } finally {
    await admin.dispose();
  }
}

/** The site after a restore holds what it held before: the exports, the activity, the reports, every image's bytes, served. */
async function expectSameSite(before: Snapshot, server: AppServer, dataDir: string, images: Map<string, Buffer>): Promise<void> {
  const after = await snapshot(server, dataDir);
  expect(after.csv).toBe(before.csv);
  expect(after.geojson).toBe(before.geojson);
  expect(after.audit).toEqual(before.audit);
  expect(after.reports).toEqual(before.reports);
  expect(after.uploads).toEqual(before.uploads);
  for (const [url, bytes] of images) {
    const served = await fetch(`${server.url}${url}`);
    expect(served.status, url).toBe(200);
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), bytes), url).toBe(0);
  }
}

for (const engine of ["pglite", "postgres"] as const) {
  test(`restore drill (${engine}): back up mid-write and after, wipe, restore: identical data and images, and the site serves`, async () => {
    const base = engine === "pglite" ? 42 : 43;
    const dataDir = tempDataDir(`drill-${engine}`);
    const keep = fs.mkdtempSync(path.join(os.tmpdir(), `farmshops-drill-backups-${engine}-`));
    let db: TestDatabase | null = null;
    const env: Record<string, string> = { DATA_DIR: dataDir, BACKUP_EVERY: "0" };
    if (engine === "postgres") {
      db = await createDatabase({ seed: true });
      env.DATABASE_URL = db.url;
    } else {
      Object.assign(env, { DATABASE_URL: "", SEED_DEMO: "1" });
    }
    const wipe = async () => {
      for (const entry of fs.readdirSync(dataDir)) fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
      if (db) {
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        await admin.query(`drop database if exists ${db.name} with (force)`);
        await admin.query(`create database ${db.name}`);
        await admin.end();
      }
    };
    let server = new AppServer(faultPort(base), env);
    try {
      await server.start();
      const admin = await signIn(server.url);
      const images = new Map<string, Buffer>();
      for (let i = 0; i < 4; i++) await addShop(server, admin, images);

      // Mid-write: shops, images and reports keep coming while the backup is taken.
      let writing = true;
      const writer = (async () => {
        while (writing) await addShop(server, admin, images);
      })();
      await new Promise((r) => setTimeout(r, 300));
      const midRes = await admin.post("/api/admin/backups");
      expect(midRes.status(), await midRes.text()).toBe(201);
      const mid = ((await midRes.json()) as { backup: { name: string; bytes: number } }).backup;
      writing = false;
      await writer;
      await new Promise((r) => setTimeout(r, 1100));
      const quietRes = await admin.post("/api/admin/backups");
      expect(quietRes.status()).toBe(201);
      const quiet = ((await quietRes.json()) as { backup: { name: string } }).backup;
      const status = (await (await admin.get("/api/admin/backups")).json()) as { lastBackup: { name: string; bytes: number; at: string } };
      expect(status.lastBackup.name).toBe(quiet.name);
      expect(status.lastBackup.bytes).toBeGreaterThan(0);
      // The whole database: readable by the server's user alone.
      expect(fs.statSync(path.join(dataDir, "backups", quiet.name)).mode & 0o777).toBe(0o600);
      await admin.dispose();
      const before = await snapshot(server, dataDir);
      expect(Object.keys(before.uploads).length).toBeGreaterThanOrEqual(images.size);
      for (const name of [mid.name, quiet.name]) fs.copyFileSync(path.join(dataDir, "backups", name), path.join(keep, name));
      await server.stop();

      // A database holding data is refused without --force, and said so.
      const refused = await runScript("scripts/restore.ts", [path.join(keep, quiet.name)], env);
      expect(refused.code).toBe(1);
      expect(refused.out).toMatch(/holds data .* --force/);

      // The quiet backup: identical.
      await wipe();
      const restored = await runScript("scripts/restore.ts", [path.join(keep, quiet.name)], env);
      expect(restored.code, restored.out).toBe(0);
      server = new AppServer(faultPort(base), env);
      await server.start();
      await expectSameSite(before, server, dataDir, images);
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      expect((await fetch(`${server.url}/farm-shops/kerry`)).status).toBe(200);
      await server.stop();

      // The backup taken mid-write: whole writes only, every image it names present, and it serves.
      await wipe();
      const fromMid = await runScript("scripts/restore.ts", [path.join(keep, mid.name)], env);
      expect(fromMid.code, fromMid.out).toBe(0);
      server = new AppServer(faultPort(base), env);
      await server.start();
      const partial = await snapshot(server, dataDir);
      const reportsLogged = partial.audit.filter((e) => (e as { action: string }).action === "report.create").length;
      expect(reportsLogged).toBe(partial.reports.length);
      expect(partial.reports.length).toBeGreaterThanOrEqual(4);
      expect(partial.reports.length).toBeLessThanOrEqual(before.reports.length);
      const named = [...partial.csv.matchAll(/\/api\/objects\/[\w/-]+/g)].map((m) => m[0]);
      for (const url of named) {
        const bytes = images.get(url);
        if (!bytes) continue;
        const served = await fetch(`${server.url}${url}`);
        expect(served.status, url).toBe(200);
        expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), bytes), url).toBe(0);
      }
      expect((await fetch(`${server.url}/`)).status).toBe(200);
    } finally {
      await server.stop();
      await db?.drop();
      fs.rmSync(keep, { recursive: true, force: true });
    }
  });
}

// From the embedded database to Postgres: an embedded site's backup restored with DATABASE_URL set
// is moved into the empty Postgres database, and the site there holds the same shops, events,
// posts, reports, activity and images. The other way is refused, and so is a database with data.
test("move: an embedded site's backup restored into an empty Postgres database holds everything", async () => {
  const embeddedDir = tempDataDir("move-embedded");
  const postgresDir = tempDataDir("move-postgres");
  const keep = fs.mkdtempSync(path.join(os.tmpdir(), "farmshops-move-"));
  const db = await createDatabase();
  const embedded = { DATA_DIR: embeddedDir, DATABASE_URL: "", SEED_DEMO: "1", BACKUP_EVERY: "0" };
  const onPostgres = { DATA_DIR: postgresDir, DATABASE_URL: db.url, BACKUP_EVERY: "0" };
  let server = new AppServer(faultPort(45), embedded);
  try {
    await server.start();
    const admin = await signIn(server.url);
    const images = new Map<string, Buffer>();
    // Three shops of one phone: the second and third are marked as duplicates of the first (the
    // shops table's reference to itself, which the move writes in a second pass).
    for (let i = 0; i < 3; i++) await addShop(server, admin, images);
    const taken = await admin.post("/api/admin/backups");
    expect(taken.status()).toBe(201);
    const backup = ((await taken.json()) as { backup: { name: string } }).backup;
    await admin.dispose();
    const before = await snapshot(server, embeddedDir);
    fs.copyFileSync(path.join(embeddedDir, "backups", backup.name), path.join(keep, backup.name));
    await server.stop();

    const moved = await runScript("scripts/restore.ts", [path.join(keep, backup.name)], onPostgres);
    expect(moved.code, moved.out).toBe(0);
    expect(moved.out).toMatch(/^Moved the embedded database of .* into the Postgres database: \d+ shops, \d+ rows in \d+ tables; 3 images put back\./m);
    const direct = new pg.Client({ connectionString: db.url });
    await direct.connect();
    const marked = await direct.query("select count(*)::int as n from farm_shops where duplicate_of_id is not null and name like 'Drill Farm %'");
    await direct.end();
    expect(marked.rows[0].n).toBe(2);
    server = new AppServer(faultPort(45), onPostgres);
    await server.start();
    await expectSameSite(before, server, postgresDir, images);
    // Search (its words and rows were moved with the shops) and the pages serve.
    const found = (await (await fetch(`${server.url}/api/farm-shops/search?q=Drill%20Farm`)).json()) as unknown[];
    expect(found.length).toBe(3);
    expect((await fetch(`${server.url}/farm-shops/kerry`)).status).toBe(200);

    // Postgres backups and a database with data are refused.
    const owner = await signIn(server.url);
    const pgBackup = ((await (await owner.post("/api/admin/backups")).json()) as { backup: { name: string } }).backup.name;
    await owner.dispose();
    await server.stop();
    const again = await runScript("scripts/restore.ts", [path.join(keep, backup.name)], onPostgres);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/holds data .* --force/);
    const back = await runScript("scripts/restore.ts", [path.join(postgresDir, "backups", pgBackup)], { DATA_DIR: tempDataDir("move-back"), DATABASE_URL: "" });
    expect(back.code).toBe(1);
    expect(back.out).toContain("holds a Postgres database and this site runs on the embedded database");
  } finally {
    await server.stop();
    await db.drop();
    fs.rmSync(keep, { recursive: true, force: true });
  }
});
