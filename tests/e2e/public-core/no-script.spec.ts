import { expect, type Browser, type Page, test } from "@playwright/test";

/**
 * A visitor whose browser has not run the page's script yet (a slow phone), or never will
 * (JavaScript off or blocked): what they tap or type is not lost.
 */

async function withoutScript(browser: Browser, run: (page: Page) => Promise<void>, phone = false): Promise<void> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    ...(phone ? { viewport: { width: 390, height: 844 } } : {}),
  });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Opens `url` with the page's scripts held back until the returned function lets them go. */
async function gotoScriptsHeld(page: Page, url: string): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.+\.js/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url, { waitUntil: "domcontentloaded" });
  return async () => {
    release();
    await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1, { timeout: 15_000 });
  };
}

test("a phone without JavaScript opens the menu and reaches Events", async ({ browser }) => {
  await withoutScript(
    browser,
    async (page) => {
      await page.goto("/about");
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await expect(menu).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(menu).toBeVisible();
      await menu.getByRole("link", { name: "Events" }).click();
      await expect(page).toHaveURL(/\/events$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    },
    true,
  );
});

test("a menu tapped open before the script starts stays open once it runs, without the fragment, and Escape closes it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const hydrate = await gotoScriptsHeld(page, "/about");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeVisible();
  await hydrate();
  await expect(page).toHaveURL(/\/about$/);
  await expect(menu).toBeVisible();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  // Space toggles it as it would a button.
  await page.getByRole("button", { name: "Open menu" }).focus();
  await page.keyboard.press("Space");
  await expect(menu).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
});

test("home: text typed before the script starts is what Search sends; without the script it is a plain GET", async ({ page, browser }) => {
  const hydrate = await gotoScriptsHeld(page, "/");
  await page.getByRole("searchbox", { name: "Search farm shops" }).fill("cheese");
  await hydrate();
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=cheese$/);

  await withoutScript(browser, async (bare) => {
    await bare.goto("/");
    await bare.getByRole("searchbox", { name: "Search farm shops" }).fill("honey");
    await bare.getByRole("searchbox", { name: "Search farm shops" }).press("Enter");
    await expect(bare).toHaveURL(/\/search\?q=honey$/);
  });
});

test("county page: text typed before the script starts filters once it runs; without the script Enter sends the text and the sort", async ({ page, browser }) => {
  const hydrate = await gotoScriptsHeld(page, "/farm-shops/cork");
  const box = page.getByRole("searchbox", { name: "Search farm shops in Cork" });
  await box.fill("farm");
  await hydrate();
  await expect(page).toHaveURL(/\/farm-shops\/cork\?q=farm$/);
  await expect(box).toHaveValue("farm");

  await withoutScript(browser, async (bare) => {
    await bare.goto("/farm-shops/cork");
    await bare.getByRole("combobox", { name: "Sort shops" }).selectOption("town");
    await bare.getByRole("searchbox", { name: "Search farm shops in Cork" }).fill("farm");
    await bare.getByRole("searchbox", { name: "Search farm shops in Cork" }).press("Enter");
    await expect(bare).toHaveURL(/\/farm-shops\/cork\?q=farm&sort=town$/);
    await expect(bare.getByRole("combobox", { name: "Sort shops" })).toHaveValue("town");
  });
});

test("the saved list without JavaScript says why it shows nothing, in both languages, and never 'Loading'", async ({ browser }) => {
  await withoutScript(browser, async (page) => {
    await page.goto("/saved");
    await expect(page.getByRole("alert").filter({ hasText: "Your saved shops are kept in this browser" })).toBeVisible();
    await expect(page.getByText("Loading your saved shops…")).toBeHidden();
    await page.goto("/ga/saved");
    await expect(page.getByRole("alert").filter({ hasText: "Coinnítear na siopaí a shábháil tú sa bhrabhsálaí seo" })).toBeVisible();
  });
});

test("a search without JavaScript keeps the address's other filters, and a phone reaches the chips without the drawer's button", async ({ browser }) => {
  await withoutScript(browser, async (page) => {
    await page.goto("/search?products=Honey&openNow=1");
    await page.getByRole("searchbox", { name: "Search by product, location" }).fill("farm");
    await page.getByRole("searchbox", { name: "Search by product, location" }).press("Enter");
    await expect(page).toHaveURL(/\/search\?/);
    const asked = new URL(page.url()).searchParams;
    expect(asked.get("q")).toBe("farm");
    expect(asked.getAll("products")).toEqual(["Honey"]);
    expect(asked.get("openNow")).toBe("1");
  });

  await withoutScript(
    browser,
    async (page) => {
      await page.goto("/search");
      await expect(page.getByRole("button", { name: /^Filters/ })).toBeHidden();
      const chip = page.getByRole("link", { name: /^Eggs \(\d+\)$/ });
      await expect(chip).toBeVisible();
      await chip.click();
      await expect(page).toHaveURL(/\/search\?products=Eggs$/);
    },
    true,
  );
});
