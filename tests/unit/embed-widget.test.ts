import { describe, expect, it } from "vitest";
import { EMBED_CSP } from "@/lib/embed/document";
import { iframeSnippet, scriptSnippet, widgetPath } from "@/lib/embed/snippet";
import { WIDGET_REFRESH_MAX_SECONDS, widgetRefreshSeconds, widgetStatus } from "@/lib/embed/status";
import { countyWidget, problemWidget, shopWidget, type WidgetShop } from "@/lib/embed/widgets";
import { widgetWords } from "@/lib/embed/words";
import { DEFAULT_OPENING_HOURS } from "@/lib/hours/types";
import { parseEmbedOptions } from "@/lib/validation/embed";
import enMessages from "@/messages/en.json";
import gaMessages from "@/messages/ga.json";

/** Monday to Saturday 09:00–17:00, Sunday closed, in County Cork (the Republic's holidays). */
const shop: WidgetShop = {
  id: "00000000-0000-4000-8000-000000000001",
  slug: "hill-farm",
  name: "Hill Farm <Shop> & Café",
  town: "Macroom",
  county: "Cork",
  address: "Hill Road",
  eircode: null,
  latitude: "51.9",
  longitude: "-8.96",
  shopType: "physical",
  openingHours: DEFAULT_OPENING_HOURS,
  publicHolidayHours: "closed",
  hoursExceptions: [],
};
const at = (iso: string) => new Date(iso);
const en = widgetWords("en").status;
/** When a widget of these shops, drawn at `now`, draws itself again. */
const refreshAt = (shops: WidgetShop[], now: Date) => widgetRefreshSeconds(shops.map((s) => widgetStatus(s, now, en)), now);

describe("the widget's status at a fixed instant (the Irish clock)", () => {
  it("is open until the closing time, with today's hours (winter, UTC+0)", () => {
    // Tuesday 10 March 2026, 11:00 in Dublin.
    expect(widgetStatus(shop, at("2026-03-10T11:00:00Z"), en)).toEqual({
      open: true,
      text: "Open until 17:00",
      today: "09:00–17:00",
      reason: null,
      // As 17:00 ends on the Irish clock (UTC+0 in March).
      changesAt: at("2026-03-10T17:01:00Z"),
    });
  });

  it("is closed after hours in summer time (UTC+1), naming the next opening", () => {
    // Tuesday 14 July 2026: 16:30 UTC is 17:30 in Dublin.
    expect(widgetStatus(shop, at("2026-07-14T15:30:00Z"), en).text).toBe("Open until 17:00");
    expect(widgetStatus(shop, at("2026-07-14T16:30:00Z"), en)).toEqual({
      open: false,
      text: "Closed · opens tomorrow at 09:00",
      today: "09:00–17:00",
      reason: null,
      changesAt: at("2026-07-15T08:00:00Z"),
    });
  });

  it("hours not confirmed (none given, or kept as published) say so, with no 'Today' line", () => {
    const now = at("2026-03-10T11:00:00Z");
    for (const unknown of [{ ...shop, openingHours: {}, publicHolidayHours: "usual" as const }, { ...shop, hoursAsPublished: "Mo-Su 09:00-21:00; Jan off" }]) {
      expect(widgetStatus(unknown, now, en)).toMatchObject({ open: false, text: "Hours not confirmed", today: null });
      const html = shopWidget(unknown, { theme: "light", layout: "card", now });
      expect(html).toContain("Hours not confirmed");
      expect(html).not.toContain("Today:");
    }
    expect(shopWidget(shop, { theme: "light", layout: "card", now })).toContain("Today: 09:00–17:00");
  });

  it("names the weekday of an opening two days on, and today as closed", () => {
    // Sunday 12 July 2026 at noon: closed all day, opens Monday.
    expect(widgetStatus(shop, at("2026-07-12T11:00:00Z"), en)).toEqual({ open: false, text: "Closed · opens tomorrow at 09:00", today: "Closed", reason: null, changesAt: at("2026-07-13T08:00:00Z") });
    // Saturday 11 July 2026 at 18:00: Sunday closed, so Monday by name.
    expect(widgetStatus(shop, at("2026-07-11T17:00:00Z"), en).text).toBe("Closed · opens Monday at 09:00");
  });

  it("follows a public holiday and a special date, and says why", () => {
    // Monday 3 August 2026 is the August bank holiday in the Republic; this shop closes on holidays.
    const holiday = widgetStatus(shop, at("2026-08-03T10:00:00Z"), en);
    expect(holiday).toMatchObject({ open: false, today: "Closed", text: "Closed · opens tomorrow at 09:00" });
    expect(holiday.reason).toMatch(/^Closed today · /);
    const special = widgetStatus(
      { ...shop, hoursExceptions: [{ from: "2026-07-14", to: "2026-07-14", closed: false, open: "10:00", close: "13:00", note: "Open day" }] },
      at("2026-07-14T10:00:00Z"),
      en,
    );
    expect(special).toEqual({
      open: true,
      text: "Open until 13:00",
      today: "10:00–13:00",
      reason: "Special hours today: 10:00–13:00 (Open day)",
      changesAt: at("2026-07-14T12:01:00Z"),
    });
  });
});

