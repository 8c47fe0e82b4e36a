import { parse as parseCsv } from "csv-parse/sync";
import { test, expect, adminList, expectError, expectJson, uniqueTag } from "./support/fixtures";
import { removeShop, shopInput, submitShop, type ApiShop } from "./support/data";

/** The target of the Link header's rel="next", or null when there is none. */
function nextLink(link: string | undefined): string | null {
  const match = /<([^>]+)>;\s*rel="next"/.exec(link ?? "");
  return match?.[1] ?? null;
}

test.describe("GET /api/farm-shops pages", () => {
  test("100 by default, X-Total-Count, RFC 8288 Link rel=next through to the last page, which has none", async ({ request, baseURL }) => {
    const first = await request.get("/api/farm-shops");
    const page1 = await expectJson<ApiShop[]>(first, 200);
    const total = Number(first.headers()["x-total-count"]);
    expect(total).toBeGreaterThan(100);
    expect(page1).toHaveLength(100);
    const next = nextLink(first.headers().link);
    expect(next).not.toBeNull();
    const nextUrl = new URL(next ?? "");
    expect(nextUrl.pathname).toBe("/api/farm-shops");
    // The site's public address (SITE_URL), whatever Host the request came with.
    expect(nextUrl.origin).toBe(new URL(baseURL!).origin);
    const proxied = nextLink((await request.get("/api/farm-shops", { headers: { Host: "inside.example:3000", "X-Forwarded-Proto": "https" } })).headers().link);
    expect(new URL(proxied ?? "").origin).toBe(new URL(baseURL!).origin);
    expect(Object.fromEntries(nextUrl.searchParams)).toEqual({ limit: "100", offset: "100" });

    const second = await request.get(`${nextUrl.pathname}${nextUrl.search}`);
    const page2 = await expectJson<ApiShop[]>(second, 200);
    expect(Number(second.headers()["x-total-count"])).toBe(total);
    // The pages join up: no shop twice, the order (by name) carries on.
    expect(page1.length + page2.length).toBe(Math.min(total, 200));
    expect(new Set([...page1, ...page2].map((s) => s.id)).size).toBe(page1.length + page2.length);
    expect(second.headers().link).toMatch(/rel="prev"/);
    if (total <= 200) expect(nextLink(second.headers().link)).toBeNull();
  });

  test("limit and offset pick a window of the whole list", async ({ request }) => {
    const whole = await expectJson<ApiShop[]>(await request.get("/api/farm-shops?limit=500"), 200);
    const window = await request.get("/api/farm-shops?limit=3&offset=10");
    expect((await expectJson<ApiShop[]>(window, 200)).map((s) => s.id)).toEqual(whole.slice(10, 13).map((s) => s.id));
    const beyond = await request.get(`/api/farm-shops?offset=${whole.length + 5}`);
    expect(await expectJson(beyond, 200)).toEqual([]);
    expect(nextLink(beyond.headers().link)).toBeNull();
  });

  test("bad paging answers 400 with a message", async ({ request }) => {
    for (const [query, message] of [
      ["limit=501", "limit must be between 1 and 500"],
      ["limit=0", "limit must be between 1 and 500"],
      ["limit=ten", "limit must be a whole number"],
      ["offset=-1", "offset must be a whole number"],
      ["offset=1.5", "offset must be a whole number"],
    ]) {
      await expectError(await request.get(`/api/farm-shops?${query}`), 400, message);
    }
  });
});

test.describe("GET /api/events and /api/blog-posts pages", () => {
  for (const [path, key] of [["/api/events", "id"], ["/api/blog-posts", "slug"]] as const) {
    test(`${path}: 100 by default, a window by limit and offset, X-Total-Count and Link, bad paging 400`, async ({ request }) => {
      const first = await request.get(path);
      const whole = await expectJson<Record<string, string>[]>(first, 200);
      const total = Number(first.headers()["x-total-count"]);
      expect(whole.length).toBe(Math.min(total, 100));
      expect(total).toBeGreaterThan(3);
      expect(first.headers()["cache-control"]).toContain("s-maxage");

      const window = await request.get(`${path}?limit=2&offset=1`);
      expect((await expectJson<Record<string, string>[]>(window, 200)).map((x) => x[key])).toEqual(whole.slice(1, 3).map((x) => x[key]));
      expect(Number(window.headers()["x-total-count"])).toBe(total);
      expect(nextLink(window.headers().link)).toMatch(/limit=2&offset=3$/);
      expect(window.headers().link).toMatch(/rel="prev"/);
      const last = await request.get(`${path}?limit=2&offset=${total - 1}`);
      expect(await expectJson<unknown[]>(last, 200)).toHaveLength(1);
      expect(nextLink(last.headers().link)).toBeNull();

      await expectError(await request.get(`${path}?limit=501`), 400, "limit must be between 1 and 500");
      await expectError(await request.get(`${path}?offset=-1`), 400, "offset must be a whole number");
    });
  }
});

