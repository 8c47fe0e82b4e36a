import { request as playwrightRequest } from "@playwright/test";
import { test, expect, expectError, expectJson, uniqueClientIp } from "./support/fixtures";
import { API_ADMIN_PASSWORD } from "./support/settings";

test.describe("sessions end on the server", () => {
  test("a cookie copied before logout answers 401 afterwards, everywhere", async ({ baseURL }) => {
    const browser = await playwrightRequest.newContext({ baseURL });
    try {
      const login = await browser.post("/api/admin/auth/login", { data: { password: API_ADMIN_PASSWORD }, headers: { "X-Forwarded-For": uniqueClientIp() } });
      expect(login.status()).toBe(200);
      const cookie = (login.headers()["set-cookie"] ?? "").split(";")[0] ?? "";
      const copy = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Cookie: cookie } });
      try {
        expect(await expectJson(await copy.get("/api/admin/auth/status"), 200)).toEqual({ authenticated: true });
        await expectJson(await copy.get("/api/admin/farm-shops/pending"), 200);
        await expectJson(await browser.post("/api/admin/auth/logout"), 200);
        await expectError(await copy.get("/api/admin/auth/status"), 401, "Not signed in");
        await expectError(await copy.get("/api/admin/farm-shops/pending"), 401, "Please sign in as admin");
        await expectError(await copy.post("/api/admin/blog-posts", { data: { title: "x" } }), 401);
        // Logging out with the dead copy is harmless.
        await expectJson(await copy.post("/api/admin/auth/logout"), 200);
      } finally {
        await copy.dispose();
      }
    } finally {
      await browser.dispose();
    }
  });

  test("logging out one session leaves another session alone", async ({ baseURL, admin }) => {
    const other = await playwrightRequest.newContext({ baseURL });
    try {
      await expectJson(await other.post("/api/admin/auth/login", { data: { password: API_ADMIN_PASSWORD }, headers: { "X-Forwarded-For": uniqueClientIp() } }), 200);
      await expectJson(await other.post("/api/admin/auth/logout"), 200);
      expect(await expectJson(await admin.get("/api/admin/auth/status"), 200)).toEqual({ authenticated: true });
    } finally {
      await other.dispose();
    }
  });

  test("Sign out everywhere needs a session", async ({ request }) => {
    await expectError(await request.post("/api/admin/auth/logout-everywhere"), 401, "Please sign in as admin");
  });
});

test.describe("the client address and TRUST_PROXY (these servers trust one proxy hop)", () => {
  test("only the entry the trusted proxy appended counts: addresses a client puts before it are ignored", async ({ request }) => {
    const real = uniqueClientIp();
    const attempt = (forged: string) =>
      request.post("/api/admin/auth/login", { data: { password: "wrong-password" }, headers: { "X-Forwarded-For": `${forged}, ${real}` } });
    // Five failures, each claiming another address before the proxy's entry: one client all the same.
    for (let i = 0; i < 5; i++) expect((await attempt(uniqueClientIp())).status()).toBe(401);
    const limited = await attempt(uniqueClientIp());
    expect(limited.status()).toBe(429);
    expect(limited.headers()["retry-after"]).toMatch(/^\d+$/);
    // Another real client is not affected.
    const other = await request.post("/api/admin/auth/login", { data: { password: API_ADMIN_PASSWORD }, headers: { "X-Forwarded-For": `${real}, ${uniqueClientIp()}` } });
    expect(other.status()).toBe(200);
  });
});
