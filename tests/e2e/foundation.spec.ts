import { expect, test } from "@playwright/test";

test("the production server starts on a new embedded database with the demo data", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Find and discover Local Farm Shops Across Ireland");
  // Demo data: featured shops from several counties are on the home page.
  await expect(page.getByText("Dingle Peninsula Growers").first()).toBeVisible();
});
