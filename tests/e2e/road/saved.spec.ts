import { expect, test, type Page } from "@playwright/test";
import { shop, slugOf } from "../public-core/demo";
import { gotoHydrated, serveOfflineMapStyle } from "../public-core/helpers";

const dingle = shop("Dingle Peninsula Growers");
const seafield = shop("Seafield Farm Shop");

const savedCount = (page: Page) => page.getByTestId("saved-count");

test.describe("saved shops", () => {
  test("save and unsave on the shop page and a card, with the header's count and the /saved list", async ({ page }) => {
    await serveOfflineMapStyle(page);
    await gotoHydrated(page, `/shop/${slugOf(dingle)}`);
    await expect(savedCount(page)).toHaveAccessibleName("Saved shops: 0");
    const save = page.getByRole("button", { name: `Save: ${dingle.name}` });
    await expect(save).toHaveAttribute("aria-pressed", "false");
    await save.click();
    const saved = page.getByRole("button", { name: `Saved: ${dingle.name}` });
    await expect(saved).toHaveAttribute("aria-pressed", "true");
    await expect(saved).toHaveText("Saved");
    await expect(savedCount(page)).toHaveAccessibleName("Saved shops: 1");

    // A search result's card saves the same way.
    await gotoHydrated(page, `/search?q=${encodeURIComponent(seafield.name)}`);
    await page.getByRole("button", { name: `Save: ${seafield.name}` }).click();
    await expect(page.getByRole("button", { name: `Saved: ${seafield.name}` })).toHaveAttribute("aria-pressed", "true");
    await expect(savedCount(page)).toHaveAccessibleName("Saved shops: 2");

    // Kept in the browser: still there after a reload, then listed on /saved, newest first.
    await page.reload();
    await expect(savedCount(page)).toHaveAccessibleName("Saved shops: 2");
    await savedCount(page).click();
    await expect(page).toHaveURL(/\/saved$/);
    const list = page.getByRole("list", { name: "Saved farm shops" });
    await expect(list.getByRole("heading", { level: 2 })).toHaveText([seafield.name, dingle.name]);
    // Each with its live status and Directions.
    await expect(list.locator("[data-status=open], [data-status=closed]")).toHaveCount(2);
    await expect(list.getByRole("link", { name: /^Directions/ })).toHaveCount(2);
    await expect(page.getByRole("region", { name: "Map of these farm shops" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    // Unsaving takes it off the list and the count.
    await list.getByRole("button", { name: `Saved: ${dingle.name}` }).click();
    await expect(list.getByRole("heading", { level: 2 })).toHaveText([seafield.name]);
    await expect(savedCount(page)).toHaveAccessibleName("Saved shops: 1");
    // Its button left with it: the keyboard's focus is on the list's total, not lost.
    await expect(page.getByTestId("saved-total")).toBeFocused();
    await list.getByRole("button", { name: `Saved: ${seafield.name}` }).click();
    await expect(page.getByTestId("saved-empty")).toContainText("You haven't saved any farm shops yet.");
    await expect(savedCount(page)).toHaveAccessibleName("Saved shops: 0");
  });

  test("a shared list opens read-only on another browser, with Save all", async ({ page, browser }) => {
    await gotoHydrated(page, `/shop/${slugOf(dingle)}`);
    await page.getByRole("button", { name: `Save: ${dingle.name}` }).click();
    await page.goto(`/shop/${slugOf(seafield)}`);
    await page.getByRole("button", { name: `Save: ${seafield.name}` }).click();
    await page.goto("/saved");
    await expect(page.getByRole("button", { name: "Share this list" })).toBeVisible();
    const link = await page.getByRole("textbox", { name: "Link to this list" }).inputValue();
    expect(new URL(link).pathname).toBe("/saved");
    expect(new URL(link).searchParams.get("shops")).toBe(`${slugOf(seafield)},${slugOf(dingle)}`);

    // Another phone: a fresh context with nothing saved.
    const other = await browser.newContext();
    try {
      const phone = await other.newPage();
      await serveOfflineMapStyle(phone);
      await phone.goto(link);
      await expect(phone.getByRole("heading", { level: 1 })).toHaveText("A shared list of farm shops");
      await expect(savedCount(phone)).toHaveAccessibleName("Saved shops: 0");
      const shared = phone.getByRole("list", { name: "Shared farm shops" });
      await expect(shared.getByRole("heading", { level: 2 })).toHaveText([seafield.name, dingle.name]);
      await expect(phone.getByRole("button", { name: "Share this list" })).toHaveCount(0);
      await phone.getByRole("button", { name: "Save all" }).click();
      await expect(savedCount(phone)).toHaveAccessibleName("Saved shops: 2");
      await expect(phone.getByText("All saved in this browser.")).toBeVisible();
      await expect(phone.getByRole("link", { name: "Open your saved list" })).toBeFocused();
      await phone.getByRole("link", { name: "Open your saved list" }).click();
      await expect(phone.getByRole("list", { name: "Saved farm shops" }).getByRole("heading", { level: 2 })).toHaveText([
        seafield.name,
        dingle.name,
      ]);
    } finally {
      await other.close();
    }
  });

  test("bad or unknown entries of a shared list are skipped with a note", async ({ page }) => {
    await page.goto(`/saved?shops=${slugOf(dingle)},not%20a%20slug,no-such-farm-here,%3Cscript%3E`);
    await expect(page.getByRole("list", { name: "Shared farm shops" }).getByRole("heading", { level: 2 })).toHaveText([dingle.name]);
    await expect(page.getByTestId("saved-skipped")).toContainText("3 entries were skipped");
    await page.goto("/saved?shops=nothing-here-at-all");
    await expect(page.getByTestId("saved-empty")).toContainText("names no farm shops");
    await expect(page.getByTestId("saved-skipped")).toContainText("1 entry was skipped");
  });
});