test.describe("admin lists page, search, filter and sort on the server", () => {
  test("50 by default (at most 200), X-Total-Count, search by name, town, county, email, phone and Eircode", async ({ request, admin }) => {
    const first = await admin.get("/api/admin/farm-shops/approved");
    expect((await expectJson<ApiShop[]>(first, 200)).length).toBe(50);
    expect(Number(first.headers()["x-total-count"])).toBeGreaterThan(100);
    expect(first.headers()["cache-control"]).toBe("private, no-store");
    expect(nextLink(first.headers().link)).toMatch(/limit=50&offset=50$/);
    await expectError(await admin.get("/api/admin/farm-shops/approved?limit=201"), 400, "limit must be between 1 and 200");

    const tag = uniqueTag();
    const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
    const shop = await submitShop(request, shopInput({ name: `Searchable ${tag}`, town: `Town${tag}`, county: "Leitrim", eircode: "N41 AB12", phone: `+353 71 ${digits}`, email: `find-${tag}@example.com`, latitude: null, longitude: null }));
    try {
      // The one search module: every word anywhere (so "leitrim" with the tag), fadas and case ignored.
      for (const q of [`searchable ${tag}`, `town${tag}`, `find-${tag}@`, digits, `71 ${digits.slice(0, 3)} ${digits.slice(3)}`, `LEITRIM ${tag}`, `séarchable ${tag}`]) {
        expect((await adminList<ApiShop>(admin, "pending", `q=${encodeURIComponent(q)}`)).map((s) => s.id), q).toEqual([shop.id]);
      }
      const byEircode = await adminList<ApiShop>(admin, "pending", "q=n41ab12&county=Leitrim");
      expect(byEircode.map((s) => s.id)).toContain(shop.id);
    } finally {
      await removeShop(admin, shop.id);
    }
  });

  test("filters: county, type, featured, missing coordinates, has events; sort", async ({ admin }) => {
    const cork = await adminList<ApiShop>(admin, "approved", "county=cork");
    expect(cork.length).toBeGreaterThan(0);
    expect(cork.every((s) => s.county === "Cork")).toBe(true);
    const online = await adminList<ApiShop & { shopType: string }>(admin, "approved", "type=online");
    expect(online.every((s) => s.shopType === "online")).toBe(true);
    const featured = await adminList<ApiShop>(admin, "approved", "featured=true");
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((s) => s.featured)).toBe(true);
    const unfeatured = await adminList<ApiShop>(admin, "approved", "featured=false");
    const all = await adminList<ApiShop>(admin, "approved");
    expect(featured.length + unfeatured.length).toBe(all.length);
    const missing = await adminList<ApiShop>(admin, "approved", "missingCoordinates=true");
    expect(missing.every((s) => s.latitude === null || s.longitude === null)).toBe(true);
    const withEvents = new Set(await expectJson<string[]>(await admin.get("/api/farm-shops/with-events"), 200));
    const hasEvents = await adminList<ApiShop>(admin, "approved", "hasEvents=true");
    expect(hasEvents.length).toBeGreaterThan(0);
    expect(hasEvents.every((s) => withEvents.has(s.id))).toBe(true);

    const byName = all.map((s) => s.name.toLowerCase());
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const reversed = (await adminList<ApiShop>(admin, "approved", "sort=-name")).map((s) => s.name.toLowerCase());
    expect(reversed).toEqual([...byName].reverse());
    const byCounty = (await adminList<ApiShop>(admin, "approved", "sort=county")).map((s) => s.county);
    expect(byCounty).toEqual([...byCounty].sort());
  });

  test("bad filters answer 400 with a message", async ({ admin }) => {
    for (const [query, message] of [
      ["county=Atlantis", "county must be one of the 32 counties"],
      ["type=castle", "type must be one of: physical, online, honesty-box, farmers-market"],
      ["featured=maybe", "featured must be true or false"],
      ["sort=price", /^sort must be one of: name, -name/],
      ["offset=x", "offset must be a whole number"],
      ["q=a%00b", "q contains a character that is not allowed"],
    ] as const) {
      await expectError(await admin.get(`/api/admin/farm-shops/approved?${query}`), 400, message);
    }
  });
});

