import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { irishPrefixRedirect, isLocaleFolder, localePath, localeRedirect, resolvePage, routes, splitLocale } from "@/lib/routes";
import { pageMetadata, siteUrl } from "@/lib/seo/metadata";

describe("the Irish addresses (/ga)", () => {
  it("take the language off the address, and only a whole /ga segment", () => {
    expect(splitLocale("/ga")).toEqual({ locale: "ga-IE", path: "/" });
    expect(splitLocale("/ga/")).toEqual({ locale: "ga-IE", path: "/" });
    expect(splitLocale("/ga/farm-shops/cork")).toEqual({ locale: "ga-IE", path: "/farm-shops/cork" });
    expect(splitLocale("/ga/search")).toEqual({ locale: "ga-IE", path: "/search" });
    expect(splitLocale("/farm-shops/cork")).toEqual({ locale: "en-IE", path: "/farm-shops/cork" });
    expect(splitLocale("/")).toEqual({ locale: "en-IE", path: "/" });
    // Another word that starts with "ga" is an English address.
    expect(splitLocale("/gallery")).toEqual({ locale: "en-IE", path: "/gallery" });
    expect(splitLocale("/ga-IE/about")).toEqual({ locale: "en-IE", path: "/ga-IE/about" });
  });

  it("move the Irish prefix typed in capitals to /ga in one redirect, the rest of the address routed with it", () => {
    expect(irishPrefixRedirect("/GA/events", "?county=cork")).toBe("/ga/events?county=cork");
    expect(irishPrefixRedirect("/Ga", "")).toBe("/ga");
    expect(irishPrefixRedirect("/GA/", "?utm_source=x")).toBe("/ga?utm_source=x");
    expect(irishPrefixRedirect("/GA/Farm-Shops/Cork", "?ref=1&utm_source=x")).toBe("/ga/farm-shops/cork?utm_source=x");
    expect(irishPrefixRedirect("/gA/search", "?county=kerry")).toBe("/ga/farm-shops/kerry");
    expect(irishPrefixRedirect("/GA/owner", "?t=1")).toBe("/ga/owner?t=1");
    // Already /ga, not the prefix, no page, or an English-only area: none.
    for (const path of ["/ga/events", "/GAllery", "/GA/nope", "/GA/admin", "/GA/Admin", "/GA/owner/sign-in", "/events"]) expect(irishPrefixRedirect(path, ""), path).toBeNull();
  });

  it("send a redirect at an Irish address to its Irish twin, or to none (the 404) when that twin is English only", () => {
    expect(localeRedirect("en-IE", "/admin")).toBe("/admin");
    expect(localeRedirect("ga-IE", "/farm-shops/cork?utm_source=x")).toBe("/ga/farm-shops/cork?utm_source=x");
    expect(localeRedirect("ga-IE", "/owner?t=1")).toBe("/ga/owner?t=1");
    // "/ga/Admin" is routed as "/Admin" is (to "/admin"), whose Irish twin is the 404.
    const admin = resolvePage("/Admin", "");
    expect(admin).toEqual({ kind: "redirect", location: "/admin", status: 308 });
    expect(localeRedirect("ga-IE", "/admin")).toBeNull();
    expect(localeRedirect("ga-IE", "/owner/sign-in")).toBeNull();
  });

  it("name the language folders of app/[locale], which only the proxy's rewrite reaches", () => {
    for (const typed of ["/en-IE", "/en-IE/", "/en-IE/about", "/ga-IE/farm-shops/cork", "/ga-IE/home/index"]) {
      expect(isLocaleFolder(typed), typed).toBe(true);
    }
    for (const address of ["/", "/ga", "/ga/about", "/about", "/en", "/EN-IE/about"]) expect(isLocaleFolder(address), address).toBe(false);
    // Typed after /ga too.
    expect(isLocaleFolder(splitLocale("/ga/en-IE/about").path)).toBe(true);
  });

  it("write every builder's address in Irish under /ga, with its query", () => {
    expect(localePath("ga-IE", routes.home())).toBe("/ga");
    expect(localePath("ga-IE", routes.county("cork"))).toBe("/ga/farm-shops/cork");
    expect(localePath("ga-IE", routes.shop({ id: "x", slug: "ballymaloe-farm-shop" }))).toBe("/ga/shop/ballymaloe-farm-shop");
    expect(localePath("ga-IE", routes.search({ q: "mil" }))).toBe("/ga/search?q=mil");
    expect(localePath("ga-IE", "/?utm_source=x")).toBe("/ga?utm_source=x");
    expect(localePath("en-IE", routes.county("cork"))).toBe("/farm-shops/cork");
  });

  it("are routed as their English twins once the prefix is off (the proxy then renders them under /ga-IE)", () => {
    const irish = (address: string, search = "") => resolvePage(splitLocale(address).path, search);
    expect(irish("/ga")).toMatchObject({ kind: "render", route: "home", rewrite: "/home/index", mode: "cached" });
    expect(irish("/ga/farm-shops/cork")).toMatchObject({ route: "county", mode: "cached" });
    expect(irish("/ga/farm-shops/cork", "?q=mil")).toMatchObject({ route: "countyFiltered", rewrite: "/farm-shops/cork/filter?q=mil", mode: "per-request" });
    expect(irish("/ga/search", "?q=mil")).toMatchObject({ route: "search", mode: "per-request" });
    expect(irish("/ga/events", "?county=Cork")).toMatchObject({ rewrite: "/events/list/cork/1", mode: "cached" });
    expect(irish("/ga/shop/x")).toMatchObject({ route: "shop", shopKey: "x" });
    // An internal address is a 404 in Irish as in English.
    expect(irish("/ga/home/index")).toMatchObject({ route: null, rewrite: "/_internal/not-found" });
    // A redirect's address is written back in Irish by the proxy.
    const moved = irish("/ga/farm-shops/cork", "?products=Honey");
    expect(moved).toEqual({ kind: "redirect", location: "/search?county=cork&products=Honey", status: 308 });
    if (moved.kind === "redirect") expect(localePath("ga-IE", moved.location)).toBe("/ga/search?county=cork&products=Honey");
  });
});

