import { test, expect, request as playwrightRequest } from "@playwright/test";
import { AppServer, FAULT_ADMIN_PASSWORD, createDatabase, faultPort, tempDataDir, type TestDatabase } from "./support/app";

// Two instances of the site on one Postgres database, with the same AUTH_SECRET and
// ADMIN_PASSWORD (as behind a load balancer): sessions and the sign-in limit are shared state,
// not per-process memory.
let db: TestDatabase;
let a: AppServer;
let b: AppServer;

test.beforeAll(async () => {
  db = await createDatabase();
  a = new AppServer(faultPort(7), { DATABASE_URL: db.url, DATA_DIR: tempDataDir("instance-a") });
  b = new AppServer(faultPort(8), { DATABASE_URL: db.url, DATA_DIR: tempDataDir("instance-b") });
  // Started together: the migrations are serialised by an advisory lock.
  await Promise.all([a.start(), b.start()]);
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.drop();
});

const clientIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

test("a session made by signing in on A works on B's admin API", async ({ request }) => {
  const login = await request.post(`${a.url}/api/admin/auth/login`, { data: { password: FAULT_ADMIN_PASSWORD }, headers: { "X-Forwarded-For": clientIp() } });
  expect(login.status(), await login.text()).toBe(200);
  const cookie = (login.headers()["set-cookie"] ?? "").split(";")[0] ?? "";
  expect(cookie).toMatch(/^next-auth\.session-token=.+/);

  const onB = await playwrightRequest.newContext({ baseURL: b.url, extraHTTPHeaders: { Cookie: cookie } });
  const anonymous = await playwrightRequest.newContext({ baseURL: b.url });
  try {
    expect((await onB.get("/api/admin/farm-shops/pending")).status()).toBe(200);
    expect(await (await onB.get("/api/admin/auth/status")).json()).toMatchObject({ authenticated: true });
    // A change made on B with A's session.
    const post = await onB.post("/api/admin/blog-posts", {
      data: { title: "Two instances", content: "Made on B with a session from A.", excerpt: "Shared sessions.", author: "Admin", published: false },
    });
    expect(post.status(), await post.text()).toBe(201);
    // Without the cookie B refuses, so the 200s above were the session's doing.
    expect((await anonymous.get("/api/admin/farm-shops/pending")).status()).toBe(401);
  } finally {
    await onB.dispose();
    await anonymous.dispose();
  }
});

test("sign-in failures on A and B count together: 3 on A + 2 on B, then 429 on either", async ({ request }) => {
  const ip = clientIp();
  const attempt = (server: AppServer, password = "wrong-password") =>
    request.post(`${server.url}/api/admin/auth/login`, { data: { password }, headers: { "X-Forwarded-For": ip } });
  for (const server of [a, a, a, b, b]) expect((await attempt(server)).status()).toBe(401);
  for (const server of [a, b]) {
    const limited = await attempt(server);
    expect(limited.status()).toBe(429);
    expect(limited.headers()["retry-after"]).toMatch(/^\d+$/);
    expect(await limited.json()).toMatchObject({ message: expect.stringMatching(/^Too many sign-in attempts/) as unknown });
  }
  // Even the right password waits now, on both.
  expect((await attempt(b, FAULT_ADMIN_PASSWORD)).status()).toBe(429);
  // Another client is not affected.
  const other = await request.post(`${b.url}/api/admin/auth/login`, { data: { password: FAULT_ADMIN_PASSWORD }, headers: { "X-Forwarded-For": clientIp() } });
  expect(other.status()).toBe(200);
});
