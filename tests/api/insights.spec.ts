import { createHmac } from "node:crypto";
import { test, expect, expectError } from "./support/fixtures";
import { approvedShop, removeShop } from "./support/data";
import { API_AUTH_SECRET } from "./support/settings";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const hit = (data: unknown) => ({ data: typeof data === "string" ? data : JSON.stringify(data), headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": BROWSER } });

test.describe("POST /api/hit", () => {
  test("a page view, a tap and a search answer 204 with no body and no cookie", async ({ request }) => {
    for (const body of [{ t: "v", p: "/", r: "https://www.google.com/" }, { t: "a", p: "/shop/x", a: "directions", s: "x" }, { t: "s", p: "/search", q: "eggs", n: 3 }]) {
      const res = await request.post("/api/hit", hit(body));
      expect(res.status(), JSON.stringify(body)).toBe(204);
      expect(await res.text()).toBe("");
      expect(res.headers()["set-cookie"]).toBeUndefined();
    }
  });

  const bad: [string, unknown, number, RegExp][] = [
    ["not JSON", "{nope", 400, /JSON/],
    ["an unknown kind", { t: "x", p: "/" }, 400, /t must be/],
    ["an unknown tap", { t: "a", p: "/", a: "hack", s: "x" }, 400, /a must be one of/],
    ["a negative result count", { t: "s", p: "/search", q: "x", n: -1 }, 400, /n must be 0 or more/],
    ["no path", { t: "v" }, 400, /p is required/],
    ["a body over 4 kB", { t: "v", p: `/${"x".repeat(5000)}` }, 413, /at most 4096 bytes/],
  ];
  for (const [name, body, status, message] of bad) {
    test(`${name} answers ${status} with a message`, async ({ request }) => {
      await expectError(await request.post("/api/hit", hit(body)), status, message);
    });
  }

  test("a body far over the limit answers 413, and the server goes on counting", async ({ request }) => {
    // server.mjs answers the beacons itself and stops keeping a body past 64 kB.
    await expectError(await request.post("/api/hit", hit(JSON.stringify({ t: "v", p: `/${"x".repeat(300_000)}` }))), 413, /at most 4096 bytes/);
    expect((await request.post("/api/hit", hit({ t: "v", p: "/" }))).status()).toBe(204);
  });

  test("answers with the headers of the rest of the public API", async ({ request }) => {
    // The production server answers the beacons ahead of Next.js's router (server.mjs), with the
    // list next.config.mjs gives every /api/ answer (lib/security/headers.mjs).
    const other = (await request.get("/api/farm-shops?limit=1")).headers();
    for (const answer of [await request.post("/api/hit", hit({ t: "v", p: "/" })), await request.post("/api/hit", hit("{nope"))]) {
      const headers = answer.headers();
      for (const name of ["x-content-type-options", "referrer-policy", "permissions-policy", "cross-origin-opener-policy", "x-frame-options", "content-security-policy", "x-accel-buffering"]) {
        expect(headers[name], `${name} of a ${answer.status()}`).toBe(other[name]);
      }
      expect(headers["cache-control"]).toBe("no-store");
      expect(headers["strict-transport-security"]).toBeUndefined();
    }
    const https = await request.post("/api/hit", { ...hit({ t: "v", p: "/" }), headers: { ...hit({}).headers, "x-forwarded-proto": "https" } });
    expect(https.headers()["strict-transport-security"]).toBe((await request.get("/api/farm-shops?limit=1", { headers: { "x-forwarded-proto": "https" } })).headers()["strict-transport-security"]);
    expect(https.headers()["strict-transport-security"]).toContain("max-age=");
  });
});

test.describe("GET /api/admin/insights", () => {
  test("answers the report for 7, 30 or 90 days, and 400 for any other period", async ({ request, admin }) => {
    await expectError(await request.get("/api/admin/insights?days=30"), 401);
    for (const days of [7, 30, 90]) {
      const res = await admin.get(`/api/admin/insights?days=${days}`);
      expect(res.status()).toBe(200);
      const report = (await res.json()) as { days: number; byDay: unknown[]; visitors: number; views: number; topShops: unknown[]; topSearches: unknown[]; noResultSearches: unknown[]; referrers: unknown[] };
      expect(report.days).toBe(days);
      expect(report.byDay).toHaveLength(days);
      for (const key of ["topShops", "topSearches", "noResultSearches", "referrers"] as const) expect(Array.isArray(report[key])).toBe(true);
    }
    for (const days of ["14", "0", "abc", "-7"]) await expectError(await admin.get(`/api/admin/insights?days=${days}`), 400, "days must be 7, 30 or 90");
  });

  test("a top page is named by what it shows; an address of no page is not counted", async ({ request, admin }) => {
    const shop = await approvedShop(request, admin);
    try {
      const made = `/qa-no-such-page-${shop.id.slice(0, 8)}`;
      for (const p of [`/shop/${shop.slug}`, `/shop/${shop.slug}`, `/shop/${shop.slug}`, made]) expect((await request.post("/api/hit", hit({ t: "v", p, r: "" }))).status()).toBe(204);
      type Report = { topPages: { path: string; title: string | null; views: number }[] };
      await expect
        .poll(async () => ((await (await admin.get("/api/admin/insights?days=7")).json()) as Report).topPages.find((p) => p.path === `/shop/${shop.slug}`), { timeout: 15_000 })
        .toMatchObject({ title: shop.name });
      const report = (await (await admin.get("/api/admin/insights?days=7")).json()) as Report;
      expect(report.topPages.some((p) => p.path === made)).toBe(false);
      const csv = (await (await admin.get("/api/admin/insights?days=7&format=csv&table=pages")).text()).replace(/^\ufeff/, "");
      expect(csv.split("\r\n")[0]).toBe("path,title,views");
      expect(csv).toContain(`/shop/${shop.slug},${shop.name},`);
    } finally {
      await removeShop(admin, shop.id);
    }
  });

  test("downloads one table as CSV, and asks for the table when it is missing", async ({ admin }) => {
    const res = await admin.get("/api/admin/insights?days=7&format=csv&table=days");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("text/csv");
    expect(res.headers()["content-disposition"]).toMatch(/attachment; filename="insights-days-/);
    // A UTF-8 byte-order mark first, so that Excel on Windows keeps the fadas.
    const body = await res.body();
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = body.subarray(3).toString("utf8").trim().split("\r\n");
    expect(lines[0]).toBe("date,visitors,views");
    expect(lines).toHaveLength(8);
    await expectError(await admin.get("/api/admin/insights?format=csv"), 400, /format=csv needs a table/);
    await expectError(await admin.get("/api/admin/insights?format=csv&table=cookies"), 400, /table must be one of/);
  });
});

test.describe("the owner's figures and the summary mail", () => {
  test("need the owner's session, and the unsubscribe link its signature", async ({ request }) => {
    await expectError(await request.get("/api/owner/farm-shops/some-id/insights"), 401);
    await expectError(await request.patch("/api/owner/farm-shops/some-id/insights", { data: { monthlySummary: false } }), 401);
    // Opened in a browser, a broken link is a page, not JSON.
    const forged = await request.get("/api/owner/summary-mail/unsubscribe?shop=some-id&sig=forged");
    expect(forged.status()).toBe(400);
    expect(forged.headers()["content-type"]).toContain("text/html");
    const forgedPage = await forged.text();
    expect(forgedPage).toContain("<h1>This unsubscribe link does not work</h1>");
    expect(forgedPage).toContain("This unsubscribe link is not valid.");
    const cut = await request.get("/api/owner/summary-mail/unsubscribe?shop=some-id");
    expect(cut.status()).toBe(400);
    expect(await cut.text()).toContain("sig is required.");
    await expectError(await request.post("/api/owner/summary-mail/unsubscribe?shop=some-id&sig=forged"), 400, "This unsubscribe link is not valid");
    await expectError(await request.post("/api/owner/summary-mail/unsubscribe?shop=some-id"), 400, "sig is required");
  });

  test("the mailed link stops the mail and says where to switch it back on; the mail client's POST answers 204", async ({ request, admin }) => {
    const shop = await approvedShop(request, admin);
    try {
      // As lib/analytics/unsubscribe.ts signs the link in the mail.
      const sig = createHmac("sha256", API_AUTH_SECRET).update(`summary-unsubscribe:${shop.id}`).digest("base64url");
      const link = `/api/owner/summary-mail/unsubscribe?shop=${shop.id}&sig=${sig}`;
      const res = await request.get(link);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain("<h1>You are unsubscribed</h1>");
      expect(html).toContain(`href="/shop/${shop.id}"`);
      expect(html).toContain("<strong>Monthly summary by email</strong>");
      expect((await request.post(link)).status()).toBe(204);
    } finally {
      await removeShop(admin, shop.id);
    }
  });

  test("a link for a listing deleted since answers 404, as a page and to the mail client's POST", async ({ request, admin }) => {
    const shop = await approvedShop(request, admin);
    await removeShop(admin, shop.id);
    const sig = createHmac("sha256", API_AUTH_SECRET).update(`summary-unsubscribe:${shop.id}`).digest("base64url");
    const link = `/api/owner/summary-mail/unsubscribe?shop=${shop.id}&sig=${sig}`;
    const res = await request.get(link);
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain("This listing no longer exists.");
    await expectError(await request.post(link), 404, "This listing no longer exists");
  });
});
