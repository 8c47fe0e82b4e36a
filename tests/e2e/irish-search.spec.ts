import { expect, type Page, test } from "@playwright/test";
import { approvedShops } from "./public-core/demo";

// Irish product words in search (lib/search/irish-terms.ts): `mil` finds honey, `cáis` finds
// cheese, on both languages' pages and in the API.

const cardTitles = (page: Page) => page.getByRole("article").getByRole("heading", { level: 2 });

/** The names of the shops listed on a search page, in order. */
async function listed(page: Page, path: string): Promise<string[]> {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  await expect(cardTitles(page).first()).toBeVisible();
  return cardTitles(page).allTextContents();
}

const honeyShops = approvedShops.filter((s) => s.products.includes("Honey")).map((s) => s.name);

test.describe("Irish words in search", () => {
  test("mil lists the shops that sell honey, in Irish and in English", async ({ page }) => {
    expect(honeyShops.length).toBeGreaterThan(1);
    const english = await listed(page, "/search?q=honey");
    expect(english).toContain(honeyShops[0]);
    // The honey shops first, in the same order; after them any shop whose name holds "mil" as typed.
    for (const path of ["/ga/search?q=mil", "/search?q=mil"]) {
      expect((await listed(page, path)).slice(0, english.length), path).toEqual(english);
    }
    // The page says what was typed, not the English term.
    await page.goto("/ga/search?q=mil");
    await expect(page.locator('[data-a-search="mil"]')).toBeVisible();
  });

  test("cáis and cais list the cheese shops on /ga/search", async ({ page }) => {
    const cheese = await listed(page, "/search?q=cheese");
    expect(cheese).toContain("Burren Slopes Farmhouse Cheese");
    for (const path of [`/ga/search?q=${encodeURIComponent("cáis")}`, "/ga/search?q=cais", "/search?q=cais"]) {
      expect((await listed(page, path)).slice(0, cheese.length), path).toEqual(cheese);
    }
  });

  test("county names are Irish on Irish pages: the count line, the chips, the event cards and the description", async ({ page }) => {
    await page.goto("/ga/search?county=Cork&q=mil");
    const status = page.getByRole("status").filter({ hasText: "á dtaispeáint" }).first();
    // After "County" the genitive: "i gContae Chorcaí".
    await expect(status).toContainText("i gContae Chorcaí");
    await expect(status).not.toContainText("Cork");
    const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
    expect(description).not.toMatch(/Discover|farm shops/);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/ga/search");
    await expect(page.locator("#search-filters").getByRole("link", { name: /^Corcaigh \(\d+\)$/ })).toBeVisible();
    await expect(page.locator("#search-filters").getByRole("link", { name: /^Cork \(\d+\)$/ })).toHaveCount(0);
    await page.goto("/ga/events");
    const cards = page.getByRole("article");
    await expect(cards.first()).toContainText(", Contae ");
    await expect(cards.filter({ hasText: ", Co. " })).toHaveCount(0);
  });

  test("the API reads Irish words too", async ({ request }) => {
    const total = async (q: string) => {
      const res = await request.get(`/api/farm-shops/search?q=${encodeURIComponent(q)}`);
      expect(res.status()).toBe(200);
      return Number(res.headers()["x-total-count"]);
    };
    const honey = await total("honey");
    expect(honey).toBeGreaterThan(0);
    // Every honey shop, and any whose name holds "mil" as typed.
    expect(await total("mil")).toBeGreaterThanOrEqual(honey);
    expect(await total("uibheacha i gCorcaigh")).toBe(await total("egg cork"));
  });
});
