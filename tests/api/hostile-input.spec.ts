import http from "node:http";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { SLUG_PATTERN } from "@/lib/slug";
import { signUpload } from "@/lib/storage/signature";
import { test, expect, adminList, expectError, expectJson, uniqueClientIp, uniqueTag } from "./support/fixtures";
import { approvedShop, eventInput, postInput, removeShop, shopInput, submitShop, type ApiEvent, type ApiPost, type ApiShop } from "./support/data";
import { API_AUTH_SECRET } from "./support/settings";

/**
 * Hostile input over real HTTP: injection strings and LIKE wildcards in every parameter, huge and
 * deeply nested bodies, odd ids, path traversal in upload addresses, unicode names and reused or
 * tampered upload addresses. Whatever comes in, the answer is a clean 2xx/4xx, never a 500.
 */

const LONG = "x".repeat(10_000);
const INJECTIONS = [
  "' OR 1=1--",
  "'; DROP TABLE farm_shops;--",
  '" OR ""="',
  "1) OR (1=1",
  "' UNION SELECT id, name FROM auth_throttle--",
  "'; SELECT pg_sleep(5);--",
  "\\",
  "\\'",
  "\u0000",
  "a\u0000b",
  "%",
  "_",
  "\\%",
  "%_%",
  "Caf\u00e9 \ud83d\udc04",
  LONG,
];
const WILDCARDS = ["%", "_", "\\%", "\\_", "%%", "__", "\\"];
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

const enc = encodeURIComponent;

