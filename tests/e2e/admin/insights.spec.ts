import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import { devices, type APIRequestContext, type Browser, type BrowserContext, type Page, type Request, type Response } from "@playwright/test";
import { expect, test, uniqueTag } from "./support/fixtures";
import { linkFromOutbox } from "./support/outbox";

/**
 * The visitor counts end to end: the page script's beacons reach POST /api/hit, the server counts
 * them in memory and writes them (every second on this test server, ANALYTICS_FLUSH_SECONDS), and
 * GET /api/admin/insights and the owner's page show them.
 */
type ApiShop = { id: string; slug: string; name: string; email: string };
type Report = {
  visitors: number;
  views: number;
  topShops: { slug: string; views: number; directions: number; calls: number; website: number }[];
  noResultSearches: { q: string; count: number }[];
  referrers: { domain: string; count: number }[];
};

// A person's desktop Chrome, with an agent of its own so that it is a new visitor to the hash.
const agent = (tag: string) => devices["Desktop Chrome"].userAgent.replace(/Chrome\/[\d.]+/, `Chrome/140.0.${parseInt(tag, 16)}.0`);

async function liveShop(request: APIRequestContext, name: string): Promise<ApiShop> {
  const tag = uniqueTag();
  const submitted = await request.post("/api/farm-shops", {
    data: {
      name,
      shopType: "physical",
      county: "Kerry",
      town: "Dingle",
      address: `${tag} Green Street`,
      email: `owner-${tag}@example.com`,
      phone: "066 915 1234",
      products: ["Eggs"],
      latitude: "52.1408",
      longitude: "-10.2686",
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const shop = (await submitted.json()) as ApiShop;
  const approved = await request.post(`/api/admin/farm-shops/${shop.id}/approve`);
  expect(approved.status()).toBe(200);
  return (await approved.json()) as ApiShop;
}

/** A visitor's browser: no admin cookie, a person's agent, nothing reaches other sites. */
async function visitor(browser: Browser, baseURL: string, extra: Parameters<Browser["newContext"]>[0] = {}): Promise<BrowserContext> {
  // Not signed in: the admin's session (the project's storageState) stays out of it.
  const context = await browser.newContext({
    ...devices["Desktop Chrome"],
    userAgent: agent(uniqueTag()),
    baseURL,
    serviceWorkers: "block",
    storageState: { cookies: [], origins: [] },
    ...extra,
  });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: "" }));
  return context;
}

const beacon = (page: Page, kind: "v" | "a" | "s") =>
  page.waitForRequest((r: Request) => r.url().endsWith("/api/hit") && r.method() === "POST" && (r.postData() ?? "").includes(`"t":"${kind}"`));

/** Opens a page and waits for its page-view beacon (the script loads once the page has). */
async function view(page: Page, path: string): Promise<void> {
  const sent = beacon(page, "v");
  await page.goto(path);
  await sent;
}

async function insights(request: APIRequestContext): Promise<Report> {
  const res = await request.get("/api/admin/insights?days=7");
  expect(res.status()).toBe(200);
  return (await res.json()) as Report;
}

test("three views of a shop and a tap on Directions are in the admin's insights within 15 s", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const shop = await liveShop(page.request, `Counted Farm ${uniqueTag()}`);
  const context = await visitor(browser, baseURL ?? "");
  const tab = await context.newPage();
  for (let i = 0; i < 3; i++) await view(tab, `/shop/${shop.slug}`);
  const tapped = beacon(tab, "a");
  await tab.getByRole("region", { name: "Visit & Contact" }).getByRole("link", { name: /^Get Directions/ }).click();
  await tapped;
  await expect
    .poll(async () => (await insights(page.request)).topShops.find((s) => s.slug === shop.slug), { timeout: 15_000 })
    .toMatchObject({ views: 3, directions: 1, calls: 0, website: 0 });
  await context.close();

  await test.step("the Insights tab shows the shop and offers every table as CSV", async () => {
    await page.goto("/admin?tab=insights");
    await expect(page.getByRole("heading", { name: "Insights" })).toBeVisible({ timeout: 30_000 });
    const shops = page.getByRole("region", { name: "Top shops", exact: true });
    await expect(shops.getByRole("row", { name: new RegExp(shop.name) })).toContainText("3");
    await expect(page.getByRole("img", { name: /Visitors and page views by day/ })).toBeVisible();
    const csv = await page.request.get(await shops.getByRole("link", { name: /Download CSV/ }).getAttribute("href") ?? "");
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(await csv.text()).toContain(`${shop.slug},${shop.name},3,1,0,0`);
  });
});

