import { randomBytes } from "node:crypto";
import pg from "pg";
import { test, expect } from "@playwright/test";
import { ROUTES } from "@/lib/routes/table";
import { AppServer, FAULT_ADMIN_PASSWORD, createDatabase, faultPort, tempDataDir, type TestDatabase } from "./support/app";

// Metrics and logs of one instance, on Postgres: GET /api/metrics's token rules, its labels (route
// patterns, never what a visitor typed), a 5xx counted; the log's request ids and what it never
// holds; an unexpected error's one log line and the reference the visitor and the API get.
const TOKEN = "ops-test-metrics-token-0123456789";
let db: TestDatabase;
let server: AppServer;
let plain: AppServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  db = await createDatabase({ seed: true });
  server = new AppServer(faultPort(40), { DATABASE_URL: db.url, DATA_DIR: tempDataDir("ops"), METRICS_TOKEN: TOKEN, LOG_LEVEL: "info" });
  plain = new AppServer(faultPort(41), { DATABASE_URL: db.url, DATA_DIR: tempDataDir("ops-plain") });
  await Promise.all([server.start(), plain.start()]);
});

test.afterAll(async () => {
  await Promise.all([server?.stop(), plain?.stop()]);
  await db?.drop();
});

async function scrape(): Promise<string> {
  const res = await fetch(`${server.url}/api/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/plain");
  return res.text();
}

/** The value of one series, or 0 when it was never counted. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (want.every((w) => line.includes(w))) return Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return 0;
}

/** The JSON log lines the server wrote. */
function logLines(): Record<string, unknown>[] {
  return server.log.split("\n").flatMap((line) => {
    if (!line.startsWith("{")) return [];
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

test("GET /api/metrics: 404 without METRICS_TOKEN, 401 without or with a wrong bearer token, 200 with it", async () => {
  expect((await fetch(`${plain.url}/api/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  const none = await fetch(`${server.url}/api/metrics`);
  expect(none.status).toBe(401);
  expect(none.headers.get("www-authenticate")).toContain("Bearer");
  expect((await fetch(`${server.url}/api/metrics`, { headers: { Authorization: "Bearer wrong-token-wrong-token" } })).status).toBe(401);
  expect((await fetch(`${server.url}/api/metrics`, { headers: { Authorization: `Basic ${TOKEN}` } })).status).toBe(401);
  const text = await scrape();
  for (const name of ["process_cpu_seconds_total", "nodejs_eventloop_lag_seconds", "db_pool_connections_in_use", "db_pool_waiting_requests", "db_query_duration_seconds_bucket"]) {
    expect(text, name).toContain(name);
  }
});