describe("when a widget left open draws itself again (data-refresh)", () => {
  it("just after the closing time, the next opening or Irish midnight, and within the hour", () => {
    // Tuesday 14 July 2026 (summer time): 16:30 in Dublin is 15:30 UTC; closes at 17:00, and the
    // closing minute is still open: the status changes at 17:01, 31 minutes on.
    expect(refreshAt([shop], at("2026-07-14T15:30:00Z"))).toBe(31 * 60 + 2);
    // Within the closing minute itself: the next change is as it ends, not tomorrow's closing.
    expect(refreshAt([shop], at("2026-07-14T16:00:02Z"))).toBe(58 + 2);
    // 10:00 in Dublin: seven hours to closing, so within the hour.
    expect(refreshAt([shop], at("2026-07-14T09:00:00Z"))).toBe(WIDGET_REFRESH_MAX_SECONDS + 2);
    // 23:30 in Dublin, closed: midnight comes before the next opening (the "Today" line changes).
    expect(refreshAt([shop], at("2026-07-14T22:30:00Z"))).toBe(30 * 60 + 2);
    // 08:40 in Dublin: opens at 09:00.
    expect(refreshAt([shop], at("2026-07-15T07:40:00Z"))).toBe(20 * 60 + 2);
    // Winter (UTC+0): 16:59:30 in Dublin, 90 seconds to the end of the closing minute.
    expect(refreshAt([shop], at("2026-03-10T16:59:30Z"))).toBe(90 + 2);
    // A county list: the first of its shops to change.
    const early = { ...shop, hoursExceptions: [{ from: "2026-07-14", to: "2026-07-14", closed: false, open: "09:00", close: "16:45", note: "Early close" }] };
    expect(refreshAt([shop, early], at("2026-07-14T15:30:00Z"))).toBe(16 * 60 + 2);
  });

  it("is written on the widget, and its script reloads the widget once that time has come and it is in view", () => {
    const html = shopWidget(shop, { theme: "light", layout: "card", now: at("2026-07-14T15:30:00Z") });
    expect(html).toContain(`<main id="w" class="w card" data-refresh="${31 * 60 + 2}">`);
    expect(html).toMatch(/location\.reload\(\)/);
    expect(problemWidget("shopNotFound", { theme: "light" })).toContain('<main id="w" class="w card">');
  });
});

