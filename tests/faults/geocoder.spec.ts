import http from "node:http";
import { test, expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { AppServer, FAULT_ADMIN_PASSWORD, createDatabase, faultPort, tempDataDir, type TestDatabase } from "./support/app";

// A bulk geocode run against a geocoder that is dead (nothing listens) or hangs (accepts and
// holds every request 30 s) ends within a bound and counts its failures. tests/api/geocoding.spec.ts
// covers one shop against a dead geocoder and a 3 s answer; this is the whole run's bound.
const TIMEOUT_MS = 500;
const BULK_MAX_MS = 10_000;
/** An Eircode, "address, town, county" and "town, county": the most queries one shop can cost. */
const MAX_CANDIDATES = 3;
/** Process, database and HTTP overhead allowed on top of the geocoder's share. */
const SLACK_MS = 3000;
const GEOCODER_PORT = faultPort(4);

type Bulk = { successful: number; failed: number; processed: number; remaining: number };
type Report = { total: number; missing: number };

let db: TestDatabase;
let app: AppServer;
let admin: APIRequestContext;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  db = await createDatabase({ seed: true });
  app = new AppServer(faultPort(3), {
    DATABASE_URL: db.url,
    DATA_DIR: tempDataDir("geocoder"),
    GEOCODER_URL: `http://127.0.0.1:${GEOCODER_PORT}`,
    GEOCODER_TIMEOUT_MS: String(TIMEOUT_MS),
    GEOCODER_BULK_MAX_MS: String(BULK_MAX_MS),
  });
  await app.start();
  admin = await playwrightRequest.newContext({ baseURL: app.url });
  const login = await admin.post("/api/admin/auth/login", { data: { password: FAULT_ADMIN_PASSWORD } });
  expect(login.status()).toBe(200);
});

test.afterAll(async () => {
  await admin?.dispose();
  await app?.stop();
  await db?.drop();
});

async function timedBulk(data: Record<string, unknown>): Promise<{ result: Bulk; ms: number }> {
  const started = Date.now();
  const res = await admin.post("/api/admin/bulk-geocode", { data, timeout: 60_000 });
  const ms = Date.now() - started;
  expect(res.status(), await res.text()).toBe(200);
  return { result: (await res.json()) as Bulk, ms };
}

async function coordinates(): Promise<Report> {
  const res = await admin.get("/api/admin/coordinates");
  expect(res.status()).toBe(200);
  return (await res.json()) as Report;
}

test("dead geocoder: every shop fails at once and is counted", async () => {
  const before = await coordinates();
  expect(before.missing).toBeGreaterThan(0);
  const missing = await timedBulk({});
  expect(missing.result).toEqual({ successful: 0, failed: before.missing, processed: before.missing, remaining: 0 });
  // Refused connections cost nothing like the timeout.
  expect(missing.ms).toBeLessThan(before.missing * MAX_CANDIDATES * TIMEOUT_MS);

  const forced = await timedBulk({ force: true });
  expect(forced.result.successful).toBe(0);
  expect(forced.result.failed).toBe(forced.result.processed);
  expect(forced.result.processed + forced.result.remaining).toBe(before.total);
  expect(forced.ms).toBeLessThan(BULK_MAX_MS + MAX_CANDIDATES * TIMEOUT_MS + SLACK_MS);
  // Nothing was moved: the shops keep their coordinates.
  expect((await coordinates()).missing).toBe(before.missing);
  console.log(`[faults] dead geocoder: ${before.missing} missing shops in ${missing.ms} ms; forced run over ${before.total} shops: ${JSON.stringify(forced.result)} in ${forced.ms} ms`);
});

test("geocoder that holds every request 30 s: each query times out, the run stops at its bound", async () => {
  const held: http.ServerResponse[] = [];
  let requests = 0;
  const hanging = http.createServer((_req, res) => {
    requests++;
    held.push(res);
    const timer = setTimeout(() => res.end("[]"), 30_000);
    res.on("close", () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => hanging.listen(GEOCODER_PORT, "127.0.0.1", resolve));
  try {
    const before = await coordinates();
    const missing = await timedBulk({});
    expect(missing.result).toEqual({ successful: 0, failed: before.missing, processed: before.missing, remaining: 0 });
    // Every candidate query of every shop was asked and given up after GEOCODER_TIMEOUT_MS.
    expect(requests).toBeGreaterThanOrEqual(before.missing);
    expect(requests).toBeLessThanOrEqual(before.missing * MAX_CANDIDATES);
    expect(missing.ms).toBeGreaterThanOrEqual(requests * TIMEOUT_MS * 0.9);
    expect(missing.ms).toBeLessThan(requests * TIMEOUT_MS + SLACK_MS);
    const missingRequests = requests;

    // Every shop would take minutes (≥ 1 s each): the run stops starting shops after GEOCODER_BULK_MAX_MS.
    const forced = await timedBulk({ force: true });
    expect(forced.result.remaining).toBeGreaterThan(0);
    expect(forced.result.processed + forced.result.remaining).toBe(before.total);
    expect(forced.result.failed).toBe(forced.result.processed);
    expect(forced.ms).toBeGreaterThanOrEqual(BULK_MAX_MS);
    expect(forced.ms).toBeLessThan(BULK_MAX_MS + MAX_CANDIDATES * TIMEOUT_MS + SLACK_MS);
    expect(app.log).toMatch(/bulk run stopped at its time bound/);
    console.log(
      `[faults] hanging geocoder: ${before.missing} missing shops, ${missingRequests} queries, ${missing.ms} ms (bound ${missingRequests} × ${TIMEOUT_MS} + ${SLACK_MS}); ` +
        `forced: ${JSON.stringify(forced.result)} in ${forced.ms} ms (bound ${BULK_MAX_MS} + ${MAX_CANDIDATES} × ${TIMEOUT_MS} + ${SLACK_MS})`,
    );
  } finally {
    for (const res of held) res.destroy();
    hanging.closeAllConnections();
    await new Promise((resolve) => hanging.close(resolve));
  }
  expect(app.alive).toBe(true);
});
