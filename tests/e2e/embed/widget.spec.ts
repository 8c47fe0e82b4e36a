import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type FrameLocator, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../public-core/helpers";

// A shop's widget on another site: a page served from a second local origin (a tiny server on a
// port of its own) frames it by a plain iframe and through /embed.js.

const SLUG = "avonmore-valley-farm-shop";
let host: Server;
let hostOrigin = "";
let site = "";

/** The other site's page: the widget by iframe, by script, and a shop page that must refuse the frame. */
function hostPage(): string {
  return `<!doctype html><html lang="en"><head><title>A farm's own website</title></head><body>
<h1>Welcome to our farm</h1>
<iframe id="plain" src="${site}/embed/shop/${SLUG}" title="Our opening hours" width="380" height="250" style="border:0"></iframe>
<div id="scripted" data-farm-shop="${SLUG}" data-theme="dark" data-title="Our opening hours (script)"></div>
<iframe id="narrow" src="${site}/embed/shop/${SLUG}" title="Narrow" width="240" height="300" style="border:0"></iframe>
<div id="irish" data-farm-shop="${SLUG}" data-lang="ga" data-title="Ár n-uaireanta oscailte"></div>
<div id="irish-county" data-farm-shop-county="cork" data-lang="ga"></div>
<iframe id="refused" src="${site}/shop/${SLUG}" title="A page that is not a widget"></iframe>
<script src="${site}/embed.js" async></script>
</body></html>`;
}

/**
 * A site builder's HTML box: the snippet in a sandboxed frame without allow-same-origin, so the
 * page that holds the widget has an opaque origin ("null").
 */
function sandboxedHostPage(): string {
  const snippet = `<div data-farm-shop="${SLUG}"></div><script src="${site}/embed.js" async></script>`;
  return `<!doctype html><html lang="en"><head><title>A farm's site builder page</title></head><body>
<iframe id="box" title="Custom HTML" sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox" srcdoc="${snippet.replace(/"/g, "&quot;")}" style="width:600px;height:700px;border:0"></iframe>
</body></html>`;
}

test.beforeAll(async ({ baseURL }) => {
  site = new URL(baseURL!).origin;
  host = createServer((req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(req.url === "/sandboxed" ? sandboxedHostPage() : hostPage());
  });
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  // Another port: another origin than the site's.
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => host.close(resolve));
});

async function shopFacts(page: Page): Promise<{ name: string; label: string }> {
  const shop = (await (await page.request.get(`/api/farm-shops/${SLUG}`)).json()) as { id: string; name: string };
  const status = (await (await page.request.get(`/api/farm-shops/${shop.id}/status`)).json()) as { label: string };
  return { name: shop.name, label: status.label };
}

