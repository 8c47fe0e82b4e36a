import { test, expect, request as playwrightRequest } from "@playwright/test";
import { AppServer, FAULT_ADMIN_PASSWORD, createDatabase, faultPort, tempDataDir, type TestDatabase } from "./support/app";

// The account-wide failure budget: one admin account, so 20 failed sign-ins in 15 minutes from
// any mix of clients, on any instance, close sign-in for every stranger (a client without a
// device cookie) until the window passes.
let db: TestDatabase;
let a: AppServer;
let b: AppServer;

test.beforeAll(async () => {
  db = await createDatabase();
  a = new AppServer(faultPort(11), { DATABASE_URL: db.url, DATA_DIR: tempDataDir("budget-a") });
  b = new AppServer(faultPort(12), { DATABASE_URL: db.url, DATA_DIR: tempDataDir("budget-b") });
  await Promise.all([a.start(), b.start()]);
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.drop();
});

let n = 0;
const freshIp = () => `10.77.${Math.floor(++n / 250)}.${n % 250}`;

test("20 failures from 20 addresses over two instances: then every sign-in answers 429, the right password too, and it is logged", async ({ request }) => {
  const signIn = (server: AppServer, password: string) =>
    request.post(`${server.url}/api/admin/auth/login`, { data: { password }, headers: { "X-Forwarded-For": freshIp() } });
  // Signed in once before, from a browser of its own: that browser's device cookie is tested in
  // device-sign-in.spec.ts; the clients below are strangers and carry none.
  const admin = await playwrightRequest.newContext();
  const before = await admin.post(`${a.url}/api/admin/auth/login`, { data: { password: FAULT_ADMIN_PASSWORD }, headers: { "X-Forwarded-For": freshIp() } });
  expect(before.status()).toBe(200);
  const cookie = (before.headers()["set-cookie"] ?? "").split(";")[0] ?? "";
  await admin.dispose();

  // Each address fails once only: no per-client limit is ever reached.
  for (let i = 0; i < 20; i++) {
    const res = await signIn(i % 2 === 0 ? a : b, `wrong-password-${i}`);
    expect(res.status(), `failure ${i + 1}`).toBe(401);
  }
  for (const server of [a, b]) {
    const refused = await signIn(server, FAULT_ADMIN_PASSWORD);
    expect(refused.status()).toBe(429);
    const retryAfter = Number(refused.headers()["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await refused.json()).toMatchObject({ message: expect.stringMatching(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/) as unknown });
    expect(refused.headers()["set-cookie"]).toBeUndefined();
  }
  // next-auth's own credentials sign-in is closed too.
  const viaNextAuth = await playwrightRequest.newContext({ baseURL: b.url, extraHTTPHeaders: { "X-Forwarded-For": freshIp() } });
  try {
    const csrf = (await (await viaNextAuth.get("/api/auth/csrf")).json()) as { csrfToken: string };
    await viaNextAuth.post("/api/auth/callback/credentials", { form: { csrfToken: csrf.csrfToken, password: FAULT_ADMIN_PASSWORD, json: "true" }, maxRedirects: 0 });
    const session = (await (await viaNextAuth.get("/api/auth/session")).json()) as Record<string, unknown>;
    expect(session.user).toBeUndefined();
  } finally {
    await viaNextAuth.dispose();
  }
  // A session opened before still works: the budget guards sign-in, it does not sign anyone out.
  expect((await request.get(`${b.url}/api/admin/auth/status`, { headers: { Cookie: cookie } })).status()).toBe(200);
  await expect.poll(() => `${a.log}${b.log}`).toMatch(/account-wide sign-in failure budget spent/);
  // One JSON line, the client's address truncated as every logged address is.
  expect(`${a.log}${b.log}`).toMatch(/"client":"\d+\.\d+\.\d+\.x","failures":\d+,"msg":"sign-in refused: the account-wide failure budget is spent"/);
});
