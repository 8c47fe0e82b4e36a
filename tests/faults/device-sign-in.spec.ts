import { test, expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { AppServer, FAULT_ADMIN_PASSWORD, createDatabase, faultPort, tempDataDir, type TestDatabase } from "./support/app";
import { RedisServer, freePort } from "./support/redis";

// Strangers cannot lock the administrator out: once 20 wrong passwords from anywhere have closed
// sign-in for unknown clients, a browser that signed in before (its signed device cookie) still
// signs in, on either of two instances sharing one Postgres and one Redis. A device has its own
// budget of the per-client size; a forged cookie counts as a stranger.
const DEVICE = "farmshops-admin-device";
let db: TestDatabase;
let redis: RedisServer;
let a: AppServer;
let b: AppServer;
const contexts: APIRequestContext[] = [];

test.beforeAll(async () => {
  redis = new RedisServer(await freePort());
  await redis.start();
  db = await createDatabase();
  const env = (label: string) => ({ DATABASE_URL: db.url, DATA_DIR: tempDataDir(label), REDIS_URL: redis.url });
  a = new AppServer(faultPort(20), env("device-a"));
  b = new AppServer(faultPort(21), env("device-b"));
  await Promise.all([a.start(), b.start()]);
});

test.afterAll(async () => {
  await Promise.all(contexts.map((c) => c.dispose()));
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
  await db?.drop();
});

let n = 0;
const freshIp = () => `10.66.${Math.floor(++n / 250)}.${n % 250}`;

/** A client of its own (own cookie jar), from one address; `cookie` sends a device cookie by hand. */
async function client(ip = freshIp(), cookie?: string): Promise<APIRequestContext> {
  const ctx = await playwrightRequest.newContext({ extraHTTPHeaders: { "X-Forwarded-For": ip, ...(cookie ? { Cookie: cookie } : {}) } });
  contexts.push(ctx);
  return ctx;
}

const signIn = (ctx: APIRequestContext, server: AppServer, password: string) =>
  ctx.post(`${server.url}/api/admin/auth/login`, { data: { password } });

async function deviceCookieOf(ctx: APIRequestContext): Promise<string> {
  const cookie = (await ctx.storageState()).cookies.find((c) => c.name === DEVICE);
  expect(cookie, "device cookie").toBeDefined();
  return `${DEVICE}=${cookie!.value}`;
}

test("strangers spend the account's budget: a browser that signed in before still signs in on both instances; forged and stolen cookies guess no more than one client", async () => {
  // Two browsers of the administrator sign in once: each gets a signed device cookie.
  const laptop = await client("10.55.0.1");
  const phone = await client("10.55.0.2");
  const first = await signIn(laptop, a, FAULT_ADMIN_PASSWORD);
  expect(first.status()).toBe(200);
  const setCookies = first.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie").map((h) => h.value);
  const device = setCookies.find((c) => c.startsWith(`${DEVICE}=`));
  expect(device).toMatch(new RegExp(`^${DEVICE}=[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax$`));
  expect((await signIn(phone, b, FAULT_ADMIN_PASSWORD)).status()).toBe(200);
  const laptopCookie = await deviceCookieOf(laptop);

  // 20 wrong passwords from 20 addresses over both instances close sign-in for strangers.
  for (let i = 0; i < 20; i++) {
    const res = await signIn(await client(), i % 2 === 0 ? a : b, `wrong-password-${i}`);
    expect(res.status(), `failure ${i + 1}`).toBe(401);
  }
  for (const server of [a, b]) {
    expect((await signIn(await client(), server, FAULT_ADMIN_PASSWORD)).status()).toBe(429);
  }

  // The administrator's browsers are not strangers: they sign in on either instance.
  for (const server of [b, a]) {
    const res = await signIn(laptop, server, FAULT_ADMIN_PASSWORD);
    expect(res.status(), await res.text()).toBe(200);
    expect((await laptop.get(`${server.url}/api/admin/auth/status`)).status()).toBe(200);
  }

  // A forged cookie (a made-up id, or the laptop's id with another signature) is a stranger's.
  const [id] = laptopCookie.slice(DEVICE.length + 1).split(".");
  for (const forged of [`${DEVICE}=${"A".repeat(22)}.${"B".repeat(43)}`, `${DEVICE}=${id}.${"C".repeat(43)}`, `${DEVICE}=${id}`]) {
    const res = await signIn(await client(undefined, forged), a, FAULT_ADMIN_PASSWORD);
    expect(res.status(), forged).toBe(429);
  }

  // A stolen cookie, used from elsewhere over both instances, gets the one device's budget (5
  // attempts per quarter hour), then even the right password is refused for that device.
  const thief = await client(undefined, laptopCookie);
  for (let i = 0; i < 5; i++) {
    expect((await signIn(thief, i % 2 === 0 ? b : a, `thief-guess-${i}`)).status(), `guess ${i + 1}`).toBe(401);
  }
  const spent = await signIn(thief, a, FAULT_ADMIN_PASSWORD);
  expect(spent.status()).toBe(429);
  expect(Number(spent.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await spent.json()).toMatchObject({ message: expect.stringMatching(/^Too many sign-in attempts\./) as unknown });

  // The administrator's other browser keeps its own budget.
  expect((await signIn(phone, a, FAULT_ADMIN_PASSWORD)).status()).toBe(200);
  expect((await signIn(phone, b, FAULT_ADMIN_PASSWORD)).status()).toBe(200);
  expect(a.alive && b.alive).toBe(true);
});
