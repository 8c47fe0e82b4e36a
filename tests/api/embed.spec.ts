import { test, expect, expectError, expectJson } from "./support/fixtures";
import { approvedShop, removeShop, shopInput, submitShop } from "./support/data";

// The widgets for other sites (/embed/shop/{slug}, /embed/county/{county}) and GET /api/oembed:
// their answers, framing headers, weight and errors.

type Oembed = { version: string; type: string; title: string; provider_name: string; provider_url: string; html: string; width: number; height: number };

function directive(csp: string, name: string): string | undefined {
  return csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));
}

test.describe("widgets", () => {
  test("a shop's widget: its name, town, live status and today's hours, framed by any site, light and cookie-free", async ({ request, admin, baseURL }) => {
    const shop = await approvedShop(request, admin);
    try {
      const res = await request.get(`/embed/shop/${shop.slug}`);
      expect(res.status()).toBe(200);
      const h = res.headers();
      expect(h["content-type"]).toContain("text/html");
      // No frame-ancestors: "*" would leave out hosts with an opaque origin (a sandboxed HTML box).
      expect(directive(h["content-security-policy"] ?? "", "frame-ancestors")).toBeUndefined();
      expect(directive(h["content-security-policy"] ?? "", "default-src")).toBe("default-src 'none'");
      expect(h["x-frame-options"]).toBeUndefined();
      expect(h["set-cookie"]).toBeUndefined();
      expect(h["x-accel-expires"]).toMatch(/^@\d+$/);
      const html = await res.text();
      expect(Buffer.byteLength(html)).toBeLessThanOrEqual(15_000);
      expect(html).toContain(shop.name);
      expect(html).toContain("Dingle, County Kerry");
      expect(html).toMatch(/Today: (09:00–17:00|Closed)/);
      // The same status line as the status API at this moment.
      const status = await expectJson<{ label: string }>(await request.get(`/api/farm-shops/${shop.id}/status`), 200);
      expect(html).toContain(`>${status.label}</span>`);
      expect(html).toContain("Get Directions");
      expect(html).toContain(`href="/shop/${shop.slug}" target="_blank"`);
      expect(html).not.toMatch(/<script[^>]+src=|\/_next\/|serviceWorker|analytics/);
      // Its id works too; options change the look.
      expect((await request.get(`/embed/shop/${shop.id}?theme=dark&layout=badge`)).status()).toBe(200);
      expect(await (await request.get(`/embed/shop/${shop.slug}?theme=dark&layout=badge`)).text()).toMatch(/class="dark".*class="w badge"/s);
      expect(baseURL).toBeTruthy();
    } finally {
      await removeShop(admin, shop.id);
    }
  });

  test("in Irish (?lang=ga): the shop widget, its problems and the county widget, with links to the Irish pages", async ({ request, admin }) => {
    const shop = await approvedShop(request, admin);
    try {
      const res = await request.get(`/embed/shop/${shop.slug}?lang=ga`);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain('<html lang="ga" class="light">');
      expect(html).toContain(shop.name);
      expect(html).toContain("Dingle, Contae Chiarraí");
      expect(html).toMatch(/Inniu: (09:00–17:00|Dúnta)/);
      expect(html).toMatch(/data-status="(open|closed)">(Ar oscailt go dtí|Dúnta)/);
      expect(html).toContain("Faigh Treoracha");
      expect(html).toContain(`href="/ga/shop/${shop.slug}" target="_blank"`);
      expect(html).not.toMatch(/Today:|Get Directions|See it on|opens in a new tab/);
      expect(Buffer.byteLength(html)).toBeLessThanOrEqual(15_000);
      // English stays the default, and says so.
      expect(await (await request.get(`/embed/shop/${shop.slug}?lang=en`)).text()).toContain('<html lang="en-IE" class="light">');
    } finally {
      await removeShop(admin, shop.id);
    }
    const missing = await request.get("/embed/shop/no-such-farm-shop-anywhere?lang=ga&theme=dark");
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toMatch(/<html lang="ga" class="dark">.*<h1>Níor aimsíodh an siopa<\/h1>/s);
    const county = await request.get("/embed/county/kerry?lang=ga&products=honey");
    expect(county.status()).toBe(200);
    const list = await county.text();
    expect(list).toContain("<h1>Siopaí feirme i gContae Chiarraí a dhíolann mil</h1>");
    expect(list).toContain('href="/ga/farm-shops/kerry"');
    expect(list).not.toMatch(/href="\/shop\//);
    const unknownCounty = await request.get("/embed/county/atlantis?lang=ga");
    expect(unknownCounty.status()).toBe(404);
    expect(await unknownCounty.text()).toContain("<h1>Níor aimsíodh an contae</h1>");
  });

  test("a change to the shop shows in its widget at once (the same cached reads and commands as the shop page)", async ({ request, admin }) => {
    const shop = await approvedShop(request, admin);
    try {
      expect(await (await request.get(`/embed/shop/${shop.slug}`)).text()).toContain(shop.name);
      const renamed = `${shop.name} Renamed`;
      await expectJson(await admin.patch(`/api/admin/farm-shops/${shop.id}`, { data: shopInput({ name: renamed, email: shop.email }) }), 200);
      await expect.poll(async () => (await (await request.get(`/embed/shop/${shop.slug}`)).text()).includes(renamed), { timeout: 5_000 }).toBe(true);
    } finally {
      await removeShop(admin, shop.id);
    }
  });

  test("bad options answer 400, unknown shops and counties 404: pages made for a frame", async ({ request, admin }) => {
    const pending = await submitShop(request);
    try {
      const cases: [string, number, string][] = [
        ["/embed/shop/avonmore-valley-farm-shop?theme=blue", 400, "theme must be light or dark"],
        ["/embed/shop/avonmore-valley-farm-shop?layout=wide", 400, "layout must be card or badge"],
        ["/embed/shop/avonmore-valley-farm-shop?theme=dark&theme=light", 400, "Give theme once"],
        ["/embed/shop/avonmore-valley-farm-shop?products=Honey", 400, "products is for county widgets only"],
        ["/embed/shop/avonmore-valley-farm-shop?lang=fr", 400, "lang must be en or ga"],
        ["/embed/county/cork?lang=ga&lang=en", 400, "Give lang once"],
        ["/embed/county/cork?layout=badge", 400, "layout is for shop widgets only"],
        ["/embed/county/cork?products=Honey,", 400, "products must not be empty"],
        // In Irish when that much was asked: the heading in Irish, the reason as the API gives it.
        ["/embed/shop/avonmore-valley-farm-shop?lang=ga&theme=blue", 400, "<h1>Níl seoladh na giuirléide seo i gceart</h1><p class=\"town m\">theme must be light or dark"],
        ["/embed/shop/no-such-farm-shop-anywhere", 404, "Shop not found"],
        [`/embed/shop/${pending.id}`, 404, "Shop not found"],
        ["/embed/county/atlantis", 404, "County not found"],
        [`/embed/county/cork?products=${"x".repeat(61)}`, 400, "products must be at most 60 characters"],
      ];
      for (const [path, status, text] of cases) {
        const res = await request.get(path);
        expect(res.status(), path).toBe(status);
        expect(res.headers()["x-frame-options"], path).toBeUndefined();
        expect(directive(res.headers()["content-security-policy"] ?? "", "frame-ancestors"), path).toBeUndefined();
        expect(await res.text(), path).toContain(text);
      }
    } finally {
      await removeShop(admin, pending.id);
    }
  });

  test("a county's widget: its first ten shops by name with their status, narrowed by products, and the county page", async ({ request, admin }) => {
    const shop = await approvedShop(request, admin, { name: `AAA Embed Farm ${Date.now()}`, products: ["Honey", "Eggs"] });
    try {
      const html = await (await request.get("/embed/county/kerry")).text();
      expect(Buffer.byteLength(html)).toBeLessThanOrEqual(15_000);
      const items = html.match(/<li>/g) ?? [];
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(10);
      expect(html.match(/data-status="(open|closed)"/g)).toHaveLength(items.length);
      expect(html).toContain('href="/farm-shops/kerry"');
      // "AAA…" sorts first by name, as on the county page.
      expect(html.indexOf(shop.name)).toBeLessThan(html.indexOf("</li>"));
      const names = [...html.matchAll(/<li><a class="" href="[^"]+" target="_blank" rel="noopener">([^<]+)</g)].map((m) => m[1]!.toLowerCase());
      expect(names).toEqual([...names].sort());
      const honey = await (await request.get("/embed/county/kerry?products=honey")).text();
      expect(honey).toContain("Farm shops in County Kerry selling Honey");
      expect(honey).toContain(shop.name);
      const flowers = await (await request.get("/embed/county/kerry?products=Grow%20Boxes&products=Honey")).text();
      expect(flowers).not.toContain(shop.name);
      // Separated by a comma, as the embed script's data-products is written: the same as repeated.
      const both = await (await request.get("/embed/county/kerry?products=Honey,%20eggs")).text();
      expect(both).toContain("Farm shops in County Kerry selling Honey and Eggs");
      expect(both).toContain(shop.name);
    } finally {
      await removeShop(admin, shop.id);
    }
  });

  test("the embed script is small, and only the widgets may be framed", async ({ request }) => {
    const script = await request.get("/embed.js");
    expect(script.status()).toBe(200);
    expect(script.headers()["content-type"]).toContain("javascript");
    expect((await script.body()).byteLength).toBeLessThanOrEqual(5_000);
    for (const path of ["/", "/embed", "/shop/avonmore-valley-farm-shop", "/farm-shops/cork", "/about", "/api/oembed", "/embedded", "/embed.js"]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.headers()["x-frame-options"], path).toBe("DENY");
      const csp = res.headers()["content-security-policy"];
      if (csp) expect(directive(csp, "frame-ancestors"), path).toBe("frame-ancestors 'none'");
    }
    // Addresses under /embed/ that are no widget: the site's 404, with the pages' policy, never framed.
    for (const path of ["/embed/foo", "/embed/shop", "/embed/shop/avonmore-valley-farm-shop/more", "/embed/county"]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
      expect(res.headers()["x-frame-options"], path).toBe("DENY");
      expect(directive(res.headers()["content-security-policy"] ?? "", "frame-ancestors"), path).toBe("frame-ancestors 'none'");
    }
  });

  test("the Irish addresses have no twins of the widgets, the API or the calendar files: the Irish 404", async ({ request }) => {
    const event = (await expectJson<{ id: string }[]>(await request.get("/api/events?limit=1"), 200))[0];
    for (const path of ["/ga/embed/shop/avonmore-valley-farm-shop", "/ga/embed/county/cork", "/ga/api/farm-shops", ...(event ? [`/ga/event/${event.id}/ics`] : [])]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).toContain('lang="ga"');
    }
    // The help page itself has its Irish twin.
    expect((await request.get("/ga/embed")).status()).toBe(200);
  });
});

