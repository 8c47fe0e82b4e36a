import { expect, test } from "@playwright/test";
import { countyShops, featuredShops, shopsWithUpcomingEvents } from "./demo";
import { cachedPage, expectNoSeriousA11yViolations, gotoHydrated } from "./helpers";

test.describe("home", () => {
  test("hero, featured shops with badges, featured events, county grid and call to action", async ({
    page,
  }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Find and discover Local Farm Shops Across Ireland",
    );

    const featured = page.locator("section", {
      has: page.getByRole("heading", { name: "Featured Farm Shops" }),
    });
    await expect(featured.getByRole("article")).toHaveCount(featuredShops.length);
    for (const shop of featuredShops) {
      const card = featured
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name: shop.name }) });
      await expect(card).toContainText(`${shop.town}, Co. ${shop.county}`);
      await expect(card.getByRole("list", { name: "Badges" })).toContainText("Featured");
      const events = card.getByRole("list", { name: "Badges" }).getByText("Events");
      await (shopsWithUpcomingEvents.has(shop.name)
        ? expect(events).toBeVisible()
        : expect(events).toHaveCount(0));
      if (shop.products.includes("Organic"))
        await expect(card.getByRole("list", { name: "Services" })).toContainText("Organic");
      await expect(card.getByRole("link", { name: `View Details: ${shop.name}` })).toHaveAttribute(
        "href",
        /^\/shop\//,
      );
    }

    await expect(page.getByRole("heading", { name: "Featured Events" })).toBeVisible();

    const kerry = countyShops("Kerry").length;
    await expect(page.getByRole("link", { name: `Kerry ${kerry} shops` })).toHaveAttribute(
      "href",
      "/farm-shops/kerry",
    );
    await expect(
      page.locator('a[href^="/farm-shops/"]').filter({ hasText: /\d+ shops?$/ }),
    ).toHaveCount(32);

    await expect(page.getByRole("link", { name: "List Your Shop For Free" })).toHaveAttribute(
      "href",
      "/submit",
    );
    await expectNoSeriousA11yViolations(page);
  });

  test("search ignores blank text and searches trimmed text", async ({ page }) => {
    await gotoHydrated(page, "/");
    const box = page.getByRole("searchbox", { name: "Search farm shops" });
    await box.fill("   ");
    await box.press("Enter");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    await box.fill("  honey ");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=honey$/);
    await expect(page.getByRole("status")).toContainText("Showing");
  });

  test("picking a county goes to /search?county= and on to the county page", async ({ page }) => {
    await gotoHydrated(page, "/");
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    await page.getByRole("combobox", { name: "Browse by county" }).selectOption("Kerry");
    await expect(page).toHaveURL(/\/farm-shops\/kerry$/);
    expect(requests.some((u) => u.includes("/search?county=Kerry"))).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Farm Shops in County Kerry");
  });

  test("the county select is stepped with the arrow keys without leaving; Enter opens the county", async ({ page }) => {
    await gotoHydrated(page, "/");
    const asked: string[] = [];
    page.on("request", (r) => asked.push(r.url()));
    const county = page.getByRole("combobox", { name: "Browse by county" });
    await county.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(county).toHaveValue("Armagh");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/farm-shops\/armagh$/);
    expect(asked.filter((u) => u.includes("county=Antrim"))).toEqual([]);
  });

  test("its internal address answers as if it did not exist", async ({ page }) => {
    for (const path of ["/home/index", "/home/index/", "/home/other"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    }
  });

  test("is served whole from the route cache: no skeleton, no streamed hidden copy of its sections", async ({ request }) => {
    await request.get("/");
    const again = await cachedPage(request, "/");
    expect(again.status()).toBe(200);
    const html = await again.text();
    expect(html).toContain("Featured Farm Shops");
    // The sections are in the page itself, not in a hidden <div> that a script moves into place
    // (which would make the browser lay the whole page out a second time).
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(html).not.toContain("Loading farm shops");
  });
});