describe("the shop widget's HTML", () => {
  const html = shopWidget(shop, { theme: "dark", layout: "card", now: at("2026-03-10T11:00:00Z") });

  it("shows the name, town, status of that instant, today's hours and its two links, escaped", () => {
    expect(html).toContain("<h1>Hill Farm &#60;Shop&#62; &#38; Café</h1>");
    expect(html).toContain("Macroom, County Cork");
    expect(html).toContain('<span class="st open" data-status="open">Open until 17:00</span>');
    expect(html).toContain("Today: 09:00–17:00");
    expect(html).toMatch(/<a class="btn pri" href="https:\/\/www\.google\.com\/maps\/[^"]+" target="_blank" rel="noopener" data-android="geo:[^"]+" data-ios="https:\/\/maps\.apple\.com\/[^"]+">Get Directions/);
    expect(html).toContain('<a class="btn sec" href="/shop/hill-farm" target="_blank" rel="noopener">See it on Farm Shops Ireland');
    expect(html).toContain('<html lang="en-IE" class="dark">');
  });

  it("stays light: under 15 kB, one inline script under 5 kB, nothing loaded from elsewhere", () => {
    expect(Buffer.byteLength(html)).toBeLessThan(15_000);
    const scripts = html.match(/<script[^>]*>[\s\S]*?<\/script>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).not.toMatch(/<script[^>]+src=/);
    expect(Buffer.byteLength(scripts[0]!)).toBeLessThan(5_000);
    expect(html).not.toMatch(/<link|<img|serviceWorker|document\.cookie/);
  });

  it("leaves Directions out for an online-only shop", () => {
    const online = shopWidget({ ...shop, shopType: "online" }, { theme: "light", layout: "badge", now: at("2026-03-10T11:00:00Z") });
    expect(online).not.toContain("Get Directions");
    expect(online).toContain('class="w badge"');
  });

  it("lists a county's shops with each status, and the county page", () => {
    const list = countyWidget(
      { name: "Cork", slug: "cork" },
      { shops: Array.from({ length: 10 }, (_, i) => ({ ...shop, id: `id-${i}`, slug: `farm-${i}`, name: `Farm ${i}` })), total: 14 },
      { theme: "light", products: ["Honey"], now: at("2026-03-10T18:00:00Z") },
    );
    expect(list).toContain("<h1>Farm shops in County Cork selling Honey</h1>");
    expect(list.match(/data-status="closed"/g)).toHaveLength(10);
    expect(list).toContain("The first 10 of 14 farm shops, by name");
    expect(list).toContain('href="/farm-shops/cork"');
    expect(Buffer.byteLength(list)).toBeLessThan(15_000);
    expect(problemWidget("shopNotFound", { theme: "light" })).toContain("<h1>Shop not found</h1>");
  });

  it("is framed by any site, with only its own style and script", () => {
    // Any site, those with an opaque origin too: no frame-ancestors directive at all.
    expect(EMBED_CSP).not.toMatch(/frame-ancestors/);
    expect(EMBED_CSP).toMatch(/default-src 'none'/);
    expect(EMBED_CSP).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'$|script-src 'sha256-[A-Za-z0-9+/=]+';/);
  });
});

