import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { test, expect } from "@playwright/test";
import { countySlug } from "@/lib/counties";
import { startStack, type Stack } from "../../scripts/stack/stack";

// The production stack from real parts (scripts/stack/stack.ts): a PostgreSQL 15 cluster, Redis,
// two instances (server.mjs, as `npm start`) and nginx with deploy/nginx.conf in front. Every
// request below goes through the front unless it says otherwise.
const PORT = Number(process.env.E2E_STACK_PORT ?? 3200);
let stack: Stack;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  stack = await startStack({
    port: PORT,
    appEnv: {
      SUBMISSIONS_PER_HOUR: "3",
      SUBMIT_MIN_FILL_SECONDS: "0",
      // Nothing listens there: geocoding fails at once, never reaching the internet.
      GEOCODER_URL: `http://127.0.0.1:${PORT + 5}`,
      GEOCODER_MIN_INTERVAL_MS: "0",
      GEOCODER_TIMEOUT_MS: "1000",
    },
  });
});

test.afterAll(async () => {
  await stack?.stop();
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request from a chosen loopback source address (127.0.0.2 is another client to nginx). */
function send(path: string, { method = "GET", headers = {}, body, from = "127.0.0.1", base }: { method?: string; headers?: Record<string, string>; body?: unknown; from?: string; base?: string } = {}): Promise<Answer> {
  const url = new URL(path, base ?? stack.url);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        localAddress: from,
        agent: false,
        headers: { ...(payload ? { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(payload)) } : {}), ...headers },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.setTimeout(20_000, () => req.destroy(new Error(`timeout: ${method} ${path}`)));
    req.end(payload);
  });
}

type Shop = { id: string; slug: string; name: string; county: string; [key: string]: unknown };

let adminCookie = "";
async function signIn(): Promise<string> {
  if (adminCookie) return adminCookie;
  const res = await send("/api/admin/auth/login", { method: "POST", body: { password: stack.adminPassword } });
  expect(res.status, res.body).toBe(200);
  adminCookie = String(res.headers["set-cookie"]?.[0] ?? "").split(";")[0] ?? "";
  expect(adminCookie).toMatch(/^next-auth\.session-token=.+/);
  return adminCookie;
}

/** A featured shop listed on the first page of its county page. */
async function shopOnItsCountyPage(): Promise<{ shop: Shop; countyPath: string }> {
  const shops = JSON.parse((await send("/api/farm-shops/featured")).body) as Shop[];
  for (const shop of shops) {
    const countyPath = `/farm-shops/${countySlug(shop.county)}`;
    if ((await send(countyPath)).body.includes(shop.name)) return { shop, countyPath };
  }
  throw new Error("no featured demo shop is on its county's first page");
}

/** Polls `path` through the front until its page holds `text`; the milliseconds since `since`, or null after `ms`. */
async function seenWithin(path: string, text: string, since: number, ms: number): Promise<number | null> {
  while (Date.now() - since <= ms) {
    const res = await send(path);
    expect(res.status, path).toBe(200);
    if (res.body.includes(text)) return Date.now() - since;
    await new Promise((r) => setTimeout(r, 50));
  }
  return null;
}