test("a visit through a widget on a farm's own site counts that site as the referrer", async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const shop = await liveShop(page.request, `Widget Farm ${uniqueTag()}`);
  // The farm's own page, framing the shop's widget: another site (localhost, where the directory is
  // 127.0.0.1), served from a port of its own.
  const farm = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><title>Our farm</title><h1>Our farm</h1><iframe src="${baseURL}/embed/shop/${shop.slug}" title="Our opening hours" width="380" height="300"></iframe>`);
  });
  await new Promise<void>((resolve) => farm.listen(0, "127.0.0.1", resolve));
  const farmPage = `http://localhost:${(farm.address() as AddressInfo).port}/`;
  const fromFarm = async () => (await insights(page.request)).referrers.find((r) => r.domain === "localhost")?.count ?? 0;
  const before = await fromFarm();
  const context = await visitor(browser, baseURL ?? "");
  await context.route(farmPage, (route) => route.continue());
  try {
    const tab = await context.newPage();
    await tab.goto(farmPage);
    const link = tab.frameLocator("iframe").getByRole("link", { name: /See it on Farm Shops Ireland/ });
    // The widget's script tags its link with the framing site (the page's referrer would be the widget).
    const tagged = `${baseURL}/shop/${shop.slug}?utm_source=localhost&utm_medium=widget`;
    await expect(link).toHaveAttribute("href", tagged);
    const [opened] = await Promise.all([context.waitForEvent("page"), link.click()]);
    const sent = beacon(opened, "v");
    await opened.waitForLoadState("domcontentloaded");
    // The tagged address is the page itself (200, no redirect), named without its tags.
    expect(opened.url()).toBe(tagged);
    await expect(opened.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/shop/${shop.slug}$`));
    expect(JSON.parse((await sent).postData() ?? "{}")).toMatchObject({ t: "v", p: `/shop/${shop.slug}`, r: `${baseURL}/embed/shop/${shop.slug}` });
    await expect.poll(fromFarm, { timeout: 15_000 }).toBe(before + 1);
    expect((await insights(page.request)).topShops.find((s) => s.slug === shop.slug)).toMatchObject({ views: 1 });
  } finally {
    await context.close();
    await new Promise((resolve) => farm.close(resolve));
  }
});

test("the widgets' help page is a public page: its views are counted, in both languages", async ({ browser, baseURL }) => {
  const context = await visitor(browser, baseURL ?? "");
  const tab = await context.newPage();
  for (const path of ["/embed", "/ga/embed"]) {
    const sent = beacon(tab, "v");
    await tab.goto(path);
    expect(JSON.parse((await sent).postData() ?? "{}"), path).toMatchObject({ t: "v", p: path });
  }
  await context.close();
});

test("on a phone the Insights tab stays legible: the shops' table scrolls inside its panel, the chart has a legend, readable labels and its figures", async ({ page }) => {
  const byDay = Array.from({ length: 30 }, (_, i) => ({ date: `2026-11-${String(i + 1).padStart(2, "0")}`, visitors: 100 + i, views: 250 + 3 * i }));
  const report = {
    days: 30, from: "2026-11-01", to: "2026-11-30", visitors: 3435, views: 8805, byDay,
    topPages: [{ path: "/shop/hill-farm", title: "Hill Farm", views: 40 }],
    topShops: [{ slug: "o-suilleabhains-orchard", name: "Ó Súilleabháin's Orchard", views: 1234, directions: 56, calls: 7, website: 89, saves: 12, shares: 3 }],
    topSearches: [], noResultSearches: [], referrers: [], devices: [{ device: "phone", count: 5000 }],
  };
  await page.route(/\/api\/admin\/insights\?days=30$/, (route) => route.fulfill({ json: report }));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/admin?tab=insights");

  const shops = page.getByRole("region", { name: "Top shops", exact: true });
  await expect(shops.getByRole("columnheader")).toHaveText(["Shop", "Views", "Directions", "Calls", "Website", "Saves", "Shares"]);
  await expect(shops.getByRole("row", { name: /Súilleabháin/ }).getByRole("cell")).toHaveText(["1,234", "56", "7", "89", "12", "3"]);
  // The headers' words stand apart.
  const gaps = await shops.locator("thead th").evaluateAll((cells) => {
    const boxes = cells.map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return range.getBoundingClientRect();
    });
    return boxes.slice(1).map((box, i) => box.left - (boxes[i]?.right ?? 0));
  });
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(8);
  // Too wide for the phone: it scrolls by itself, says so, and a keyboard can scroll it.
  const scroller = shops.getByRole("region", { name: "Top shops, scrolls sideways" });
  await expect(scroller).toBeVisible();
  await expect(shops.getByText("Scroll sideways for more columns.")).toBeVisible();
  expect(await shops.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await scroller.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);

  const chart = page.getByRole("region", { name: "Visitors and page views by day", exact: true });
  await expect(chart.getByText("Page views (bars)")).toBeVisible();
  await expect(chart.getByText("Visitors (line)")).toBeVisible();
  // The scale and the first and last day, in type a phone can read.
  const labels = chart.locator('div[aria-hidden="true"] > span');
  await expect(labels).toHaveText(["337", "0", "2026-11-01", "2026-11-30"]);
  for (const size of await labels.evaluateAll((spans) => spans.map((s) => parseFloat(getComputedStyle(s).fontSize)))) expect(size).toBeGreaterThanOrEqual(12);
  // The figures by day, for screen readers and keyboards.
  const figures = chart.getByRole("table", { name: "Visitors and page views by day" });
  await expect(figures).toBeHidden();
  await chart.getByText("Show the figures by day").click();
  await expect(figures.getByRole("row")).toHaveCount(31);
  await expect(figures.getByRole("row", { name: /^2026-11-02/ }).getByRole("cell")).toHaveText(["101", "253"]);

  const axe = await new AxeBuilder({ page }).include('section[aria-labelledby="insights-title"]').withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
});

test("a browser sending Global Privacy Control adds a page view but no visitor", async ({ page, browser, baseURL }) => {
  const userAgent = agent(uniqueTag());
  const before = await insights(page.request);
  const gpc = await visitor(browser, baseURL ?? "", { userAgent, extraHTTPHeaders: { "Sec-GPC": "1" } });
  await view(await gpc.newPage(), "/about");
  await expect.poll(async () => (await insights(page.request)).views, { timeout: 15_000 }).toBe(before.views + 1);
  expect((await insights(page.request)).visitors).toBe(before.visitors);
  await gpc.close();

  // The same browser without the signal is a new visitor: the check above could fail.
  const plain = await visitor(browser, baseURL ?? "", { userAgent });
  await view(await plain.newPage(), "/about");
  await expect.poll(async () => (await insights(page.request)).visitors, { timeout: 15_000 }).toBe(before.visitors + 1);
  await plain.close();
});

test("a search that finds nothing is listed in noResultSearches", async ({ page, browser, baseURL }) => {
  const words = `zqxv${uniqueTag()}`;
  const context = await visitor(browser, baseURL ?? "");
  const tab = await context.newPage();
  const searched = beacon(tab, "s");
  await tab.goto(`/search?q=${words}`);
  expect((await searched).postData()).toContain('"n":0');
  await expect.poll(async () => (await insights(page.request)).noResultSearches.find((s) => s.q === words)?.count, { timeout: 15_000 }).toBe(1);
  await context.close();
});

test("public pages set no cookie and write nothing to the browser's storage", async ({ browser, baseURL }) => {
  const context = await visitor(browser, baseURL ?? "");
  const tab = await context.newPage();
  const setCookies: string[] = [];
  // Every answer's header is read before the check, and none after the listener is taken off (a
  // read still running when the context closed failed the next test).
  const reads: Promise<void>[] = [];
  const onResponse = (res: Response) => {
    reads.push(res.headerValue("set-cookie").then((header) => void (header && setCookies.push(`${res.url()}: ${header}`))));
  };
  tab.on("response", onResponse);
  const shops = (await (await tab.request.get("/api/farm-shops?limit=20")).json()) as { slug: string | null }[];
  const slug = shops.find((s) => s.slug)?.slug;
  expect(slug).toBeTruthy();
  for (const path of ["/", "/search?q=cheese", `/shop/${slug}`, "/farm-shops/cork", "/events", "/harvest-hub", "/privacy-policy"]) {
    await view(tab, path);
    const stored = await tab.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length, cookie: document.cookie }));
    expect(stored, path).toEqual({ local: 0, session: 0, cookie: "" });
  }
  tab.off("response", onResponse);
  await Promise.all(reads);
  expect(reads.length).toBeGreaterThan(7);
  expect(setCookies).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  await context.close();
});

test("the owner's page shows the last 4 weeks beside the county median, and the monthly mail can be switched off", async ({ page, browser, baseURL }) => {
  const name = `Owner Figures Farm ${uniqueTag()}`;
  const shop = await liveShop(page.request, name);
  const context = await visitor(browser, baseURL ?? "");
  const tab = await context.newPage();
  await view(tab, `/shop/${shop.slug}`);
  await view(tab, `/shop/${shop.slug}`);
  const called = beacon(tab, "a");
  await tab.getByRole("region", { name: "Quick Actions" }).getByRole("link", { name: "Call Now" }).click();
  await called;
  await expect.poll(async () => (await insights(page.request)).topShops.find((s) => s.slug === shop.slug)?.calls, { timeout: 15_000 }).toBe(1);

  await tab.getByRole("button", { name: "Update this listing" }).click();
  await expect(tab.getByRole("status").filter({ hasText: "we have sent it a link" })).toBeVisible();
  await tab.goto(await linkFromOutbox(shop.email, `Update your listing: ${name}`, "/owner/sign-in"));
  const figures = tab.getByRole("region", { name: "Your listing in the last 4 weeks" });
  await expect(figures.getByRole("row", { name: /^Page views/ })).toContainText("2");
  await expect(figures.getByRole("row", { name: /^Phone taps/ })).toContainText("1");
  await expect(figures.getByRole("columnheader", { name: "Co. Kerry median" })).toBeVisible();

  const mail = figures.getByRole("switch", { name: "Monthly summary by email" });
  await expect(mail).toHaveAttribute("aria-checked", "true");
  await mail.click();
  await expect(mail).toHaveAttribute("aria-checked", "false");
  await tab.reload();
  await expect(tab.getByRole("switch", { name: "Monthly summary by email" })).toHaveAttribute("aria-checked", "false");
  await context.close();
});