test.describe("open-data exports", () => {
  test("export.geojson: every approved shop as a Feature, cacheable, 304 when unchanged", async ({ request }) => {
    const total = Number((await request.get("/api/farm-shops?limit=1")).headers()["x-total-count"]);
    // Compressed by the front (deploy/nginx.conf), not by the instance (tests/stack).
    const res = await request.get("/api/farm-shops/export.geojson");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/geo+json; charset=utf-8");
    expect(res.headers()["cache-control"]).toMatch(/^public, max-age=300/);
    const body = (await res.json()) as { type: string; license: string; features: { id: string; geometry: { type: string; coordinates: number[] } | null; properties: Record<string, unknown> }[] };
    expect(body.type).toBe("FeatureCollection");
    expect(body.license).toMatch(/^CC BY 4\.0/);
    expect(body.features).toHaveLength(total);
    expect(new Set(body.features.map((f) => f.id)).size).toBe(total);
    const located = body.features.find((f) => f.geometry !== null);
    expect(located?.geometry?.type).toBe("Point");
    expect(located?.properties).toMatchObject({ name: expect.any(String), county: expect.any(String), url: expect.stringMatching(/\/shop\//) as unknown });
    expect(located?.properties).not.toHaveProperty("approved");

    const etag = res.headers().etag ?? "";
    expect(etag).toMatch(/^"geojson-/);
    const again = await request.get("/api/farm-shops/export.geojson", { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
    // The weak comparison of RFC 9110, and "*" for any current copy.
    for (const header of [`W/${etag}`, `"other", ${etag}`, "*"]) {
      expect((await request.get("/api/farm-shops/export.geojson", { headers: { "If-None-Match": header } })).status(), header).toBe(304);
    }
  });

  test("export.csv: a header and one row per approved shop; the ETag moves when a shop is approved", async ({ request, admin }) => {
    const first = await request.get("/api/farm-shops/export.csv");
    expect(first.status()).toBe(200);
    expect(first.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    // No byte-order mark: other programs read this open data, and would take it into "id".
    const body = await first.body();
    expect(body.subarray(0, 3).toString("utf8")).toBe("id,");
    const records = parseCsv(body.toString("utf8")) as string[][];
    expect(records[0]).toEqual([..."id,slug,name,shopType,county,town,address,eircode,phone,email,website,latitude,longitude,products,services,url,updatedAt".split(","), "description", "facebook", "instagram", "openingHours", "licence", "sourceId"]);
    const total = Number((await request.get("/api/farm-shops?limit=1")).headers()["x-total-count"]);
    // Descriptions may hold line breaks (quoted): one record per shop all the same.
    expect(records).toHaveLength(total + 1);

    const tag = uniqueTag();
    const shop = await submitShop(request, shopInput({ name: `=HYPERLINK("x") ${tag}` }));
    try {
      await expectJson(await admin.post(`/api/admin/farm-shops/${shop.id}/approve`), 200);
      const second = await request.get("/api/farm-shops/export.csv", { headers: { "If-None-Match": first.headers().etag ?? "" } });
      expect(second.status()).toBe(200);
      const row = (await second.text()).split("\r\n").find((l) => l.includes(tag));
      // A formula-looking value is defused for spreadsheets.
      expect(row).toContain(`"'=HYPERLINK(""x"") ${tag}"`);
    } finally {
      await removeShop(admin, shop.id);
    }
  });

  test("a shop marked closed leaves both exports at once, and a reopened one comes back", async ({ request, admin }) => {
    const tag = uniqueTag();
    const shop = await submitShop(request, shopInput({ name: `Closing Farm ${tag}` }));
    const listed = async () => {
      const csv = await request.get("/api/farm-shops/export.csv");
      const geojson = (await (await request.get("/api/farm-shops/export.geojson")).json()) as { features: { id: string }[] };
      return { csv: (await csv.text()).includes(tag), geojson: geojson.features.some((f) => f.id === shop.id), etag: csv.headers().etag ?? "" };
    };
    try {
      await expectJson(await admin.post(`/api/admin/farm-shops/${shop.id}/approve`), 200);
      const open = await listed();
      expect(open).toMatchObject({ csv: true, geojson: true });

      await expectJson(await admin.post(`/api/admin/farm-shops/${shop.id}/close`), 200);
      const closed = await listed();
      expect(closed).toMatchObject({ csv: false, geojson: false });
      // The validator moves with it: a client holding the old copy is sent the new one.
      expect(closed.etag).not.toBe(open.etag);
      expect((await request.get("/api/farm-shops/export.csv", { headers: { "If-None-Match": open.etag } })).status()).toBe(200);

      await expectJson(await admin.post(`/api/admin/farm-shops/${shop.id}/reopen`), 200);
      expect(await listed()).toMatchObject({ csv: true, geojson: true });
    } finally {
      await removeShop(admin, shop.id);
    }
  });
});