/** Sends a request as written (node:http passes the path on untouched) and answers it whole. */
function rawRequest(baseURL: string | undefined) {
  return (method: string, path: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const req = http.request(new URL(baseURL ?? ""), { method, path }, (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    });
}

/** A clean answer: below 500, and a JSON error body when it is an API error. */
async function expectClean(res: APIResponse, label: string, allowed?: number[]): Promise<void> {
  const status = res.status();
  const body = await res.text();
  expect(status, `${label} → ${status}: ${body.slice(0, 300)}`).toBeLessThan(500);
  if (allowed) expect(allowed, `${label} → ${status}: ${body.slice(0, 300)}`).toContain(status);
  // 414/431: Node refuses an over-long request line or header before the app sees it.
  if (status >= 400 && status !== 414 && status !== 431 && new URL(res.url()).pathname.startsWith("/api/")) {
    let parsed: { message?: unknown } = {};
    try {
      parsed = JSON.parse(body) as { message?: unknown };
    } catch {
      throw new Error(`${label} → ${status} answered with no JSON: ${body.slice(0, 120)}`);
    }
    expect(typeof parsed.message, `${label}: an error answer carries a message`).toBe("string");
  }
}

/** Every searchable text of a shop, as the search column holds it. */
function searchable(shop: ApiShop): string {
  return [shop.name, shop.description, shop.town, shop.county, shop.address, ...shop.products].filter((t) => typeof t === "string").join(" ").toLowerCase();
}

async function approvedCount(api: APIRequestContext): Promise<number> {
  const res = await api.get("/api/farm-shops?limit=1");
  await expectJson<ApiShop[]>(res, 200);
  return Number(res.headers()["x-total-count"]);
}

/** The four tables a DROP would hit still answer (their list calls read them). */
async function expectTablesIntact(api: APIRequestContext, admin: APIRequestContext): Promise<void> {
  expect((await expectJson<ApiShop[]>(await api.get("/api/farm-shops"), 200)).length).toBeGreaterThan(50);
  expect((await expectJson<ApiEvent[]>(await api.get("/api/events"), 200)).length).toBeGreaterThan(0);
  expect((await expectJson<ApiPost[]>(await api.get("/api/blog-posts"), 200)).length).toBeGreaterThan(0);
  await expectJson(await admin.get("/api/admin/farm-shops/pending"), 200);
  await expectJson(await api.post("/api/objects/upload", { headers: { "X-Forwarded-For": uniqueClientIp() } }), 200);
}

test.describe("hostile query parameters", () => {
  test("injection strings in search q and county: never a 500, nothing dropped", async ({ request, admin }) => {
    const before = await approvedCount(request);
    for (const s of INJECTIONS) {
      for (const path of [`/api/farm-shops/search?q=${enc(s)}`, `/api/farm-shops/search?county=${enc(s)}`, `/api/farm-shops/search?q=${enc(s)}&county=${enc(s)}`]) {
        const res = await request.get(path);
        // Too long, or a NUL byte (no text can hold it): 400 with a message.
        await expectClean(res, path, s === LONG ? [400, 431] : s.includes("\u0000") ? [200, 400] : [200]);
        if (res.status() === 200) {
          const found = await res.json() as ApiShop[];
          // Text nobody's shop contains finds nothing: the quote never escaped the string.
          if (!WILDCARDS.includes(s) && !s.startsWith("Caf")) expect(found, path).toEqual([]);
        }
      }
    }
    // Repeated parameters and an array-style one.
    await expectClean(await request.get("/api/farm-shops/search?q=a&q=' OR 1=1--"), "repeated q");
    await expectClean(await request.get("/api/farm-shops/search?q[]=x&county[$ne]=1"), "bracketed keys");
    await expectTablesIntact(request, admin);
    expect(await approvedCount(request)).toBe(before);
  });

  test("LIKE wildcards match literally", async ({ request, admin }) => {
    const tag = uniqueTag();
    const total = await approvedCount(request);
    const literal = await approvedShop(request, admin, { name: `Wild ${tag} 100% Irish_Beef \\ Farm`, description: "Percent % under_score back\\slash: a%%b c__d e\\%f g\\_h" });
    try {
      for (const w of WILDCARDS) {
        const found = await expectJson<ApiShop[]>(await request.get(`/api/farm-shops/search?q=${enc(w)}`), 200);
        // A wildcard as a pattern would match every approved shop.
        expect(found.length, `q=${w}`).toBeLessThan(total);
        for (const shop of found) expect(searchable(shop), `q=${w} found ${shop.name}`).toContain(w.toLowerCase());
        expect(found.map((s) => s.id), `q=${w}`).toContain(literal.id);
      }
      // The literal shop's own wildcard run finds exactly it.
      const exact = await expectJson<ApiShop[]>(await request.get(`/api/farm-shops/search?q=${enc(`${tag} 100% Irish_Beef \\`)}`), 200);
      expect(exact.map((s) => s.id)).toEqual([literal.id]);
      // "_" must not stand for one character: "Irish_Beef" with "_" replaced finds nothing. (Words
      // are matched one by one, so the replacement is a character inside one word.)
      expect(await expectJson<ApiShop[]>(await request.get(`/api/farm-shops/search?q=${enc(`${tag} 100% Irish-Beef`)}`), 200)).toEqual([]);
      expect(await expectJson<ApiShop[]>(await request.get(`/api/farm-shops/search?q=${enc(`${tag} 100_ Irish`)}`), 200)).toEqual([]);
      expect(await expectJson<ApiShop[]>(await request.get(`/api/farm-shops/search?q=${enc(`Wild ${tag}%Farm`)}`), 200)).toEqual([]);
    } finally {
      await removeShop(admin, literal.id);
    }
  });

  test("injection strings in every id and slug path: 404 or 400, never a 500", async ({ request, admin }) => {
    const ids = [
      ...INJECTIONS.filter((s) => s !== "\u0000"),
      "..%2F..",
      "..",
      "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
      "00000000-0000-0000-0000-000000000000",
      "00000000-0000-4000-8000-00000000000g",
      "ffffffff-ffff-ffff-ffff-ffffffffffffff",
      "\u00e9\u00e1\u00ed",
      "\u202eevil",
      "\ud83c\udf53\ud83c\udf53",
      "a".repeat(1000),
      "NaN",
      "-1",
      "null",
      "__proto__",
      "constructor",
    ];
    const publicPaths = (id: string) => [
      `/api/farm-shops/${id}`,
      `/api/farm-shops/${id}/events/upcoming`,
      `/api/blog-posts/${id}`,
      `/shop/${id}`,
      `/event/${id}`,
      `/event/${id}/ics`,
      `/harvest-hub/${id}`,
      `/farm-shops/${id}`,
    ];
    const adminCalls = (id: string): [string, (path: string) => Promise<APIResponse>][] => [
      [`/api/farm-shops/${id}/events`, (p) => admin.get(p)],
      [`/api/admin/farm-shops/${id}/approve`, (p) => admin.post(p)],
      [`/api/admin/farm-shops/${id}/featured`, (p) => admin.patch(p, { data: { featured: true } })],
      [`/api/admin/farm-shops/${id}/reject`, (p) => admin.delete(p)],
      [`/api/admin/farm-shops/${id}`, (p) => admin.patch(p, { data: shopInput() })],
      [`/api/admin/farm-shops/${id}`, (p) => admin.delete(p)],
      [`/api/admin/farm-shops/${id}/events`, (p) => admin.post(p, { data: eventInput() })],
      [`/api/admin/events/${id}`, (p) => admin.patch(p, { data: eventInput() })],
      [`/api/admin/events/${id}/featured`, (p) => admin.patch(p, { data: { featured: true } })],
      [`/api/admin/events/${id}`, (p) => admin.delete(p)],
      [`/api/admin/blog-posts/${id}`, (p) => admin.patch(p, { data: postInput() })],
      [`/api/admin/blog-posts/${id}`, (p) => admin.delete(p)],
    ];
    const before = await approvedCount(request);
    for (const raw of ids) {
      // Already-encoded forms go in as they are; everything else is encoded as one segment.
      const id = /%[0-9a-f]{2}/i.test(raw) || raw === ".." ? raw : enc(raw);
      // A bare ".." is resolved by the URL itself (/shop/.. is the home page): only "never a 500".
      const dots = raw === "..";
      for (const path of publicPaths(id)) await expectClean(await request.get(path), `GET ${path}`, dots ? undefined : [400, 404, 308]);
      for (const [path, call] of adminCalls(id)) await expectClean(await call(path), path, dots ? undefined : [400, 404, 405]);
    }
    // A NUL byte in a path segment.
    for (const path of publicPaths("a%00b")) await expectClean(await request.get(path), `GET ${path}`, [400, 404]);
    for (const [path, call] of adminCalls("a%00b")) await expectClean(await call(path), path, [400, 404]);
    await expectTablesIntact(request, admin);
    expect(await approvedCount(request)).toBe(before);
  });

  test("hostile query strings on pages: search, events and county pages answer, never a 500", async ({ request }) => {
    for (const s of [...INJECTIONS, "<script>alert(1)</script>"]) {
      for (const path of [
        `/search?q=${enc(s)}`,
        `/search?county=${enc(s)}`,
        `/search?q=${enc(s)}&county=kerry&sort=${enc(s)}`,
        `/events?county=${enc(s)}`,
        `/farm-shops/kerry?q=${enc(s)}&sort=${enc(s)}`,
        `/?q=${enc(s)}`,
      ]) {
        const res = await request.get(path, { maxRedirects: 0 });
        await expectClean(res, path, [200, 307, 308, 400, 404, 414, 431]);
        if (res.status() === 200) expect(await res.text()).not.toContain("<script>alert(1)</script>");
      }
    }
  });
});

test.describe("hostile bodies", () => {
  /** Every JSON write, with the client it needs. */
  function jsonWrites(api: APIRequestContext, admin: APIRequestContext, ids: { shop: string; event: string; post: string }) {
    return [
      { label: "POST /api/farm-shops", field: "name", send: (o: object) => api.post("/api/farm-shops", o) },
      { label: "POST /api/admin/auth/login", field: "password", send: (o: object) => api.post("/api/admin/auth/login", { ...o, headers: { ...headersOf(o), "X-Forwarded-For": uniqueClientIp() } }) },
      { label: "PATCH shop", field: "name", send: (o: object) => admin.patch(`/api/admin/farm-shops/${ids.shop}`, o) },
      { label: "PATCH shop featured", field: "featured", send: (o: object) => admin.patch(`/api/admin/farm-shops/${ids.shop}/featured`, o) },
      { label: "POST shop event", field: "name", send: (o: object) => admin.post(`/api/admin/farm-shops/${ids.shop}/events`, o) },
      { label: "PATCH event", field: "name", send: (o: object) => admin.patch(`/api/admin/events/${ids.event}`, o) },
      { label: "PATCH event featured", field: "featured", send: (o: object) => admin.patch(`/api/admin/events/${ids.event}/featured`, o) },
      { label: "POST blog post", field: "title", send: (o: object) => admin.post("/api/admin/blog-posts", o) },
      { label: "PATCH blog post", field: "title", send: (o: object) => admin.patch(`/api/admin/blog-posts/${ids.post}`, o) },
      { label: "POST publish", field: "uploadedUrl", send: (o: object) => admin.post("/api/objects/publish", o) },
      { label: "POST bulk-geocode", field: "force", send: (o: object) => admin.post("/api/admin/bulk-geocode", o) },
    ];
  }
  const headersOf = (o: object) => (o as { headers?: Record<string, string> }).headers ?? {};

  test("1 MB and bigger bodies: 413 JSON; deeply nested and malformed JSON: 400 JSON", async ({ request, admin }) => {
    const shop = await approvedShop(request, admin);
    const event = await expectJson<ApiEvent>(await admin.post(`/api/admin/farm-shops/${shop.id}/events`, { data: eventInput() }), 201);
    const post = await expectJson<ApiPost>(await admin.post("/api/admin/blog-posts", { data: postInput({ published: false }) }), 201);
    const json = { "Content-Type": "application/json" };
    const oneMb = JSON.stringify({ ...shopInput(), description: "d".repeat(1_048_576) });
    const fiveMb = JSON.stringify({ name: "n".repeat(5 * 1_048_576) });
    const nested = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
    // 10,000 levels under the field each call reads (elsewhere an unknown key is simply dropped).
    const nestedObject = (field: string) => `{"${field}":${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}}`;
    const malformed = ['{"name": "x"', "{'name': 'x'}", '{"name": "x",}', "not json", "\u0000", '{"a":1}{"b":2}', "nul\u0000l", '"just a string"', "[]", "null", "12"];
    try {
      for (const w of jsonWrites(request, admin, { shop: shop.id, event: event.id, post: post.id })) {
        for (const big of [oneMb, fiveMb]) {
          const res = await w.send({ data: big, headers: json });
          await expectClean(res, `${w.label} ${big.length} bytes`, [413]);
        }
        for (const body of [nested, nestedObject(w.field)]) {
          await expectError(await w.send({ data: body, headers: json }), 400);
        }
        for (const body of malformed) {
          const res = await w.send({ data: body, headers: json });
          await expectClean(res, `${w.label} ${JSON.stringify(body)}`, [400]);
        }
      }
      // The shop was never changed by any of it.
      const still = await expectJson<ApiShop>(await request.get(`/api/farm-shops/${shop.id}`), 200);
      expect(still.name).toBe(shop.name);
      expect(still.description).toBe(shop.description);
    } finally {
      await admin.delete(`/api/admin/blog-posts/${post.id}`);
      await removeShop(admin, shop.id);
    }
  });

  test("an address that is not valid percent-encoding answers 400, a method no route has 501: never a 500", async ({ baseURL }) => {
    const raw = rawRequest(baseURL);
    for (const path of ["/api/farm-shops/%", "/api/farm-shops/%E0%A4%A", "/api/blog-posts/%zz", "/api/admin/farm-shops/%ED%A0%80", "/api/farm-shops/search%?q=honey"]) {
      const res = await raw("GET", path);
      expect(res.status, path).toBe(400);
      expect(res.headers["content-type"]).toBe("application/json");
      expect(res.headers["content-security-policy"]).toMatch(/^default-src 'none'/);
      expect(JSON.parse(res.body)).toMatchObject({ message: expect.stringMatching(/^This address is not valid/) as unknown });
    }
    for (const path of ["/shop/%", "/farm-shops/%E0%A4%A", "/ga/shop/%zz", "/search%"]) {
      const res = await raw("GET", path);
      expect(res.status, path).toBe(400);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.body).toContain("This address could not be read");
      expect(res.headers["x-frame-options"], path).toBe("DENY");
    }
    // A widget's address refused so shows its message in the farm's page that frames it.
    for (const path of ["/embed/shop/%E0%A4%A", "/embed/county/%zz"]) {
      const res = await raw("GET", path);
      expect(res.status, path).toBe(400);
      expect(res.body).toContain("each % must begin a percent-encoded UTF-8 character");
      expect(res.headers["x-frame-options"], path).toBeUndefined();
      expect(res.headers["content-security-policy"], path).not.toContain("frame-ancestors");
    }
    const trace = await raw("TRACE", "/api/health");
    expect(trace.status).toBe(501);
    expect(JSON.parse(trace.body)).toMatchObject({ message: "The TRACE method is not supported" });
    expect((await raw("TRACE", "/")).status).toBe(501);
    // Valid percent-encoding still reaches the page, and /api itself is the API's JSON 404.
    expect((await raw("GET", "/search?q=%C3%A9")).status).toBe(200);
    const bare = await raw("GET", "/api");
    expect(bare.status).toBe(404);
    expect(JSON.parse(bare.body)).toMatchObject({ message: "No such API address" });
  });

  test("outside /api/ every address only reads: a write method is a 405 naming what it allows, OPTIONS a 204", async ({ baseURL }) => {
    const raw = rawRequest(baseURL);
    for (const path of ["/", "/farm-shops/cork", "/ga/search?q=honey", "/favicon.ico", "/sitemap.xml", "/harvest-hub/rss.xml", "/owner/sign-in?token=x"]) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        const res = await raw(method, path);
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.allow).toBe("GET, HEAD, OPTIONS");
        expect(res.headers["cache-control"]).toBe("no-store");
        expect(res.body).toContain(`The ${method} method is not allowed here: this address can only be read.`);
      }
      const options = await raw("OPTIONS", path);
      expect(options.status, `OPTIONS ${path}`).toBe(204);
      expect(options.headers.allow).toBe("GET, HEAD, OPTIONS");
      expect(options.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
      // Reads go on as before: HEAD answers as GET does (the spent sign-in link: 410).
      expect((await raw("HEAD", path)).status, `HEAD ${path}`).toBe((await raw("GET", path)).status);
    }
    // The API keeps its own methods: a write there reaches its route (here, the JSON 400 of an empty submission).
    const post = await raw("POST", "/api/farm-shops");
    expect(post.status).toBe(400);
    expect(post.headers.allow).toBeUndefined();
  });

  test("under /api/, a method an address does not have is a JSON 405 naming those it has in Allow", async ({ baseURL, request }) => {
    const raw = rawRequest(baseURL);
    const shop = (await expectJson<ApiShop[]>(await request.get("/api/farm-shops?limit=1"), 200))[0];
    for (const [method, path, allow] of [
      ["PUT", "/api/health", "GET, HEAD, OPTIONS"],
      ["GET", "/api/hit", "OPTIONS, POST"],
      ["DELETE", `/api/farm-shops/${shop?.slug}`, "GET, HEAD, OPTIONS"],
      ["POST", "/api/farm-shops/search?q=honey", "GET, HEAD, OPTIONS"],
      ["PATCH", "/api/admin/farm-shops/00000000-0000-4000-8000-000000000000/reject", "DELETE, OPTIONS"],
    ] as const) {
      const res = await raw(method, path);
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.allow, `${method} ${path}`).toBe(allow);
      expect(res.headers["content-type"]).toBe("application/json");
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(JSON.parse(res.body)).toMatchObject({ message: `The ${method} method is not allowed at this address (it answers ${allow})` });
    }
    // OPTIONS is Next.js's own answer, with the same list; an unknown address stays the JSON 404.
    const options = await raw("OPTIONS", "/api/health");
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe("GET, HEAD, OPTIONS");
    const unknown = await raw("PUT", "/api/no-such-call");
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)).toMatchObject({ message: "No such API address" });
  });

  test("a body streamed past 1 MB without a length is cut off with 413", async ({ baseURL }) => {
    const result = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(new URL("/api/farm-shops", baseURL), { method: "POST", headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" } }, (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on("error", reject);
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const write = () => {
        while (sent < 3 * 1_048_576) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", write);
        }
        req.end();
      };
      req.write('{"name":"');
      write();
    });
    expect(result.status, result.body).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ message: expect.stringMatching(/larger than/) as unknown });
  });

  test("NUL bytes and odd characters in submitted text: stored or refused, never a 500", async ({ request, admin }) => {
    for (const patch of [
      { name: "Nul\u0000Farm" },
      { description: "before\u0000after" },
      { town: "\u0000" },
      { products: ["Eggs\u0000"] },
      { address: "\ud800 lone surrogate" },
      { name: "'; DROP TABLE farm_shops;--" },
      { name: LONG },
      { openingHours: { monday: { open: "09:00'--", close: "17:00", closed: false } } },
      { latitude: "52.1' OR 1=1--" },
      { county: "Kerry' OR 1=1--" },
      { email: "a'--@example.com" },
      { website: "javascript:alert(1)" },
      { imageUrl: "/api/objects/../../secrets.json" },
      { imageUrl: "/uploads/%2e%2e/%2e%2e/etc/passwd" },
    ]) {
      const res = await request.post("/api/farm-shops", { data: shopInput(patch) });
      await expectClean(res, JSON.stringify(patch).slice(0, 120), [201, 400]);
      if (res.status() === 201) {
        const shop = (await res.json()) as ApiShop;
        // Whatever was stored reads back the same as it was answered.
        const pending = await adminList<ApiShop>(admin, "pending");
        expect(pending.find((s) => s.id === shop.id)?.name).toBe(shop.name);
        if (shop.slug !== null) expect(shop.slug).toMatch(SLUG_PATTERN);
        await removeShop(admin, shop.id);
      }
    }
    await expectTablesIntact(request, admin);
  });
});

