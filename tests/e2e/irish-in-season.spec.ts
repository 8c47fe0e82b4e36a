import { expect, test } from "@playwright/test";
import { jsonLd } from "./public-core/helpers";

// The in-season pages in Irish: produce names from the "Produce" messages; month slugs as in English.

test("/ga/in-season/june names the produce in Irish", async ({ page }) => {
  const res = await page.goto("/ga/in-season/june");
  expect(res?.status()).toBe(200);
  const strawberries = page.locator('[data-produce="Strawberries"]');
  await expect(strawberries.getByRole("heading", { level: 2 })).toHaveText("Sútha talún");
  await expect(strawberries.getByRole("link", { name: "Cuardaigh: sútha talún" })).toHaveAttribute("href", /^\/ga\/search\?q=strawberries$/);
  const list = (await jsonLd(page)).find((d) => d["@type"] === "ItemList") as { itemListElement: { name: string }[] };
  expect(list.itemListElement.map((i) => i.name)).toContain("Sútha talún");
  await expect(page.getByRole("heading", { level: 2, name: "Strawberries" })).toHaveCount(0);
});
