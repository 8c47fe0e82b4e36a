import { expect, test, type Page } from "@playwright/test";
import { eventHref } from "./content/support";
import { shop, slugOf } from "./public-core/demo";
import { gotoHydrated, jsonLd } from "./public-core/helpers";

// The Irish pages' own words where code writes them: the county after "Contae" in the genitive
// ("Contae Thiobraid Árann", "i gContae Ros Comáin"), product names and the site's name in the
// metadata and structured data, the API's answers and the browser's refusals in Irish, the month
// after a verb ("i mí Aibreáin"), and the names screen readers hear (docs/i18n.md).

const GALTEE = `/ga/shop/${slugOf(shop("Galtee Farm Shop"))}`;

const meta = (page: Page, attribute: "name" | "property", key: string) => page.locator(`meta[${attribute}="${key}"]`).getAttribute("content");

test.describe("Irish wording on the Irish pages", () => {
  test("a shop page's metadata and structured data name the county and products in Irish", async ({ page }) => {
    await page.goto(GALTEE);
    const title = "Galtee Farm Shop | Siopa Feirme, Cahir, Tiobraid Árann | Táirgí Úra Áitiúla";
    await expect(page).toHaveTitle(title);
    expect(await meta(page, "property", "og:title")).toBe(title);
    expect(await meta(page, "name", "twitter:title")).toBe(title);
    expect(await meta(page, "property", "og:site_name")).toBe("Siopaí Feirme Éireann");
    const keywords = (await meta(page, "name", "keywords")) ?? "";
    expect(keywords).toContain("siopa feirme Tiobraid Árann");
    expect(keywords).toContain("feoil – Tiobraid Árann");
    expect(keywords).not.toMatch(/Tipperary|\bmeat\b/);
    const data = await jsonLd(page);
    const crumbs = data.find((d) => d["@type"] === "BreadcrumbList")!.itemListElement as { name: string }[];
    expect(crumbs.map((c) => c.name)).toEqual(["Baile", "Contae Thiobraid Árann", "Galtee Farm Shop"]);
    expect(data.find((d) => d["@type"] === "WebSite")).toMatchObject({ name: "Siopaí Feirme Éireann", alternateName: "Farm Shops Ireland" });
  });

  test("a shop page says when it was checked with \"i mí\", and its carousel is a carrúsal", async ({ page }) => {
    await page.goto(GALTEE);
    await expect(page.getByText(/^Seiceáladh na sonraí i mí .+ \d{4}/).first()).toBeVisible();
    await expect(page.locator('[aria-roledescription="carrúsal"]').first()).toBeAttached();
    await expect(page.locator('[aria-roledescription="carousel"]')).toHaveCount(0);
    // English keeps its words.
    await page.goto(GALTEE.replace(/^\/ga/, ""));
    await expect(page.getByText(/^Details checked [A-Z][a-z]+ \d{4}/).first()).toBeVisible();
    await expect(page.locator('[aria-roledescription="carousel"]').first()).toBeAttached();
  });

  test("\"Update this listing\" answers in Irish, its failures too", async ({ page }) => {
    const claim = "**/api/farm-shops/*/claim";
    const english = JSON.stringify({ message: "If this listing has an email address, we have sent it a link to update the listing" });
    const answers = [
      { fulfil: { status: 202, body: english }, says: "Má tá seoladh ríomhphoist ag an liostú seo, sheolamar nasc chuige chun an liostú a nuashonrú." },
      {
        fulfil: { status: 429, body: JSON.stringify({ error: "rate_limited", message: "Too many requests for this listing. Please try again later." }) },
        says: "An iomarca iarratas ar an liostú seo. Bain triail eile as ar ball.",
      },
      { fulfil: null, says: "Tharla earráid. Bain triail eile as." },
    ];
    for (const { fulfil, says } of answers) {
      await page.unroute(claim);
      await page.route(claim, (route) => (fulfil ? route.fulfill({ ...fulfil, contentType: "application/json" }) : route.abort("internetdisconnected")));
      await gotoHydrated(page, GALTEE);
      await page.getByRole("button", { name: "Nuashonraigh an liostú seo" }).click();
      await expect(page.getByText(says, { exact: true })).toBeVisible();
      await expect(page.getByText(/If this listing|Too many|Something went wrong/)).toHaveCount(0);
    }
  });

  test("the toaster and its close button are named in Irish", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await gotoHydrated(page, GALTEE);
    await page.getByRole("button", { name: "Roinn an Siopa" }).click();
    await expect(page.getByText("Cóipeáladh an nasc")).toBeVisible();
    await expect(page.getByRole("region", { name: /^Fógraí/ })).toBeAttached();
    await expect(page.getByRole("button", { name: "Dún an fógra" })).toBeVisible();
    await expect(page.getByRole("region", { name: /^Notifications/ })).toHaveCount(0);
  });

  test("a county page says \"i gContae Ros Comáin\", in its title, heading, crumb, count and list", async ({ page }) => {
    await page.goto("/ga/farm-shops/roscommon");
    await expect(page).toHaveTitle(/^Siopaí Feirme i gContae Ros Comáin \| /);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Siopaí Feirme i gContae Ros Comáin");
    await expect(page.getByRole("navigation", { name: "Conair nascleanúna" }).getByText("Contae Ros Comáin", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 }).filter({ hasText: /^\d+ s?h?iopa feirme i gContae Ros Comáin$/ })).toBeVisible();
    const list = (await jsonLd(page)).find((d) => d["@type"] === "ItemList");
    expect(list?.name).toBe("Siopaí feirme i gContae Ros Comáin");
    await expect(page.getByText(/Contae: |– Ros Comáin/)).toHaveCount(0);
  });

  test("a county's tagline and introduction, written in English only, say so on the Irish page (and only there)", async ({ page }) => {
    await page.goto("/ga/farm-shops/cork");
    const english = page.locator('#county-title ~ p[lang="en-IE"]');
    await expect(english).toHaveCount(2);
    await expect(english.first()).toHaveText("The Rebel County");
    await page.goto("/farm-shops/cork");
    await expect(page.getByText("The Rebel County", { exact: true })).toBeVisible();
    await expect(page.locator("#county-title ~ p[lang]")).toHaveCount(0);
  });

  test("an event page says \"Contae Chill Chainnigh\"", async ({ page }) => {
    const href = await eventHref(page, "Nore Valley Apple Day");
    await page.goto(`/ga${href}`);
    await expect(page).toHaveTitle(/^Nore Valley Apple Day ag Nore Valley Orchard Shop \(Contae Chill Chainnigh\) – /);
    await expect(page.getByText("Nore Valley Orchard Shop, Thomastown, Contae Chill Chainnigh", { exact: true })).toBeVisible();
    await expect(page.locator("address").filter({ hasText: "Grennan Orchard" })).toContainText("Thomastown, Contae Chill Chainnigh");
    expect(await meta(page, "name", "description")).toMatch(/ag Nore Valley Orchard Shop, Thomastown \(Contae Chill Chainnigh\)\./);
  });

  test("a search address it cannot read is explained in Irish", async ({ page }) => {
    // The page's notice (Next.js's route announcer is an alert too).
    const notice = (text: string) => page.getByRole("alert").filter({ hasText: text });
    await page.goto("/ga/search?limit=abc");
    await expect(notice("Gach siopa feirme")).toHaveText("Caithfidh limit a bheith ina uimhir. Gach siopa feirme á thaispeáint ina ionad sin.");
    await page.goto("/ga/search?sort=bogus");
    await expect(notice("Gach siopa feirme")).toHaveText(
      "Caithfidh sort a bheith ar cheann díobh seo: relevance, name, county, distance, featured. Gach siopa feirme á thaispeáint ina ionad sin.",
    );
    await page.goto("/search?limit=abc");
    await expect(notice("Showing every farm shop")).toHaveText("limit must be a number. Showing every farm shop instead.");
  });

  test("the search's county chips are in Irish alphabetical order", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/ga/search?q=mil");
    const chips = page.locator("#search-filters section", { has: page.getByRole("heading", { name: "Contae", exact: true }) }).getByRole("link");
    const names = (await chips.allTextContents()).map((t) => t.replace(/\s*\(\d[\d,]*\)$/, "").trim());
    expect(names.length).toBeGreaterThan(2);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "ga-IE")));
  });

  test("a shop form's image section takes the t- of \"an tsiopa\"", async ({ page }) => {
    await page.goto("/ga/submit");
    await expect(page.getByText("Íomhá den tSiopa Feirme", { exact: true })).toBeVisible();
    await expect(page.getByText(/ghrianghraf den tsiopa/)).toBeVisible();
  });

  test("the blog and the site are named in Irish in the structured data", async ({ page }) => {
    await page.goto("/ga/harvest-hub");
    const data = await jsonLd(page);
    expect(data.find((d) => d["@type"] === "Blog")).toMatchObject({ name: "Mol an Fhómhair", publisher: { name: "Siopaí Feirme Éireann" } });
    expect(await meta(page, "property", "og:site_name")).toBe("Siopaí Feirme Éireann");
    await page.goto("/harvest-hub");
    expect((await jsonLd(page)).find((d) => d["@type"] === "Blog")).toMatchObject({ name: "Harvest Hub", publisher: { name: "Farm Shops Ireland" } });
  });
});

test.describe("Near me in Irish, location denied", () => {
  test.use({ permissions: [] });

  test("says in Irish that location access was denied", async ({ page, context }) => {
    await context.clearPermissions();
    await gotoHydrated(page, "/ga/search");
    await page.getByRole("button", { name: "In aice liom" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /^Diúltaíodh rochtain ar do shuíomh/ })).toBeVisible();
    await expect(page.getByText(/Location access was denied/)).toHaveCount(0);
  });
});
