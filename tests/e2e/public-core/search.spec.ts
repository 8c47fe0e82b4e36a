import { expect, type Locator, type Page, test } from "@playwright/test";
import { distanceKm } from "@/lib/geo/distance";
import { mapPosition } from "@/lib/geo/coordinates";
import { parseAtParameter } from "@/lib/hours/at-parameter";
import { shopHoursRules } from "@/lib/hours/shop-rules";
import { isOpenNow } from "@/lib/hours/status";
import { approvedShops, byName, mappable, plural, searchDemo } from "./demo";
import { delayNavigation, expectNoSeriousA11yViolations, gotoHydrated, serveOfflineMapStyle } from "./helpers";

const cardTitles = (page: Page) => page.getByRole("article").getByRole("heading", { level: 2 });
const byText = (a: string, b: string) => a.localeCompare(b, "en-IE", { sensitivity: "base" });

/** The search map scrolled into view (it loads when seen) and ready. */
async function mapReady(map: Locator): Promise<Locator> {
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute("data-map-state", "ready", { timeout: 30_000 });
  return map;
}

/** A search's map at 800 × 700 on the offline style, ready: `name` is its region's, in the page's language. */
async function openSearchMap(page: Page, address: string, name: string): Promise<Locator> {
  await serveOfflineMapStyle(page);
  await page.setViewportSize({ width: 800, height: 700 });
  await page.goto(address);
  return mapReady(page.getByRole("region", { name }));
}

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

    // 24 cards a page, in name order; real links lead through every page.
    const expected = [...approvedShops].sort((a, b) => byText(a.name, b.name)).map((s) => s.name);
    await expect(cardTitles(page)).toHaveText(expected.slice(0, 24));
    const pages = page.getByRole("navigation", { name: "Pages of farm shops" });
    await expect(pages.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/search?offset=24");
    // Each page of the plain list is its own canonical page; a typed search is not indexed.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/search$/);
    const second = await (await page.request.get("/search?offset=24")).text();
    expect(second).toMatch(/<link rel="canonical" href="[^"]+\/search\?offset=24"/);
    expect(second).not.toMatch(/<meta name="robots" content="noindex/);
    // Only the offsets the page links name: off the page grid, past the last shop or with a page
    // size of one's own, a page is a near-copy and not for the index.
    for (const offPage of ["/search?offset=7", `/search?offset=${approvedShops.length + 24 - (approvedShops.length % 24)}`, "/search?limit=48"]) {
      expect(await (await page.request.get(offPage)).text(), offPage).toMatch(/<meta name="robots" content="noindex/);
    }
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
    // A county that is not one of the 32 is not named in the heading or the description (the count
    // line still says what was searched), and finds nothing.
    await page.goto("/search?county=west%20cork");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Browse Farm Shops");
    await expect(page).toHaveTitle(/^Browse Farm Shops – /);
    await expect(page.getByText("Showing 0 farm shops in west cork", { exact: true })).toBeVisible();
    await expect(page.getByText("No farm shops found")).toBeVisible();
    // One of the 32 in other letters is named as the county list writes it.
    await page.goto("/search?county=kerry&q=honey");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Farm Shops in Kerry");
  });

  test("text and county together: title, count line and results", async ({ page }) => {
    const results = searchDemo("honey", "Kerry");
    expect(results.length).toBeGreaterThan(0);
    await page.goto("/search?q=honey&county=Kerry");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Farm Shops in Kerry");
    await expect(
      page.getByText(`Showing ${plural(results.length)} in Kerry`, { exact: true }),
    ).toBeVisible();
    // With text the order is relevance: the same shops, best match first.
    await expect(cardTitles(page)).toHaveCount(results.length);
    expect((await cardTitles(page).allTextContents()).sort(byText)).toEqual(results.map((s) => s.name).sort(byText));
    await expect(page.getByRole("combobox", { name: "Sort results" })).toHaveValue("relevance");
    await expect(page.getByRole("searchbox", { name: "Search by product, location" })).toHaveValue(
      "honey",
    );
    await expect(page.getByRole("combobox", { name: "County" })).toHaveValue("Kerry");
  });

  test("sorts by county", async ({ page }) => {
    await gotoHydrated(page, "/search?q=farm");
    await page.getByRole("combobox", { name: "Sort results" }).selectOption("county");
    await expect(page).toHaveURL(/\/search\?q=farm&sort=county$/);
    const expected = searchDemo("farm")
      .sort((a, b) => byText(a.county, b.county) || byText(a.name, b.name))
      .map((s) => s.name);
    await expect(cardTitles(page)).toHaveText(expected.slice(0, 24));
  });

  test("the arrow keys step through the sorts without sorting; Enter sorts, and the focus stays on the select", async ({ page }) => {
    await page.goto("/search?q=farm");
    const asked: string[] = [];
    page.on("request", (r) => asked.push(r.url()));
    // The box takes no more text than the search reads.
    await expect(page.locator("#search-q")).toHaveAttribute("maxlength", "200");
    const sort = page.getByRole("combobox", { name: "Sort results" });
    await sort.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(sort).toHaveValue("county");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=farm&sort=county$/);
    await expect(page.getByRole("combobox", { name: "Sort results" })).toBeFocused();
    // The option passed on the way was never asked for.
    expect(asked.filter((u) => u.includes("sort=name"))).toEqual([]);
  });

  test("no results: the empty state", async ({ page }) => {
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

  test("arrives whole: the results are in the page's HTML, not streamed behind skeletons", async ({ request }) => {
    const res = await request.get("/search?q=cheese");
    expect(res.status()).toBe(200);
    const html = await res.text();
    // (React separates the two texts with a comment.)
    expect(html.replace(/<!-- -->/g, "")).toContain(`Showing ${plural(searchDemo("cheese").length)}<`);
    // No skeleton to lay out and paint first, and no hidden <div> that a script moves into place
    // (the page waits for its two quick reads; a new search from the page still shows skeletons).
    expect(html).not.toContain('data-testid="shop-card-skeleton"');
    expect(html).not.toMatch(/<div hidden id="S:/);
  });

  test("searching shows three skeleton cards until the results arrive", async ({ page }) => {
    await gotoHydrated(page, "/search");
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

  test("the map shows every match as server clusters; a cluster zooms in", async ({ page }) => {
    await serveOfflineMapStyle(page);
    const mapCalls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/farm-shops/map?")) mapCalls.push(r.url());
    });
    await page.setViewportSize({ width: 800, height: 700 });
    await page.goto("/search?q=farm");
    const map = page.getByRole("region", { name: "Map of the farm shops found" });
    await expect(map).toHaveAttribute("data-map-state", "idle");
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("data-map-state", "ready", { timeout: 30_000 });
    await expect(map.locator("canvas")).toBeVisible();
    // Every match with a usable position is drawn, the ones past the first page too.
    const located = searchDemo("farm").filter(mappable).length;
    expect(located).toBeGreaterThan(24);
    const clusters = map.getByTestId("map-cluster");
    await expect(clusters.first()).toBeVisible({ timeout: 15_000 });
    const counted = async () => {
      const labels = await clusters.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
      return labels.reduce((n, l) => n + Number(/^(\d+)/.exec(l)?.[1] ?? 0), 0) + (await map.getByTestId("map-shop").count());
    };
    await expect.poll(counted).toBe(located);
    expect(mapCalls.some((u) => u.includes("q=farm") && u.includes("bbox=") && u.includes("zoom="))).toBe(true);
    // A cluster zooms the map in, and the server answers for the new view.
    const zoomBefore = Number(await map.getByTestId("cluster-map").getAttribute("data-zoom"));
    const calls = mapCalls.length;
    await clusters.first().click();
    await expect.poll(async () => Number(await map.getByTestId("cluster-map").getAttribute("data-zoom"))).toBeGreaterThan(zoomBefore);
    expect(mapCalls.length).toBeGreaterThan(calls);
  });

  test("back on the search from a shop's page, the map is where the visitor left it", async ({ page }) => {
    const map = await openSearchMap(page, "/search?q=farm", "Map of the farm shops found");
    const zoomOf = async () => Number(await map.getByTestId("cluster-map").getAttribute("data-zoom"));
    await expect(map.getByTestId("map-cluster").first()).toBeVisible({ timeout: 15_000 });
    const island = await zoomOf();
    await map.getByTestId("map-cluster").first().click();
    await expect.poll(zoomOf).toBeGreaterThan(island);
    const zoomed = await zoomOf();
    await map.getByTestId("map-shop").first().click();
    await map.locator(".maplibregl-popup").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/shop\//);
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=farm$/);
    await mapReady(map);
    await expect.poll(zoomOf).toBe(zoomed);
    // Another search starts from the whole island.
    await openSearchMap(page, "/search?q=honey", "Map of the farm shops found");
    await expect.poll(zoomOf).toBeLessThan(zoomed);
  });

  test("a shop's popup near the map's top edge opens inside the map, its link clickable", async ({ page }) => {
    // A shop of the search with no other within 5 km (unclustered at zoom 13), and the map's view
    // for this search (kept for the tab) put so that the shop sits 30 px below the map's top edge.
    const located = searchDemo("farm").flatMap((s) => {
      const at = mapPosition(s);
      return at ? [{ name: s.name, ...at }] : [];
    });
    const alone = located.find((a) => located.every((b) => b === a || distanceKm(a, b) > 5));
    expect(alone).toBeDefined();
    const { name, latitude, longitude } = alone!;
    await serveOfflineMapStyle(page);
    await page.setViewportSize({ width: 800, height: 700 });
    await page.goto("/search?q=farm");
    const map = page.getByRole("region", { name: "Map of the farm shops found" });
    const height = (await map.boundingBox())!.height;
    const zoom = 13;
    const world = 512 * 2 ** zoom;
    const y = (lat: number) => ((1 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / Math.PI) / 2) * world;
    const lat = (py: number) => ((2 * Math.atan(Math.exp(Math.PI * (1 - (2 * py) / world))) - Math.PI / 2) * 180) / Math.PI;
    const view = { longitude, latitude: lat(y(latitude) + height / 2 - 30), zoom };
    await page.evaluate((v) => sessionStorage.setItem("farmshops:map-view:/search?q=farm", JSON.stringify(v)), view);
    await page.reload();
    await mapReady(map);
    await expect.poll(async () => map.getByTestId("cluster-map").getAttribute("data-zoom")).toBe(String(zoom));
    const box = (await map.boundingBox())!;
    const shop = map.getByRole("button", { name, exact: true });
    await expect(shop).toBeVisible();
    const at = (await shop.boundingBox())!;
    expect(Math.abs(at.y + at.height / 2 - (box.y + 30))).toBeLessThan(6);
    await shop.click();
    const popup = map.locator(".maplibregl-popup");
    await expect(popup).toBeVisible();
    const inside = (await popup.boundingBox())!;
    expect(inside.y).toBeGreaterThanOrEqual(box.y);
    expect(inside.y + inside.height).toBeLessThanOrEqual(box.y + box.height);
    expect(inside.x).toBeGreaterThanOrEqual(box.x);
    expect(inside.x + inside.width).toBeLessThanOrEqual(box.x + box.width);
    await popup.getByRole("link", { name }).click({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/shop\//);
  });

  test("by keyboard, in Irish: a cluster opened keeps the focus on the map; Escape closes a shop's popup, back to its marker", async ({ page }) => {
    const map = await openSearchMap(page, "/ga/search?q=farm", "Léarscáil de na siopaí feirme a aimsíodh");
    const clusters = map.getByTestId("map-cluster");
    await expect(clusters.first()).toBeVisible({ timeout: 30_000 });
    // The clusters are named in the page's language.
    await expect(clusters.first()).toHaveAttribute("aria-label", /^\d+ (siopa|shiopa) feirme anseo: zúmáil isteach$/);
    const onMarker = () => page.evaluate(() => ["map-cluster", "map-shop"].includes(document.activeElement?.getAttribute("data-testid") ?? ""));
    // Open clusters from the keyboard, twice (while there are any); the focus stays on a marker.
    let opened = 0;
    for (; opened < 2 && (await clusters.count()) > 0; opened++) {
      const zoom = await map.getByTestId("cluster-map").getAttribute("data-zoom");
      await clusters.first().focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => map.getByTestId("cluster-map").getAttribute("data-zoom")).not.toBe(zoom);
      await expect.poll(onMarker).toBe(true);
    }
    expect(opened).toBeGreaterThan(0);
    const shop = map.getByTestId("map-shop").first();
    await shop.focus();
    await page.keyboard.press("Enter");
    const popup = map.locator(".maplibregl-popup");
    await expect(popup).toBeVisible();
    // Opened from the keyboard, the popup has the focus: its link to the shop's Irish page.
    await expect(popup.getByRole("link").first()).toBeFocused();
    await expect(popup.getByRole("link").first()).toHaveAttribute("href", /^\/ga\/shop\//);
    await page.keyboard.press("Escape");
    await expect(popup).toHaveCount(0);
    await expect(shop).toBeFocused();
  });
});

test.describe("search filters", () => {
  test("desktop: chips with counts; a chip filters, the address says so, Back undoes it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/search?q=farm");
    const all = searchDemo("farm");
    const honey = all.filter((s) => s.products.includes("Honey"));
    expect(honey.length).toBeGreaterThan(0);
    const chip = page.getByRole("link", { name: `Honey (${honey.length})`, exact: true });
    await expect(chip).toBeVisible();
    await chip.click();
    await expect(page).toHaveURL(/\/search\?q=farm&products=Honey$/);
    await expect(page.getByText(`Showing ${plural(honey.length)}`, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: `Honey (${honey.length})`, exact: true })).toHaveAttribute("aria-current", "true");
    await expect(cardTitles(page)).toHaveText(honey.sort(byName).slice(0, 24).map((s) => s.name));
    // A county on top: "any of" counties, so the other counties keep their counts.
    const cork = honey.filter((s) => s.county === "Cork");
    if (cork.length > 0) {
      await page.getByRole("link", { name: `Cork (${cork.length})`, exact: true }).click();
      await expect(page).toHaveURL(/\/search\?q=farm&county=Cork&products=Honey$/);
      await expect(page.getByText(`Showing ${plural(cork.length)} in Cork`, { exact: true })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/search\?q=farm&products=Honey$/);
    }
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=farm$/);
    await expect(page.getByText(`Showing ${plural(all.length)}`, { exact: true })).toBeVisible();
    await page.goForward();
    await expect(page.getByText(`Showing ${plural(honey.length)}`, { exact: true })).toBeVisible();
  });

  test("phone: the filters open in a drawer that stays open while filters are chosen; Show N shops closes it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/search");
    const eggs = approvedShops.filter((s) => s.products.includes("Eggs"));
    const chip = page.getByRole("link", { name: `Eggs (${eggs.length})`, exact: true });
    await expect(chip).toBeHidden();
    await page.getByRole("button", { name: "Filters" }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("button", { name: `Show ${plural(approvedShops.length)}` })).toBeVisible();
    await drawer.getByRole("link", { name: `Eggs (${eggs.length})`, exact: true }).click();
    await expect(page).toHaveURL(/\/search\?products=Eggs$/);
    // Still open, the choice ticked and the count of what it finds on its button.
    await expect(drawer.getByRole("link", { name: `Eggs (${eggs.length})`, exact: true })).toHaveAttribute("aria-current", "true");
    await expect(drawer.getByRole("button", { name: `Show ${plural(eggs.length)}` })).toBeVisible();
    // A second choice in the same visit: eggs in one of their counties.
    const county = eggs[0]!.county;
    const both = eggs.filter((s) => s.county === county);
    await drawer.getByRole("link", { name: `${county} (${both.length})`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?county=${county}&products=Eggs$`));
    await drawer.getByRole("button", { name: `Show ${plural(both.length)}` }).click();
    await expect(page.getByRole("dialog", { name: "Filters" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Filters (2)" })).toBeFocused();
    await expect(page.getByText(`Showing ${plural(both.length)} in ${county}`, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("phone: Back closes the filter drawer and stays on the search, undoing the choices made in it; after Show N shops it goes back in one step", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/events");
    await gotoHydrated(page, "/search?q=farm");
    const opener = page.getByRole("button", { name: /^Filters/ });
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await opener.click();
    await expect(drawer).toBeVisible();
    await page.goBack();
    await expect(drawer).toHaveCount(0);
    await expect(page).toHaveURL(/\/search\?q=farm$/);
    await expect(opener).toBeFocused();
    // Forward opens it again, where it was.
    await page.goForward();
    await expect(drawer).toBeVisible();
    // A choice, then Back: the drawer closes on the search as it was before the drawer opened.
    await drawer.getByRole("link", { name: /^Eggs \(/ }).click();
    await expect(page).toHaveURL(/\/search\?q=farm&products=Eggs$/);
    await expect(drawer.getByRole("link", { name: /^Eggs \(/ })).toHaveAttribute("aria-current", "true");
    await page.goBack();
    await expect(drawer).toHaveCount(0);
    await expect(page).toHaveURL(/\/search\?q=farm$/);
    await expect(page.getByRole("button", { name: "Filters", exact: true })).toBeVisible();
    // A choice kept with Show N shops: one Back goes to the search before it, the drawer closed.
    await opener.click();
    await drawer.getByRole("link", { name: /^Eggs \(/ }).click();
    await expect(page).toHaveURL(/\/search\?q=farm&products=Eggs$/);
    await drawer.getByRole("button", { name: /^Show / }).click();
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Filters (1)" })).toBeFocused();
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=farm$/);
    await expect(drawer).toHaveCount(0);
    await page.goForward();
    await expect(page).toHaveURL(/\/search\?q=farm&products=Eggs$/);
    await expect(drawer).toHaveCount(0);
    // Opened and closed with nothing chosen (a double click on the close button too), it leaves no
    // entry behind: the next Back leaves the search.
    await page.goBack();
    await opener.click();
    await drawer.getByRole("button", { name: "Close filters" }).dblclick();
    await expect(drawer).toHaveCount(0);
    await expect(page).toHaveURL(/\/search\?q=farm$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/events$/);
  });

  test("phone: a choice still loading when the drawer closes is kept", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/search");
    await delayNavigation(page, "/search", 800);
    await page.getByRole("button", { name: "Filters" }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await drawer.getByRole("link", { name: /^Dairy \(/ }).click();
    await page.keyboard.press("Escape");
    await expect(drawer).toHaveCount(0);
    await expect(page).toHaveURL(/\/search\?products=Dairy$/);
    await expect(page.getByRole("button", { name: "Filters (1)" })).toBeVisible();
    // The drawer's entry became the search's own: Back goes to the search before it, closed.
    await page.goBack();
    await expect(page).toHaveURL(/\/search$/);
    await expect(drawer).toHaveCount(0);
  });

  test("phone: widened past the phone's width while open, the drawer closes and the chips are on the page", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/search");
    await page.getByRole("button", { name: "Filters" }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await drawer.getByRole("link", { name: /^Eggs \(/ }).click();
    await expect(page).toHaveURL(/\/search\?products=Eggs$/);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Eggs \(/ })).toHaveAttribute("aria-current", "true");
    await page.goBack();
    await expect(page).toHaveURL(/\/search$/);
  });

  test("phone: filters chosen in quick succession add up, each ticked at once", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/search");
    await page.getByRole("button", { name: "Filters" }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    const both = approvedShops.filter((s) => s.products.includes("Eggs") && s.products.includes("Honey"));
    expect(both.length).toBeGreaterThan(0);
    // The second tap comes before the first choice's page has arrived.
    await drawer.getByRole("link", { name: /^Eggs \(/ }).click();
    await drawer.getByRole("link", { name: /^Honey \(/ }).click();
    await expect(drawer.getByRole("link", { name: /^Honey \(/ })).toHaveAttribute("aria-current", "true");
    await expect(drawer.getByRole("link", { name: /^Eggs \(/ })).toHaveAttribute("aria-current", "true");
    await expect.poll(() => new URL(page.url()).searchParams.getAll("products").sort()).toEqual(["Eggs", "Honey"]);
    await expect(drawer.getByRole("button", { name: `Show ${plural(both.length)}` })).toBeVisible();
    // Back closes the drawer on the search before it, both choices undone; Forward has them again.
    await page.goBack();
    await expect(page).toHaveURL(/\/search$/);
    await expect(drawer).toHaveCount(0);
    await page.goForward();
    await expect(drawer.getByRole("link", { name: /^Honey \(/ })).toHaveAttribute("aria-current", "true");
    await expect(drawer.getByRole("link", { name: /^Eggs \(/ })).toHaveAttribute("aria-current", "true");
  });

  test("phone, by keyboard: focus moves into the drawer, stays there, and returns to Filters", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/search");
    const opener = page.getByRole("button", { name: "Filters" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await expect(drawer.getByRole("button", { name: "Close filters" })).toBeFocused();
    // Round the drawer's controls and past its last one: focus never reaches the page behind.
    const inside = () => drawer.evaluate((d) => d.contains(document.activeElement));
    const count = await drawer.locator("a[href], button").count();
    for (let i = 0; i <= count; i++) {
      await page.keyboard.press("Tab");
      expect(await inside()).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await inside()).toBe(true);
    await page.keyboard.press("Escape");
    await expect(drawer).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test("an offset past the last page says so and links to the last page, not 'No farm shops found'", async ({ page }) => {
    await page.goto("/search?offset=9999");
    await expect(page.getByText("This page is past the last page of results.")).toBeVisible();
    await expect(page.getByText("No farm shops found")).toHaveCount(0);
    // No pager leading to yet another page past the last.
    await expect(page.getByRole("navigation", { name: "Pages of farm shops" })).toHaveCount(0);
    await page.getByRole("link", { name: "Go to the last page" }).click();
    await expect(page).toHaveURL(new RegExp(`offset=${Math.floor((approvedShops.length - 1) / 24) * 24}$`));
    await expect(cardTitles(page)).toHaveText([...approvedShops].sort(byName).slice(Math.floor((approvedShops.length - 1) / 24) * 24).map((s) => s.name));
  });

  test("a shared address opens the same search: repeated counties, products, type, sort", async ({ page }) => {
    await page.goto("/search?county=Cork&county=Kerry&products=Honey&sort=county");
    const expected = approvedShops
      .filter((s) => ["Cork", "Kerry"].includes(s.county) && s.products.includes("Honey"))
      .sort((a, b) => byText(a.county, b.county) || byName(a, b));
    await expect(page.getByText(`Showing ${plural(expected.length)}`, { exact: true })).toBeVisible();
    await expect(cardTitles(page)).toHaveText(expected.slice(0, 24).map((s) => s.name));
    for (const name of ["Cork", "Kerry", "Honey"])
      await expect(page.getByRole("link", { name: new RegExp(`^${name} \\(\\d+\\)$`) })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("combobox", { name: "Sort results" })).toHaveValue("county");
  });

  test("pages: real links through every result, no shop twice", async ({ page }) => {
    await page.goto("/search");
    const seen: string[] = [];
    const pages = page.getByRole("navigation", { name: "Pages of farm shops" });
    for (let n = 1; ; n++) {
      // The page's own number is marked current once its cards are shown.
      await expect(pages.locator('[aria-current="page"]')).toHaveText(String(n));
      seen.push(...(await cardTitles(page).allTextContents()));
      const next = pages.getByRole("link", { name: "Next" });
      if ((await next.count()) === 0) break;
      await next.click();
      await expect(page).toHaveURL(new RegExp(`offset=${seen.length}$`));
    }
    expect(seen).toEqual([...approvedShops].sort(byName).map((s) => s.name));
  });

  test("a misspelt search offers the close spelling and shows its shops", async ({ page }) => {
    await page.goto("/search?q=hony");
    const honey = searchDemo("honey");
    await expect(page.getByText(/No farm shops matched .hony.\. Did you mean/)).toBeVisible();
    await expect(page.getByRole("link", { name: "honey", exact: true })).toHaveAttribute("href", "/search?q=honey");
    await expect(page.getByText(`Showing ${plural(honey.length)}`, { exact: true })).toBeVisible();
  });
});

test.describe("search by opening time", () => {
  test("Open on a day at a time: the address keeps openAt, the shops are the ones open then", async ({ page }) => {
    await gotoHydrated(page, "/search");
    await page.getByRole("button", { name: "Open on…" }).click();
    const day = page.getByRole("combobox", { name: "Day" });
    const tomorrow = await day.locator("option").nth(1).getAttribute("value");
    await day.selectOption(tomorrow!);
    await page.getByRole("combobox", { name: "Time" }).selectOption("18:30");
    await page.getByRole("button", { name: "Show shops open then" }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?openAt=${tomorrow}T18%3A30$`));
    const parsed = parseAtParameter(`${tomorrow}T18:30`);
    if (!parsed.ok) throw new Error(parsed.message);
    const at = parsed.at;
    const open = approvedShops.filter((s) => isOpenNow(shopHoursRules(s), at));
    await expect(page.getByText(`Showing ${plural(open.length)}`, { exact: true })).toBeVisible();
    await expect(cardTitles(page)).toHaveText(open.sort(byName).slice(0, 24).map((s) => s.name));
    await expect(page.getByRole("button", { name: "Open tomorrow at 18:30" })).toBeVisible();
  });

  test("on a phone, Next goes to the very top of the page, its heading clear of the sticky header", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, "/search");
    const pages = page.getByRole("navigation", { name: "Pages of farm shops" });
    await pages.scrollIntoViewIfNeeded();
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/search\?offset=24$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const header = await page.locator("header").first().boundingBox();
    const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  });

  test("a shared Open on address past the picker's week names its date in words; Escape closes the picker", async ({ page }) => {
    const later = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    await gotoHydrated(page, `/search?openAt=${later}T14%3A00`);
    const toggle = page.getByRole("button", { name: /^Open \w+day \d{1,2} \w+ at 14:00$/ });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole("button", { name: new RegExp(later) })).toHaveCount(0);

    await gotoHydrated(page, "/search");
    await page.getByRole("button", { name: "Open on…" }).click();
    await page.getByRole("combobox", { name: "Day" }).focus();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("combobox", { name: "Day" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Open on…" })).toBeFocused();
    await expect(page.getByRole("button", { name: "Open on…" })).toHaveAttribute("aria-expanded", "false");
    // From its own button too, the focus still on it.
    await page.keyboard.press("Enter");
    await expect(page.getByRole("combobox", { name: "Day" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("combobox", { name: "Day" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Open on…" })).toBeFocused();
  });

  test("Open now is a filter in the address, on the Irish clock", async ({ page }) => {
    const openCount = () => approvedShops.filter((s) => isOpenNow(shopHoursRules(s), new Date())).length;
    const before = openCount();
    await gotoHydrated(page, "/search");
    await page.getByRole("button", { name: "Open now" }).click();
    await expect(page).toHaveURL(/\/search\?openNow=1$/);
    await expect(page.getByRole("button", { name: "Open now" })).toHaveAttribute("aria-pressed", "true");
    const summary = page.getByText(/^Showing \d+ farm shops? open now$/);
    await expect(summary).toBeVisible();
    // The server counted at some moment between the two counts here (an opening or closing minute may
    // fall in between).
    const shown = Number((await summary.textContent())!.match(/\d+/)![0]);
    expect([before, openCount()]).toContain(shown);
    await page.getByRole("button", { name: "Open now" }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByText(`Showing ${plural(approvedShops.length)}`, { exact: true })).toBeVisible();
  });
});

test.describe("Open now before the script runs", () => {
  test("is a link to the filtered search: without JavaScript a tap still filters, in either language", async ({ browser }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await noScript.newPage();
      await page.goto("/search?q=farm");
      await page.getByRole("button", { name: "Open now" }).click();
      await expect(page).toHaveURL(/\/search\?q=farm&openNow=1$/);
      await expect(page.getByRole("button", { name: "Open now" })).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByText(/^Showing \d+ farm shops? open now/)).toBeVisible();
      // And back off again.
      await page.getByRole("button", { name: "Open now" }).click();
      await expect(page).toHaveURL(/\/search\?q=farm$/);

      await page.goto("/ga/search");
      await page.getByRole("button", { name: "Ar oscailt anois" }).click();
      await expect(page).toHaveURL(/\/ga\/search\?openNow=1$/);
      await expect(page.getByRole("button", { name: "Ar oscailt anois" })).toHaveAttribute("aria-pressed", "true");
    } finally {
      await noScript.close();
    }
  });

  test("once the script runs, Space presses it as a button", async ({ page }) => {
    await gotoHydrated(page, "/search");
    await page.getByRole("button", { name: "Open now" }).focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/\/search\?openNow=1$/);
    await expect(page.getByRole("button", { name: "Open now" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Open now" }).focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/\/search$/);
  });
});

test.describe("search near me", () => {
  const dingle = { latitude: 52.1408, longitude: -10.2686 };
  test.use({ geolocation: dingle, permissions: ["geolocation"] });

  test("sorts every shop by distance in the database and shows it on the cards", async ({ page }) => {
    await gotoHydrated(page, "/search");
    await page.getByRole("button", { name: "Near me" }).click();
    // The position goes into the address, rounded to about 100 m.
    await expect(page).toHaveURL(/\/search\?near=52\.141%2C-10\.269$/);
    await expect(page.getByText("Sorted by distance from your location.")).toBeVisible();
    const from = { latitude: 52.141, longitude: -10.269 };
    const nearest = approvedShops
      .map((s) => ({ s, p: mapPosition(s) }))
      .filter((x) => x.p)
      .sort((a, b) => distanceKm(from, a.p!) - distanceKm(from, b.p!));
    await expect(cardTitles(page).first()).toHaveText(nearest[0]!.s.name);
    await expect(cardTitles(page).nth(1)).toHaveText(nearest[1]!.s.name);
    await expect(page.getByTestId("distance").first()).toHaveText(/^\d+(\.\d)? (m|km) away$/);
    await expect(page.getByTestId("distance")).toHaveCount(Math.min(24, nearest.length));
    // Across pages too: page 2 starts where page 1 ended.
    await page.getByRole("navigation", { name: "Pages of farm shops" }).getByRole("link", { name: "Next" }).click();
    await expect(cardTitles(page).first()).toHaveText(nearest[24]!.s.name);
    await page.goBack();
    await expect(cardTitles(page).first()).toHaveText(nearest[0]!.s.name);
    await page.getByRole("button", { name: "Near me" }).click();
    await expect(page).toHaveURL(/\/search$/);
  });
});

test.describe("search near me, location denied", () => {
  test.use({ permissions: [] });

  test("explains that location access was denied", async ({ page, context }) => {
    await context.clearPermissions();
    await gotoHydrated(page, "/search");
    await page.getByRole("button", { name: "Near me" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Location access was denied" }),
    ).toBeVisible();
    await expect(page.getByTestId("distance")).toHaveCount(0);
  });
});