test("the front compresses, keeps build files a year, caches public pages a second with an ETag, RSC apart from HTML", async () => {
  const page = await send("/farm-shops/cork", { headers: { "Accept-Encoding": "gzip" } });
  expect(page.status).toBe(200);
  expect(page.headers["content-encoding"]).toBe("gzip");
  expect(page.headers["cache-control"]).toBe("public, max-age=0, s-maxage=1, stale-while-revalidate=59");
  const etag = String(page.headers.etag ?? "");
  expect(etag).not.toBe("");
  expect((await send("/farm-shops/cork", { headers: { "If-None-Match": etag, "Accept-Encoding": "gzip" } })).status).toBe(304);
  const again = await send("/farm-shops/cork");
  expect(again.headers["x-cache"]).toMatch(/^(HIT|UPDATING|STALE)$/);

  // Next.js sends an RSC request without its _rsc marker to the address with it.
  const marked = await send("/farm-shops/cork", { headers: { RSC: "1" } });
  const rscPath = marked.status === 307 ? String(marked.headers.location) : "/farm-shops/cork";
  expect(rscPath).toMatch(/[?&]_rsc/);
  const rsc = await send(rscPath, { headers: { RSC: "1" } });
  expect(rsc.status).toBe(200);
  expect(rsc.headers["content-type"]).toMatch(/^text\/x-component/);
  expect((await send("/farm-shops/cork")).headers["content-type"]).toMatch(/^text\/html/);

  const script = again.body.match(/\/_next\/static\/[^"]+\.js/)?.[0];
  expect(script).toBeTruthy();
  const file = await send(script!, { headers: { "Accept-Encoding": "br" } });
  expect(file.status).toBe(200);
  expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(file.headers["content-encoding"]).toMatch(/^(br|gzip)$/);
});

/** The nonce a page's Content-Security-Policy names, or "" for none. */
const nonceOf = (answer: Answer) => /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"] ?? ""))?.[1] ?? "";

test("pages rendered per request never share a nonce: answers in the same second carry different ones, and the front keeps none", async () => {
  for (const path of ["/search?q=cheese", "/about", "/farm-shops/cork?sort=name"]) {
    const answers: Answer[] = [];
    // Rounds of four at once until two answers share a second (the first round nearly always does).
    for (let round = 0; round < 5; round++) {
      answers.push(...(await Promise.all([1, 2, 3, 4].map(() => send(path)))));
      const seconds = answers.map((a) => String(a.headers.date));
      if (new Set(seconds).size < seconds.length) break;
    }
    const bySecond = new Map<string, string[]>();
    for (const answer of answers) {
      expect(answer.status, path).toBe(200);
      expect(answer.headers["cache-control"], path).toBe("private, no-store");
      expect(answer.headers["x-cache"], `${path} was answered from the front's cache`).not.toMatch(/^(HIT|STALE|UPDATING)$/);
      const nonce = nonceOf(answer);
      expect(nonce, `${path} has no nonce`).not.toBe("");
      // The page's scripts carry the same nonce as its policy.
      expect(answer.body).toContain(`nonce="${nonce}"`);
      const second = String(answer.headers.date);
      bySecond.set(second, [...(bySecond.get(second) ?? []), nonce]);
    }
    const shared = [...bySecond.values()].filter((nonces) => nonces.length > 1);
    expect(shared.length, `${path}: no two answers in the same second`).toBeGreaterThan(0);
    for (const nonces of shared) expect(new Set(nonces).size, `${path}: a nonce served twice`).toBe(nonces.length);
  }
});

test("visitors asking at once for a page nobody has asked for yet are not held back behind the first", async () => {
  // With nginx's cache lock the others waited for the first one's copy, looking again every
  // 500 ms, and were then answered from it (HIT). Without it each goes to an instance (MISS),
  // where Next.js renders a cached page once for simultaneous requests.
  for (const path of ["/farm-shops/kerry", "/farm-shops/mayo", "/harvest-hub"]) {
    const answers = await Promise.all([1, 2, 3].map(() => send(path)));
    for (const answer of answers) expect(answer.status, path).toBe(200);
    // A lock would answer one from an instance and the other two from its copy.
    const fromInstances = answers.filter((a) => a.headers["x-cache"] === "MISS");
    expect(fromInstances.length, `${path}: ${answers.map((a) => String(a.headers["x-cache"])).join(", ")}`).toBeGreaterThanOrEqual(2);
  }
});

/** One GET through the front, its body as the bytes sent (not decoded). */
function sendBytes(urlPath: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(urlPath, stack.url), { agent: false, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

test("build files are the build's own copies compressed ahead (brotli, gzip), and a file the build lacks is asked of the instances", async () => {
  const staticDir = path.join(process.cwd(), ".next/static");
  const brotliStatic = fs.existsSync("/usr/lib/nginx/modules/ngx_http_brotli_static_module.so");
  const home = await send("/");
  const scripts = [...new Set([...home.body.matchAll(/\/_next\/static\/[^"]+\.js/g)].map((m) => m[0]))];
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) {
    const file = path.join(staticDir, script.slice("/_next/static/".length));
    const original = fs.readFileSync(file);
    if (original.length < 256) continue;
    const asked: Array<[string, string, (b: Buffer) => Buffer]> = [["gzip", ".gz", zlib.gunzipSync]];
    if (brotliStatic) asked.push(["br", ".br", zlib.brotliDecompressSync]);
    for (const [encoding, suffix, decode] of asked) {
      const res = await sendBytes(script, { "Accept-Encoding": encoding });
      expect(res.status, script).toBe(200);
      expect(res.headers["content-encoding"], script).toBe(encoding);
      expect(res.headers["content-type"], script).toMatch(/^application\/javascript/);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      // Byte for byte the copy `npm run build` wrote, so nothing was compressed per response.
      expect(res.body.equals(fs.readFileSync(file + suffix)), `${script} ${encoding}`).toBe(true);
      expect(decode(res.body).equals(original), `${script} ${encoding} decoded`).toBe(true);
    }
    const plain = await sendBytes(script, {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
  }
  // Not in the front's folder: an instance answers (with the site's own headers), and the 404 is
  // not kept a year.
  const missing = await sendBytes("/_next/static/chunks/not-in-this-build.js", {});
  expect(missing.status).toBe(404);
  expect(missing.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(missing.headers["cache-control"] ?? "").not.toMatch(/immutable/);
});

test("an admin edit made through the front shows on the shop page, county page and search through the front within 2 s, on both instances", async () => {
  const cookie = await signIn();
  const { shop, countyPath } = await shopOnItsCountyPage();
  const shopPath = `/shop/${shop.slug}`;
  // Two edits: the front sends each to whichever instance it picks, and pages are refreshed by either.
  for (const round of [1, 2]) {
    const word = `Quokka${Date.now()}r${round}`;
    const searchPath = `/search?q=${word}`;
    // Every page is in the front's cache (and the instances') before the edit.
    for (const path of [shopPath, countyPath, searchPath]) {
      expect((await send(path)).status).toBe(200);
      expect((await send(path)).headers["x-cache"]).toMatch(/^(HIT|UPDATING|STALE|MISS)$/);
    }
    const name = `${shop.name} ${word}`;
    const res = await send(`/api/admin/farm-shops/${shop.id}`, { method: "PATCH", headers: { Cookie: cookie }, body: { ...shop, name } });
    expect(res.status, res.body).toBe(200);
    // The edit is made once the admin has the answer: from then on, 2 s.
    const edited = Date.now();
    const paths = [shopPath, countyPath, searchPath];
    const seen = await Promise.all(paths.map((path) => seenWithin(path, word, edited, 2000)));
    paths.forEach((path, i) => {
      expect(seen[i], `${path} still without the edit 2 s later`).not.toBeNull();
      test.info().annotations.push({ type: "seen after edit", description: `${path}: ${seen[i]} ms` });
    });
    for (const base of stack.appUrls) expect((await send(shopPath, { base })).body).toContain(word);
  }
});

test("a shop closed through the front answers 410 on both instances within 2 s, and 200 again within 2 s of reopening", async () => {
  const cookie = await signIn();
  const shops = JSON.parse((await send("/api/farm-shops?limit=5")).body) as Shop[];
  const shop = shops.find((s) => s.slug) ?? shops[0];
  expect(shop, "a shop in the demo data").toBeTruthy();
  const shopPath = `/shop/${shop!.slug}`;
  /** Polls the shop's page on every instance until each answers `status`; the slowest in ms, or null after 2 s. */
  const everyInstance = async (status: number, since: number): Promise<number | null> => {
    const times = await Promise.all(
      stack.appUrls.map(async (base) => {
        while (Date.now() - since <= 2000) {
          if ((await send(shopPath, { base })).status === status) return Date.now() - since;
          await new Promise((r) => setTimeout(r, 50));
        }
        return null;
      }),
    );
    return times.some((t) => t === null) ? null : Math.max(...(times as number[]));
  };
  // Both instances have read their list of closed shops (kept in memory) before the change.
  for (const base of stack.appUrls) expect((await send(shopPath, { base })).status).toBe(200);

  const closed = await send(`/api/admin/farm-shops/${shop!.id}/close`, { method: "POST", headers: { Cookie: cookie } });
  expect(closed.status, closed.body).toBe(200);
  const closedIn = await everyInstance(410, Date.now());
  expect(closedIn, "an instance still served the closed shop's page 2 s later").not.toBeNull();

  const reopened = await send(`/api/admin/farm-shops/${shop!.id}/reopen`, { method: "POST", headers: { Cookie: cookie } });
  expect(reopened.status, reopened.body).toBe(200);
  const reopenedIn = await everyInstance(200, Date.now());
  expect(reopenedIn, "an instance still answered 410 for the reopened shop 2 s later").not.toBeNull();
  test.info().annotations.push({ type: "410 on both instances after", description: `${closedIn} ms; 200 again after ${reopenedIn} ms` });
});

test("a signed-in admin's or owner's answer is never taken from the front cache nor stored there for anyone else", async () => {
  const cookie = await signIn();
  for (let i = 0; i < 3; i++) {
    const status = await send("/api/admin/auth/status", { headers: { Cookie: cookie } });
    expect(status.status).toBe(200);
    expect(status.headers["cache-control"]).toBe("private, no-store");
    const page = await send("/admin", { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.headers["x-cache"]).toBeUndefined();
    // Right after, without the cookie: nothing of the admin's is served.
    expect((await send("/api/admin/auth/status")).status).toBe(401);
    expect((await send("/api/admin/farm-shops/pending")).status).toBe(401);
  }
  // A public page asked with a session cookie (admin or owner) bypasses the cache and is not stored.
  for (const sessionCookie of [cookie, "fsi-owner-session=some-owner-session"]) {
    // A fresh address (a parameter the page reads: any other one is taken off by a redirect).
    const path = `/farm-shops/kerry?q=from-${Date.now()}`;
    const signedIn = await send(path, { headers: { Cookie: `theme=x; ${sessionCookie}` } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers["x-cache"]).toBe("BYPASS");
    expect(signedIn.headers["cache-control"]).toBe("private, no-store");
    expect((await send(path)).headers["x-cache"]).toBe("MISS");
  }
  const owner = await send("/owner", { headers: { Cookie: "fsi-owner-session=some-owner-session" } });
  expect(owner.status).toBeLessThan(500);
  expect(owner.headers["cache-control"]).toBe("private, no-store");
});

test("the submission limit keys on the real client behind nginx; a client-written X-Forwarded-For changes nothing", async () => {
  const stamp = Date.now();
  const submit = (n: number, from: string) =>
    send("/api/farm-shops", {
      method: "POST",
      from,
      headers: { "X-Forwarded-For": `10.1.${n}.${n}`, "X-Real-IP": `10.2.${n}.${n}`, "X-Forwarded-Proto": "https" },
      body: { name: `Stack Limit Farm ${n} ${stamp}`, county: "Clare", town: "Ennis", address: `${n} Main Street`, products: ["Eggs"], phone: null, email: null },
    });
  for (let n = 1; n <= 3; n++) {
    const res = await submit(n, "127.0.0.1");
    expect(res.status, res.body).toBe(201);
  }
  const limited = await submit(4, "127.0.0.1");
  expect(limited.status).toBe(429);
  expect(limited.headers["retry-after"]).toMatch(/^\d+$/);
  // Another client (another source address, to nginx) has its own allowance.
  expect((await submit(5, "127.0.0.2")).status).toBe(201);
});

test("one instance killed mid-load: no 5xx beyond requests in flight to it; restarted, it is back in rotation", async () => {
  test.setTimeout(120_000);
  const { countyPath } = await shopOnItsCountyPage();
  let n = 0;
  const statuses: number[] = [];
  let running = true;
  // Addresses the front has never seen, so every request reaches an instance.
  const worker = async () => {
    while (running) {
      n += 1;
      const path = n % 2 ? `${countyPath}?q=load-${n}` : `/api/farm-shops?limit=5&load=${n}`;
      statuses.push(await send(path).then((r) => r.status, () => 0));
    }
  };
  const CONNECTIONS = 6;
  const load = Array.from({ length: CONNECTIONS }, worker);
  await new Promise((r) => setTimeout(r, 1500));
  const before = statuses.length;
  await stack.apps[0].kill();
  await new Promise((r) => setTimeout(r, 3000));
  running = false;
  await Promise.all(load);
  const failed = statuses.filter((s) => s >= 500 || s === 0);
  expect(statuses.length - before, "the front kept answering").toBeGreaterThan(10);
  expect(failed.length, `failures: ${failed.join(",")}`).toBeLessThanOrEqual(CONNECTIONS);
  test.info().annotations.push({ type: "load", description: `${statuses.length} requests, ${failed.length} failed` });

  await stack.restartApp(0);
  // Back in rotation: with the other instance gone, the front answers from the restarted one.
  await new Promise((r) => setTimeout(r, 2500));
  await stack.apps[1].kill();
  for (let i = 0; i < 10; i++) {
    expect((await send(`/farm-shops/kerry?q=back-${Date.now()}-${i}`)).status).toBe(200);
    expect((await send(`/api/farm-shops?limit=1&back=${Date.now()}-${i}`)).status).toBe(200);
  }
  await stack.restartApp(1);
});

test("Redis stopped: every page still answers 200, through the front and on each instance", async () => {
  const { shop, countyPath } = await shopOnItsCountyPage();
  const event = (JSON.parse((await send("/api/events")).body) as { id: string }[])[0];
  const post = (JSON.parse((await send("/api/blog-posts")).body) as { slug: string }[])[0];
  expect(event && post, "the demo data has an event and a post").toBeTruthy();
  const pages = ["/", countyPath, `/shop/${shop.slug}`, "/events", "/harvest-hub", "/search?q=honey", "/about", `/event/${event!.id}`, `/harvest-hub/${post!.slug}`];
  await stack.redis.stop();
  try {
    for (const page of pages) {
      // A fresh address reaches an instance now, not the front's copy from before. A page answers
      // a parameter it does not read with a 308 to its own address, which must then answer 200.
      const fresh = `${page}${page.includes("?") ? "&" : "?"}redis=down${Date.now()}`;
      const first = await send(fresh);
      expect(first.status, `${fresh} through the front`).toBe(308);
      const location = new URL(String(first.headers.location), "http://front.invalid");
      expect(location.pathname + location.search, `${fresh} moves to the page itself`).toBe(page);
      expect((await send(page)).status, `${page} through the front`).toBe(200);
      for (const base of stack.appUrls) expect((await send(page, { base })).status, `${page} on ${base}`).toBe(200);
    }
  } finally {
    stack.redis.start();
  }
});
