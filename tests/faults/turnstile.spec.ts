import http from "node:http";
import type { AddressInfo } from "node:net";
import { test, expect } from "@playwright/test";
import { AppServer, createDatabase, faultPort, tempDataDir, type TestDatabase } from "./support/app";

// Turnstile switched on (both keys set) on a server of its own, with its siteverify address
// pointed at a loopback stand-in: there is no internet, and the stand-in's answers are known.
const SECRET = "turnstile-test-secret";
const SITE_KEY = "turnstile-test-site-key";
const GOOD_TOKEN = "token-that-passes";
const BROKEN_TOKEN = "token-the-endpoint-fails-on";

let db: TestDatabase;
let server: AppServer;
let siteverify: http.Server;
const verified: URLSearchParams[] = [];

test.beforeAll(async () => {
  // Cloudflare's documented answer: {"success": true|false, "error-codes": [...]}.
  siteverify = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const form = new URLSearchParams(body);
      verified.push(form);
      if (form.get("response") === BROKEN_TOKEN) {
        res.writeHead(500).end();
        return;
      }
      const success = req.method === "POST" && form.get("secret") === SECRET && form.get("response") === GOOD_TOKEN;
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ success, "error-codes": success ? [] : ["invalid-input-response"] }));
    });
  });
  await new Promise<void>((resolve) => siteverify.listen(faultPort(17), "127.0.0.1", resolve));
  db = await createDatabase();
  server = new AppServer(faultPort(16), {
    DATABASE_URL: db.url,
    DATA_DIR: tempDataDir("turnstile"),
    SUBMISSIONS_PER_HOUR: "1000",
    SUBMIT_MIN_FILL_SECONDS: "0",
    TURNSTILE_SITE_KEY: SITE_KEY,
    TURNSTILE_SECRET_KEY: SECRET,
    TURNSTILE_VERIFY_URL: `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}/turnstile/v0/siteverify`,
  });
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
  await db?.drop();
  await new Promise((resolve) => siteverify?.close(resolve));
});

const shop = (patch: Record<string, unknown> = {}) => ({
  name: `Turnstile Farm ${Date.now()} ${Math.random().toString(36).slice(2, 8)}`,
  county: "Sligo",
  town: "Sligo",
  address: "1 Quay Street",
  products: ["Eggs"],
  phone: null,
  email: null,
  ...patch,
});

test("a submission without a token, or with a token the check refuses, answers 400; a passing token 201", async ({ request }) => {
  const submit = (patch: Record<string, unknown> = {}) => request.post(`${server.url}/api/farm-shops`, { data: shop(patch) });

  const before = verified.length;
  const missing = await submit();
  expect(missing.status()).toBe(400);
  expect(await missing.json()).toMatchObject({ message: "Please complete the spam check." });
  // A missing token is refused without asking Cloudflare.
  expect(verified.length).toBe(before);

  const blank = await submit({ turnstileToken: "   " });
  expect(blank.status()).toBe(400);
  expect(await blank.json()).toMatchObject({ message: "Please complete the spam check." });

  const invalid = await submit({ turnstileToken: "forged-token" });
  expect(invalid.status()).toBe(400);
  expect(await invalid.json()).toMatchObject({ message: "Please complete the spam check." });
  expect(verified.at(-1)?.get("secret")).toBe(SECRET);
  expect(verified.at(-1)?.get("response")).toBe("forged-token");

  const notText = await submit({ turnstileToken: 42 });
  expect(notText.status()).toBe(400);

  const passing = await submit({ turnstileToken: GOOD_TOKEN });
  expect(passing.status(), await passing.text()).toBe(201);
  expect(verified.at(-1)?.get("response")).toBe(GOOD_TOKEN);
});

test("when siteverify itself fails the submission is refused with 503, never let through or answered 500", async ({ request }) => {
  const res = await request.post(`${server.url}/api/farm-shops`, { data: shop({ turnstileToken: BROKEN_TOKEN }) });
  expect(res.status()).toBe(503);
  expect(res.headers()["retry-after"]).toMatch(/^\d+$/);
  expect(await res.json()).toMatchObject({ message: expect.stringMatching(/spam check is unavailable/) as unknown });
});

test("/submit: the CSP allows Cloudflare's script and frame; the form renders the widget and sends its token", async ({ page }) => {
  // Stands in for Cloudflare's api.js (no internet): a widget that passes at once with GOOD_TOKEN.
  await page.route("https://challenges.cloudflare.com/turnstile/v0/api.js**", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `window.turnstile = {
        render(el, o) { el.setAttribute("data-sitekey", o.sitekey); el.textContent = "Verified"; setTimeout(() => o.callback(${JSON.stringify(GOOD_TOKEN)}), 0); return "w1"; },
        reset() {}, remove() {},
      };`,
    }),
  );
  const response = await page.goto(`${server.url}/submit`);
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/);
  expect(csp).toMatch(/frame-src [^;]*https:\/\/challenges\.cloudflare\.com/);
  const widget = page.getByTestId("turnstile");
  await expect(widget).toHaveAttribute("data-sitekey", SITE_KEY);
  await expect(widget).toHaveText("Verified");

  const name = `Browser Turnstile Farm ${Date.now()}`;
  await page.getByLabel("Shop Name").fill(name);
  await page.getByLabel("County").selectOption("Sligo");
  await page.getByLabel("Town/City").fill("Sligo");
  await page.getByLabel("Full Address").fill("2 Quay Street");
  await page.getByRole("checkbox", { name: "Dairy" }).check();
  const sent = page.waitForRequest((req) => req.method() === "POST" && new URL(req.url()).pathname === "/api/farm-shops");
  await page.getByRole("button", { name: "Submit for Review" }).click();
  expect(((await sent).postDataJSON() as { turnstileToken?: string }).turnstileToken).toBe(GOOD_TOKEN);
  await expect(page.getByText("Shop Submitted!")).toBeVisible();
});