test("a shop page is counted under its route pattern; searches are timed", async () => {
  const shops = (await (await fetch(`${server.url}/api/farm-shops?limit=1`)).json()) as { slug: string }[];
  const slug = shops[0]?.slug ?? "";
  expect(slug).not.toBe("");
  const before = sample(await scrape(), "http_requests_total", { route: "/shop/[id]", method: "GET", status: "2xx" });
  expect((await fetch(`${server.url}/shop/${slug}`)).status).toBe(200);
  expect((await fetch(`${server.url}/api/farm-shops/search?q=honey`)).status).toBe(200);
  const text = await scrape();
  expect(sample(text, "http_requests_total", { route: "/shop/[id]", method: "GET", status: "2xx" })).toBe(before + 1);
  expect(text).toMatch(/http_request_duration_seconds_bucket\{le="[^"]+",route="\/shop\/\[id\]",method="GET",status="2xx"\}/);
  expect(text).not.toContain(slug);
  expect(sample(text, "search_duration_seconds_count", {})).toBeGreaterThan(0);
});

test("1,000 made-up addresses: every route label is a pattern, none holds what was typed", async () => {
  const typed: string[] = [];
  const prefixes = ["/shop/", "/farm-shops/", "/farm-shops/cork/", "/events/", "/harvest-hub/", "/api/farm-shops/", "/api/", "/", "/admin/", "/search/"];
  const addresses = Array.from({ length: 1000 }, (_, i) => {
    const word = `zq${randomBytes(5).toString("hex")}`;
    typed.push(word);
    const prefix = prefixes[i % prefixes.length] as string;
    return `${prefix}${word}${i % 3 === 0 ? `?q=${word}x&page=${i}` : ""}${i % 7 === 0 ? ".png" : ""}`;
  });
  for (let i = 0; i < addresses.length; i += 10) {
    await Promise.all(addresses.slice(i, i + 10).map((a) => fetch(`${server.url}${a}`, { redirect: "manual" }).then((r) => r.arrayBuffer())));
  }
  const text = await scrape();
  const labels = new Set([...text.matchAll(/route="([^"]*)"/g)].map((m) => m[1] as string));
  const patterns = new Set<string>(Object.values(ROUTES).map((r) => r.path));
  for (const label of labels) {
    expect(typed.some((word) => label.includes(word)), label).toBe(false);
    expect(label.includes("?"), label).toBe(false);
    // A route-table pattern, a file pattern Next.js matched, or one of the fixed words.
    expect(patterns.has(label) || ["(unmatched)", "(static)", "/_next"].includes(label) || /^\/[a-z0-9/_\-.[\]]*$/.test(label), label).toBe(true);
  }
  expect(labels.size).toBeLessThan(60);
});

test("an unexpected error: 500 with a reference, one log line with stack and request id, counted as 5xx; the page shows the reference", async ({ page }) => {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    // The search's narrow table gone: a search with text fails in a way no code expects.
    await client.query("alter table farm_shop_search rename to farm_shop_search_gone");
    const before = sample(await scrape(), "http_requests_total", { route: "/api/farm-shops/search", status: "5xx" });
    const res = await fetch(`${server.url}/api/farm-shops/search?q=honey${randomBytes(3).toString("hex")}`, { headers: { "X-Request-Id": "ops-error-request-0001" } });
    expect(res.status).toBe(500);
    expect(res.headers.get("x-request-id")).toBe("ops-error-request-0001");
    const body = (await res.json()) as { message: string; reference: string };
    expect(body.reference).toMatch(/^[0-9a-f]{10}$/);
    expect(body.message).not.toContain("farm_shop_search");
    await expect.poll(() => logLines().filter((l) => l.reference === body.reference).length).toBe(1);
    const line = logLines().find((l) => l.reference === body.reference) as { level: number; requestId: string; err: { stack: string } };
    expect(line.level).toBe(50);
    expect(line.requestId).toBe("ops-error-request-0001");
    expect(line.err.stack).toContain("farm_shop_search");
    expect(sample(await scrape(), "http_requests_total", { route: "/api/farm-shops/search", status: "5xx" })).toBe(before + 1);

    const answer = await page.goto(`${server.url}/search?q=honey${randomBytes(3).toString("hex")}`);
    expect(answer?.status()).toBe(500);
    await expect(page.getByText(/^Reference: /)).toBeVisible();
    const reference = ((await page.getByText(/^Reference: /).textContent()) ?? "").replace("Reference: ", "").trim();
    expect(reference).toMatch(/^\w+$/);
    await expect.poll(() => logLines().some((l) => l.reference === reference && l.level === 50)).toBe(true);
  } finally {
    await client.query("alter table if exists farm_shop_search_gone rename to farm_shop_search");
    await client.end();
  }
});

test("logs: the front's request id goes to the log line and the answer; an unsafe one is replaced; no secret is ever logged", async () => {
  const id = "ops-front-request-12345678";
  const res = await fetch(`${server.url}/farm-shops/kerry`, { headers: { "X-Request-Id": id } });
  expect(res.status).toBe(200);
  expect(res.headers.get("x-request-id")).toBe(id);
  await expect.poll(() => logLines().some((l) => l.requestId === id && l.route === "/farm-shops/[county]" && l.status === 200 && typeof l.durationMs === "number")).toBe(true);
  expect(logLines().filter((l) => l.requestId === id)).toHaveLength(1);

  // An answer the proxy gives itself (a redirect) is logged and counted with its own status.
  const before = sample(await scrape(), "http_requests_total", { route: "/farm-shops/[county]", status: "3xx" });
  const moved = await fetch(`${server.url}/farm-shops/kerry?ref=newsletter`, { headers: { "X-Request-Id": "ops-redirect-12345678" }, redirect: "manual" });
  expect(moved.status).toBe(308);
  await expect.poll(() => logLines().some((l) => l.requestId === "ops-redirect-12345678" && l.status === 308)).toBe(true);
  expect(sample(await scrape(), "http_requests_total", { route: "/farm-shops/[county]", status: "3xx" })).toBe(before + 1);

  const unsafe = await fetch(`${server.url}/api/farm-shops?limit=1`, { headers: { "X-Request-Id": "bad id <script>" } });
  const generated = unsafe.headers.get("x-request-id") ?? "";
  expect(generated).toMatch(/^[0-9a-f]{32}$/);
  await expect.poll(() => logLines().some((l) => l.requestId === generated && l.route === "/api/farm-shops")).toBe(true);

  // Every answer, not only pages and the API's wrapped calls: files, feeds, widgets, health.
  // (A file of public/, such as /embed.js, writes no log line.)
  for (const [path, logged] of [["/robots.txt", true], ["/api/health", true], ["/embed.js", false], ["/sitemap.xml", true]] as const) {
    const given = `ops-any-answer-${randomBytes(4).toString("hex")}`;
    const answer = await fetch(`${server.url}${path}`, { headers: { "X-Request-Id": given } });
    expect(answer.headers.get("x-request-id"), path).toBe(given);
    // The same id as its log line's.
    if (logged) await expect.poll(() => logLines().some((l) => l.requestId === given), { message: path }).toBe(true);
    const fresh = await fetch(`${server.url}${path}`);
    expect(fresh.headers.get("x-request-id"), path).toMatch(/^[0-9a-f]{32}$/);
  }

  const secrets = ["pw-SECRET-5f1d9c", "cookie-SECRET-a81c2e", "token-SECRET-77b0e1", "report-SECRET-c3d4e5"];
  const cookie = `next-auth.session-token=${secrets[1]}; farmshops-owner=${secrets[2]}`;
  await fetch(`${server.url}/api/admin/auth/login`, { method: "POST", headers: { "Content-Type": "application/json", Cookie: cookie, "X-Forwarded-For": "10.9.8.7" }, body: JSON.stringify({ password: secrets[0] }) });
  await fetch(`${server.url}/api/admin/auth/login`, { method: "POST", headers: { "Content-Type": "application/json", "X-Forwarded-For": "10.9.8.7" }, body: `{"password": "${secrets[0]}"` });
  await fetch(`${server.url}/admin`, { headers: { Cookie: cookie } });
  await fetch(`${server.url}/api/owner/session?token=${secrets[2]}`, { headers: { Cookie: cookie } });
  const shops = (await (await fetch(`${server.url}/api/farm-shops?limit=1`)).json()) as { id: string }[];
  await fetch(`${server.url}/api/farm-shops/${shops[0]?.id}/reports`, { method: "POST", headers: { "Content-Type": "application/json", "X-Forwarded-For": "10.9.8.6" }, body: JSON.stringify({ kind: "other", message: secrets[3] }) });
  // The right password too, then a wrong one: sign-in failures are counted.
  await fetch(`${server.url}/api/admin/auth/login`, { method: "POST", headers: { "Content-Type": "application/json", "X-Forwarded-For": "10.9.8.5" }, body: JSON.stringify({ password: FAULT_ADMIN_PASSWORD }) });
  await expect.poll(() => logLines().filter((l) => l.route === "/api/farm-shops/[id]/reports").length).toBeGreaterThan(0);
  for (const secret of [...secrets, FAULT_ADMIN_PASSWORD]) expect(server.log, secret).not.toContain(secret);
  const text = await scrape();
  expect(sample(text, "admin_sign_in_failures_total", { reason: "wrong-password" })).toBeGreaterThanOrEqual(1);
  expect(sample(text, "problem_reports_total", {})).toBeGreaterThanOrEqual(1);
});
