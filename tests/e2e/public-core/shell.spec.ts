import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./helpers";

test.describe("shared shell", () => {
  test("header navigation highlights the current page", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of ["Home", "Browse", "Events", "Harvest Hub", "Submit Shop", "About"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Browse" })).toHaveAttribute("href", "/search");
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Browse" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );

    await page.goto("/farm-shops/cork");
    await expect(nav.getByRole("link", { name: "Browse" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("footer has the quick links, support links, disclaimer, social note and copyright", async ({
    page,
  }) => {
    await page.goto("/search");
    const footer = page.getByRole("contentinfo");
    const quick = footer.getByRole("navigation", { name: "Quick Links" });
    await expect(quick.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(quick.getByRole("link", { name: "Browse Shops" })).toHaveAttribute(
      "href",
      "/search",
    );
    await expect(quick.getByRole("link", { name: "List Your Shop" })).toHaveAttribute(
      "href",
      "/submit",
    );
    await expect(quick.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about");
    // The widgets' help page, for a shop's or a council's own site.
    await expect(quick.getByRole("link", { name: "Add Shops to Your Website" })).toHaveAttribute("href", "/embed");
    const support = footer.getByRole("navigation", { name: "Support" });
    await expect(support.getByRole("link", { name: "Contact" })).toHaveAttribute(
      "href",
      /^mailto:.+@.+/,
    );
    await expect(support.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await expect(support.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/terms-of-service",
    );
    await expect(support.getByRole("link", { name: "Help Center" })).toHaveAttribute(
      "href",
      "/help",
    );
    await expect(footer).toContainText("listings are for information only");
    await expect(footer).toContainText(
      "check directly with each shop for opening times, products and services",
    );
    await expect(footer).toContainText("social media coming soon");
    await expect(footer).toContainText("© 2024");
  });

  test("the skip link is the first stop and jumps to the main content", async ({ page }) => {
    await page.goto("/search");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main-content$/);
    await expect(page.locator("main#main-content")).toBeFocused();
  });

  test("after an in-page link, Back from the next page shows the page it was on again", async ({ page }) => {
    // Skip to main content on the home page, then a county, then Back.
    await page.goto("/");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/#main-content$/);
    await page.getByRole("link", { name: /^Kerry \d+ shops?$/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Farm Shops in County Kerry");
    await page.goBack();
    await expect(page).toHaveURL(/\/#main-content$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Farm Shops in County Kerry");
    await expect(page.getByRole("link", { name: /^Kerry \d+ shops?$/ })).toBeVisible();
    // And Forward to the county again.
    await page.goForward();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Farm Shops in County Kerry");
  });

  test("a fragment typed into the address bar after moving between pages: Back to it shows its own page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: /^Kerry \d+ shops?$/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Farm Shops in County Kerry");
    // As typed: the same document, a new fragment.
    await page.goto("/farm-shops/kerry#main-content");
    await page.getByRole("link", { name: "About", exact: true }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/farm-shops\/kerry#main-content$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Farm Shops in County Kerry");
  });

  test("on a phone, Back from a shop opened after Map View shows the search again", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/search?products=Honey");
    await page.getByRole("link", { name: "Map View" }).click();
    await expect(page).toHaveURL(/\/search\?products=Honey#map-view$/);
    const card = page.getByRole("article").first();
    const name = (await card.getByRole("heading", { level: 2 }).textContent())!.trim();
    await card.getByRole("link", { name: /^View Details/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?products=Honey#map-view$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(name);
    await expect(page.getByRole("heading", { name: "Map View" })).toBeVisible();
  });

  test("every route change scrolls back to the top", async ({ page }) => {
    await page.goto("/");
    const kerry = page.getByRole("link", { name: /^Kerry \d+ shops?$/ });
    await kerry.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await kerry.click();
    await expect(page).toHaveURL(/\/farm-shops\/kerry$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Farm Shops in County Kerry");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("toggles, closes on Escape and on navigation", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();

    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    // Keyboard: Enter opens it, Tab reaches the links.
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Browse" }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("tabbing on past its last link closes it, so that the focus is never behind it", async ({ page }) => {
    await gotoHydrated(page, "/");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    const links = await menu.getByRole("link").count();
    for (let i = 0; i < links; i++) await page.keyboard.press("Tab");
    await expect(menu.getByRole("link").last()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    // Shift+Tab back from the first link to the button keeps it open.
    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(menu).toBeVisible();
  });
});
