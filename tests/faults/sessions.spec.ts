import { test, expect, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import { AppServer, FAULT_ADMIN_PASSWORD, createDatabase, faultPort, tempDataDir, type TestDatabase } from "./support/app";

// Revocation that needs a server of its own: "Sign out everywhere" ends every session, a
// password change ends them all, and a session idles out after two hours.
let db: TestDatabase;
let server: AppServer;
const dataDir = tempDataDir("sessions");

async function startWith(password: string): Promise<void> {
  server = new AppServer(faultPort(13), { DATABASE_URL: db.url, DATA_DIR: dataDir, ADMIN_PASSWORD: password });
  await server.start();
}

test.beforeAll(async () => {
  db = await createDatabase();
  await startWith(FAULT_ADMIN_PASSWORD);
});

test.afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

let n = 0;
const freshIp = () => `10.88.0.${++n}`;

async function signIn(request: APIRequestContext, password = FAULT_ADMIN_PASSWORD): Promise<string> {
  const res = await request.post(`${server.url}/api/admin/auth/login`, { data: { password }, headers: { "X-Forwarded-For": freshIp() } });
  expect(res.status(), await res.text()).toBe(200);
  return (res.headers()["set-cookie"] ?? "").split(";")[0] ?? "";
}

const status = async (request: APIRequestContext, cookie: string) =>
  (await request.get(`${server.url}/api/admin/farm-shops/pending`, { headers: { Cookie: cookie } })).status();

async function sql(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

test("Sign out everywhere ends every session, the caller's too", async ({ request }) => {
  const laptop = await signIn(request);
  const phone = await signIn(request);
  expect(await status(request, laptop)).toBe(200);
  expect(await status(request, phone)).toBe(200);
  const res = await request.post(`${server.url}/api/admin/auth/logout-everywhere`, { headers: { Cookie: phone } });
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ authenticated: false, ended: 2 });
  expect(res.headers()["set-cookie"]).toMatch(/next-auth\.session-token=; Path=\/; Max-Age=0/);
  expect(await status(request, laptop)).toBe(401);
  expect(await status(request, phone)).toBe(401);
  // Signing in again works.
  expect(await status(request, await signIn(request))).toBe(200);
});

test("a session unused for two hours has ended; one in use goes on", async ({ request }) => {
  const idle = await signIn(request);
  const busy = await signIn(request);
  // The database clock is every instance's clock: move the idle session's last use back.
  await sql(`update admin_sessions set last_seen_at = now() - interval '2 hours 1 minute'`);
  // The newest (busy) one was last used just inside the two hours.
  await sql(`update admin_sessions set last_seen_at = now() - interval '1 hour 59 minutes' where id = (select id from admin_sessions order by created_at desc limit 1)`);
  expect(await status(request, idle)).toBe(401);
  expect(await status(request, busy)).toBe(200);
});

test("changing ADMIN_PASSWORD ends every session; restarting with the same password keeps them", async ({ request }) => {
  const before = await signIn(request);
  await server.stop();
  await startWith(FAULT_ADMIN_PASSWORD);
  expect(await status(request, before)).toBe(200);

  await server.stop();
  await startWith("a-brand-new-admin-password");
  expect(await status(request, before)).toBe(401);
  const after = await signIn(request, "a-brand-new-admin-password");
  expect(await status(request, after)).toBe(200);
  const old = await request.post(`${server.url}/api/admin/auth/login`, { data: { password: FAULT_ADMIN_PASSWORD }, headers: { "X-Forwarded-For": freshIp() } });
  expect(old.status()).toBe(401);
});
