import { expect, type Page, test } from "@playwright/test";
import { findCountyBySlug } from "@/lib/counties";
import { byName, countySearch, countyShops, plural } from "./demo";
import { expectNoSeriousA11yViolations, gotoHydrated, jsonLd, serveOfflineMapStyle } from "./helpers";

const kerry = findCountyBySlug("kerry")!;
const titles = (page: Page) => page.getByRole("article").getByRole("heading", { level: 3 });
const byText = (a: string, b: string) => a.localeCompare(b, "en-IE", { sensitivity: "base" });

test.describe("county page", () => {
  test("hero, region, intro, breadcrumbs, cards, map, call to action and metadata", async ({
    page,
  }) => {
    const shops = countyShops("Kerry").sort(byName);
    const response = await page.goto("/farm-shops/kerry");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Farm Shops in County Kerry");
    await expect(page.getByText(kerry.region, { exact: true })).toBeVisible();
    await expect(page.getByText(kerry.tagline, { exact: true })).toBeVisible();
    await expect(page.getByText(kerry.intro)).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByText("County Kerry")).toHaveAttribute("aria-current", "page");

    await expect(
      page.getByText(`${plural(shops.length)} in County Kerry`, { exact: true }),
    ).toBeVisible();
    await expect(titles(page)).toHaveText(shops.map((s) => s.name));

    // A card: first 3 products with '+n more', contact shortcuts, details link.
    const rich = shops.find((s) => s.products.length > 3 && s.phone && s.email && s.website)!;
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: rich.name }) });
    const products = card.getByRole("list", { name: "Products" }).getByRole("listitem");
    await expect(products).toHaveText([
      ...rich.products.slice(0, 3),
      `+${rich.products.length - 3} more`,
    ]);
    await expect(card.getByRole("link", { name: `Call ${rich.name}` })).toHaveAttribute(
      "href",
      `tel:${rich.phone!.replace(/\s+/g, "")}`,
    );
    await expect(card.getByRole("link", { name: `Email ${rich.name}` })).toHaveAttribute(
      "href",
      `mailto:${rich.email}`,
    );
    await expect(
      card.getByRole("link", { name: new RegExp(`^Website of ${rich.name}`) }),
    ).toHaveAttribute("target", "_blank");
    await expect(card.getByRole("link", { name: `View Details: ${rich.name}` })).toHaveAttribute(
      "href",
      /^\/shop\//,
    );

    await expect(
      page.getByRole("region", { name: "Map of farm shops in County Kerry" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "List Your Farm Shop" })).toHaveAttribute(
      "href",
      "/submit",
    );
    await expect(page.getByRole("link", { name: "Browse All Farm Shops" })).toHaveAttribute(
      "href",
      "/search",
    );

    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description!.length).toBeLessThanOrEqual(160);
    expect(description!.endsWith("…")).toBe(true);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/farm-shops\/kerry$/,
    );

    const data = await jsonLd(page);
    const list = data.find((d) => d["@type"] === "ItemList") as {
      numberOfItems: number;
      itemListElement: { item: Record<string, unknown> }[];
    };
    expect(list.numberOfItems).toBe(Math.min(10, shops.length));
    expect(list.itemListElement[0]!.item["@type"]).toBe("LocalBusiness");
    expect(list.itemListElement[0]!.item.name).toBe(shops[0]!.name);
    // The entry names the shop's page; its address and the rest are on that page's own entity.
    expect(list.itemListElement[0]!.item.url).toMatch(/\/shop\/[^/]+$/);
    expect(list.itemListElement[0]!.item["@id"]).toBe(`${list.itemListElement[0]!.item.url}#shop`);
    expect(data.some((d) => d["@type"] === "BreadcrumbList")).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  test("?q= filters, is prefilled and is kept in the address bar", async ({ page }) => {
    const term = "cheese";
    const found = countySearch("Cork", term);
    expect(found.length).toBeGreaterThan(0);
    await page.goto(`/farm-shops/cork?q=${term}`);
    const box = page.getByRole("searchbox", { name: "Search farm shops in Cork" });
    await expect(box).toHaveValue(term);
    await expect(
      page.getByText(`${plural(found.length)} found for "${term}"`, { exact: true }),
    ).toBeVisible();
    await expect(titles(page)).toHaveText(found.sort(byName).map((s) => s.name));

    const before = await page.evaluate(() => history.length);
    await box.fill("honey");
    await expect(page).toHaveURL(/\/farm-shops\/cork\?q=honey$/);
    const honey = countySearch("Cork", "honey");
    await expect(
      page.getByText(`${plural(honey.length)} found for "honey"`, { exact: true }),
    ).toBeVisible();
    expect(await page.evaluate(() => history.length)).toBe(before);
  });

  test("the sort select is stepped with the arrow keys without sorting; Enter sorts, and the focus stays on it", async ({ page }) => {
    await gotoHydrated(page, "/farm-shops/cork");
    const asked: string[] = [];
    page.on("request", (r) => asked.push(r.url()));
    const sort = page.getByRole("combobox", { name: "Sort shops" });
    await sort.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(sort).toHaveValue("featured");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/farm-shops\/cork\?sort=featured$/);
    await expect(page.getByRole("combobox", { name: "Sort shops" })).toBeFocused();
    await expect(page.getByRole("combobox", { name: "Sort shops" })).toHaveValue("featured");
    expect(asked.filter((u) => u.includes("sort=town"))).toEqual([]);
  });

  test("sorts by Name, Town and Featured first", async ({ page }) => {
    const shops = countyShops("Cork");
    await gotoHydrated(page, "/farm-shops/cork");
    const sort = page.getByRole("combobox", { name: "Sort shops" });
    await sort.selectOption("town");
    await expect(page).toHaveURL(/\?sort=town$/);
    await expect(titles(page)).toHaveText(
      [...shops].sort((a, b) => byText(a.town, b.town) || byName(a, b)).map((s) => s.name),
    );
    await sort.selectOption("featured");
    await expect(page).toHaveURL(/\?sort=featured$/);
    const featuredFirst = [...shops].sort(
      (a, b) => Number(b.featured) - Number(a.featured) || byName(a, b),
    );
    expect(featuredFirst[0]!.featured).toBe(true);
    await expect(titles(page)).toHaveText(featuredFirst.map((s) => s.name));
    await sort.selectOption("name");
    await expect(titles(page)).toHaveText([...shops].sort(byName).map((s) => s.name));
  });

  test("a search with no match shows 'No farm shops found' and Clear Search", async ({ page }) => {
    await page.goto("/farm-shops/kerry?q=zzqqxx");
    await expect(page.getByRole("heading", { name: "No farm shops found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse All Counties" })).toHaveAttribute(
      "href",
      "/#browse-counties",
    );
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Clear Search" }).click();
    await expect(page).toHaveURL(/\/farm-shops\/kerry$/);
    await expect(page.getByRole("searchbox", { name: "Search farm shops in Kerry" })).toHaveValue(
      "",
    );
    await expect(
      page.getByText(`${plural(countyShops("Kerry").length)} in County Kerry`, { exact: true }),
    ).toBeVisible();
  });

  test("an unknown county is a real 404 'County Not Found'", async ({ page }) => {
    const response = await page.goto("/farm-shops/atlantis");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("County Not Found");
    // Named with the site, as the other not-found pages are.
    await expect(page).toHaveTitle(/^County Not Found – /);
    await expect(page.getByRole("link", { name: "Browse All Farm Shops" })).toHaveAttribute(
      "href",
      "/search",
    );
    await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
    await expectNoSeriousA11yViolations(page);
  });

  test("a non-canonical county address moves permanently", async ({ request }) => {
    const res = await request.get("/farm-shops/Kerry", { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(res.headers().location).toMatch(/\/farm-shops\/kerry$/);
  });

  test("search filters a county page cannot honour move to the search in that county", async ({ page, request }) => {
    const res = await request.get("/farm-shops/cork?products=Honey&q=farm&sort=town&utm_source=mail", { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    // Campaign tags go along.
    expect(res.headers().location).toMatch(/\/search\?county=cork&products=Honey&q=farm&utm_source=mail$/);
    await page.goto("/farm-shops/cork?products=Honey");
    await expect(page).toHaveURL(/\/search\?county=cork&products=Honey$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Farm Shops in Cork");
  });

  test("parameters no page understands are taken off by a redirect; the page's own and campaign tags stay", async ({ page, request }) => {
    const tracked = await request.get("/farm-shops/kerry?utm_source=mail&q=jam&ref=x", { maxRedirects: 0 });
    expect(tracked.status()).toBe(308);
    expect(tracked.headers().location).toMatch(/\/farm-shops\/kerry\?utm_source=mail&q=jam$/);
    expect((await request.get("/farm-shops/kerry?utm_source=mail&q=jam&fbclid=x", { maxRedirects: 0 })).status()).toBe(200);
    const bare = await request.get("/farm-shops/kerry?ref=newsletter", { maxRedirects: 0 });
    expect(bare.status()).toBe(308);
    expect(bare.headers().location).toMatch(/\/farm-shops\/kerry$/);
    expect((await request.get("/farm-shops/kerry?q=jam&sort=town&page=1", { maxRedirects: 0 })).status()).toBe(200);
    // A campaign link keeps its address (and its tags) in the browser.
    await page.goto("/?utm_campaign=spring");
    await expect(page).toHaveURL(/\/\?utm_campaign=spring$/);
  });

  test("a later page of a county is cached like the county page; past the last it moves to the last", async ({ request }) => {
    // The demo data has one page of Cork (fewer than 18 shops).
    const first = await request.get("/farm-shops/cork?page=1", { maxRedirects: 0 });
    expect(first.status()).toBe(200);
    expect(first.headers()["content-security-policy"]).not.toContain("'nonce-");
    expect(await first.text()).toMatch(/<link rel="canonical" href="[^"]*\/farm-shops\/cork"/);
    for (const path of ["/farm-shops/cork?page=2", "/farm-shops/cork?page=9999"]) {
      const past = await request.get(path, { maxRedirects: 0 });
      expect(past.status(), path).toBe(307);
      expect(past.headers().location, path).toMatch(/\/farm-shops\/cork$/);
    }
    // With a sort it stays the per-request page, which shows the last page at once.
    const sorted = await request.get("/farm-shops/cork?sort=town&page=2", { maxRedirects: 0 });
    expect(sorted.status()).toBe(200);
    expect(sorted.headers()["content-security-policy"]).toContain("'nonce-");
  });

  test("the filtered page's internal address answers 404 when typed", async ({ page }) => {
    for (const path of ["/farm-shops/cork/filter", "/farm-shops/cork/filter?q=jam", "/farm-shops/cork/pages/2"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    }
  });

  test("the map shows the county's shops when the style loads", async ({ page }) => {
    await serveOfflineMapStyle(page);
    await page.goto("/farm-shops/kerry");
    const map = page.getByRole("region", { name: "Map of farm shops in County Kerry" });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("data-map-state", "ready", { timeout: 30_000 });
  });
});
