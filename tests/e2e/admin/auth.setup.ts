import { expect, test as setup } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "../../../playwright.config";
import { ADMIN_STORAGE_STATE } from "./support/settings";

// Signs the admin in once through the real login screen; the admin specs reuse the cookie.
setup("sign in as admin", async ({ page }) => {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await page.context().storageState({ path: ADMIN_STORAGE_STATE });
});
