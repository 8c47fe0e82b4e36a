import { expect, type Page, test } from "@playwright/test";
import { distanceKm } from "@/lib/geo/distance";
import { mapPosition } from "@/lib/geo/coordinates";
import { isOpenNow } from "@/lib/hours/status";
import { approvedShops, plural, searchDemo } from "./demo";
import { delayNavigation, expectNoSeriousA11yViolations, serveOfflineMapStyle } from "./helpers";

const cardTitles = (page: Page) => page.getByRole("article").getByRole("heading", { level: 2 });
const byText = (a: string, b: string) => a.localeCompare(b, "en-IE", { sensitivity: "base" });

test.describe("search", () => {
  test("lists every approved shop by name with title, controls and count", async ({ page }) => {
    const response = await page.goto("/search");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Browse Farm Shops/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Browse Farm Shops");
    await expect(
      page.getByRole("searchbox", { name: "Search by product, location" }),
    ).toHaveAttribute("placeholder", "Search by product, location...");
    const county = page.getByRole("combobox", { name: "County" });
    await expect(county.locator("option")).toHaveCount(33);
    await expect(county.locator("option").first()).toHaveText("All Counties");
    await expect(page.getByRole("combobox", { name: "Sort results" })).toHaveValue("name");
    await expect(
      page.getByText(`Showing ${plural(approvedShops.length)}`, { exact: true }),
    ).toBeVisible();

    const expected = [...approvedShops].sort((a, b) => byText(a.name, b.name)).map((s) => s.name);
    await expect(cardTitles(page)).toHaveText(expected);
    const first = page.getByRole("article").first();
    await expect(first.getByRole("link", { name: /^View Details/ })).toHaveAttribute(
      "href",
      /^\/shop\/.+/,
    );
    await expect(page.getByRole("heading", { name: "Map View" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("a county without text redirects to the county page", async ({ page, request }) => {
    const res = await request.get("/search?county=Cork", { maxRedirects: 0 });
    expect([307, 308]).toContain(res.status());
    expect(res.headers().location).toMatch(/\/farm-shops\/cork$/);
    await page.goto("/search?county=west%20cork");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Farm Shops in west cork");
    await expect(page.getByText("No farm shops found")).toBeVisible();
  });

  test("text and county together: title, count line and results", async ({ page }) => {
    const results = searchDemo("honey", "Kerry");
    expect(results.length).toBeGreaterThan(0);
    await page.goto("/search?q=honey&county=Kerry");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Farm Shops in Kerry");
    await expect(
      page.getByText(`Showing ${plural(results.length)} in Kerry`, { exact: true }),
    ).toBeVisible();
    await expect(cardTitles(page)).toHaveText(results.map((s) => s.name).sort(byText));
    await expect(page.getByRole("searchbox", { name: "Search by product, location" })).toHaveValue(
      "honey",
    );
    await expect(page.getByRole("combobox", { name: "County" })).toHaveValue("Kerry");
  });

  test("sorts by county", async ({ page }) => {
    await page.goto("/search?q=farm");
    await page.getByRole("combobox", { name: "Sort results" }).selectOption("county");
    await expect(page).toHaveURL(/\/search\?q=farm&sort=county$/);
    const expected = searchDemo("farm")
      .sort((a, b) => byText(a.county, b.county) || byText(a.name, b.name))
      .map((s) => s.name);
    await expect(cardTitles(page)).toHaveText(expected);
  });

  test("no results: the spec's empty state", async ({ page }) => {
    await page.goto("/search?q=zzqqxx-nothing");
    await expect(page.getByRole("heading", { name: "No farm shops found" })).toBeVisible();
    await expect(
      page.getByText("Try adjusting your search criteria or browse all counties."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse all counties" })).toHaveAttribute(
      "href",
      "/#browse-counties",
    );
    await expectNoSeriousA11yViolations(page);
  });

  test("searching shows three skeleton cards until the results arrive", async ({ page }) => {
    await page.goto("/search");
    await delayNavigation(page, "/search", 2500);
    await page.getByRole("searchbox", { name: "Search by product, location" }).fill("cheese");
    await page.getByRole("searchbox", { name: "Search by product, location" }).press("Enter");
    await expect(page.getByTestId("shop-card-skeleton")).toHaveCount(3);
    await expect(page).toHaveURL(/\/search\?q=cheese$/);
    await expect(
      page.getByText(`Showing ${plural(searchDemo("cheese").length)}`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId("shop-card-skeleton")).toHaveCount(0);
  });

  test("the map panel falls back to a message when the map style cannot load", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/search");
    const map = page.getByRole("region", { name: "Map of the farm shops found" });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("data-map-state", "failed", { timeout: 30_000 });
    await expect(map).toContainText("The map could not be loaded");
    await page.getByRole("button", { name: "Open now" }).click();
    await expect(page.getByRole("button", { name: "Open now" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(errors).toEqual([]);
  });

  test("the map loads lazily and draws the results when its style is reachable", async ({
    page,
  }) => {
    await serveOfflineMapStyle(page);
    const mapChunks: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("maplibre") || r.url().includes("worker")) mapChunks.push(r.url());
    });
    await page.setViewportSize({ width: 800, height: 700 });
    await page.goto("/search?q=farm");
    const map = page.getByRole("region", { name: "Map of the farm shops found" });
    await expect(map).toHaveAttribute("data-map-state", "idle");
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("data-map-state", "ready", { timeout: 30_000 });
    await expect(map.locator("canvas")).toBeVisible();
    await expect(map.locator(".maplibregl-ctrl-attrib")).toHaveCount(1);
  });
});

test.describe("search on the Irish clock", () => {
  test.use({ timezoneId: "America/New_York" });

  test("Open now keeps the shops open on the Irish clock", async ({ page }) => {
    // Saturday 18 July 2026, 10:30 in Dublin (09:30 UTC); the browser itself runs on New York time.
    const now = new Date("2026-07-18T09:30:00Z");
    await page.clock.setFixedTime(now);
    await page.goto("/search");
    const open = approvedShops.filter((s) => isOpenNow(s.openingHours, now));
    expect(open.length).toBeGreaterThan(0);
    expect(open.length).toBeLessThan(approvedShops.length);
    await page.getByRole("button", { name: "Open now" }).click();
    await expect(page.getByRole("button", { name: "Open now" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(
      page.getByText(`Showing ${plural(open.length)} open now`, { exact: true }),
    ).toBeVisible();
    await expect(cardTitles(page)).toHaveText(open.map((s) => s.name).sort(byText));
    await expect(page.locator('[data-status="open"]')).toHaveCount(open.length);
    await page.getByRole("button", { name: "Open now" }).click();
    await expect(
      page.getByText(`Showing ${plural(approvedShops.length)}`, { exact: true }),
    ).toBeVisible();
  });
});

test.describe("search near me", () => {
  const dingle = { latitude: 52.1408, longitude: -10.2686 };
  test.use({ geolocation: dingle, permissions: ["geolocation"] });

  test("sorts by distance and shows it on the cards", async ({ page }) => {
    await page.goto("/search");
    await page.getByRole("button", { name: "Near me" }).click();
    await expect(page.getByText("Sorted by distance from your location.")).toBeVisible();
    const nearest = approvedShops
      .map((s) => ({ s, p: mapPosition(s) }))
      .filter((x) => x.p)
      .sort((a, b) => distanceKm(dingle, a.p!) - distanceKm(dingle, b.p!));
    await expect(cardTitles(page).first()).toHaveText(nearest[0]!.s.name);
    await expect(cardTitles(page).nth(1)).toHaveText(nearest[1]!.s.name);
    await expect(page.getByTestId("distance").first()).toHaveText(/^\d+(\.\d)? (m|km) away$/);
    await expect(page.getByTestId("distance")).toHaveCount(nearest.length);
  });
});

test.describe("search near me, location denied", () => {
  test.use({ permissions: [] });

  test("explains that location access was denied", async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto("/search");
    await page.getByRole("button", { name: "Near me" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Location access was denied" }),
    ).toBeVisible();
    await expect(page.getByTestId("distance")).toHaveCount(0);
  });
});