describe("the widgets in Irish (?lang=ga)", () => {
  const ga = widgetWords("ga");
  // Every piece of English text between the widget messages' placeholders ("Today:", "opening hours", "County").
  const english = Object.values(enMessages.Widget)
    .flatMap((v) => v.split(/[{}]/))
    .map((piece) => piece.replace(/^[\s,.:·]+|[\s,.:·]+$/g, ""))
    .filter((piece) => piece.length >= 5 && !/(select|plural|other)/.test(piece));

  it("words the status, today's hours and the reason as the Irish shop page does", () => {
    expect(widgetStatus(shop, at("2026-03-10T11:00:00Z"), ga.status)).toEqual({ open: true, text: "Ar oscailt go dtí 17:00", today: "09:00–17:00", reason: null, changesAt: at("2026-03-10T17:01:00Z") });
    expect(widgetStatus(shop, at("2026-07-14T16:30:00Z"), ga.status).text).toBe("Dúnta · osclaíonn amárach ag 09:00");
    expect(widgetStatus(shop, at("2026-07-11T17:00:00Z"), ga.status).text).toBe("Dúnta · osclaíonn Dé Luain ag 09:00");
    const holiday = widgetStatus(shop, at("2026-08-03T10:00:00Z"), ga.status);
    expect(holiday).toMatchObject({ open: false, today: "Dúnta", reason: `Dúnta inniu · ${gaMessages.Holidays.augustMonday}` });
  });

  it("writes the shop widget in Irish, with Irish links, and no English of the widget's own", () => {
    const html = shopWidget(shop, { theme: "light", layout: "card", now: at("2026-03-10T11:00:00Z"), words: ga });
    expect(html).toContain('<html lang="ga" class="light">');
    expect(html).toContain("<title>Hill Farm &#60;Shop&#62; &#38; Café: uaireanta oscailte · Siopaí Feirme Éireann</title>");
    expect(html).toContain("Macroom, Contae Chorcaí");
    expect(html).toContain('<span class="st open" data-status="open">Ar oscailt go dtí 17:00</span>');
    expect(html).toContain("Inniu: 09:00–17:00");
    expect(html).toMatch(/>Faigh Treoracha<span class="sr"> \(osclaítear i gcluaisín nua é\)<\/span><\/a>/);
    expect(html).toContain('<a class="btn sec" href="/ga/shop/hill-farm" target="_blank" rel="noopener">Féach air ar Shiopaí Feirme Éireann');
    for (const text of english) expect(html).not.toContain(text);
  });

  it("writes the county widget in Irish: the county's genitive, products, counts", () => {
    const shops = Array.from({ length: 10 }, (_, i) => ({ ...shop, id: `id-${i}`, slug: `farm-${i}`, name: `Farm ${i}` }));
    const list = countyWidget({ name: "Cork", slug: "cork" }, { shops, total: 14 }, { theme: "light", products: ["Honey"], now: at("2026-03-10T18:00:00Z"), words: ga });
    expect(list).toContain("<h1>Siopaí feirme i gContae Chorcaí a dhíolann mil</h1>");
    expect(list).toContain("Na chéad 10 as 14 siopa feirme, de réir ainm");
    expect(list).toContain('href="/ga/farm-shops/cork"');
    expect(list).toContain('href="/ga/shop/farm-0"');
    // The site's name lenited after "ar".
    expect(list).toContain("Gach siopa feirme i gContae Chorcaí ar Shiopaí Feirme Éireann");
    // Products as a sentence names them: small letters in Irish, "agus" before the last.
    const two = countyWidget({ name: "Cork", slug: "cork" }, { shops: [], total: 0 }, { theme: "light", products: ["Honey", "Dairy", "Eggs"], now: at("2026-03-10T18:00:00Z"), words: ga });
    expect(two).toContain(`<h1>Siopaí feirme i gContae Chorcaí a dhíolann mil, ${gaMessages.Products.Dairy.toLocaleLowerCase("ga")} agus uibheacha</h1>`);
    expect(countyWidget({ name: "Cork", slug: "cork" }, { shops: [], total: 0 }, { theme: "light", products: [], now: at("2026-03-10T18:00:00Z"), words: ga })).toContain(
      "Níl aon siopa feirme liostaithe i gContae Chorcaí fós.",
    );
    for (const text of english) expect(list).not.toContain(text);
    const missing = problemWidget("shopNotFound", { theme: "dark", words: ga });
    expect(missing).toContain("<h1>Níor aimsíodh an siopa</h1>");
    expect(missing).toContain('href="/ga"');
  });

  it("keeps English as it was: the county heading without products, and the problem pages", () => {
    const none = countyWidget({ name: "Cork", slug: "cork" }, { shops: [], total: 0 }, { theme: "light", products: [], now: at("2026-03-10T18:00:00Z") });
    expect(none).toContain("<h1>Farm shops in County Cork</h1>");
    expect(none).toContain("No farm shops listed in County Cork yet.");
    const three = countyWidget({ name: "Cork", slug: "cork" }, { shops: [], total: 0 }, { theme: "light", products: ["Honey", "Dairy", "Eggs"], now: at("2026-03-10T18:00:00Z") });
    expect(three).toContain("<h1>Farm shops in County Cork selling Honey, Dairy and Eggs</h1>");
    expect(problemWidget("unavailable", { theme: "light" })).toContain("The shop&#39;s details can&#39;t be shown right now. Please try again in a minute.");
    expect(problemWidget("countyNotFound", { theme: "light" })).toContain("There is no county by that name on Farm Shops Ireland.");
  });
});

