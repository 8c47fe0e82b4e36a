import { expect, test, type APIResponse } from "@playwright/test";

// Security headers (lib/security/csp.ts, proxy.ts, next.config.mjs): present on every kind of
// response, and a policy that the site's own pages satisfy in a real browser.

const CACHED_PAGES = ["/", "/farm-shops/cork", "/farm-shops/cork?page=1", "/events", "/events?county=kerry&page=1", "/harvest-hub", "/shop/avonmore-valley-farm-shop", "/no-such-page"];
const PER_REQUEST_PAGES = ["/search?q=honey", "/farm-shops/cork?q=honey", "/about", "/submit", "/admin"];

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

function expectCommonHeaders(res: APIResponse) {
  const h = res.headers();
  expect(h["x-content-type-options"]).toBe("nosniff");
  expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(h["permissions-policy"]).toContain("camera=()");
  expect(h["permissions-policy"]).toContain("geolocation=(self)");
  expect(h["x-frame-options"]).toBe("DENY");
  expect(h["x-powered-by"]).toBeUndefined();
  // Served over plain http here: no HSTS (it would pin a development host to https).
  expect(h["strict-transport-security"]).toBeUndefined();
}

function expectPagePolicy(csp: string) {
  const d = directives(csp);
  expect(d.get("frame-ancestors")).toEqual(["'none'"]);
  expect(d.get("object-src")).toEqual(["'none'"]);
  expect(d.get("base-uri")).toEqual(["'none'"]);
  expect(d.get("default-src")).toEqual(["'self'"]);
  expect(d.get("form-action")).toEqual(["'self'"]);
  expect(d.get("script-src")).not.toContain("'unsafe-eval'");
  expect(d.get("script-src")?.some((s) => s.startsWith("http") || s === "*" || s === "https:")).toBe(false);
}

test.describe("security headers", () => {
  for (const path of CACHED_PAGES) {
    test(`cached page ${path}`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      expect([200, 404]).toContain(res.status());
      expectCommonHeaders(res);
      const csp = res.headers()["content-security-policy"] ?? "";
      expectPagePolicy(csp);
      // Pages served from the route cache were rendered for an earlier request: no nonce.
      expect(directives(csp).get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
    });
  }

  for (const path of PER_REQUEST_PAGES) {
    test(`per-request page ${path}`, async ({ request }) => {
      const first = await request.get(path);
      const second = await request.get(path);
      expect(first.status()).toBe(200);
      expectCommonHeaders(first);
      const csp = first.headers()["content-security-policy"] ?? "";
      expectPagePolicy(csp);
      const scriptSrc = directives(csp).get("script-src") ?? [];
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).toContain("'strict-dynamic'");
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      // Fresh for every response, and on every script Next.js wrote.
      expect(second.headers()["content-security-policy"]).not.toContain(nonce);
      const html = await first.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) {
        if (tag.includes('type="application/ld+json"')) continue;
        expect(tag).toContain(`nonce="${nonce}"`);
      }
    });
  }

  test("HSTS when the request came over https", async ({ request }) => {
    const res = await request.get("/about", { headers: { "x-forwarded-proto": "https" } });
    expect(res.headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  });

  test("the API, files and images get the common headers and a deny-all policy for the API", async ({ request }) => {
    const api = await request.get("/api/farm-shops/featured");
    expectCommonHeaders(api);
    expect(api.headers()["content-security-policy"]).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    const file = await request.get("/images/fallback/1.svg");
    expect(file.status()).toBe(200);
    expectCommonHeaders(file);
  });
});

test.describe("the policy in a browser", () => {
  for (const path of ["/", "/shop/avonmore-valley-farm-shop", "/search?q=honey", "/farm-shops/cork?q=honey", "/submit", "/admin"]) {
    test(`${path} runs under its policy with no violation`, async ({ page }) => {
      const violations: string[] = [];
      page.on("console", (msg) => {
        if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
      });
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (e) => {
          (window as unknown as { __cspViolations: string[] }).__cspViolations ??= [];
          (window as unknown as { __cspViolations: string[] }).__cspViolations.push(
            `${e.violatedDirective} ${e.blockedURI}`,
          );
        });
      });
      await page.goto(path);
      // Hydrated: React attached its handlers (a client-only attribute the layout sets after hydration).
      await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
      await page.mouse.wheel(0, 1500);
      await page.waitForTimeout(500);
      const seen = await page.evaluate(
        () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
      );
      expect([...violations, ...seen]).toEqual([]);
    });
  }
});
