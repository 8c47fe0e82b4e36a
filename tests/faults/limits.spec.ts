import { test, expect, type APIRequestContext } from "@playwright/test";
import { AppServer, FAULT_ADMIN_PASSWORD, createDatabase, faultPort, tempDataDir, type TestDatabase } from "./support/app";

// The limits themselves, on a server of their own with low settings, exposed directly
// (TRUST_PROXY=0): the client is the connection's address, whatever headers it sends.
let db: TestDatabase;
let server: AppServer;

test.beforeAll(async () => {
  db = await createDatabase();
  server = new AppServer(faultPort(10), {
    DATABASE_URL: db.url,
    DATA_DIR: tempDataDir("limits"),
    TRUST_PROXY: "0",
    SUBMISSIONS_PER_HOUR: "3",
  });
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

const ip = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** Headers a client might try in order to look like someone new each time. */
const disguise = () => ({ "X-Forwarded-For": ip(), "X-Real-IP": ip() });

const shop = (n: number) => ({
  name: `Limit Farm ${n} ${Date.now()}`,
  county: "Clare",
  town: "Ennis",
  address: `${n} Main Street`,
  products: ["Eggs"],
  phone: null,
  email: null,
});

async function submit(request: APIRequestContext, n: number) {
  return request.post(`${server.url}/api/farm-shops`, { data: shop(n), headers: disguise() });
}

test("SUBMISSIONS_PER_HOUR: the 4th submission within the hour answers 429 with Retry-After, whatever the headers say", async ({ request }) => {
  for (let n = 1; n <= 3; n++) expect((await submit(request, n)).status()).toBe(201);
  const limited = await submit(request, 4);
  expect(limited.status()).toBe(429);
  const retryAfter = Number(limited.headers()["retry-after"]);
  expect(retryAfter).toBeGreaterThan(3000);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(await limited.json()).toMatchObject({ message: expect.stringMatching(/^Too many submissions from your connection\. Please try again in \d+ minutes\.$/) as unknown });
  // Nothing was stored for the refused one.
  const login = await request.post(`${server.url}/api/admin/auth/login`, { data: { password: FAULT_ADMIN_PASSWORD } });
  expect(login.status()).toBe(200);
  const cookie = (login.headers()["set-cookie"] ?? "").split(";")[0] ?? "";
  const pending = await request.get(`${server.url}/api/admin/farm-shops/pending?q=Limit%20Farm`, { headers: { Cookie: cookie } });
  expect(pending.headers()["x-total-count"]).toBe("3");
});

test("TRUST_PROXY=0: X-Forwarded-For and X-Real-IP are ignored; the sixth failure is refused", async ({ request }) => {
  const attempt = (password = "wrong-password") =>
    request.post(`${server.url}/api/admin/auth/login`, { data: { password }, headers: disguise() });
  for (let i = 0; i < 5; i++) expect((await attempt()).status()).toBe(401);
  const limited = await attempt();
  expect(limited.status()).toBe(429);
  expect(limited.headers()["retry-after"]).toMatch(/^\d+$/);
  expect((await attempt(FAULT_ADMIN_PASSWORD)).status()).toBe(429);
});
