import { randomBytes } from "node:crypto";
import { test as base, expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "../../../../playwright.config";
import { GeocoderStub } from "../../../api/support/geocoder-stub";
import { BROWSER_GEOCODER_PORT } from "./settings";

/** A short unique marker for the names a test creates. */
export function uniqueTag(): string {
  return randomBytes(3).toString("hex");
}

/** A real 1×1 PNG: the server sniffs the bytes, so it must be a genuine image. */
const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

export function pngFile(name: string) {
  return { name, mimeType: "image/png", buffer: PNG_1X1 };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A sonner toast with exactly this title (and this description, when given). */
export function toast(page: Page, title: string, description?: string | RegExp): Locator {
  let found = page
    .locator("[data-sonner-toast]")
    .filter({
      has: page.locator("[data-title]", { hasText: new RegExp(`^${escapeRegExp(title)}$`) }),
    });
  if (description !== undefined) {
    const text =
      typeof description === "string" ? new RegExp(`^${escapeRegExp(description)}$`) : description;
    found = found.filter({ has: page.locator("[data-description]", { hasText: text }) });
  }
  return found;
}

/** The destructive toast: title 'Error' and the exact text. */
export function errorToast(page: Page, text: string): Locator {
  return toast(page, "Error", text);
}

/** Opens /admin as the signed-in admin (the `adminSession` fixture) and waits for the dashboard. */
export async function openAdmin(
  page: Page,
  tab?: "Farm Shops" | "Events" | "Harvest Hub" | "Map Diagnostics",
): Promise<void> {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  if (!tab) return;
  await page.getByRole("tab", { name: tab }).click();
  await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
}

/** Answers every request to `path` (and method) with a server error, as if the server failed. */
export async function failRoute(
  page: Page,
  path: string | RegExp,
  method: string,
  status = 500,
): Promise<void> {
  await page.route(path, (route) =>
    route.request().method() === method
      ? route.fulfill({
          status,
          contentType: "application/json",
          body: JSON.stringify({ message: "Simulated failure" }),
        })
      : route.fallback(),
  );
}

/** A minimal valid submission for shops made through the API. */
export function shopPayload(name: string, extra: Record<string, unknown> = {}) {
  return {
    name,
    shopType: "physical",
    county: "Kerry",
    town: "Dingle",
    address: `Ballymore, ${name} Lane, Dingle`,
    products: ["Vegetables"],
    services: [],
    ...extra,
  };
}

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
type WorkerFixtures = { geocoder: GeocoderStub; adminSession: StorageState };

export const test = base.extend<object, WorkerFixtures>({
  // Every admin test starts signed in (a spec can opt out with test.use({ storageState: … })).
  storageState: async ({ adminSession }, provide) => {
    await provide(adminSession);
  },
  // The admin signs in once per worker, through the real login screen.
  adminSession: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await page.goto("/admin");
      await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
      await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: "worker" },
  ],
  geocoder: [
    async ({}, use) => {
      const stub = new GeocoderStub(BROWSER_GEOCODER_PORT);
      await stub.start();
      await use(stub);
      await stub.kill();
    },
    { scope: "worker" },
  ],
});

export { expect };
