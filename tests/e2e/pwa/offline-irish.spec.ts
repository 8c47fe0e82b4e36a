import { expect, test } from "@playwright/test";
import { startSiteProxy, waitForWorker, type SiteProxy } from "./support";

// Without signal, an Irish page falls back to the Irish offline page (/ga/offline, precached
// beside /offline; lib/pwa/policy.ts offlinePathFor), an English page to the English one.

let proxy: SiteProxy;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  proxy = await startSiteProxy();
});

test.afterAll(async () => {
  await proxy.close();
});

test("an Irish page without signal shows the Irish offline page, an English one the English", async ({ page, context }) => {
  await page.goto(`${proxy.origin}/ga`);
  await waitForWorker(page);
  await proxy.setOffline(context, true);
  try {
    await page.goto(`${proxy.origin}/ga/about`);
    await expect(page.getByRole("heading", { level: 1, name: "Tá tú as líne" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "ga");
    await page.goto(`${proxy.origin}/about`);
    await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IE");
  } finally {
    await proxy.setOffline(context, false);
  }
});
