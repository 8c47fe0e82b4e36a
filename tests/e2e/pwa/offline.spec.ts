import { expect, test } from "@playwright/test";
import { OFFLINE_PATH, SAVED_LIST_API, SAVED_LIST_CACHE, SW_URL, VIEWED_SHOPS_CACHE } from "@/lib/pwa/policy";
import { cachedUrls, expectCached, startSiteProxy, waitForWorker, type SiteProxy } from "./support";
import { gotoHydrated } from "../public-core/helpers";

// The installable app against the production build, through a loopback proxy that can take the
// network away from the page and its worker alike (see support.ts).
const SHOP = "/shop/avonmore-valley-farm-shop";

let proxy: SiteProxy;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  proxy = await startSiteProxy();
});

test.afterAll(async () => {
  await proxy.close();
});

test("the manifest names the app, its icons (maskable too), start address and shortcuts", async ({ request }) => {
  const res = await request.get(`${proxy.origin}/manifest.webmanifest`);
  expect(res.status()).toBe(200);
  const manifest = await res.json();
  expect(manifest).toMatchObject({ name: expect.any(String), short_name: expect.any(String), start_url: "/", display: "standalone" });
  expect(manifest.theme_color).toMatch(/^#/);
  expect(manifest.background_color).toMatch(/^#/);
  const icons = manifest.icons as { sizes: string; purpose?: string }[];
  for (const size of ["192x192", "512x512"]) {
    expect(icons.some((i) => i.sizes === size && (i.purpose ?? "any").includes("any"))).toBe(true);
    expect(icons.some((i) => i.sizes === size && i.purpose?.includes("maskable"))).toBe(true);
  }
  const shortcuts = (manifest.shortcuts as { url: string }[]).map((s) => s.url);
  expect(shortcuts).toEqual(expect.arrayContaining(["/search", "/saved"]));
});

test("the worker is served at the root, never cached for long, and precaches the offline page", async ({ request }) => {
  const res = await request.get(`${proxy.origin}${SW_URL}`);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("javascript");
  expect(res.headers()["cache-control"] ?? "").not.toMatch(/max-age=(?!0\b)\d+/);
  const body = await res.text();
  expect(body).toContain(`"${OFFLINE_PATH}"`);
});

test("a viewed shop page opens without signal, with its details, a plain notice and its status on the device", async ({
  page,
  context,
}) => {
  await page.goto(`${proxy.origin}${SHOP}`);
  await waitForWorker(page);
  // The first visit installed the worker; this one goes through it and is kept.
  await page.reload();
  await expectCached(page, SHOP, VIEWED_SHOPS_CACHE);
  const name = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  expect(name.length).toBeGreaterThan(0);

  // Not kept: the admin area, sign-in and writes.
  await page.evaluate(async () => {
    await fetch("/admin", { credentials: "include" }).catch(() => undefined);
    await fetch("/api/auth/session").catch(() => undefined);
  });
  const kept = Object.values(await cachedUrls(page)).flat();
  expect(kept.some((url) => url.startsWith("/admin") || url.startsWith("/api/auth"))).toBe(false);

  // 03:00 on a Sunday, Irish time: the device works the status out from the rules the page
  // carries (no demo shop opens at that hour).
  await page.clock.setFixedTime(new Date("2026-11-29T03:00:00Z"));
  await proxy.setOffline(context, true);
  try {
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByText(/You're offline: showing details saved on /)).toBeVisible();
    await expect(page.getByText(/^Closed/).first()).toBeVisible();

    // Any other page without signal: the offline page, listing the kept shop page.
    await page.goto(`${proxy.origin}/about`);
    await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page.locator(`a[href="${SHOP}"]`).first()).toBeVisible();
  } finally {
    await proxy.setOffline(context, false);
  }
});

test("the saved list opens without signal from the offline page's link, with the saved shop and its status", async ({ page, context }) => {
  await gotoHydrated(page, `${proxy.origin}/shop/beara-honesty-box`);
  await waitForWorker(page);
  await page.getByRole("button", { name: "Save: Beara Honesty Box" }).first().click();
  // Kept with the saved shops: the list's page and its shops' answer.
  await expectCached(page, "/saved", SAVED_LIST_CACHE);
  await expectCached(page, SAVED_LIST_API, SAVED_LIST_CACHE);

  await proxy.setOffline(context, true);
  try {
    await page.goto(`${proxy.origin}/about`);
    await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
    await page.getByRole("link", { name: "Your saved shops" }).click();
    await expect(page).toHaveURL(/\/saved$/);
    await expect(page.getByRole("heading", { level: 1, name: "Saved farm shops" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Beara Honesty Box" })).toBeVisible();
    await expect(page.getByTestId("saved-total")).toHaveText("1 farm shop");
    await expect(page.getByText("Your saved shops could not be loaded")).toHaveCount(0);
    // A shared list names other shops: without signal it is the offline page, not this list.
    await page.goto(`${proxy.origin}/saved?shops=avonmore-valley-farm-shop`);
    await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
  } finally {
    await proxy.setOffline(context, false);
  }
});

test("a new deployment's worker is offered with 'New version: reload', which moves the page onto it", async ({ page }) => {
  await page.goto(`${proxy.origin}/`);
  await waitForWorker(page);
  proxy.setWorkerRevision(`deployment ${Date.now()}`);
  try {
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByRole("button", { name: "New version: reload" });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await Promise.all([page.waitForEvent("load"), prompt.click()]);
    await expect(prompt).toBeHidden();
    // The new worker took over: nothing waits any more, and it controls the reloaded page.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration();
          return { waiting: Boolean(reg?.waiting), url: navigator.serviceWorker.controller?.scriptURL };
        }),
      )
      .toEqual({ waiting: false, url: `${proxy.origin}${SW_URL}` });
  } finally {
    proxy.setWorkerRevision(null);
  }
});