test.describe("unicode names", () => {
  const NAMES = [
    "Caf\u00e9 \ud83d\udc04 Farm",
    "Feirm Ch\u00e1is",
    "\u00d3 Briain's Farm",
    "\ud83c\udf53\ud83c\udf53",
    "\ud83c\udf53",
    "\u0645\u0632\u0631\u0639\u0629 \u0627\u0644\u062c\u0628\u0646",
    "\u05d7\u05d5\u05d5\u05ea \u05d4\u05d2\u05d1\u05d9\u05e0\u05d4",
    "Cafe\u0301 Zalgo\u0336\u0337\u0338 Farm",
    "\u202eevil\u202c Farm",
    "\u65e5\u672c\u306e\u8fb2\u5834",
    "\u200b\u200d",
  ];

  test("stored intact, every slug valid and unique, an only-emoji name still has a usable slug", async ({ request, admin }) => {
    const made: ApiShop[] = [];
    try {
      for (const name of NAMES) {
        const res = await request.post("/api/farm-shops", { data: shopInput({ name }) });
        // Only a name that trims to nothing visible may be refused (with a message).
        if (name === "\u200b\u200d" && res.status() === 400) continue;
        const shop = await expectJson<ApiShop>(res, 201);
        made.push(shop);
        expect(shop.name).toBe(name.trim());
        expect(shop.slug, name).toMatch(SLUG_PATTERN);
      }
      // The same names a second time: new slugs, still valid.
      for (const name of NAMES.slice(0, 4)) made.push(await submitShop(request, { name }));
      const slugs = made.map((s) => s.slug);
      expect(new Set(slugs).size).toBe(slugs.length);

      // Approved, each is reachable by its slug and reads back byte for byte.
      for (const shop of made) {
        const approved = await expectJson<ApiShop>(await admin.post(`/api/admin/farm-shops/${shop.id}/approve`), 200);
        expect(approved.slug).toBe(shop.slug);
        const bySlug = await expectJson<ApiShop>(await request.get(`/api/farm-shops/${shop.slug}`), 200);
        expect(bySlug.id).toBe(shop.id);
        expect(bySlug.name).toBe(shop.name);
        const page = await request.get(`/shop/${shop.slug}`);
        expect(page.status(), `/shop/${shop.slug}`).toBe(200);
      }
      // A search for the exact unicode text finds the shop.
      const found = await expectJson<ApiShop[]>(await request.get(`/api/farm-shops/search?q=${enc("Feirm Ch\u00e1is")}`), 200);
      expect(found.map((s) => s.name)).toContain("Feirm Ch\u00e1is");
    } finally {
      for (const shop of made) await removeShop(admin, shop.id);
    }
  });
});

