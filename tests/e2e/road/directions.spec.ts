import { expect, test } from "@playwright/test";
import { directionsHref } from "@/lib/shops/directions";
import { approvedShops, shop, slugOf } from "../public-core/demo";

const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

const dingle = shop("Dingle Peninsula Growers");
const dingleUrl = `/shop/${slugOf(dingle)}`;

test.describe("Get Directions", () => {
  test("open geo: on Android at the shop's coordinates", async ({ browser }) => {
    const context = await browser.newContext({ userAgent: ANDROID, isMobile: true, hasTouch: true, viewport: { width: 412, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(dingleUrl);
      const link = page.getByRole("link", { name: /^Get Directions/ });
      const lat = Number(dingle.latitude);
      const lng = Number(dingle.longitude);
      await expect(link).toHaveAttribute("href", `geo:${lat},${lng}?q=${lat},${lng}(${encodeURIComponent(dingle.name)})`);
      expect(await link.getAttribute("href")).toBe(directionsHref(dingle, "android"));
      await expect(link).not.toHaveAttribute("target", "_blank");
    } finally {
      await context.close();
    }
  });

  test("open Apple Maps on iPhone", async ({ browser }) => {
    const context = await browser.newContext({ userAgent: IPHONE, isMobile: true, hasTouch: true, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(dingleUrl);
      const link = page.getByRole("link", { name: /^Get Directions/ });
      await expect(link).toHaveAttribute("href", /^https:\/\/maps\.apple\.com\/\?daddr=/);
      const href = new URL((await link.getAttribute("href"))!);
      expect(href.searchParams.get("daddr")).toBe(`${Number(dingle.latitude)},${Number(dingle.longitude)}`);
      expect(href.searchParams.get("q")).toBe(dingle.name);
    } finally {
      await context.close();
    }
  });

  test("open Google Maps on the web with the Eircode, and are hidden for online-only shops", async ({ page }) => {
    await page.goto(dingleUrl);
    const link = page.getByRole("link", { name: /^Get Directions/ });
    await expect(link).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
    expect(decodeURIComponent((await link.getAttribute("href"))!)).toContain(dingle.eircode!);
    await expect(link).toHaveAttribute("target", "_blank");

    const online = approvedShops.find((s) => s.shopType === "online" && !s.featured)!;
    await page.goto(`/shop/${slugOf(online)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(online.name);
    await expect(page.getByRole("link", { name: /^Get Directions/ })).toHaveCount(0);
  });
});
