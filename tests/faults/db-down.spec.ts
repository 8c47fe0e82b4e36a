import { test, expect, type APIResponse } from "@playwright/test";
import { AppServer, createDatabase, databaseUrlVia, faultPort, tempDataDir, type TestDatabase } from "./support/app";
import { TcpProxy } from "./support/tcp-proxy";

// Postgres goes away under a running site and comes back: 503s meanwhile, then normal service
// without a restart. The app reaches the database through a TCP proxy the test cuts.
let db: TestDatabase;
let proxy: TcpProxy;
let app: AppServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  db = await createDatabase();
  proxy = new TcpProxy(faultPort(1), { host: db.host, port: db.port });
  await proxy.up();
  app = new AppServer(faultPort(0), { DATABASE_URL: databaseUrlVia(db, faultPort(1)), DATA_DIR: tempDataDir("db-down") });
  await app.start();
});

test.afterAll(async () => {
  await app?.stop();
  await proxy?.down();
  await db?.drop();
});

async function expectUnavailablePage(res: APIResponse) {
  const html = await res.text();
  expect(res.status(), html.slice(0, 300)).toBe(503);
  expect(res.headers()["content-type"]).toMatch(/^text\/html/);
  expect(res.headers()["retry-after"]).toMatch(/^\d+$/);
  expect(res.headers()["cache-control"]).toBe("no-store");
  expect(html).toContain("We&rsquo;ll be back shortly");
  expect(html).toContain("Farm Shops");
  // No stack trace, driver message or framework error page.
  expect(html).not.toMatch(/ECONNREFUSED|at \w+ \(|node_modules|Error:|Application error|__next_error__/);
}

async function expectUnavailableJson(res: APIResponse) {
  expect(res.status()).toBe(503);
  expect(res.headers()["retry-after"]).toMatch(/^\d+$/);
  expect(await res.json()).toEqual({
    error: "The service is temporarily unavailable. Please try again shortly.",
    message: "The service is temporarily unavailable. Please try again shortly.",
  });
}

test("database down: friendly 503 page and 503 JSON; back by itself when it returns", async ({ request, page }) => {
  const base = app.url;
  // Served once while the database is up.
  for (const visited of ["/", "/events", "/farm-shops/kerry"]) {
    expect((await request.get(`${base}${visited}`)).status(), visited).toBe(200);
  }
  expect((await request.get(`${base}/api/farm-shops`)).status()).toBe(200);

  await proxy.down();
  const downAt = Date.now();
  // The site notices within its health check's interval (a second): until then a page it has
  // cached may still be served whole, but nothing answers with an error page or a crash.
  const interim: number[] = [];
  await expect
    .poll(async () => interim[interim.push((await request.get(`${base}/events`)).status()) - 1], { timeout: 3000, intervals: [100] })
    .toBe(503);
  expect(interim.filter((s) => s !== 200 && s !== 503)).toEqual([]);
  const noticedMs = Date.now() - downAt;
  // A page served before, one never served, a static page and the API.
  await expectUnavailablePage(await request.get(`${base}/events`));
  await expectUnavailablePage(await request.get(`${base}/farm-shops/cork`, { headers: { "X-Request-Id": "fault-outage-page-1" } }));
  await expectUnavailablePage(await request.get(`${base}/about`));
  await expectUnavailablePage(await request.get(`${base}/`));
  await expectUnavailableJson(await request.get(`${base}/api/farm-shops`));
  await expectUnavailableJson(await request.get(`${base}/api/farm-shops/search?q=honey`));
  // Every call's own gate (the proxy runs before pages only): an admin call, and the sign-in's.
  await expectUnavailableJson(await request.get(`${base}/api/admin/farm-shops/pending`));
  await expectUnavailableJson(await request.get(`${base}/api/auth/session`));
  // The load balancers' call says so too, and no cache may keep that answer.
  const health = await request.get(`${base}/api/health`);
  expect(health.status()).toBe(503);
  expect(health.headers()["retry-after"]).toMatch(/^\d+$/);
  expect(health.headers()["cache-control"]).toBe("no-store");
  expect(await health.json()).toMatchObject({ status: "unavailable" });
  // Build assets are not gated (the 503 page needs none, but a cached page's scripts still load).
  expect((await request.get(`${base}/icon.svg`)).status()).toBe(200);

  // What a visitor sees.
  const res = await page.goto(`${base}/harvest-hub`);
  expect(res?.status()).toBe(503);
  await expect(page.getByRole("heading", { level: 1, name: "We’ll be back shortly" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("db-down-503.png") });

  // Still down a while later: still 503, and the process has not crashed.
  await new Promise((r) => setTimeout(r, 1500));
  await expectUnavailablePage(await request.get(`${base}/search?q=cheese`));
  expect(app.alive).toBe(true);
  console.log(`[faults] database cut: 503 after ${noticedMs} ms (${interim.length} requests); down ${Date.now() - downAt} ms, every page and API call answered 503`);

  await proxy.up();
  const upAt = Date.now();
  await expect.poll(async () => (await request.get(`${base}/events`)).status(), { timeout: 10_000, intervals: [100, 250, 500] }).toBe(200);
  const recoveredMs = Date.now() - upAt;
  console.log(`[faults] database back: pages answered 200 after ${recoveredMs} ms, no restart`);
  for (const url of ["/", "/farm-shops/cork", "/about", "/harvest-hub", "/api/farm-shops", "/api/health"]) {
    expect((await request.get(`${base}${url}`)).status(), url).toBe(200);
  }
  expect(app.alive).toBe(true);
  // The outage was logged, the details only in the log, in JSON lines; a page the proxy answered
  // 503 is logged with that status (not the 200 of a response it never wrote to).
  const lines = app.log.split("\n").filter((line) => line.startsWith("{")).map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(lines.some((l) => ["database health check failed", "idle Postgres client error", "database unavailable"].includes(String(l.msg)))).toBe(true);
  expect(lines.filter((l) => l.requestId === "fault-outage-page-1").map((l) => [l.route, l.status])).toEqual([["/farm-shops/[county]", 503]]);
});

test("the database down when the site starts: it starts anyway, answers 503, then serves once it is up", async ({ request }) => {
  await proxy.down();
  const late = new AppServer(faultPort(2), { DATABASE_URL: databaseUrlVia(db, faultPort(1)), DATA_DIR: tempDataDir("db-late") });
  try {
    await late.start("/", (status) => status === 503);
    await expectUnavailablePage(await request.get(`${late.url}/`));
    await expectUnavailableJson(await request.get(`${late.url}/api/blog-posts`));
    expect(late.log).toMatch(/\[start\] database not ready/);
    await proxy.up();
    await expect.poll(async () => (await request.get(`${late.url}/`)).status(), { timeout: 10_000, intervals: [100, 250, 500] }).toBe(200);
    expect((await request.get(`${late.url}/api/farm-shops`)).status()).toBe(200);
    expect(late.alive).toBe(true);
  } finally {
    await late.stop();
  }
});