test.describe("hostile upload addresses", () => {
  async function uploadUrl(api: APIRequestContext, path = "/api/objects/upload"): Promise<URL> {
    const { uploadURL } = await expectJson<{ uploadURL: string }>(await api.post(path, { headers: { "X-Forwarded-For": uniqueClientIp() } }), 200);
    return new URL(uploadURL, "http://placeholder");
  }

  test("traversal in object addresses is refused for reads and writes", async ({ request, admin }) => {
    const good = await uploadUrl(request);
    const query = good.search;
    const id = good.pathname.split("/").pop() ?? "";
    const traversals = [
      "submissions/../../../etc/passwd",
      "submissions/..%2F..%2F..%2Fetc%2Fpasswd",
      "submissions/%2e%2e%2f%2e%2e%2fsecrets.json",
      "public/%2e%2e/%2e%2e/secrets.json",
      "public/..\\..\\secrets.json",
      "public/..%5c..%5csecrets.json",
      "%2fetc%2fpasswd",
      "/etc/passwd",
      "submissions/%2fetc%2fpasswd",
      "submissions//etc/passwd",
      `submissions/${id}/..`,
      `submissions/${id}/../../secrets.json`,
      `submissions/${id}%00.png`,
      `submissions/${id}.png`,
      `submissions/${id.toUpperCase()}`,
      `Submissions/${id}`,
      `other/${id}`,
      "pglite/PG_VERSION",
      "secrets.json",
      "..%252F..%252Fsecrets.json",
      `submissions/${"a".repeat(1000)}`,
    ];
    for (const t of traversals) {
      const path = `/api/objects/${t}`;
      await expectClean(await request.get(path), `GET ${path}`, [400, 404]);
      // Writes carry the real address's signature: the key they name is still refused.
      await expectClean(await request.put(`${path}${query}`, { data: PNG }), `PUT ${path}`, [400, 403, 404, 405]);
    }
    // Publishing a hostile address: refused with a message.
    for (const t of ["/api/objects/../../secrets.json", "/api/objects/submissions/%2e%2e%2fsecrets.json", "file:///etc/passwd", "/api/objects/public/..\\..\\x", `https://evil.example/api/objects/submissions/${id}`]) {
      await expectClean(await admin.post("/api/objects/publish", { data: { uploadedUrl: t } }), `publish ${t}`, [400, 404]);
    }
    // After all of that the real address still takes its one upload and serves it.
    const stored = await expectJson<{ url: string }>(await request.put(`${good.pathname}${query}`, { data: PNG }), 200);
    expect(Buffer.compare(await (await request.get(stored.url)).body(), PNG)).toBe(0);
  });

  test("a replayed address is refused, also for another method, and a tampered one never writes", async ({ request }) => {
    const url = await uploadUrl(request);
    const address = `${url.pathname}${url.search}`;
    await expectJson(await request.put(address, { data: PNG }), 200);
    await expectError(await request.put(address, { data: PNG }), 409, /already been used/);
    // Several replays at once: all refused.
    const replays = await Promise.all(Array.from({ length: 5 }, () => request.put(address, { data: PNG })));
    for (const r of replays) expect(r.status()).toBe(409);
    const post = await request.post(address, { data: PNG });
    expect([404, 405]).toContain(post.status());

    // Concurrent first uses of one fresh address: exactly one wins.
    const fresh = await uploadUrl(request);
    const race = await Promise.all(Array.from({ length: 8 }, () => request.put(`${fresh.pathname}${fresh.search}`, { data: PNG })));
    expect(race.map((r) => r.status()).sort()).toEqual([200, ...Array<number>(7).fill(409)]);

    // Tampering: a changed signature, a changed expiry, a signature for another key, a signature
    // made with the wrong secret, an expiry far in the future signed with the wrong secret.
    const t = await uploadUrl(request);
    const key = t.pathname.replace("/api/objects/", "");
    const sig = t.searchParams.get("signature") ?? "";
    const expires = Number(t.searchParams.get("expires"));
    const flipped = `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`;
    const otherKey = key.replace(/^submissions/, "public");
    const far = expires + 10 * 365 * 86_400;
    for (const q of [
      `expires=${expires}&signature=${flipped}`,
      `expires=${expires + 1}&signature=${sig}`,
      `expires=${expires}&signature=x&signature=${sig}`,
      `expires=${expires}&signature=`,
      `expires=&signature=${sig}`,
      `expires=${far}&signature=${signUpload({ key, expires: far, secret: "not-the-secret" })}`,
      `expires=${expires}&signature=${signUpload({ key: otherKey, expires, secret: API_AUTH_SECRET })}`,
      `expires=${expires}&signature=${sig.toUpperCase()}`,
      `expires=${expires}&signature=${"' OR 1=1--"}`,
    ]) {
      await expectError(await request.put(`${t.pathname}?${q}`, { data: PNG }), 403);
    }
    // Nothing was stored behind the address by any of them, and it still takes its one upload.
    await expectError(await request.get(t.pathname), 404, "Image not found");
    await expectJson(await request.put(`${t.pathname}${t.search}`, { data: PNG }), 200);
  });

  test("an expired address is refused even with a valid signature, and stays unused", async ({ request }) => {
    const url = await uploadUrl(request);
    const key = url.pathname.replace("/api/objects/", "");
    for (const past of [Math.floor(Date.now() / 1000) - 1, 0, -1]) {
      const expired = `${url.pathname}?expires=${past}&signature=${signUpload({ key, expires: past, secret: API_AUTH_SECRET })}`;
      await expectError(await request.put(expired, { data: PNG }), 403, past === -1 ? undefined : /expired|not valid/);
    }
    // A future expiry signed with the right secret beyond the token's own life: the token's
    // expiry in the database still rules, so an address cannot be stretched by re-signing.
    const stretched = Number(url.searchParams.get("expires")) + 86_400;
    const res = await request.put(`${url.pathname}?expires=${stretched}&signature=${signUpload({ key, expires: stretched, secret: API_AUTH_SECRET })}`, { data: PNG });
    // Only someone holding the server secret can do this; the token itself still rules: one use.
    expect([200, 403]).toContain(res.status());
    const again = await request.put(`${url.pathname}${url.search}`, { data: PNG });
    expect(again.status()).toBe(res.status() === 200 ? 409 : 200);
  });
});
