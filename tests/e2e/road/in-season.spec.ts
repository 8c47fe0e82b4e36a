import { expect, test } from "@playwright/test";
import { monthName } from "@/lib/season/months";
import { produceIn } from "@/lib/season/produce";
import { dublinToday } from "@/lib/time";
import { jsonLd } from "../public-core/helpers";

test.describe("what's in season", () => {
  test("a month's page lists its produce with search links, shops and pick-your-own farms", async ({ page }) => {
    const response = await page.goto("/in-season/june");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("What's in season in June");
    const items = page.getByRole("list", { name: "In season in June" });
    await expect(items.getByRole("heading", { level: 2 })).toHaveText(produceIn(6).map((p) => p.name));
    const strawberries = items.locator('[data-produce="Strawberries"]');
    await expect(strawberries.getByRole("link", { name: "Search for strawberries" })).toHaveAttribute("href", "/search?q=strawberries");
    const sellers = strawberries.getByRole("list", { name: "Shops selling strawberries" }).getByRole("listitem");
    await expect(sellers.first()).toBeVisible();
    expect(await sellers.count()).toBeLessThanOrEqual(6);
    // The demo's summer-only berry farm picks in June, and is highlighted.
    const farms = page.getByRole("list", { name: "Pick-your-own farms open in June" });
    await expect(farms.getByRole("link", { name: "Bremore Berry Farm" })).toBeVisible();
    await expect(farms.locator("[data-pick-your-own]").first()).toContainText("Pick your own, open this month");

    const list = (await jsonLd(page)).find((d) => d["@type"] === "ItemList");
    expect(list).toMatchObject({ name: "In season in Ireland in June", numberOfItems: produceIn(6).length });
    expect((list?.itemListElement as { url: string }[])[0]?.url).toMatch(/\/search\?(q|products)=/);

    await strawberries.getByRole("link", { name: "Search for strawberries" }).click();
    await expect(page).toHaveURL(/\/search\?q=strawberries$/);
  });

  test("no item's link is a dead end: a name no shop uses asks for its category instead", async ({ page, request }) => {
    for (const month of ["june", "november"]) {
      await page.goto(`/in-season/${month}`);
      const links = page.getByRole("list", { name: /^In season in / }).locator("[data-produce] > a");
      const hrefs = await links.evaluateAll((as) => as.map((a): [string, string] => [a.textContent ?? "", a.getAttribute("href") ?? ""]));
      expect(hrefs.length).toBeGreaterThan(5);
      expect(hrefs.some(([text, href]) => text.startsWith("Shops selling ") && href.startsWith("/search?products="))).toBe(true);
      for (const [text, href] of hrefs) {
        const html = await (await request.get(href)).text();
        expect(html, `${month}: ${text} → ${href}`).not.toContain("No farm shops found");
      }
    }
  });

  test("January has no summer-only farm and no strawberries", async ({ page }) => {
    await page.goto("/in-season/january");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("What's in season in January");
    await expect(page.locator('[data-produce="Strawberries"]')).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Bremore Berry Farm" })).toHaveCount(0);
  });

  test("/in-season is this month on the Irish clock; any other month answers 404", async ({ page, request }) => {
    const month = monthName(Number(dublinToday().slice(5, 7)));
    await page.goto("/in-season");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`What's in season in ${month}`);
    await expect(page.getByRole("navigation", { name: "Months" }).getByRole("link", { name: month })).toHaveAttribute("aria-current", "page");
    for (const bad of ["13", "juni", "06", "this-months", "june%20"]) {
      expect((await request.get(`/in-season/${bad}`)).status(), bad).toBe(404);
    }
    // A month's name in capitals is that month, at its own address.
    const capitals = await request.get("/in-season/June", { maxRedirects: 0 });
    expect(capitals.status()).toBe(308);
    expect(capitals.headers().location).toBe("/in-season/june");
    // Its internal address answers as if it did not exist; a parameter the page does not read is taken off.
    const internal = await request.get("/in-season/this-month", { maxRedirects: 0 });
    expect(internal.status()).toBe(404);
    expect(await internal.text()).toContain("Page Not Found");
    const tracked = await request.get("/in-season?ref=mail", { maxRedirects: 0 });
    expect(tracked.status()).toBe(308);
    expect(tracked.headers().location).toMatch(/\/in-season$/);
    expect((await request.get("/in-season?utm_source=mail", { maxRedirects: 0 })).status()).toBe(200);
  });

  test("linked from the home page and the footer, and in the sitemap", async ({ page, request }) => {
    await page.goto("/");
    await expect(page.getByRole("main").getByRole("link", { name: "What's in season" })).toHaveAttribute("href", "/in-season");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "What's in Season" })).toHaveAttribute("href", "/in-season");
    // Each item in season goes to its place on the in-season page, which lists the shops for it.
    const item = page.getByRole("list", { name: /^In season in / }).getByRole("link").first();
    const href = (await item.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/in-season#[a-z-]+$/);
    await item.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator(href.slice(href.indexOf("#")))).toBeInViewport();
    const sitemap = await (await request.get("/sitemaps/sitemap/0.xml")).text();
    expect(sitemap).toContain("/in-season</loc>");
    expect(sitemap).toContain("/in-season/june</loc>");
    expect(sitemap).not.toContain("/saved");
  });
});

test.describe("what's in season near me", () => {
  const dingle = { latitude: 52.1408, longitude: -10.2686 };
  test.use({ geolocation: dingle, permissions: ["geolocation"] });

  test("each item's shops and the pick-your-own farms come nearest first, with their distance", async ({ page }) => {
    await page.goto("/in-season/june");
    const items = page.getByRole("list", { name: "In season in June" });
    // The site may use the position already, so the page takes it without being asked.
    await expect(page.getByRole("status").filter({ hasText: "Shops are shown nearest first." })).toBeVisible();
    const km = (line: string) => {
      const m = line.match(/· ([\d.]+) (m|km) away/);
      return m ? Number(m[1]) / (m[2] === "m" ? 1000 : 1) : Infinity;
    };
    for (const list of [page.getByRole("list", { name: "Pick-your-own farms open in June" }), ...(await items.locator("[data-produce]").all())]) {
      const lines = await list.getByRole("listitem").allTextContents();
      const distances = lines.map(km);
      expect(distances.filter(Number.isFinite).length, lines.join(" | ")).toBeGreaterThan(0);
      expect(distances, lines.join(" | ")).toEqual([...distances].sort((a, b) => a - b));
    }
  });
});