describe("the widget's options and snippets", () => {
  const parse = (query: string, products = false) => parseEmbedOptions(new URLSearchParams(query), { products });

  it("defaults to light and card, and refuses what it does not know with the reason", () => {
    expect(parse("")).toEqual({ success: true, data: { theme: "light", layout: "card", lang: "en", products: [] } });
    expect(parse("theme=dark&layout=badge&utm_source=x")).toMatchObject({ success: true, data: { theme: "dark", layout: "badge" } });
    expect(parse("theme=blue")).toEqual({ success: false, message: "theme must be light or dark" });
    expect(parse("layout=wide")).toEqual({ success: false, message: "layout must be card or badge" });
    expect(parse("theme=dark&theme=light")).toEqual({ success: false, message: "Give theme once" });
    expect(parse("products=Honey")).toEqual({ success: false, message: "products is for county widgets only" });
    expect(parse("products=Honey&products=Eggs", true)).toMatchObject({ success: true, data: { products: ["Honey", "Eggs"] } });
    // As the embed script's data-products="Honey, Eggs" is written.
    expect(parse("products=Honey,%20Eggs&products=Dairy", true)).toMatchObject({ success: true, data: { products: ["Honey", "Eggs", "Dairy"] } });
    expect(parse("products=Honey,,Eggs", true)).toEqual({ success: false, message: "products must not be empty" });
    expect(parse(`products=${Array.from({ length: 11 }, (_, i) => `P${i}`).join(",")}`, true)).toEqual({ success: false, message: "At most 10 products" });
    expect(parse("layout=badge", true)).toEqual({ success: false, message: "layout is for shop widgets only" });
    expect(parse("lang=ga")).toMatchObject({ success: true, data: { lang: "ga" } });
    expect(parse("lang=fr")).toEqual({ success: false, message: "lang must be en or ga" });
    expect(parse("lang=ga&lang=en")).toEqual({ success: false, message: "Give lang once" });
  });

  it("builds the addresses and both snippets", () => {
    expect(widgetPath({ kind: "shop", slug: "hill-farm" }, { theme: "light", layout: "card" })).toBe("/embed/shop/hill-farm");
    expect(widgetPath({ kind: "shop", slug: "hill-farm" }, { theme: "dark", layout: "badge" })).toBe("/embed/shop/hill-farm?theme=dark&layout=badge");
    expect(widgetPath({ kind: "county", county: "cork", products: ["Honey"] }, { layout: "badge" })).toBe("/embed/county/cork?products=Honey");
    expect(widgetPath({ kind: "county", county: "cork", products: ["Honey"] }, { lang: "ga" })).toBe("/embed/county/cork?lang=ga&products=Honey");
    expect(widgetPath({ kind: "shop", slug: "hill-farm" }, { lang: "en" })).toBe("/embed/shop/hill-farm");
    expect(scriptSnippet("https://x.ie", { kind: "shop", slug: "a" }, { lang: "ga" }, "A: uaireanta oscailte")).toBe(
      '<div data-farm-shop="a" data-lang="ga" data-title="A: uaireanta oscailte"></div>\n<script src="https://x.ie/embed.js" async></script>',
    );
    expect(iframeSnippet("https://x.ie", { kind: "shop", slug: "a" }, {}, 'A "B"')).toBe(
      '<iframe src="https://x.ie/embed/shop/a" title="A &quot;B&quot;" width="380" height="380" style="border:0;max-width:100%" loading="lazy"></iframe>',
    );
    expect(scriptSnippet("https://x.ie", { kind: "county", county: "cork", products: ["Honey"] }, { theme: "dark" }, "Farm shops in County Cork")).toBe(
      '<div data-farm-shop-county="cork" data-theme="dark" data-products="Honey" data-title="Farm shops in County Cork"></div>\n<script src="https://x.ie/embed.js" async></script>',
    );
    // The frame the script makes is named for the shop, as the iframe form's is (quotes escaped).
    expect(scriptSnippet("https://x.ie", { kind: "shop", slug: "a" }, { layout: "badge" }, 'Ó "Súil": opening hours')).toBe(
      '<div data-farm-shop="a" data-layout="badge" data-title="Ó &quot;Súil&quot;: opening hours"></div>\n<script src="https://x.ie/embed.js" async></script>',
    );
  });
});
