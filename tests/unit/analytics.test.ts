import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { countHit } from "@/lib/analytics/count-hit";
import { hitSchema } from "@/lib/analytics/hit";
import { insightRows, toCsv } from "@/lib/analytics/insights";
import { NOT_COUNTED_PAGE } from "@/lib/analytics/paths";
import { asksNotToBeTracked, countedPath, deviceOf, isBot, isPrefetch, normaliseSearch, referrerDomain, shopOfPath, widgetReferrer } from "@/lib/analytics/rules";
import { monthlySummaryToOwner } from "@/lib/analytics/summary-message";
import { monthWords, previousMonth, isSummaryTime } from "@/lib/analytics/summary-mail";
import { DailyVisitors, Tally } from "@/lib/analytics/tally";
import { contentSecurityPolicy } from "@/lib/security/csp";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const IPAD = "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const ANDROID_TABLET = "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

const ctx = (headers: Record<string, string> = {}) => ({
  headers: new Headers({ "user-agent": CHROME, ...headers }),
  address: "203.0.113.9",
  ownHosts: ["farmshops.ie"],
});

describe("bot and prefetch rules", () => {
  it.each([
    ["Googlebot", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
    ["Bing", "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)"],
    ["a headless browser", CHROME.replace("Chrome/", "HeadlessChrome/")],
    ["a link preview", "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)"],
    ["curl", "curl/8.5.0"],
    ["Python", "python-requests/2.32.0"],
    ["no agent", ""],
  ])("%s is a bot", (_name, ua) => expect(isBot(ua)).toBe(true));

  it.each([["Chrome", CHROME], ["Safari on iPhone", IPHONE], ["Firefox", "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0"]])(
    "%s is a person's browser",
    (_name, ua) => expect(isBot(ua)).toBe(false),
  );

  it("prefetches and prerenders are recognised by Sec-Purpose or Purpose", () => {
    expect(isPrefetch(new Headers({ "sec-purpose": "prefetch" }))).toBe(true);
    expect(isPrefetch(new Headers({ "sec-purpose": "prefetch;prerender" }))).toBe(true);
    expect(isPrefetch(new Headers({ purpose: "prefetch" }))).toBe(true);
    expect(isPrefetch(new Headers({}))).toBe(false);
  });

  it("Global Privacy Control and Do Not Track ask not to be tracked", () => {
    expect(asksNotToBeTracked(new Headers({ "sec-gpc": "1" }))).toBe(true);
    expect(asksNotToBeTracked(new Headers({ dnt: "1" }))).toBe(true);
    expect(asksNotToBeTracked(new Headers({ dnt: "0" }))).toBe(false);
  });
});

describe("referrers, devices, paths and searches", () => {
  it.each([
    ["https://www.google.com/search?q=farm+shop+cork", "google.com"],
    ["https://m.facebook.com/groups/123/posts/456", "m.facebook.com"],
    ["http://Example.IE./page", "example.ie"],
    ["https://farmshops.ie/farm-shops/cork", null],
    ["android-app://com.google.android.gm/", null],
    ["not a url", null],
    ["", null],
  ])("%s is reduced to %s", (referrer, domain) => expect(referrerDomain(referrer, ["farmshops.ie"])).toBe(domain));

  it.each([
    ["https://farmshops.ie/shop/hill-farm?utm_source=www.hillfarm.ie&utm_medium=widget", "hillfarm.ie"],
    ["https://farmshops.ie/ga/farm-shops/cork?utm_medium=widget&utm_source=Cork-Markets.IE", "cork-markets.ie"],
    ["https://farmshops.ie/shop/hill-farm?utm_source=192.0.2.7&utm_medium=widget", "192.0.2.7"],
    // Not a widget's link, not a host name, or this site itself: no referrer.
    ["https://farmshops.ie/shop/hill-farm?utm_source=hillfarm.ie&utm_medium=email", null],
    ["https://farmshops.ie/shop/hill-farm?utm_source=hillfarm.ie", null],
    ["https://farmshops.ie/shop/hill-farm?utm_source=our%20newsletter&utm_medium=widget", null],
    ["https://farmshops.ie/shop/hill-farm?utm_source=https://hillfarm.ie/&utm_medium=widget", null],
    ["https://farmshops.ie/shop/hill-farm?utm_source=-hillfarm.ie&utm_medium=widget", null],
    ["https://farmshops.ie/shop/hill-farm?utm_source=&utm_medium=widget", null],
    [`https://farmshops.ie/shop/hill-farm?utm_source=${"a".repeat(254)}&utm_medium=widget`, null],
    ["https://farmshops.ie/shop/hill-farm?utm_source=farmshops.ie&utm_medium=widget", null],
    ["https://farmshops.ie/shop/hill-farm", null],
    ["not a url", null],
  ])("a widget's link %s names the referring site %s", (page, domain) => expect(widgetReferrer(page, ["farmshops.ie"])).toBe(domain));

  it("tells phones, tablets and desktops apart", () => {
    expect(deviceOf(IPHONE)).toBe("phone");
    expect(deviceOf(IPAD)).toBe("tablet");
    expect(deviceOf(ANDROID_TABLET)).toBe("tablet");
    expect(deviceOf(CHROME)).toBe("desktop");
  });

  it("keeps public pages' paths only, without the query", () => {
    expect(countedPath("/shop/ballymaloe?x=1#top")).toBe("/shop/ballymaloe");
    expect(countedPath("/farm-shops/cork/")).toBe("/farm-shops/cork");
    expect(countedPath("/")).toBe("/");
    for (const p of ["/admin", "/admin/x", "/owner", "/ga/owner", "/ga/admin", "/embed/shop/x", "/embed/county/cork?theme=dark", "/ga/embed/shop/x", "/api/hit", "/a.js", "//evil.example", "relative"]) expect(countedPath(p)).toBeNull();
    expect(countedPath("/ga/farm-shops/cork")).toBe("/ga/farm-shops/cork");
    // The widgets' help page is a public page; only the widgets themselves are not.
    expect(countedPath("/embed?shop=hill-farm")).toBe("/embed");
    expect(countedPath("/embed/")).toBe("/embed");
    expect(countedPath("/ga/embed")).toBe("/ga/embed");
    // An address of no page (a 404, a path a forged beacon made up) is no page view.
    for (const p of ["/embedded", "/administration", "/qa-random-404-page", "/buy-cheap-pills", "/ga/nope"]) expect(countedPath(p), p).toBeNull();
    for (const p of ["/events", "/harvest-hub/some-post", "/ga/in-season/june", "/offline", "/saved", "/search"]) expect(countedPath(p), p).toBe(p);
    expect(shopOfPath("/shop/ballymaloe")).toBe("ballymaloe");
    // A view of the Irish page is a view of the same shop.
    expect(shopOfPath("/ga/shop/ballymaloe")).toBe("ballymaloe");
    expect(shopOfPath("/shop/ballymaloe/closed")).toBeNull();
    expect(normaliseSearch("  Raw   MILK ")).toBe("raw milk");
    expect(normaliseSearch("   ")).toBeNull();
  });
});

describe("what a hit counts for", () => {
  it("a page view counts the view, the page, the shop, the device and the referrer domain, and a visitor", () => {
    const counts = countHit({ t: "v", p: "/shop/ballymaloe", r: "https://www.google.ie/" }, ctx());
    expect(counts.adds).toEqual([
      ["views", ""],
      ["page", "/shop/ballymaloe"],
      ["shop_views", "ballymaloe"],
      ["device", "desktop"],
      ["referrer", "google.ie"],
    ]);
    expect(counts.visitorSource).toContain("203.0.113.9");
  });

  it("a view from a widget's link counts the site that framed the widget, unless the browser named another referrer", () => {
    const page = "https://farmshops.ie/shop/hill-farm?utm_source=hillfarm.ie&utm_medium=widget";
    // The browser's referrer is the widget itself, on this site.
    const fromWidget = countHit({ t: "v", p: "/shop/hill-farm", r: "https://farmshops.ie/embed/shop/hill-farm" }, ctx({ referer: page }));
    expect(fromWidget.adds).toContainEqual(["referrer", "hillfarm.ie"]);
    expect(countHit({ t: "v", p: "/shop/hill-farm", r: "" }, ctx({ referer: page })).adds).toContainEqual(["referrer", "hillfarm.ie"]);
    expect(countHit({ t: "v", p: "/shop/hill-farm", r: "https://www.google.ie/" }, ctx({ referer: page })).adds).toContainEqual(["referrer", "google.ie"]);
    // Asking not to be tracked: no referrer of either kind.
    expect(countHit({ t: "v", p: "/shop/hill-farm", r: "" }, ctx({ referer: page, "sec-gpc": "1" })).adds.some(([metric]) => metric === "referrer")).toBe(false);
  });

  it("with Global Privacy Control or Do Not Track, a view counts but no visitor, referrer, device, tap or search", () => {
    for (const header of [{ "sec-gpc": "1" }, { dnt: "1" }] as Record<string, string>[]) {
      const view = countHit({ t: "v", p: "/shop/x", r: "https://google.com/" }, ctx(header));
      expect(view.adds).toEqual([["views", ""], ["page", "/shop/x"], ["shop_views", "x"]]);
      expect(view.visitorSource).toBeNull();
      expect(countHit({ t: "a", p: "/shop/x", a: "directions", s: "x" }, ctx(header)).adds).toEqual([]);
      expect(countHit({ t: "s", p: "/search", q: "cheese", n: 0 }, ctx(header)).adds).toEqual([]);
    }
  });

  it("bots, prefetches, other sites and non-public pages count for nothing", () => {
    expect(countHit({ t: "v", p: "/" }, ctx({ "user-agent": "Googlebot/2.1" })).adds).toEqual([]);
    expect(countHit({ t: "v", p: "/" }, ctx({ "sec-purpose": "prefetch" })).adds).toEqual([]);
    expect(countHit({ t: "v", p: "/" }, ctx({ "sec-fetch-site": "cross-site" })).adds).toEqual([]);
    expect(countHit({ t: "v", p: "/admin" }, ctx()).adds).toEqual([]);
    expect(countHit({ t: "v", p: "/embed/shop/x" }, ctx()).adds).toEqual([]);
  });

  it("taps count for their shop; a search with no results also counts as a no-result search", () => {
    expect(countHit({ t: "a", p: "/shop/x", a: "calls", s: "x" }, ctx()).adds).toEqual([["shop_calls", "x"]]);
    expect(countHit({ t: "s", p: "/search", q: " Goat Cheese ", n: 0 }, ctx()).adds).toEqual([["search", "goat cheese"], ["search_none", "goat cheese"]]);
    expect(countHit({ t: "s", p: "/search", q: "eggs", n: 12 }, ctx()).adds).toEqual([["search", "eggs"]]);
  });

  it("the beacon's body is validated", () => {
    expect(hitSchema.safeParse({ t: "x", p: "/" }).success).toBe(false);
    expect(hitSchema.safeParse({ t: "a", p: "/", a: "hack", s: "x" }).success).toBe(false);
    expect(hitSchema.safeParse({ t: "s", p: "/search", q: "x", n: -1 }).success).toBe(false);
    expect(hitSchema.safeParse({ t: "v", p: "/", r: "https://a.example/" }).success).toBe(true);
  });

  it("a refused beacon says what is wrong, and control characters are refused in every field", () => {
    const message = (body: unknown) => {
      const result = hitSchema.safeParse(body);
      return result.success ? null : result.error.issues.map((i) => i.message);
    };
    expect(message({ t: "v" })).toEqual(["p is required"]);
    expect(message({ t: "v", p: "  " })).toEqual(["p is required"]);
    expect(message({ t: "v", p: 5 })).toEqual(["p must be text"]);
    expect(message({ t: "v", p: "/about\u0000" })).toEqual(["p must not contain control characters"]);
    expect(message({ t: "v", p: "/", r: "https://a.example/\n" })).toEqual(["r must not contain control characters"]);
    expect(message({ t: "a", p: "/shop/x", a: "calls", s: "x\u0000y" })).toEqual(["s must not contain control characters"]);
    expect(message({ t: "s", p: "/search", q: "eggs\u007f", n: 1 })).toEqual(["q must not contain control characters"]);
    expect(message({ t: "s", p: "/search", q: "eggs", n: "NaN" })).toEqual(["n must be a whole number"]);
    // Not coerced: a beacon whose count is missing (null) or not a number is not a search with no results.
    for (const n of [null, "", true, "3", 1.5]) expect(message({ t: "s", p: "/search", q: "eggs", n })).toEqual(["n must be a whole number"]);
    expect(hitSchema.parse({ t: "v", p: " /about " })).toEqual({ t: "v", p: "/about" });
  });
});

describe("aggregation", () => {
  it("adds hits up in memory and drains them as one row per day, figure and key", () => {
    const tally = new Tally();
    for (let i = 0; i < 1000; i++) {
      tally.add("2026-11-28", "views");
      tally.add("2026-11-28", "page", i % 2 ? "/" : "/search");
    }
    tally.add("2026-11-29", "views");
    const rows = tally.drain();
    expect(rows).toHaveLength(4);
    expect(rows).toContainEqual({ day: "2026-11-28", metric: "views", key: "", count: 1000 });
    expect(rows).toContainEqual({ day: "2026-11-28", metric: "page", key: "/", count: 500 });
    expect(tally.size).toBe(0);
    tally.restore(rows);
    tally.add("2026-11-28", "views");
    expect(tally.drain()).toContainEqual({ day: "2026-11-28", metric: "views", key: "", count: 1001 });
  });

  it("keeps keys apart whatever characters they hold", () => {
    const tally = new Tally();
    // A key holding a separator-like character is one key, not two rows of the same key.
    tally.add("2026-11-28", "page", "/about\u0000");
    tally.add("2026-11-28", "page", "/about");
    tally.add("2026-11-28", "page", '/a","b');
    expect(tally.drain()).toEqual([
      { day: "2026-11-28", metric: "page", key: "/about\u0000", count: 1 },
      { day: "2026-11-28", metric: "page", key: "/about", count: 1 },
      { day: "2026-11-28", metric: "page", key: '/a","b', count: 1 },
    ]);
  });

  it("counts a visitor once a day and keeps only two days of hashes", () => {
    const visitors = new DailyVisitors();
    expect(visitors.add("2026-11-28", "a")).toBe(true);
    expect(visitors.add("2026-11-28", "a")).toBe(false);
    expect(visitors.add("2026-11-29", "a")).toBe(true);
    visitors.add("2026-11-30", "b");
    // 2026-11-28 has been forgotten: it can no longer be added to.
    expect(visitors.add("2026-11-28", "a")).toBe(true);
  });
});

describe("exports, mail and the script", () => {
  it("CSV starts with a byte-order mark (Excel's cue for UTF-8), quotes what needs quoting and defuses formulas", () => {
    expect(toCsv([["q", "count"], ['say "hi", then', 2], ["=1+1", 1]])).toBe('\uFEFFq,count\r\n"say ""hi"", then",2\r\n\'=1+1,1\r\n');
    expect([...new TextEncoder().encode(toCsv([["name"], ["Ó Súilleabháin's Orchard"]])).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const report = { byDay: [{ date: "2026-11-28", visitors: 2, views: 3 }] } as Parameters<typeof insightRows>[0];
    expect(insightRows(report, "days")).toEqual([["date", "visitors", "views"], ["2026-11-28", 2, 3]]);
  });

  it("the monthly summary carries its one-click unsubscribe headers", () => {
    const figures = { views: 40, directions: 5, calls: 2, website: 3, saves: 1, shares: 0 };
    const mail = monthlySummaryToOwner({ to: "o@example.com", shopName: "Hill Farm", monthLabel: "October 2026", county: "Cork", shop: figures, countyMedian: { ...figures, views: 12.5 }, ownerPage: "https://x/shop/hill", unsubscribe: "https://x/u?shop=1&sig=s" });
    expect(mail.headers).toEqual({ "List-Unsubscribe": "<https://x/u?shop=1&sig=s>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click", "Content-Language": "en-IE" });
    expect(mail.text).toContain("Page views: 40 (Co. Cork median: 12.5)");
    expect(previousMonth("2026-01-02")).toEqual({ month: "2025-12", from: "2025-12-01", to: "2025-12-31", label: "December 2025" });
    expect(isSummaryTime(new Date("2026-12-01T09:30:00Z"))).toBe(true);
    expect(isSummaryTime(new Date("2026-12-04T09:30:00Z"))).toBe(false);
  });

  it("the monthly summary in Irish for an owner who uses the Irish pages: the month's Irish forms, lang ga", () => {
    const figures = { views: 40, directions: 3, calls: 1, website: 2, saves: 5, shares: 0 };
    expect(monthWords("2026-10", "en-IE")).toEqual({ label: "October 2026", in: "in October 2026" });
    expect(monthWords("2026-10", "ga-IE")).toEqual({ label: "Deireadh Fómhair 2026", in: "i mí Dheireadh Fómhair 2026" });
    expect(monthWords("2026-11", "ga-IE").in).toBe("i mí na Samhna 2026");
    const words = monthWords("2026-10", "ga-IE");
    const mail = monthlySummaryToOwner({ to: "o@example.com", shopName: "Hill Farm", monthLabel: words.label, monthIn: words.in, county: "Cork", shop: figures, countyMedian: { ...figures, views: 12.5 }, ownerPage: "https://x/ga/shop/hill", unsubscribe: "https://x/u?shop=1&sig=s", locale: "ga-IE" });
    expect(mail.subject).toBe("Hill Farm ar Shiopaí Feirme Éireann: Deireadh Fómhair 2026");
    expect(mail.text).toContain("Seo mar a d'aimsigh cuairteoirí Hill Farm ar Shiopaí Feirme Éireann i mí Dheireadh Fómhair 2026.");
    expect(mail.text).toContain("Amhairc ar an leathanach: 40 (airmheán an chontae: 12.5)");
    expect(mail.text).toContain("https://x/ga/shop/hill");
    expect(mail.headers).toEqual({ "List-Unsubscribe": "<https://x/u?shop=1&sig=s>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click", "Content-Language": "ga" });
    // English by default, as before.
    const english = monthlySummaryToOwner({ to: "o@example.com", shopName: "Hill Farm", monthLabel: "October 2026", county: "Cork", shop: figures, countyMedian: null, ownerPage: "https://x/shop/hill", unsubscribe: "https://x/u" });
    expect(english.text).toContain("found Hill Farm on Farm Shops Ireland in October 2026.");
  });

  it("the page script skips the same addresses as the server and the script loader", () => {
    const script = readFileSync("public/a.js", "utf8");
    // The script's own pattern, as written in it, is the shared one.
    expect(/x=\/(.+?)\/,S=/.exec(script)?.[1]).toBe(NOT_COUNTED_PAGE.source);
    const skipped = ["/admin", "/admin/farm-shops", "/ga/owner", "/owner/confirmed", "/embed/shop/hill-farm", "/embed/county/cork", "/ga/embed/shop/x"];
    const counted = ["/", "/embed", "/ga/embed", "/shop/hill-farm", "/ga/farm-shops/cork"];
    for (const p of skipped) expect([p, NOT_COUNTED_PAGE.test(p), countedPath(p)]).toEqual([p, true, null]);
    for (const p of counted) expect([p, NOT_COUNTED_PAGE.test(p), countedPath(p)]).toEqual([p, false, p]);
    // Sent by the script (a word that only starts like an area), then dropped by the server as an
    // address of no page.
    for (const p of ["/embedded", "/administration", "/owners-guide"]) expect([p, NOT_COUNTED_PAGE.test(p), countedPath(p)]).toEqual([p, false, null]);
  });

  it("the page script is at most 1 kB and uses neither cookies nor storage", () => {
    const script = readFileSync("public/a.js", "utf8");
    expect(Buffer.byteLength(script)).toBeLessThanOrEqual(1024);
    expect(script.replace(/\/\*[^]*?\*\//g, "")).not.toMatch(/cookie|localStorage|sessionStorage|indexedDB/);
    expect(script).toContain("sendBeacon");
  });

  it("ANALYTICS_SCRIPT_URL's origin is allowed for scripts and connections under both policies", () => {
    for (const nonce of [null, "abc"]) {
      const csp = contentSecurityPolicy({ nonce, mapStyleUrl: "https://tiles.example/style", analyticsScriptUrl: "https://stats.example.org/js/script.js" });
      expect(csp).toMatch(/script-src [^;]*https:\/\/stats\.example\.org/);
      expect(csp).toMatch(/connect-src [^;]*https:\/\/stats\.example\.org/);
    }
    expect(contentSecurityPolicy({ nonce: null, mapStyleUrl: "https://tiles.example/style" })).not.toContain("stats.example.org");
  });
});
