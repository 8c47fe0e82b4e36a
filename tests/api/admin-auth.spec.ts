import { request as playwrightRequest } from "@playwright/test";
import { test, expect, expectError, expectJson, uniqueClientIp } from "./support/fixtures";
import { API_ADMIN_PASSWORD } from "./support/settings";

const login = (password: unknown, ip = uniqueClientIp(), headers: Record<string, string> = {}) => ({
  data: { password },
  headers: { "X-Forwarded-For": ip, ...headers },
});

test.describe("admin sign-in", () => {
  test("a wrong password answers 401 with the error field; a missing one 400", async ({ request }) => {
    const res = await request.post("/api/admin/auth/login", login("wrong-password"));
    expect(res.status()).toBe(401);
    expect(await res.json()).toEqual({ error: "Invalid password", message: "Invalid password" });
    expect(res.headers()["set-cookie"]).toBeUndefined();
    await expectError(await request.post("/api/admin/auth/login", login("")), 400, "Password is required");
    await expectError(await request.post("/api/admin/auth/login", { data: {}, headers: { "X-Forwarded-For": uniqueClientIp() } }), 400, "Password is required");
    await expectError(await request.post("/api/admin/auth/login", login(12345)), 400, "Password must be text");
    // A NUL byte is refused, not padded away by the key derivation into the same key.
    await expectError(await request.post("/api/admin/auth/login", login(`${API_ADMIN_PASSWORD}\u0000`)), 400, "Password contains a character that is not allowed");
  });

  test("signing in sets an HttpOnly, SameSite=Lax next-auth cookie; status and logout follow it", async ({ baseURL }) => {
    const ctx = await playwrightRequest.newContext({ baseURL });
    try {
      await expectError(await ctx.get("/api/admin/auth/status"), 401, "Not signed in");
      const res = await ctx.post("/api/admin/auth/login", login(API_ADMIN_PASSWORD));
      expect(await expectJson(res, 200)).toEqual({ authenticated: true });
      const cookie = res.headers()["set-cookie"] ?? "";
      expect(cookie).toMatch(/^next-auth\.session-token=[^;]+/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Max-Age=28800/);
      expect(cookie).not.toMatch(/; Secure/);

      const status = await ctx.get("/api/admin/auth/status");
      expect(await expectJson(status, 200)).toEqual({ authenticated: true });
      expect(status.headers()["cache-control"]).toBe("private, no-store");
      // next-auth's own session endpoint reads the same session.
      expect(await expectJson(await ctx.get("/api/auth/session"), 200)).toMatchObject({ user: { name: "Administrator" } });
      await expectJson(await ctx.get("/api/admin/farm-shops/pending"), 200);

      const out = await ctx.post("/api/admin/auth/logout");
      expect(await expectJson(out, 200)).toMatchObject({ authenticated: false });
      expect(out.headers()["set-cookie"]).toMatch(/next-auth\.session-token=; Path=\/; Max-Age=0/);
      await expectError(await ctx.get("/api/admin/auth/status"), 401);
      await expectError(await ctx.get("/api/admin/farm-shops/pending"), 401, "Please sign in as admin");
      // Signing out twice is fine.
      await expectJson(await ctx.post("/api/admin/auth/logout"), 200);
    } finally {
      await ctx.dispose();
    }
  });

  test("over https (behind a TLS proxy) the cookie is Secure with the __Secure- name", async ({ request }) => {
    const res = await request.post("/api/admin/auth/login", login(API_ADMIN_PASSWORD, uniqueClientIp(), { "X-Forwarded-Proto": "https" }));
    expect(res.status()).toBe(200);
    const cookie = res.headers()["set-cookie"] ?? "";
    expect(cookie).toMatch(/^__Secure-next-auth\.session-token=[^;]+/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    // The browser is known from now on (its own sign-in budget): a signed, host-only device cookie.
    expect(cookie).toMatch(/\n__Host-farmshops-admin-device=[\w-]{22}\.[\w-]{43}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure$/);
    const token = /^[^=]+=([^;]+)/.exec(cookie)?.[1] ?? "";
    const status = await request.get("/api/admin/auth/status", { headers: { Cookie: `__Secure-next-auth.session-token=${token}` } });
    expect(status.status()).toBe(200);
  });

  test("a forged or tampered session cookie is no session", async ({ request }) => {
    const res = await request.post("/api/admin/auth/login", login(API_ADMIN_PASSWORD));
    const token = /^[^=]+=([^;]+)/.exec(res.headers()["set-cookie"] ?? "")?.[1] ?? "";
    expect(token.length).toBeGreaterThan(20);
    const tampered = `${token.slice(0, -4)}${token.slice(-4) === "AAAA" ? "BBBB" : "AAAA"}`;
    // The last two are not even percent-encoding ("%zz", a cut-off UTF-8 sequence).
    for (const value of [tampered, "eyJhbGciOiJub25lIn0.eyJyb2xlIjoiYWRtaW4ifQ.", "admin", "%zz", "%E0%A4%A"]) {
      await expectError(await request.get("/api/admin/auth/status", { headers: { Cookie: `next-auth.session-token=${value}` } }), 401);
      await expectError(await request.get("/api/admin/blog-posts", { headers: { Cookie: `next-auth.session-token=${value}` } }), 401);
      // Signing out always works, whatever the browser still holds.
      await expectJson(await request.post("/api/admin/auth/logout", { headers: { Cookie: `next-auth.session-token=${value}` } }), 200);
    }
  });

  test("five failures from one client → 429 with Retry-After, even for the right password; others unaffected", async ({ request }) => {
    const ip = uniqueClientIp();
    for (let i = 0; i < 5; i++) await expectError(await request.post("/api/admin/auth/login", login(`wrong-${i}`, ip)), 401, "Invalid password");
    const blocked = await request.post("/api/admin/auth/login", login("wrong-again", ip));
    const body = await expectError(blocked, 429, /Too many sign-in attempts/);
    expect(body.error).toBe(body.message);
    const retryAfter = Number(blocked.headers()["retry-after"]);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    await expectError(await request.post("/api/admin/auth/login", login(API_ADMIN_PASSWORD, ip)), 429);
    // These servers trust one proxy (TRUST_PROXY=1): the client is the entry that proxy appended,
    // so an address the client writes in front of it changes nothing.
    await expectError(await request.post("/api/admin/auth/login", login(API_ADMIN_PASSWORD, `192.0.2.1, ${ip}`)), 429);
    await expectJson(await request.post("/api/admin/auth/login", login(API_ADMIN_PASSWORD, uniqueClientIp())), 200);
  });

  test("a success clears the client's failures", async ({ request }) => {
    const ip = uniqueClientIp();
    for (let i = 0; i < 4; i++) await expectError(await request.post("/api/admin/auth/login", login("wrong", ip)), 401);
    await expectJson(await request.post("/api/admin/auth/login", login(API_ADMIN_PASSWORD, ip)), 200);
    for (let i = 0; i < 5; i++) await expectError(await request.post("/api/admin/auth/login", login("wrong", ip)), 401);
    await expectError(await request.post("/api/admin/auth/login", login("wrong", ip)), 429);
  });

  test("sign-in, sign-out and admin changes refuse cross-site requests (403)", async ({ request, admin, baseURL }) => {
    const crossSite: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site", Origin: "https://sub.example" },
    ];
    for (const headers of crossSite) {
      await expectError(await request.post("/api/admin/auth/login", login(API_ADMIN_PASSWORD, uniqueClientIp(), headers)), 403, "Cross-site requests are not allowed");
      await expectError(await admin.post("/api/admin/auth/logout", { headers }), 403);
      await expectError(await admin.post("/api/admin/blog-posts", { data: {}, headers }), 403);
    }
    // The site's own pages are welcome.
    const sameOrigin = { Origin: new URL(baseURL ?? "").origin, "Sec-Fetch-Site": "same-origin" };
    await expectJson(await request.post("/api/admin/auth/login", login(API_ADMIN_PASSWORD, uniqueClientIp(), sameOrigin)), 200);
    // Reads are not state changes: a cross-site GET with the cookie is still answered.
    await expectJson(await admin.get("/api/admin/auth/status", { headers: { "Sec-Fetch-Site": "cross-site" } }), 200);
  });
});

