import { expect, test } from "@playwright/test";
import { IRISH_MONTH_NAMES } from "../../../lib/calendar";
import { SAVED_SHOPS_CACHE, VIEWED_SHOPS_CACHE } from "../../../lib/pwa/policy";
import { expectCached, startSiteProxy, waitForWorker, type SiteProxy } from "./support";
import { gotoHydrated } from "../public-core/helpers";

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
    // Its link to the saved list stays in Irish.
    await expect(page.getByRole("link", { name: "Do shiopaí sábháilte" })).toHaveAttribute("href", "/ga/saved");
    await page.goto(`${proxy.origin}/about`);
    await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IE");
    await expect(page.getByRole("link", { name: "Your saved shops" })).toHaveAttribute("href", "/saved");
  } finally {
    await proxy.setOffline(context, false);
  }
});

test("an Irish shop page viewed, and one saved on an Irish page, open in Irish without signal", async ({ page, context }) => {
  const viewed = "/ga/shop/avonmore-valley-farm-shop";
  await page.goto(`${proxy.origin}${viewed}`);
  await waitForWorker(page);
  // The first visit installed the worker; this one goes through it and is kept.
  await page.reload();
  await expectCached(page, viewed, VIEWED_SHOPS_CACHE);
  const name = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";

  // Saved from an Irish page: its Irish page is kept.
  const saved = "/ga/shop/beara-honesty-box";
  await gotoHydrated(page, `${proxy.origin}${saved}`);
  await page.getByRole("button", { name: "Sábháil: Beara Honesty Box" }).first().click();
  await expectCached(page, saved, SAVED_SHOPS_CACHE);

  await proxy.setOffline(context, true);
  try {
    await page.goto(`${proxy.origin}${viewed}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "ga");
    // The saved copy's date in Irish usage: "29 Samhain 2026 ag 20:07".
    const months = IRISH_MONTH_NAMES.join("|");
    await expect(page.getByText(new RegExp(`^Tá tú as líne: sonraí a sábháladh ar \\d{1,2} (${months}) \\d{4} ag \\d\\d:\\d\\d á dtaispeáint\\.$`))).toBeVisible();
    await expect(page.getByText(/You're offline|showing details saved on/)).toHaveCount(0);
    await page.goto(`${proxy.origin}${saved}`);
    await expect(page.getByRole("heading", { level: 1, name: "Beara Honesty Box" })).toBeVisible();
  } finally {
    await proxy.setOffline(context, false);
  }
});
