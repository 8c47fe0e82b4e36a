import { expect, test } from "@playwright/test";
import { seedEvents } from "@/lib/db/seed-data";
import { DAYS } from "@/lib/hours/types";
import { approvedShops, legacyShops, shop, shopsWithUpcomingEvents, slugOf } from "./demo";
import { expectNoSeriousA11yViolations, gotoHydrated, jsonLd, serveOfflineMapStyle } from "./helpers";

const dingle = shop("Dingle Peninsula Growers");
const dingleUrl = `/shop/${slugOf(dingle)}`;

test.describe("shop page", () => {
  test("shows everything a shop page lists", async ({ page }) => {
    const response = await page.goto(dingleUrl);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(
      `${dingle.name} | ${dingle.town} Farm Shop ${dingle.county} | Fresh Local Produce`,
    );
    await expect(page.getByRole("link", { name: "Back to all farm shops" })).toHaveAttribute(
      "href",
      "/search",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(dingle.name);
    await expect(
      page.getByText(`${dingle.town}, County ${dingle.county}`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("list", { name: "Badges" })).toContainText("Featured");
    for (const paragraph of dingle.description.split("\n"))
      await expect(page.getByText(paragraph, { exact: true })).toBeVisible();

    const products = page.locator("section", {
      has: page.getByRole("heading", { name: "Our Products" }),
    });
    await expect(products.getByRole("listitem")).toHaveCount(dingle.products.length);
    await expect(products.getByRole("listitem").first()).toContainText(
      `${dingle.products[0]}Fresh & Local`,
    );
    const services = page.locator("section", {
      has: page.getByRole("heading", { name: "Our Services" }),
    });
    await expect(services.getByRole("listitem")).toHaveCount(dingle.services.length);
    await expect(services.getByRole("listitem").first()).toContainText("Available Service");

    const hours = page.locator("section", {
      has: page.getByRole("heading", { name: "Opening Hours" }),
    });
    await expect(hours.locator("dt")).toHaveText([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    for (const [i, day] of DAYS.entries()) {
      const h = dingle.openingHours[day];
      const cell = hours.locator("dd").nth(i);
      if (h.closed) {
        await expect(cell).toHaveText("Closed");
        await expect(cell).toHaveClass(/text-red-700/);
      } else await expect(cell).toHaveText(`${h.open} - ${h.close}`);
    }

    const contact = page.locator("section", {
      has: page.getByRole("heading", { name: "Visit & Contact" }),
    });
    await expect(contact.getByRole("link", { name: dingle.phone! })).toHaveAttribute(
      "href",
      `tel:${dingle.phone!.replace(/\s+/g, "")}`,
    );
    await expect(contact.getByRole("link", { name: dingle.email! })).toHaveAttribute(
      "href",
      `mailto:${dingle.email}`,
    );
    await expect(contact.getByRole("link", { name: /^Visit Website/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(contact.getByRole("link", { name: /^Get Directions/ })).toHaveAttribute(
      "href",
      /google\.com\/maps\/dir\/\?api=1&destination=/,
    );
    await expect(contact.getByText(dingle.address, { exact: false })).toBeVisible();

    const actions = page.locator("section", {
      has: page.getByRole("heading", { name: "Quick Actions" }),
    });
    for (const name of ["Call Now", "Send Email", /^Facebook/, /^Instagram/])
      await expect(actions.getByRole("link", { name })).toBeVisible();
    await expect(actions.getByRole("button", { name: "Share Shop" })).toBeVisible();

    const upcoming = seedEvents.filter(
      (e) => e.shopName === dingle.name && (e.endOffsetDays ?? e.startOffsetDays) >= 0,
    );
    expect(upcoming.length).toBeGreaterThan(0);
    const events = page.locator("section", {
      has: page.getByRole("heading", { name: "Upcoming Events" }),
    });
    await expect(events.getByRole("link", { name: upcoming[0]!.name })).toHaveAttribute(
      "href",
      /^\/event\/[0-9a-f-]{36}$/,
    );

    const data = await jsonLd(page);
    const business = data.find((d) => d["@type"] === "LocalBusiness")!;
    expect(business).toMatchObject({
      name: dingle.name,
      priceRange: "€",
      currenciesAccepted: "EUR",
      address: { addressCountry: "IE" },
    });
    expect(
      (business.openingHoursSpecification as { dayOfWeek: string }[]).map((o) => o.dayOfWeek),
    ).toEqual(["Tu", "We", "Th", "Fr", "Sa"]);
    expect((business.openingHours as string[]).map((o) => o.slice(0, 2))).toEqual(["Tu", "We", "Th", "Fr", "Sa"]);
    expect(data.some((d) => d["@type"] === "BreadcrumbList")).toBe(true);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${dingleUrl}$`),
    );
    await expectNoSeriousA11yViolations(page);
  });

  test("Report a problem closed by its own button and opened again keeps what was typed", async ({ page }) => {
    await gotoHydrated(page, dingleUrl);
    const toggle = page.getByRole("button", { name: "Report a problem" });
    const form = page.getByRole("form", { name: `Report a problem with ${dingle.name}` });
    await toggle.click();
    await form.getByLabel("Opening hours are wrong").check();
    await form.getByLabel("Tell us more").fill("Closed on Tuesdays now.");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(form).toBeHidden();
    await toggle.click();
    await expect(form.getByLabel("Opening hours are wrong")).toBeChecked();
    await expect(form.getByLabel("Tell us more")).toHaveValue("Closed on Tuesdays now.");
  });

  test("a shop without events or services has no Upcoming Events or Our Services section", async ({
    page,
  }) => {
    const plain = approvedShops.find(
      (s) =>
        !shopsWithUpcomingEvents.has(s.name) && s.services.length === 0 && !legacyShops.includes(s),
    )!;
    await page.goto(`/shop/${slugOf(plain)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(plain.name);
    await expect(page.getByRole("heading", { name: "Our Products" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Upcoming Events" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Our Services" })).toHaveCount(0);
  });

  test("a UUID address moves permanently to the slug", async ({ page, request }) => {
    await page.goto(dingleUrl);
    const id = await page.locator("[data-shop-id]").getAttribute("data-shop-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const res = await request.get(`/shop/${id}`, { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(res.headers().location).toMatch(new RegExp(`${dingleUrl}$`));
    await page.goto(`/shop/${id}`);
    await expect(page).toHaveURL(new RegExp(`${dingleUrl}$`));
  });

  test("a shop still without a slug is served at its UUID", async ({ page }) => {
    const legacy = legacyShops[0]!;
    await page.goto(`/farm-shops/${legacy.county.toLowerCase()}`);
    const details = page.getByRole("link", { name: `View Details: ${legacy.name}` });
    await expect(details).toHaveAttribute("href", /^\/shop\/[0-9a-f-]{36}$/);
    await details.click();
    // The shop page is rendered on its first visit, which can take a while when the whole suite is
    // running on two cores (once it took longer than the default ten seconds).
    await expect(page).toHaveURL(/\/shop\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(legacy.name);
  });

  test("the closed-shop page's internal address answers 404 when typed, and a stray parameter is taken off", async ({ page, request }) => {
    const response = await page.goto(`${dingleUrl}/closed`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    const tracked = await request.get(`${dingleUrl}?ref=mail`, { maxRedirects: 0 });
    expect(tracked.status()).toBe(308);
    expect(tracked.headers().location).toMatch(new RegExp(`${dingleUrl}$`));
    expect((await request.get(`${dingleUrl}?utm_source=mail`, { maxRedirects: 0 })).status()).toBe(200);
  });

  test("an unknown shop is a real 404 'Shop Not Found'", async ({ page }) => {
    for (const path of ["/shop/no-such-shop", "/shop/00000000-0000-4000-8000-000000000000"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shop Not Found");
      await expect(page).toHaveTitle(/^Shop Not Found – /);
      await expect(
        page.getByText("The farm shop you're looking for doesn't exist or has been removed."),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Browse All Shops" })).toHaveAttribute(
        "href",
        "/search",
      );
    }
    await expectNoSeriousA11yViolations(page);
  });

  test("carousel: five fallback images, arrows and dots wrap around, keyboard works", async ({
    page,
  }) => {
    await page.goto(dingleUrl);
    const carousel = page.getByRole("group", { name: `${dingle.name} photos` });
    await expect(carousel.locator("img[alt]:not([alt=''])")).toHaveAttribute(
      "src",
      /^\/images\/fallback\/[1-5]\.svg$/,
    );
    const dots = carousel.getByRole("button", { name: /^Show image \d of 5$/ });
    await expect(dots).toHaveCount(5);
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
    await carousel.getByRole("button", { name: "Previous image" }).click();
    await expect(dots.nth(4)).toHaveAttribute("aria-current", "true");
    await carousel.getByRole("button", { name: "Next image" }).click();
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
    await dots.nth(2).click();
    await expect(carousel.getByText("Image 3 of 5")).toBeAttached();
    await page.keyboard.press("ArrowRight");
    await expect(dots.nth(3)).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
    const srcs = new Set<string>();
    for (let i = 0; i < 5; i++) {
      await dots.nth(i).click();
      srcs.add((await carousel.locator("img[alt]:not([alt=''])").getAttribute("src")) ?? "");
    }
    expect(srcs.size).toBe(5);
  });

  test("Share Shop copies the address when there is no share sheet", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.addInitScript(() =>
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true }),
    );
    await gotoHydrated(page, dingleUrl);
    await page.getByRole("button", { name: "Share Shop" }).click();
    await expect(page.getByText("Link copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`${dingleUrl}$`),
    );
  });

  test("Share Shop uses the device share sheet with name, description and address", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { shared: unknown[] };
      w.shared = [];
      Object.defineProperty(navigator, "share", {
        value: (data: unknown) => (w.shared.push(data), Promise.resolve()),
        configurable: true,
      });
    });
    await gotoHydrated(page, dingleUrl);
    await page.getByRole("button", { name: "Share Shop" }).click();
    const shared = await page.evaluate(
      () =>
        (window as unknown as { shared: { title: string; text: string; url: string }[] }).shared,
    );
    expect(shared).toHaveLength(1);
    expect(shared[0]).toMatchObject({ title: dingle.name, text: dingle.description });
    expect(shared[0]!.url).toMatch(new RegExp(`${dingleUrl}$`));
  });

  test("the embedded map shows the shop at zoom 15 and a popup with its details", async ({
    page,
  }) => {
    await serveOfflineMapStyle(page);
    await page.goto(dingleUrl);
    const map = page.getByRole("region", { name: `Map showing ${dingle.name}` });
    await expect(map).toHaveAttribute("data-map-state", "ready", { timeout: 30_000 });
    const box = (await map.boundingBox())!;
    expect(Math.round(box.height)).toBe(264);
    // One shop at zoom 15 sits in the middle of the map.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const popup = map.locator(".maplibregl-popup");
    await expect(popup.getByRole("link", { name: dingle.name })).toBeVisible();
    await expect(popup).toContainText(dingle.town);
    await expect(popup).toContainText(dingle.products.slice(0, 3).join(" · "));
  });

  test("suspicious coordinates are left off the map", async ({ page }) => {
    await page.goto("/farm-shops/dublin");
    await page.getByRole("link", { name: "View Details: Loughshinny Lane Farm Shop" }).click();
    const map = page.getByRole("region", { name: "Map showing Loughshinny Lane Farm Shop" });
    await expect(map).toHaveAttribute("data-map-state", "empty");
    await expect(map).toContainText("use Get Directions");
  });
});

test.describe("shop status on the Irish clock", () => {
  test.use({ timezoneId: "America/New_York" });
  // Dingle Peninsula Growers: Tuesday to Saturday 10:00-18:00, closed Sunday and Monday.
  const cases: [string, string, string, string | null][] = [
    [
      "Tuesday 10:00 in Dublin (09:00 UTC, summer time)",
      "2026-07-14T09:00:00Z",
      "Open until 18:00",
      null,
    ],
    ["Tuesday 09:30 in Dublin", "2026-07-14T08:30:00Z", "Closed", "Opens today at 10:00"],
    ["Tuesday 18:00 in Dublin, closing minute", "2026-07-14T17:00:00Z", "Open until 18:00", null],
    ["Monday noon in Dublin", "2026-07-13T11:00:00Z", "Closed Today", "Opens tomorrow at 10:00"],
    ["Saturday 19:00 in Dublin", "2026-07-18T18:00:00Z", "Closed", "Opens Tuesday at 10:00"],
    [
      "Tuesday 10:00 in Dublin in winter (10:00 UTC)",
      "2026-12-01T10:00:00Z",
      "Open until 18:00",
      null,
    ],
  ];
  for (const [label, at, status, next] of cases) {
    test(`detail page: ${label}`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(at));
      await page.goto(dingleUrl);
      const badge = page.locator("[data-status]").first();
      await expect(badge).toHaveAttribute(
        "data-status",
        status.startsWith("Open") ? "open" : "closed",
      );
      await expect(badge).toContainText(status);
      if (next) await expect(badge).toContainText(next);
      else await expect(badge).not.toContainText("Opens");
    });
  }

  test("the server HTML has no status: it appears after hydration", async ({ request }) => {
    const html = await (await request.get(dingleUrl)).text();
    expect(html).toContain('data-status="pending"');
    expect(html).not.toContain('data-status="open"');
    expect(html).not.toContain('data-status="closed"');
  });
});