test.describe("next-auth's own endpoints", () => {
  test("credentials sign-in at /api/auth/callback/credentials starts the same session, within the same limit", async ({ baseURL }) => {
    const ctx = await playwrightRequest.newContext({ baseURL });
    const ip = uniqueClientIp();
    try {
      const { csrfToken } = await expectJson<{ csrfToken: string }>(await ctx.get("/api/auth/csrf"), 200);
      const signIn = (password: string, client = ip) =>
        ctx.post("/api/auth/callback/credentials", {
          form: { csrfToken, password, json: "true" },
          headers: { "X-Forwarded-For": client },
          maxRedirects: 0,
        });
      const wrong = await signIn("wrong-password");
      expect((await wrong.json()) as { url: string }).toMatchObject({ url: expect.stringContaining("error=CredentialsSignin") });
      await expectError(await ctx.get("/api/admin/auth/status"), 401);

      expect((await signIn(API_ADMIN_PASSWORD)).status()).toBe(200);
      await expectJson(await ctx.get("/api/admin/auth/status"), 200);
      expect(await expectJson(await ctx.get("/api/auth/session"), 200)).toMatchObject({ user: { name: "Administrator" } });
      await expectJson(await ctx.get("/api/admin/slugs"), 200);

      // Guesses there count against the same per-client limit as the admin screen's sign-in.
      const guesser = uniqueClientIp();
      for (let i = 0; i < 5; i++) await signIn(`guess-${i}`, guesser);
      await expectError(await ctx.post("/api/admin/auth/login", login(API_ADMIN_PASSWORD, guesser)), 429);
    } finally {
      await ctx.dispose();
    }
  });
  test("what next-auth would throw on is a 400 with a message: malformed JSON, a control character in ?error=, an unknown action", async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    for (const path of ["/api/auth/callback/credentials", "/api/auth/signout"]) {
      await expectError(await request.post(path, { data: Buffer.from("{bad"), headers: { "Content-Type": "application/json", Origin: origin } }), 400, "Malformed JSON in the request body");
      await expectError(await request.post(path, { data: Buffer.from(" "), headers: { "Content-Type": "application/json", Origin: origin } }), 400, "The request body must be a JSON object");
    }
    for (const value of ["%00", "%01"]) await expectError(await request.get(`/api/auth/error?error=${value}`), 400, "error contains a character that is not allowed");
    const unknown = await request.get("/api/auth/nope");
    expect(unknown.status()).toBe(400);
    expect(unknown.headers()["content-type"]).toContain("application/json");
    expect(((await unknown.json()) as { message: string }).message).toMatch(/not supported/);
    // A well-formed JSON sign-in still reaches next-auth (which wants its CSRF token).
    const wellFormed = await request.post("/api/auth/callback/credentials", {
      data: { password: "wrong", json: "true" },
      headers: { Origin: origin, "X-Forwarded-For": uniqueClientIp() },
      maxRedirects: 0,
    });
    expect(wellFormed.status()).toBeLessThan(500);
  });
});
