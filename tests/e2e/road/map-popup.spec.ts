import { expect, test, type Page } from "@playwright/test";
import { shop, slugOf } from "../public-core/demo";
import { serveOfflineMapStyle } from "../public-core/helpers";

const dingle = shop("Dingle Peninsula Growers");

/** A search for Dingle's shop (in English, or Irish with "/ga"), its map ready and its marker's popup open. */
async function openSearchPopup(page: Page, prefix: "" | "/ga") {
  await serveOfflineMapStyle(page);
  await page.setViewportSize({ width: 800, height: 700 });
  await page.goto(`${prefix}/search?q=${encodeURIComponent(dingle.name)}`);
  const map = page.locator("[data-map-state]").first();
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute("data-map-state", "ready", { timeout: 30_000 });
  const marker = map.getByRole("button", { name: dingle.name });
  await expect(marker).toBeVisible({ timeout: 15_000 });
  await marker.click();
  return { map, popup: map.locator(".maplibregl-popup") };
}

test.describe("map popups", () => {
  test("a shop's popup has Save and Directions", async ({ page }) => {
    await serveOfflineMapStyle(page);
    await page.goto(`/shop/${slugOf(dingle)}`);
    const map = page.getByRole("region", { name: `Map showing ${dingle.name}` });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("data-map-state", "ready", { timeout: 30_000 });
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const popup = map.locator(".maplibregl-popup");
    await expect(popup.getByRole("link", { name: /^Directions/ })).toHaveAttribute("href", /google\.com\/maps\/dir\//);
    await popup.getByRole("button", { name: `Save: ${dingle.name}` }).click();
    await expect(popup.getByRole("button", { name: `Saved: ${dingle.name}` })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("saved-count")).toHaveAccessibleName("Saved shops: 1");
  });

  test("a popup with no side to fit on the shop page's small map: the map moves for it to be whole", async ({ page }) => {
    await serveOfflineMapStyle(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/shop/${slugOf(dingle)}`);
    const map = page.getByRole("region", { name: `Map showing ${dingle.name}` });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("data-map-state", "ready", { timeout: 30_000 });
    // A popup taller than half the 264 px map (a long name and products, in Irish on a phone):
    // above its marker or below it, either way part of it is outside.
    await page.addStyleTag({ content: ".maplibregl-popup-content { min-height: 150px }" });
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const popup = map.locator(".maplibregl-popup");
    await expect(popup.getByRole("link", { name: dingle.name })).toBeVisible();
    await expect
      .poll(async () => {
        const p = (await popup.boundingBox())!;
        return p.y >= box.y && p.y + p.height <= box.y + box.height && p.x >= box.x && p.x + p.width <= box.x + box.width;
      })
      .toBe(true);
  });

  test("a search map's popup has Save and Directions (asked of the by-slugs call)", async ({ page }) => {
    const { popup } = await openSearchPopup(page, "");
    await expect(page.getByRole("region", { name: "Map of the farm shops found" })).toBeVisible();
    await expect(popup.getByRole("button", { name: `Save: ${dingle.name}` })).toHaveAttribute("aria-pressed", "false");
    await expect(popup.getByRole("link", { name: /^Directions/ })).toHaveAttribute("href", /google\.com\/maps\/dir\//);
  });

  test("on an Irish page the popup links to the Irish shop page, and the map's own words are Irish", async ({ page }) => {
    const { map, popup } = await openSearchPopup(page, "/ga");
    await expect(popup.getByRole("link", { name: dingle.name })).toHaveAttribute("href", `/ga/shop/${slugOf(dingle)}`);
    await expect(popup.getByRole("button", { name: "Dún an phreabfhuinneog" })).toBeAttached();
    await expect(map.getByRole("button", { name: "Zúmáil isteach" })).toBeAttached();
  });
});