test.describe("GET /api/oembed", () => {
  test("a shop page: a rich embed with the widget's iframe, within maxwidth and maxheight", async ({ request, admin, baseURL }) => {
    const shop = await approvedShop(request, admin);
    try {
      const url = `${baseURL}/shop/${shop.slug}`;
      const res = await request.get(`/api/oembed?url=${encodeURIComponent(url)}&format=json`);
      expect(res.headers()["access-control-allow-origin"]).toBe("*");
      const answer = await expectJson<Oembed>(res, 200);
      expect(answer).toMatchObject({ version: "1.0", type: "rich", title: `${shop.name}, Dingle`, provider_name: "Farm Shops Ireland", provider_url: `${baseURL}/`, width: 380, height: 380 });
      expect(answer.html).toMatch(new RegExp(`^<iframe src="${baseURL}/embed/shop/${shop.slug}" title="[^"]+" width="380" height="380"`));
      const small = await expectJson<Oembed>(await request.get(`/api/oembed?url=${encodeURIComponent(url)}&maxwidth=300&maxheight=120`), 200);
      expect(small).toMatchObject({ width: 300, height: 120 });
      expect(small.html).toContain('width="300" height="120"');
      // By its id, and with a query or a trailing slash, the same shop.
      expect((await expectJson<Oembed>(await request.get(`/api/oembed?url=${encodeURIComponent(`${baseURL}/shop/${shop.id}`)}`), 200)).html).toContain(`/embed/shop/${shop.slug}"`);
    } finally {
      await removeShop(admin, shop.id);
    }
  });

  test("a county page: the county widget", async ({ request, baseURL }) => {
    const answer = await expectJson<Oembed>(await request.get(`/api/oembed?url=${encodeURIComponent(`${baseURL}/farm-shops/kerry?page=2`)}`), 200);
    expect(answer).toMatchObject({ type: "rich", title: "Farm shops in County Kerry" });
    expect(answer.html).toContain(`src="${baseURL}/embed/county/kerry"`);
  });

  test("a page on the host the request came to (a preview or staging host, behind a proxy or not), not only SITE_URL's", async ({ request, baseURL }) => {
    const port = new URL(baseURL!).port;
    // SITE_URL names 127.0.0.1; the same server asked as localhost.
    const local = await request.get(`http://localhost:${port}/api/oembed?url=${encodeURIComponent(`http://localhost:${port}/farm-shops/kerry`)}`);
    expect((await expectJson<Oembed>(local, 200)).html).toContain(`src="${baseURL}/embed/county/kerry"`);
    const preview = { headers: { "x-forwarded-host": "preview.farmshops.example" } };
    const proxied = await request.get(`/api/oembed?url=${encodeURIComponent("https://preview.farmshops.example/ga/farm-shops/kerry")}`, preview);
    expect(await expectJson<Oembed>(proxied, 200)).toMatchObject({ title: "Siopaí feirme i gContae Chiarraí" });
    // Another host than the one asked is still not this site.
    await expectError(await request.get(`/api/oembed?url=${encodeURIComponent("https://staging.farmshops.example/farm-shops/kerry")}`, preview), 404, "url is not a shop or county page of this site");
  });

  test("an Irish page: the Irish widget, titled in Irish", async ({ request, baseURL }) => {
    const county = await expectJson<Oembed>(await request.get(`/api/oembed?url=${encodeURIComponent(`${baseURL}/ga/farm-shops/kerry`)}`), 200);
    expect(county).toMatchObject({ title: "Siopaí feirme i gContae Chiarraí", provider_name: "Siopaí Feirme Éireann", provider_url: `${baseURL}/ga` });
    expect(county.html).toContain(`src="${baseURL}/embed/county/kerry?lang=ga"`);
    const shop = await expectJson<Oembed>(await request.get(`/api/oembed?url=${encodeURIComponent(`${baseURL}/ga/shop/avonmore-valley-farm-shop`)}`), 200);
    expect(shop.html).toContain(`src="${baseURL}/embed/shop/avonmore-valley-farm-shop?lang=ga"`);
    expect(shop.html).toMatch(/ title="Avonmore Valley Farm Shop, [^"]+ · Siopaí Feirme Éireann"/);
    await expectError(await request.get(`/api/oembed?url=${encodeURIComponent(`${baseURL}/ga/about`)}`), 404);
  });

  test("bad addresses and parameters: 400 without a url, 404 for anything but a shop or county page of this site, 501 for xml, each readable from any origin", async ({ request, admin, baseURL }) => {
    const pending = await submitShop(request);
    try {
      const enc = encodeURIComponent;
      await expectError(await request.get("/api/oembed"), 400, /url is required/);
      await expectError(await request.get("/api/oembed?url="), 400, /url is required/);
      await expectError(await request.get(`/api/oembed?url=${enc(`${baseURL}/shop/x`)}&format=yaml`), 400, /format must be json/);
      await expectError(await request.get(`/api/oembed?url=${enc(`${baseURL}/shop/x`)}&maxwidth=wide`), 400, /maxwidth must be a number/);
      await expectError(await request.get(`/api/oembed?url=${enc(`${baseURL}/shop/x`)}&maxheight=0`), 400, /maxheight must be at least 1/);
      await expectError(await request.get(`/api/oembed?url=${enc("x".repeat(2001))}`), 400, /at most 2000/);
      const xml = await request.get(`/api/oembed?url=${enc(`${baseURL}/farm-shops/kerry`)}&format=xml`);
      expect(xml.status()).toBe(501);
      // A consumer in a browser (a page builder's script) can read why an address was refused.
      const refused = [xml, await request.get("/api/oembed"), await request.get(`/api/oembed?url=${enc(`${baseURL}/shop/x`)}&maxwidth=wide`), await request.get(`/api/oembed?url=${enc(`${baseURL}/about`)}`)];
      expect(refused.map((res) => [res.status(), res.headers()["access-control-allow-origin"]])).toEqual([[501, "*"], [400, "*"], [400, "*"], [404, "*"]]);
      const notOurs = [
        "https://example.com/shop/avonmore-valley-farm-shop",
        "not an address",
        "javascript:alert(1)",
        `${baseURL}/about`,
        `${baseURL}/`,
        `${baseURL}/shop/no-such-farm-shop-anywhere`,
        `${baseURL}/shop/${pending.id}`,
        `${baseURL}/farm-shops/atlantis`,
        `${baseURL}/embed/shop/avonmore-valley-farm-shop`,
        `${baseURL}/shop/avonmore-valley-farm-shop/extra`,
      ];
      for (const url of notOurs) await expectError(await request.get(`/api/oembed?url=${enc(url)}`), 404);
    } finally {
      await removeShop(admin, pending.id);
    }
  });

  test("shop and county pages carry the discovery link", async ({ request, baseURL }) => {
    // An Irish page names its own address: its widget is the Irish one.
    for (const path of ["/shop/avonmore-valley-farm-shop", "/farm-shops/kerry", "/ga/shop/avonmore-valley-farm-shop", "/ga/farm-shops/kerry"]) {
      const html = await (await request.get(path)).text();
      const tag = (html.match(/<link\b[^>]*>/g) ?? []).find((t) => t.includes('rel="alternate"') && t.includes('type="application/json+oembed"'));
      expect(tag, path).toBeTruthy();
      const href = /href="([^"]+)"/.exec(tag!)![1]!.replace(/&amp;/g, "&");
      expect(href).toBe(`${baseURL}/api/oembed?url=${encodeURIComponent(`${baseURL}${path}`)}&format=json`);
      expect((await request.get(href.replace(baseURL!, ""))).status()).toBe(200);
    }
  });
});
