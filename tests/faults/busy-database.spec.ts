import { test, expect, type APIRequestContext, type APIResponse } from "@playwright/test";
import pg from "pg";
import { AppServer, createDatabase, faultPort, tempDataDir, type TestDatabase } from "./support/app";

// A database that is there but slow or busy is not an outage. The test holds a lock on the shops
// table from its own connection, so that every query of the shops waits in the database as a
// worst-case search at national size would, without 20,000 shops in the test. One server has a
// tiny statement timeout (queries are cut off: 503 "took too long"); the other a two-connection
// pool and a generous one (searches queue, the rest of the site answers).
let db: TestDatabase;
let slow: AppServer;
let busy: AppServer;
let shop: { slug: string; county: string };

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  db = await createDatabase({ seed: true });
  const common = (label: string) => ({ DATABASE_URL: db.url, DATA_DIR: tempDataDir(label) });
  slow = new AppServer(faultPort(18), { ...common("slow"), DB_STATEMENT_TIMEOUT_MS: "800", DB_POOL_MAX: "2" });
  busy = new AppServer(faultPort(19), { ...common("busy"), DB_STATEMENT_TIMEOUT_MS: "15000", DB_POOL_MAX: "2", DB_POOL_WAIT_MS: "15000" });
  await Promise.all([slow.start(), busy.start()]);
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ slug: string; county: string }>("select slug, lower(replace(county, ' ', '-')) as county from farm_shops where approved and closed_at is null and slug is not null order by name limit 1");
    shop = rows[0]!;
  } finally {
    await client.end();
  }
});

test.afterAll(async () => {
  await Promise.all([slow?.stop(), busy?.stop()]);
  await db?.drop();
});

/** Holds an exclusive lock on the shops table until the returned function is called. */
async function lockShops(): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await client.query("begin");
  await client.query("lock table farm_shops in access exclusive mode");
  return async () => {
    await client.query("rollback");
    await client.end();
  };
}

let asked = 0;
/** A search never asked before, with every filter, open now or open at, and two misspelt words. */
function worstCaseSearch(): string {
  const n = ++asked;
  const params = new URLSearchParams({ q: `chese hony${n}`, county: "cork", products: "cheese", services: "cafe", type: "physical", sort: "name", offset: "20" });
  params.append("county", "kerry");
  if (n % 2 === 0) params.set("openNow", "1");
  else params.set("openAt", "2026-12-26T14:00");
  return `/api/farm-shops/search?${params}`;
}

async function expectHealthy(request: APIRequestContext, server: AppServer): Promise<void> {
  const res = await request.get(`${server.url}/api/health`);
  expect(res.status()).toBe(200);
  expect(res.headers()["cache-control"]).toBe("no-store");
  expect(await res.json()).toEqual({ status: "ok" });
}

function expectNoOutagePage(res: APIResponse, body: string): void {
  expect(body).not.toContain("We&rsquo;ll be back shortly");
  expect(body).not.toContain("temporarily unavailable");
  expect(res.status(), body.slice(0, 200)).not.toBe(500);
}

test("a query cut off by the statement timeout: 503 with Retry-After and a plain message; its connection is freed", async ({ request, page }) => {
  await expectHealthy(request, slow);
  const release = await lockShops();
  try {
    // Twice the pool's size, one after another: a connection that was not freed would leave the
    // last ones waiting for the pool instead of being cut off.
    for (let i = 0; i < 4; i++) {
      const res = await request.get(`${slow.url}${worstCaseSearch()}`);
      expect(res.status()).toBe(503);
      expect(res.headers()["retry-after"]).toMatch(/^[1-9]\d*$/);
      expect(res.headers()["cache-control"]).toBe("no-store");
      expect(await res.json()).toEqual({
        error: "That request took too long to answer. Please try again in a moment.",
        message: "That request took too long to answer. Please try again in a moment.",
      });
    }
    // A page whose query is cut off: the site's frame with a plain message, nothing of the
    // error, and nothing kept (it renders normally once the database answers).
    const res = await page.goto(`${slow.url}/farm-shops/${shop.county}?sort=town`);
    expect(res?.status()).toBeGreaterThanOrEqual(500);
    await expect(page.getByRole("heading", { level: 1, name: "This page could not be shown just now" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    expect(await page.content()).not.toMatch(/canceling statement|statement timeout|farm_shops|be back shortly/);
    await page.screenshot({ path: test.info().outputPath("statement-timeout-page.png") });
    // The database is up: not an outage; the site's other answers are unaffected.
    await expectHealthy(request, slow);
    const about = await request.get(`${slow.url}/about`);
    expect(about.status()).toBe(200);
  } finally {
    await release();
  }
  // The next request succeeds on the same two-connection pool.
  const next = await request.get(`${slow.url}${worstCaseSearch()}`);
  expect(next.status()).toBe(200);
  expect((await request.get(`${slow.url}/farm-shops/${shop.county}?sort=town`)).status()).toBe(200);
  expect(slow.log).toMatch(/"reason":"canceling statement due to statement timeout"[^\n]*"msg":"database busy"/);
  expect(slow.log).not.toMatch(/health check failed/);
  expect(slow.alive).toBe(true);
});

test("20 concurrent worst-case searches on a two-connection pool: home, county, shop and /api/health answer 200 while every search still waits, no outage page", async ({ request }) => {
  const pages = ["/", `/farm-shops/${shop.county}`, `/shop/${shop.slug}`];
  // Rendered once (each is a cached page), as visitors would have before the rush.
  for (const path of pages) expect((await request.get(`${busy.url}${path}`)).status(), path).toBe(200);
  await expectHealthy(request, busy);

  const release = await lockShops();
  let searches: Promise<{ status: number; body: string; ms: number }[]> | undefined;
  const timings: string[] = [];
  let searchesAnswered = 0;
  try {
    searches = Promise.all(
      Array.from({ length: 20 }, async () => {
        const started = Date.now();
        const res = await request.get(`${busy.url}${worstCaseSearch()}`, { timeout: 60_000 });
        searchesAnswered++;
        return { status: res.status(), body: await res.text(), ms: Date.now() - started };
      }),
    );
    // Let the searches take both connections and queue up, for longer than a ping would wait.
    await new Promise((r) => setTimeout(r, 500));
    for (let round = 0; round < 4; round++) {
      for (const path of [...pages, "/api/health"]) {
        const started = Date.now();
        const res = await request.get(`${busy.url}${path}`);
        const ms = Date.now() - started;
        const body = await res.text();
        timings.push(`${path} ${res.status()} ${ms} ms`);
        expect(res.status(), `${path}: ${body.slice(0, 200)}`).toBe(200);
        expectNoOutagePage(res, body);
        // The order, not the clock: the page answered while the searches were all still queued
        // behind the locked table (none can finish before the lock is released below).
        expect(searchesAnswered, path).toBe(0);
      }
      await new Promise((r) => setTimeout(r, 700));
    }
  } finally {
    await release();
  }
  // Once the database is free, every search answers: they waited, none was told the site is down.
  const results = await searches!;
  for (const r of results) {
    expectNoOutagePage({ status: () => r.status } as APIResponse, r.body);
    expect(r.status, r.body.slice(0, 200)).toBe(200);
  }
  console.log(`[faults] busy pool: ${timings.join("; ")}; searches ${results.map((r) => r.ms).join(", ")} ms`);
  expect(busy.log).not.toMatch(/health check failed|database unavailable/);
  expect(busy.alive).toBe(true);
});
