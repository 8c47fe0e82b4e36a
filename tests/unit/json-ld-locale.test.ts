import { describe, expect, it } from "vitest";
import { DEFAULT_OPENING_HOURS } from "@/lib/hours/types";
import { BLOG_NAMES, blogJsonLd, breadcrumbJsonLd, webPageJsonLd, webSiteJsonLd } from "@/lib/seo/content-json-ld";
import { pageMetadata, SITE_NAME, SITE_NAMES } from "@/lib/seo/metadata";
import { countyItemListJsonLd, localBusinessJsonLd } from "@/lib/seo/shop-json-ld";
import en from "@/messages/en.json";
import gaMessages from "@/messages/ga.json";

// The language of every public page's structured data (issue 52: inLanguage, en-IE or ga-IE).

const shop = {
  id: "7c1e9a52-3a1b-4c55-9d7e-2f0a1b2c3d4e",
  slug: "ballyroe-farm",
  name: "Ballyroe Farm",
  description: null,
  address: "Ballyroe, Tralee Road",
  town: "Tralee",
  county: "Kerry",
  eircode: null,
  phone: null,
  email: null,
  website: null,
  facebook: null,
  instagram: null,
  imageUrl: null,
  imageUrl2: null,
  latitude: null,
  longitude: null,
  openingHours: DEFAULT_OPENING_HOURS,
};

const path = (url: unknown) => new URL(String(url)).pathname;

describe("structured data in the page's language", () => {
  it("the WebSite of each language says its language and address", () => {
    expect(webSiteJsonLd("en-IE")).toMatchObject({ "@type": "WebSite", inLanguage: "en-IE" });
    const ga = webSiteJsonLd("ga-IE");
    // Named in the page's language, as its title and footer are; the brand is its alternate name.
    expect(ga).toMatchObject({ "@type": "WebSite", name: "Siopaí Feirme Éireann", alternateName: "Farm Shops Ireland", inLanguage: "ga-IE" });
    expect(webSiteJsonLd("en-IE")).toMatchObject({ name: "Farm Shops Ireland" });
    expect(webSiteJsonLd("en-IE")).not.toHaveProperty("alternateName");
    expect(path(ga.url)).toBe("/ga");
    expect(ga["@id"]).toMatch(/\/ga#website$/);
  });

  it("the WebPage is the page's own address in its language, about the shop", () => {
    const id = localBusinessJsonLd(shop)["@id"] as string;
    const ga = webPageJsonLd("ga-IE", "/shop/ballyroe-farm", { type: "ItemPage", mainEntity: id });
    expect(ga).toMatchObject({ "@type": "ItemPage", inLanguage: "ga-IE", mainEntity: { "@id": id } });
    expect(path(ga.url)).toBe("/ga/shop/ballyroe-farm");
    expect(ga["@id"]).toBe(ga.url);
    expect(String((ga.isPartOf as { "@id": string })["@id"])).toMatch(/\/ga#website$/);
    const en = webPageJsonLd("en-IE", "/shop/ballyroe-farm");
    expect(en).toMatchObject({ "@type": "WebPage", inLanguage: "en-IE" });
    expect(path(en.url)).toBe("/shop/ballyroe-farm");
    expect(en).not.toHaveProperty("mainEntity");
  });

  it("a shop is one business in both languages: the same @id, its url the page's", () => {
    const en = localBusinessJsonLd(shop);
    const ga = localBusinessJsonLd(shop, [], "ga-IE");
    expect(ga["@id"]).toBe(en["@id"]);
    // Not the page's @id (the ItemPage, the bare address): the business on it.
    expect(en["@id"]).toBe(`${en.url}#shop`);
    expect(path(ga.url)).toBe("/ga/shop/ballyroe-farm");
    // schema.org gives LocalBusiness no inLanguage: the page's WebPage says it.
    expect(ga).not.toHaveProperty("inLanguage");
  });

  it("breadcrumbs and the county list link the pages of their language", () => {
    const crumbs = breadcrumbJsonLd([{ name: "Baile", href: "/" }, { name: "Contae Chiarraí", href: "/farm-shops/kerry" }], "ga-IE");
    const items = crumbs.itemListElement as { item: string }[];
    expect(items.map((i) => path(i.item))).toEqual(["/ga", "/ga/farm-shops/kerry"]);
    const english = breadcrumbJsonLd([{ name: "Home", href: "/" }]).itemListElement as { item: string }[];
    expect(path(english[0]?.item)).toBe("/");

    const list = countyItemListJsonLd("Kerry", [shop], "ga-IE", "Siopaí feirme i gContae Chiarraí");
    const entry = (list.itemListElement as { item: Record<string, string> }[])[0]!.item;
    expect(list.name).toBe("Siopaí feirme i gContae Chiarraí");
    expect(path(entry.url)).toBe("/ga/shop/ballyroe-farm");
    expect(entry["@id"]).toBe(localBusinessJsonLd(shop)["@id"]);
    expect(countyItemListJsonLd("Kerry", [shop]).name).toBe("Farm shops in County Kerry");
  });

  it("names the site and the blog in the page's language: Open Graph's site_name, the WebSite, the Blog and its publisher", () => {
    // The names are the messages' own.
    expect(SITE_NAMES).toEqual({ "en-IE": en.Layout.siteName, "ga-IE": gaMessages.Layout.siteName });
    expect(BLOG_NAMES).toEqual({ "en-IE": en.HarvestHub.banner.title, "ga-IE": gaMessages.HarvestHub.banner.title });
    expect(SITE_NAMES["en-IE"]).toBe(SITE_NAME);
    const meta = (locale: "en-IE" | "ga-IE") => pageMetadata({ locale, title: "T", description: "D", path: "/about" }).openGraph as { siteName?: string };
    expect(meta("ga-IE").siteName).toBe("Siopaí Feirme Éireann");
    expect(meta("en-IE").siteName).toBe("Farm Shops Ireland");
    const blog = blogJsonLd([], "ga-IE", gaMessages.StructuredData.blogDescription);
    expect(blog).toMatchObject({ name: "Mol an Fhómhair", publisher: { name: "Siopaí Feirme Éireann" } });
    expect(blogJsonLd([])).toMatchObject({ name: "Harvest Hub", publisher: { name: "Farm Shops Ireland" } });
  });
});
