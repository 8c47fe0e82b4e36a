import { test, expect, type APIRequestContext } from "@playwright/test";
import { AppServer, FAULT_ADMIN_PASSWORD, createDatabase, faultPort, tempDataDir, type TestDatabase } from "./support/app";
import { RedisServer, freePort } from "./support/redis";

// Two instances sharing one Redis (REDIS_URL): a page one renders is served by the other from the
// shared cache, an admin change on one shows on the other within a second, and Redis going away
// and coming back costs no error and no restart.
let db: TestDatabase;
let redis: RedisServer;
let a: AppServer;
let b: AppServer;
let cookie = "";

test.beforeAll(async () => {
  redis = new RedisServer(await freePort());
  await redis.start();
  db = await createDatabase({ seed: true });
  const env = (label: string) => ({ DATABASE_URL: db.url, DATA_DIR: tempDataDir(label), REDIS_URL: redis.url });
  a = new AppServer(faultPort(14), env("cache-a"));
  b = new AppServer(faultPort(15), env("cache-b"));
  await Promise.all([a.start(), b.start()]);
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
  await db?.drop();
});

type Shop = { id: string; slug: string; description: string | null; [key: string]: unknown };

async function signInOnA(request: APIRequestContext): Promise<void> {
  if (cookie) return;
  const res = await request.post(`${a.url}/api/admin/auth/login`, { data: { password: FAULT_ADMIN_PASSWORD }, headers: { "X-Forwarded-For": "10.99.0.1" } });
  expect(res.status()).toBe(200);
  cookie = (res.headers()["set-cookie"] ?? "").split(";")[0] ?? "";
}

/** Changes the shop's description through A's admin API. */
async function describeOnA(request: APIRequestContext, shop: Shop, description: string): Promise<void> {
  await signInOnA(request);
  const res = await request.patch(`${a.url}/api/admin/farm-shops/${shop.id}`, { data: { ...shop, description }, headers: { Cookie: cookie } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Polls B's page of the shop for up to `ms`; the time it took for `text` to appear, or null. */
async function seenOnB(request: APIRequestContext, path: string, text: string, ms: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started <= ms) {
    const res = await request.get(`${b.url}${path}`);
    expect(res.status()).toBe(200);
    if ((await res.text()).includes(text)) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 50));
  }
  return null;
}

async function featuredShop(request: APIRequestContext): Promise<Shop> {
  const shops = (await (await request.get(`${a.url}/api/farm-shops/featured`)).json()) as Shop[];
  const shop = shops[0];
  if (!shop) throw new Error("the demo data has no featured shop");
  return shop;
}

test("a page rendered on A is served by B from the shared cache; A's change shows on B within a second", async ({ request }) => {
  const shop = await featuredShop(request);
  const path = `/shop/${shop.slug}`;
  expect((await request.get(`${a.url}${path}`)).status()).toBe(200);
  expect(await redis.keys()).toBeGreaterThan(0);
  // B has never rendered this page: a HIT means it came from what A stored in Redis.
  const onB = await request.get(`${b.url}${path}`);
  expect(onB.status()).toBe(200);
  expect(onB.headers()["x-nextjs-cache"]).toBe("HIT");

  const text = `Changed on instance A ${Date.now()}`;
  await describeOnA(request, shop, text);
  const took = await seenOnB(request, path, text, 1000);
  expect(took, "B still served the old page after 1 s").not.toBeNull();
});

test("a search B has answered shows A's change at once", async ({ request }) => {
  const shop = await featuredShop(request);
  const word = `zebrawood${Date.now()}`;
  const searchOnB = async () => {
    const res = await request.get(`${b.url}/api/farm-shops/search?q=${word}`);
    expect(res.status()).toBe(200);
    return Number(res.headers()["x-total-count"]);
  };
  // Asked twice on B: no instance keeps a search's answer.
  expect(await searchOnB()).toBe(0);
  expect(await searchOnB()).toBe(0);
  await describeOnA(request, shop, `Now with ${word} shelves`);
  // B's next answer is read afresh from the database A wrote to.
  expect(await searchOnB()).toBe(1);
  const facets = (await (await request.get(`${b.url}/api/farm-shops/facets?q=${word}`)).json()) as { total: number };
  expect(facets.total).toBe(1);
});

test("Redis stopped: both instances still serve pages (rendered afresh, no 5xx); restarted: the shared cache is back without a restart", async ({ request }) => {
  const shop = await featuredShop(request);
  const path = `/shop/${shop.slug}`;
  await redis.stop();
  for (const server of [a, b]) {
    for (const p of [path, "/", "/farm-shops/cork", "/api/farm-shops/featured", "/api/farm-shops/search?q=honey"]) {
      const res = await request.get(`${server.url}${p}`);
      expect(res.status(), `${server.url}${p} with Redis down`).toBe(200);
    }
  }
  // A change made while Redis is down still shows at once (nothing is cached meanwhile).
  const whileDown = `Changed while Redis was down ${Date.now()}`;
  await describeOnA(request, shop, whileDown);
  expect(await seenOnB(request, path, whileDown, 1000)).not.toBeNull();
  expect(a.alive && b.alive).toBe(true);

  await redis.start();
  // Both reconnect by themselves: A's render is soon served by B from Redis again.
  await expect
    .poll(
      async () => {
        await request.get(`${a.url}/farm-shops/kerry`);
        return (await request.get(`${b.url}/farm-shops/kerry`)).headers()["x-nextjs-cache"];
      },
      { timeout: 20_000, intervals: [250] },
    )
    .toBe("HIT");
  expect(await redis.keys()).toBeGreaterThan(0);
  const afterRestart = `Changed after Redis came back ${Date.now()}`;
  expect((await request.get(`${b.url}${path}`)).status()).toBe(200);
  await describeOnA(request, shop, afterRestart);
  expect(await seenOnB(request, path, afterRestart, 1000), "B missed A's change after Redis came back").not.toBeNull();
  expect(`${a.log}${b.log}`).toMatch(/Redis unavailable, rendering without the shared cache/);
});
