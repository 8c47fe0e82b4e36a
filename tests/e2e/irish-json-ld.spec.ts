import { expect, test } from "@playwright/test";
import { approvedShops } from "./public-core/demo";
import { jsonLd } from "./public-core/helpers";

// inLanguage in the structured data of both languages' pages (lib/seo/content-json-ld.ts).

test.describe("structured data says the page's language", () => {
  for (const [prefix, lang] of [["", "en-IE"], ["/ga", "ga-IE"]] as const) {
    test(`a shop page at ${prefix || "/"}shop/… is ${lang}`, async ({ page, request }) => {
      const shop = approvedShops.find((s) => s.name === "Burren Slopes Farmhouse Cheese")!;
      // The shop's address as the site gives it (its slug).
      const found = await request.get(`/api/farm-shops/search?q=${encodeURIComponent(shop.name)}`);
      const slug = ((await found.json()) as { slug: string }[])[0]?.slug ?? "";
      expect(slug).toBeTruthy();
      const res = await page.goto(`${prefix}/shop/${slug}`);
      expect(res?.status()).toBe(200);
      const data = await jsonLd(page);
      const business = data.find((d) => d["@type"] === "LocalBusiness")!;
      const webPage = data.find((d) => d["@type"] === "ItemPage")!;
      const site = data.find((d) => d["@type"] === "WebSite")!;
      expect(webPage.inLanguage).toBe(lang);
      expect(site.inLanguage).toBe(lang);
      expect(new URL(String(webPage.url)).pathname).toBe(`${prefix}/shop/${slug}`);
      expect(new URL(String(business.url)).pathname).toBe(`${prefix}/shop/${slug}`);
      expect(webPage.mainEntity).toEqual({ "@id": business["@id"] });
      // One business in both languages: its @id is the English address.
      expect(new URL(String(business["@id"])).pathname).toBe(`/shop/${slug}`);
      expect(new URL(String(business["@id"])).hash).toBe("#shop");
      // The page and the business on it are two nodes: their @ids differ.
      expect(webPage["@id"]).not.toBe(business["@id"]);
      const crumbs = data.find((d) => d["@type"] === "BreadcrumbList")!.itemListElement as { item: string }[];
      expect(new URL(crumbs[0]!.item).pathname).toBe(prefix || "/");
      // The next public holidays are named in the page's language, as the page shows them.
      const special = (business.specialOpeningHoursSpecification ?? []) as { description?: string }[];
      const named = special.map((d) => d.description).filter((d): d is string => Boolean(d));
      expect(named.length).toBeGreaterThan(0);
      for (const name of named) await expect(page.getByText(name, { exact: true }).first()).toBeAttached();
    });
  }
});
