import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./public-core/helpers";

/** The page's hreflang alternates, as pathnames: { "en-IE": "/…", "ga-IE": "/ga/…", "x-default": "/…" }. */
async function hreflangs(page: Page): Promise<Record<string, string>> {
  const links = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((els) =>
    els.map((el) => [el.getAttribute("hreflang") ?? "", new URL(el.getAttribute("href") ?? "").pathname]),
  );
  return Object.fromEntries(links);
}

test.describe("the site in Irish (/ga)", () => {
  test("/ga is the home page in Irish: lang, texts, hreflang and Open Graph locale", async ({ page }) => {
    const res = await page.goto("/ga");
    expect(res?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "ga");
    const nav = page.getByRole("navigation", { name: "Príomhnascleanúint" });
    await expect(nav.getByRole("link", { name: "Baile", exact: true })).toHaveAttribute("href", "/ga");
    await expect(nav.getByRole("link", { name: "Brabhsáil", exact: true })).toHaveAttribute("href", "/ga/search");
    await expect(nav.getByRole("link", { name: "Baile", exact: true })).toHaveAttribute("aria-current", "page");
    expect(await hreflangs(page)).toEqual({ "en-IE": "/", "ga-IE": "/ga", "x-default": "/" });
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "ga_IE");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/ga$/);
  });

  test("English pages keep their language and name their Irish twin", async ({ page }) => {
    await page.goto("/farm-shops/cork");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IE");
    expect(await hreflangs(page)).toEqual({ "en-IE": "/farm-shops/cork", "ga-IE": "/ga/farm-shops/cork", "x-default": "/farm-shops/cork" });
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_IE");
  });

  test("the switch in the header goes to the same page in Irish and back, and the footer has one too", async ({ page }) => {
    await page.goto("/farm-shops/cork");
    const header = page.getByRole("banner");
    await expect(page.getByRole("contentinfo").getByTestId("language-switch")).toHaveAttribute("href", "/ga/farm-shops/cork");
    await header.getByRole("link", { name: "Gaeilge" }).click();
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/ga\/farm-shops\/cork$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ga");
    await expect(page.getByRole("navigation", { name: "Príomhnascleanúint" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByTestId("language-switch")).toHaveAttribute("href", "/farm-shops/cork");
    await header.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/farm-shops\/cork$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IE");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });

  test("the switch keeps the query", async ({ page }) => {
    await page.goto("/search?q=honey");
    await expect(page.getByRole("banner").getByRole("link", { name: "Gaeilge" })).toHaveAttribute("href", "/ga/search?q=honey");
  });

  test("the switch keeps the place on the page (#fragment), but not the phone menu's own", async ({ page }) => {
    await gotoHydrated(page, "/privacy-policy#data-we-collect");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Gaeilge" })).toHaveAttribute("href", "/ga/privacy-policy#data-we-collect");
    // An in-page link moves the place, and the switch follows.
    await page.evaluate(() => (window.location.hash = "#how-we-use"));
    await expect(header.getByRole("link", { name: "Gaeilge" })).toHaveAttribute("href", "/ga/privacy-policy#how-we-use");
    await header.getByRole("link", { name: "Gaeilge" }).click();
    await expect(page).toHaveURL(/\/ga\/privacy-policy#how-we-use$/);
    await expect(page.locator("#how-we-use")).toBeInViewport();
    // The menu's fragment (a tap before the script ran) is not a place to keep.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about#site-menu");
    await expect(page.getByRole("banner").getByRole("link", { name: "Gaeilge" }).first()).toHaveAttribute("href", "/ga/about");
  });

  test("a first visit is never redirected by Accept-Language; the choice made with the switch opens / in Irish", async ({ browser }) => {
    const context = await browser.newContext({ locale: "ga-IE", extraHTTPHeaders: { "Accept-Language": "ga-IE,ga;q=0.9" } });
    const page = await context.newPage();
    const first = await page.goto("/");
    expect(first?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IE");

    await page.getByRole("banner").getByRole("link", { name: "Gaeilge" }).click();
    await expect(page).toHaveURL(/\/ga$/);
    expect((await context.cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe("ga-IE");
    await page.goto("/");
    expect(new URL(page.url()).pathname).toBe("/ga");
    await expect(page.locator("html")).toHaveAttribute("lang", "ga");
    // Other English addresses are what they say, shared links too.
    await page.goto("/farm-shops/cork");
    expect(new URL(page.url()).pathname).toBe("/farm-shops/cork");

    await page.getByRole("banner").getByRole("link", { name: "Gaeilge" }).click();
    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/farm-shops\/cork$/);
    expect((await context.cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe("en-IE");
    await page.goto("/");
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });

  test("Irish addresses route as the English ones: redirects keep /ga, the language folders are 404", async ({ request }) => {
    const moved = await request.get("/ga/farm-shops/cork?products=Honey", { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers().location).toMatch(/\/ga\/search\?county=cork&products=Honey$/);
    const canonical = await request.get("/ga/farm-shops/Cork", { maxRedirects: 0 });
    expect(canonical.status()).toBe(308);
    expect(canonical.headers().location).toMatch(/\/ga\/farm-shops\/cork$/);
    for (const typed of ["/en-IE/about", "/ga-IE/farm-shops/cork", "/ga/home/index", "/en-IE"]) {
      expect((await request.get(typed, { maxRedirects: 0 })).status(), typed).toBe(404);
    }
    // Cached Irish pages are cached as the English ones: no nonce, no private Cache-Control.
    const county = await request.get("/ga/farm-shops/cork");
    expect(county.status()).toBe(200);
    expect(county.headers()["cache-control"] ?? "").not.toContain("private");
  });

  test("counts take Irish's plural forms and their mutations in the browser, English's in English", async ({ page }) => {
    // The home page's county tiles count 0 to a dozen or more shops each: several forms at once.
    const tiles = async () =>
      page.locator(".county-tile").evaluateAll((els) =>
        els.map((el) => ({
          name: el.querySelector(".county-tile-name")?.textContent?.trim() ?? "",
          count: el.querySelector(".county-tile-count")?.textContent?.trim() ?? "",
        })),
      );
    await page.goto("/ga");
    const irish = await tiles();
    expect(irish).toHaveLength(32);
    expect(irish.map((t) => t.name)).toContain("Corcaigh");
    const rules = new Intl.PluralRules("ga");
    const forms = new Set<string>();
    for (const { name, count } of irish) {
      const n = Number(count.match(/^\d+/)?.[0]);
      forms.add(rules.select(n));
      // two (2) and few (3–6) lenite: "2 shiopa"; one, many (7–10) and other (0, 11 up) do not.
      const lenited = ["two", "few"].includes(rules.select(n));
      expect(count, name).toBe(`${n} ${lenited ? "shiopa" : "siopa"}`);
    }
    expect(forms.size, [...forms].join()).toBeGreaterThan(2);

    await page.goto("/");
    for (const { name, count } of await tiles()) {
      const n = Number(count.match(/^\d+/)?.[0]);
      expect(count, name).toBe(`${n} ${n === 1 ? "shop" : "shops"}`);
    }
  });

  test("the open/closed status and the special dates read in Irish on an Irish shop page", async ({ page }) => {
    await page.goto("/ga/shop/avonmore-valley-farm-shop");
    const status = page.locator('[data-status="open"], [data-status="closed"]').first();
    await expect(status).toHaveText(/^(Ar oscailt go dtí \d\d:\d\d|Dúnta( inniu| don tséasúr)?|Uaireanta gan deimhniú)/);
    await expect(status).not.toHaveText(/Open|Closed|Opens/);
    // The next public holidays are named in Irish, with Irish dates.
    const holidays = page.locator('section[aria-labelledby="public-holidays-title"]');
    await expect(holidays).toHaveCount(1);
    await expect(holidays).not.toContainText(/Day|Monday|January|December|Closed/);
    await expect(holidays.locator("dt").first()).toHaveText(/^Dé (Luain|Máirt|Céadaoin|hAoine|Sathairn|Domhnaigh)|^Déardaoin/);
  });

  test("the sitemap lists both languages with hreflang alternates", async ({ request }) => {
    const xml = await (await request.get("/sitemaps/sitemap/0.xml")).text();
    expect(xml).toContain("/ga/farm-shops/cork</loc>");
    expect(xml).toContain("/farm-shops/cork</loc>");
    expect(xml).toMatch(/hreflang="ga-IE" href="[^"]+\/ga\/farm-shops\/cork"/);
    expect(xml).toMatch(/hreflang="x-default" href="[^"]+\/farm-shops\/cork"/);
  });
});