async function expectWidget(frame: FrameLocator, name: string, label: string) {
  await expect(frame.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(frame.locator("[data-status]")).toHaveText(label);
  await expect(frame.getByText(/^Today: /)).toBeVisible();
  await expect(frame.getByRole("link", { name: /Get Directions/ })).toBeVisible();
}

test("a shop's widget on another site, by iframe and by script: content, height, and its link opens at the top level", async ({ page, context }) => {
  const { name, label } = await shopFacts(page);
  await page.goto(hostOrigin);

  // By iframe.
  const plain = page.frameLocator("#plain");
  await expectWidget(plain, name, label);

  // By script: the div became a frame as tall as the widget (not the script's first guess of 250 px).
  const scripted = page.locator("#scripted iframe");
  await expect(scripted).toHaveAttribute("title", "Our opening hours (script)");
  await expect(scripted).toHaveAttribute("src", `${site}/embed/shop/${SLUG}?theme=dark`);
  await expectWidget(page.frameLocator("#scripted iframe"), name, label);
  const widgetHeight = await page.frameLocator("#scripted iframe").locator("#w").evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
  await expect.poll(async () => scripted.evaluate((el) => (el as HTMLIFrameElement).style.height)).toBe(`${widgetHeight}px`);
  expect(widgetHeight).not.toBe(250);
  // A height said by anyone but the site (here the host page itself) is ignored.
  await page.evaluate(() => window.postMessage({ farmShop: "height", height: 999 }, "*"));
  await page.waitForTimeout(200);
  await expect(scripted).toHaveCSS("height", `${widgetHeight}px`);

  // 240 px wide: nothing runs off the side.
  const narrow = page.frameLocator("#narrow");
  await expect(narrow.locator("[data-status]")).toHaveText(label);
  expect(await narrow.locator("html").evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(240);

  // "See it on Farm Shops Ireland" opens the shop page in a top-level tab, not inside the frame.
  const [opened] = await Promise.all([context.waitForEvent("page"), plain.getByRole("link", { name: /See it on Farm Shops Ireland/ }).click()]);
  await opened.waitForLoadState("domcontentloaded");
  // Tagged with the framing site's host, so that the visit counts it as the referrer (docs/embed.md).
  expect(opened.url()).toBe(`${site}/shop/${SLUG}?utm_source=127.0.0.1&utm_medium=widget`);
  expect(await opened.evaluate(() => window.top === window)).toBe(true);
  await expect(opened.getByRole("heading", { level: 1 })).toHaveText(name);
  await opened.close();

  // In Irish by the script's data-lang: the Irish widget, its link to the Irish shop page.
  await expect(page.locator("#irish iframe")).toHaveAttribute("src", `${site}/embed/shop/${SLUG}?lang=ga`);
  const irish = page.frameLocator("#irish iframe");
  await expect(irish.locator("html")).toHaveAttribute("lang", "ga");
  await expect(irish.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(irish.getByText(/^Inniu: /)).toBeVisible();
  await expect(irish.getByRole("link", { name: /^Faigh Treoracha/ })).toBeVisible();
  await expect(irish.getByRole("link", { name: /^Féach air ar Shiopaí Feirme Éireann/ })).toHaveAttribute("href", `${site}/ga/shop/${SLUG}?utm_source=127.0.0.1&utm_medium=widget`);
  // Without a data-title, the frame is still named in the widget's language.
  await expect(page.locator("#irish-county iframe")).toHaveAttribute("title", "Siopaí feirme an chontae");
  await expect(page.frameLocator("#irish-county iframe").getByRole("heading", { level: 1 })).toHaveText("Siopaí feirme i gContae Chorcaí");

  // Any other page of the site refuses to be framed.
  const refused = await page.locator("#refused").elementHandle().then((el) => el!.contentFrame());
  await expect.poll(() => refused!.url()).toMatch(/^chrome-error:/);
});

test("a site builder's sandboxed HTML box (an opaque origin) shows the widget, as tall as it is", async ({ page }) => {
  const { name, label } = await shopFacts(page);
  await page.goto(`${hostOrigin}/sandboxed`);
  const box = page.frameLocator("#box");
  const frame = box.locator("iframe");
  await expectWidget(box.frameLocator("iframe"), name, label);
  // The widget told its height to the page with no origin of its own (not the script's first guess of 380 px).
  const widgetHeight = await box.frameLocator("iframe").locator("#w").evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
  expect(widgetHeight).not.toBe(380);
  await expect.poll(async () => frame.evaluate((el) => (el as HTMLIFrameElement).style.height)).toBe(`${widgetHeight}px`);
});

test("a widget left open draws itself again once its status changes (data-refresh), not before", async ({ page }) => {
  await page.clock.install();
  let loads = 0;
  page.on("load", () => loads++);
  await page.goto(`/embed/shop/${SLUG}`);
  const seconds = Number(await page.locator("#w").getAttribute("data-refresh"));
  // The next closing, opening or midnight, and within the hour.
  expect(seconds).toBeGreaterThan(2);
  expect(seconds).toBeLessThanOrEqual(3602);
  await page.clock.runFor((seconds - 1) * 1000);
  expect(loads).toBe(1);
  await page.clock.runFor(2000);
  await expect.poll(() => loads).toBe(2);
  await expect(page.locator("[data-status]")).toBeVisible();
});

test("the widget works without JavaScript and is accessible", async ({ browser, page }) => {
  const { name, label } = await shopFacts(page);
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const bare = await noScript.newPage();
    await bare.goto(`/embed/shop/${SLUG}?layout=badge`);
    await expect(bare.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(bare.locator("[data-status]")).toHaveText(label);
  } finally {
    await noScript.close();
  }
  for (const path of [`/embed/shop/${SLUG}`, `/embed/shop/${SLUG}?theme=dark&layout=badge`, "/embed/county/cork?theme=dark", "/embed/shop/no-such-shop"]) {
    await page.goto(path);
    await expectNoSeriousA11yViolations(page);
  }
});

test("the shop page leads to the help page: preview, options and the snippet to copy", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { name } = await shopFacts(page);
  const frameTitle = `${name}: opening hours`.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  await page.goto(`/shop/${SLUG}`);
  await page.getByRole("link", { name: "Add this shop to your website" }).click();
  await expect(page).toHaveURL(`/embed?shop=${SLUG}`);
  const preview = page.locator("iframe[title^='Preview']");
  await expect(preview).toHaveAttribute("src", `/embed/shop/${SLUG}`);
  await page.getByRole("radio", { name: "Dark" }).check();
  await page.getByRole("radio", { name: "Badge (compact)" }).check();
  await expect(preview).toHaveAttribute("src", `/embed/shop/${SLUG}?theme=dark&layout=badge`);
  await expect(page.frameLocator("iframe[title^='Preview']").locator("[data-status]")).toBeVisible();
  // A frame on the site itself tags nothing: only a farm's own page is a referrer.
  await expect(page.frameLocator("iframe[title^='Preview']").getByRole("link", { name: /See it on Farm Shops Ireland/ })).toHaveAttribute("href", `/shop/${SLUG}`);
  const snippet = page.getByLabel("The snippet to paste into your website");
  // The script's frame is named for the shop, as the iframe's is.
  await expect(snippet).toHaveValue(`<div data-farm-shop="${SLUG}" data-theme="dark" data-layout="badge" data-title="${frameTitle}"></div>\n<script src="${new URL(page.url()).origin}/embed.js" async></script>`);
  await page.getByRole("radio", { name: /Iframe only/ }).check();
  await expect(snippet).toHaveValue(new RegExp(`^<iframe src="[^"]+/embed/shop/${SLUG}\\?theme=dark&amp;layout=badge"`));
  expect(await snippet.inputValue()).toContain(` title="${frameTitle}" `);
  const copyStatus = page.getByRole("status").filter({ hasText: /Copied|Ctrl\+C/ });
  await page.getByRole("button", { name: "Copy" }).click();
  await expect(copyStatus).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // In Irish: the widget's language, and the frame named in Irish.
  await page.getByRole("radio", { name: /^Script and div/ }).check();
  await page.getByRole("radio", { name: "Gaeilge" }).check();
  await expect(preview).toHaveAttribute("src", `/embed/shop/${SLUG}?theme=dark&layout=badge&lang=ga`);
  await expect(page.frameLocator("iframe[title^='Preview']").getByText(/^Inniu: /)).toBeVisible();
  await expect(snippet).toHaveValue(new RegExp(`^<div data-farm-shop="${SLUG}" data-theme="dark" data-layout="badge" data-lang="ga" data-title="[^"]+: uaireanta oscailte">`));
  await page.getByRole("radio", { name: "English" }).check();
  await page.getByRole("radio", { name: /Iframe only/ }).check();
  // Once the snippet changes, the status no longer claims the new text was copied.
  for (const option of ["Light", "Card", /^Script and div/]) {
    await page.getByRole("radio", { name: option }).check();
    await expect(copyStatus).toHaveCount(0);
    await page.getByRole("button", { name: "Copy" }).click();
    await expect(copyStatus).toBeVisible();
  }
});

test("a shop the help page does not know is said, and the county chooser stays", async ({ page }) => {
  await page.goto("/embed?shop=no-such-shop");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add a farm shop to your website");
  await expect(page.getByRole("status").filter({ hasText: "We could not find the shop “no-such-shop”" })).toBeVisible();
  await expect(page.locator("iframe[title^='Preview']")).toHaveAttribute("src", /^\/embed\/county\//);
  // A known shop, or none asked for, says nothing of the kind.
  await page.goto("/embed");
  await expect(page.getByText("We could not find the shop")).toHaveCount(0);
  await page.goto(`/ga/embed?shop=no-such-shop`);
  await expect(page.getByRole("status").filter({ hasText: "Níor aimsíomar an siopa “no-such-shop”" })).toBeVisible();
});

test("the plain iframe's size holds the widget at its narrowest (240 px), badge and card, for the demo's shops", async ({ page, request }) => {
  const { WIDGET_SIZES } = await import("../../../lib/embed/snippet");
  const shops = (await (await request.get("/api/farm-shops?limit=500")).json()) as { slug: string | null; id: string }[];
  // Every fourth shop, and the tallest measured: one whose status takes three lines at that width,
  // and the tallest Irish badge (293 px); in English and in Irish.
  const sample = [...shops.filter((_, i) => i % 4 === 0).map((s) => s.slug ?? s.id), "boyne-valley-growers", "bremore-berry-farm"];
  await page.setViewportSize({ width: 240, height: 600 });
  for (const slug of sample) {
    for (const layout of ["card", "badge"] as const) {
      for (const lang of ["en", "ga"] as const) {
        const query = new URLSearchParams({ ...(layout === "badge" ? { layout } : {}), ...(lang === "ga" ? { lang } : {}) }).toString();
        await page.goto(`/embed/shop/${slug}${query ? `?${query}` : ""}`);
        // As the widget reports its own height to the embed script (lib/embed/document.ts).
        const height = await page.evaluate(() => Math.ceil(document.getElementById("w")?.getBoundingClientRect().height ?? Infinity));
        expect(height, `${slug} (${layout}, ${lang})`).toBeLessThanOrEqual(WIDGET_SIZES[layout].height);
      }
    }
  }
});