describe("a page's metadata in its language", () => {
  const base = { title: "T", description: "A description of the page that is long enough to be kept as it is by the trimming rule here.", path: "/farm-shops/cork" };

  it("names both languages as hreflang alternates, English as x-default", () => {
    const languages = { "en-IE": siteUrl("/farm-shops/cork"), "ga-IE": siteUrl("/ga/farm-shops/cork"), "x-default": siteUrl("/farm-shops/cork") };
    const english = pageMetadata({ ...base, locale: "en-IE" });
    expect(english.alternates).toEqual({ canonical: siteUrl("/farm-shops/cork"), languages });
    expect(english.openGraph).toMatchObject({ locale: "en_IE", url: siteUrl("/farm-shops/cork") });
    const irish = pageMetadata({ ...base, locale: "ga-IE" });
    expect(irish.alternates).toEqual({ canonical: siteUrl("/ga/farm-shops/cork"), languages });
    expect(irish.openGraph).toMatchObject({ locale: "ga_IE", url: siteUrl("/ga/farm-shops/cork") });
  });

  it("shares the page's own photo, or else the site's card in the page's language, as a large card", () => {
    const card = (meta: ReturnType<typeof pageMetadata>) => [(meta.openGraph as { images?: { url: string }[] }).images?.[0]?.url, (meta.twitter as { card?: string }).card];
    expect(card(pageMetadata({ ...base, locale: "en-IE" }))).toEqual([siteUrl("/og/site-en.png"), "summary_large_image"]);
    expect(card(pageMetadata({ ...base, locale: "ga-IE" }))).toEqual([siteUrl("/og/site-ga.png"), "summary_large_image"]);
    expect(card(pageMetadata({ ...base, locale: "en-IE", image: "/api/objects/uploads/x.jpg" }))).toEqual([siteUrl("/api/objects/uploads/x.jpg"), "summary_large_image"]);
    // An SVG (a county's illustration) is no share image for the social networks: the site's card.
    expect(card(pageMetadata({ ...base, locale: "ga-IE", image: "/counties/cork.svg" }))).toEqual([siteUrl("/og/site-ga.png"), "summary_large_image"]);
    // The card itself is there, 1200 × 630.
    const png = readFileSync("public/og/site-ga.png");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it("gives the home page's Irish twin the address /ga", () => {
    expect(pageMetadata({ ...base, path: "/", locale: "ga-IE" }).alternates?.canonical).toBe(siteUrl("/ga"));
  });

  it("stays as it was without a language (the admin area)", () => {
    expect(pageMetadata(base).alternates).toEqual({ canonical: siteUrl("/farm-shops/cork") });
  });
});
