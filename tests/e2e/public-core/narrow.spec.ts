import { expect, test, type Page } from "@playwright/test";

// A 375 px phone, in both languages: nothing wider than the screen, no county name cut short on
// the home page's grid, and the county cards' buttons each on one line inside their column.

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const prefix of ["", "/ga"]) {
  test(`${prefix || "/"}: every county tile shows its whole name`, async ({ page }) => {
    await page.goto(prefix || "/");
    const names = page.locator(".county-tile-name");
    await expect(names).toHaveCount(32);
    await names.first().scrollIntoViewIfNeeded();
    const cut = await names.evaluateAll((els) =>
      els.filter((el) => el.scrollWidth > el.clientWidth || getComputedStyle(el).textOverflow === "ellipsis").map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
    expect(await pageWidth(page)).toBe(375);
  });

  test(`${prefix}/farm-shops/cork: the cards stay in their column, View Details on one line`, async ({ page }) => {
    await page.goto(`${prefix}/farm-shops/cork`);
    const cards = page.locator("article.card");
    await expect(cards.first()).toBeVisible();
    expect(await pageWidth(page)).toBe(375);
    const list = await page.locator("ul:has(> li > article.card)").first().boundingBox();
    for (const box of await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.right).toBeLessThanOrEqual((list?.x ?? 0) + (list?.width ?? 0) + 0.5);
    }
    // One line of text: its height is the one-line button's, whatever the card's shortcuts.
    const heights = await page.locator(".card-details").evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    expect(Math.max(...heights)).toBeLessThanOrEqual(40);
  });
}

test("a name of one very long word breaks inside the card, not past the screen", async ({ page }) => {
  await page.goto("/farm-shops/cork");
  const title = page.locator("article.card .card-title").first();
  await title.evaluate((el) => {
    const target = el.querySelector("a") ?? el;
    target.textContent = "Ballymaloe".repeat(8);
  });
  expect(await pageWidth(page)).toBe(375);
  // Broken inside the word, not cut off by the card's rounded frame.
  expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().height > 40)).toBe(true);
});

// WCAG 1.4.10 (reflow): at 320 CSS px nothing, the header included, is wider than the screen.
test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const path of ["/", "/ga", "/search?q=honey", "/ga/farm-shops/cork", "/ga/events", "/harvest-hub"]) {
    test(`${path} is no wider than the screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId("saved-count")).toBeVisible();
      expect(await pageWidth(page)).toBe(320);
      // The menu button is on the screen, not pushed past its edge by the name beside it.
      const menu = await page.getByRole("button", { name: /^(Open menu|Oscail an roghchlár)$/ }).boundingBox();
      expect(menu && menu.x + menu.width).toBeLessThanOrEqual(320);
    });
  }
});

// The narrowest width the wide menu shows at (lg): the Irish names are longer, and each stays on
// one line, beside a name on one line, without running into it.
test.describe("at 1024 px", () => {
  test.use({ viewport: { width: 1024, height: 768 } });
  for (const path of ["/", "/ga"]) {
    test(`${path}: the header's links each on one line`, async ({ page }) => {
      await page.goto(path);
      const links = page.getByRole("navigation", { name: /^(Main|Príomh)/ }).getByRole("link");
      await expect(links).toHaveCount(6);
      const boxes = await links.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(1);
      expect(Math.max(...boxes.map((b) => b.height))).toBeLessThanOrEqual(40);
      const logo = await page.getByRole("banner").getByRole("link").first().boundingBox();
      expect(logo!.height).toBeLessThanOrEqual(40);
      expect(logo!.x + logo!.width).toBeLessThan(Math.min(...boxes.map((b) => b.left)));
      expect(await pageWidth(page)).toBe(1024);
    });
  }
});
