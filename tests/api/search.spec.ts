import type { APIRequestContext } from "@playwright/test";
import { test, expect, expectError, expectJson, uniqueTag } from "./support/fixtures";
import { approvedShop, removeShop, type ApiShop } from "./support/data";
import { isOpenNow } from "@/lib/hours/status";
import type { OpeningHours } from "@/lib/hours/types";

/**
 * The one search over real HTTP: every parameter of /api/farm-shops/search (and the same ones on
 * /facets and /map), bad values, typos, fadas, facet sums, distances and pages. Each test makes
 * its own shops, tagged, and scopes its questions to them.
 */
type Hit = ApiShop & { distanceKm?: number | null };
type Facets = Record<"county" | "products" | "services" | "type", { value: string; count: number }[]> & { total: number };

const kilkennyCity = "52.6541,-7.2448";

test.describe("the search API", () => {
  const tag = uniqueTag();
  const made: Record<string, ApiShop> = {};

  test.beforeAll(async ({ request, admin }) => {
    const add = async (key: string, patch: Record<string, unknown>, featured = false) => {
      made[key] = await approvedShop(request, admin, { ...patch, name: `${patch.name as string} ${tag}` });
      if (featured) await expectJson(await admin.patch(`/api/admin/farm-shops/${made[key].id}/featured`, { data: { featured: true } }), 200);
    };
    await add("kk", { name: "Nore Valley Honey", county: "Kilkenny", town: "Bennettsbridge", products: ["Honey", "Preserves"], services: ["Cafe"], latitude: "52.5930", longitude: "-7.1830" });
    await add("straw", { name: "Slaney Strawberry Farm", county: "Wexford", town: "Enniscorthy", products: ["Fruits"], services: ["Pick your own"], shopType: "honesty-box", latitude: "52.5008", longitude: "-6.5578" });
    await add("dun", { name: "Seaside Larder", county: "Dublin", town: "Dún Laoghaire", products: ["Bakery"], services: ["Delivery"], latitude: "53.2944", longitude: "-6.1339" }, true);
    await add("cork", { name: "Ballyhoura Apiary", county: "Cork", town: "Mitchelstown", description: "Raw honey from our own hives.", products: ["Eggs"], services: [], latitude: "52.2650", longitude: "-8.2680" });
    await add("plain", { name: "Dun Laoghaire Pantry", county: "Dublin", town: "Monkstown", products: ["Eggs"], services: [], latitude: null, longitude: null });
  });
  test.afterAll(async ({ admin }) => {
    for (const shop of Object.values(made)) await removeShop(admin, shop.id);
  });

  const get = async (request: APIRequestContext, params: Record<string, string | string[]>) => {
    const url = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) for (const one of Array.isArray(v) ? v : [v]) url.append(k, one);
    const res = await request.get(`/api/farm-shops/search?${url}`);
    const shops = await expectJson<Hit[]>(res, 200);
    return { shops, ids: shops.map((s) => s.id), total: Number(res.headers()["x-total-count"]), fixed: res.headers()["x-did-you-mean"] };
  };

  test("every parameter narrows or orders the matches as it says", async ({ request }) => {
    const cases: [string, Record<string, string | string[]>, string[]][] = [
      ["q over name, town, county, products, services, description", { q: tag }, ["cork", "plain", "kk", "dun", "straw"]],
      ["q: every word must match (honey in Cork)", { q: `honey cork ${tag}` }, ["cork"]],
      ["q: a service", { q: `delivery ${tag}` }, ["dun"]],
      ["county, repeatable (any of), any case", { q: tag, county: ["cork", "WEXFORD"] }, ["cork", "straw"]],
      ["products, repeatable (all of)", { q: tag, products: ["Honey", "preserves"] }, ["kk"]],
      ["products: one", { q: tag, products: "Honey" }, ["kk"]],
      ["services", { q: tag, services: "Delivery" }, ["dun"]],
      ["type", { q: tag, type: "honesty-box" }, ["straw"]],
      ["type, repeatable", { q: tag, type: ["honesty-box", "physical"], county: "Wexford" }, ["straw"]],
      // Monday 8 June 2026 12:00 in Ireland (the test week: Monday and Tuesday 09:00-17:00, Sunday closed).
      ["openAt, Irish local time", { q: tag, openAt: "2026-06-08T12:00" }, ["cork", "plain", "kk", "dun", "straw"]],
      ["openAt with an offset", { q: tag, openAt: "2026-06-08T07:30:00Z" }, []],
      ["openAt on a closed Sunday", { q: tag, openAt: "2026-06-07T12:00" }, []],
      ["near with radiusKm", { q: tag, near: kilkennyCity, radiusKm: "60" }, ["kk", "straw"]],
      ["sort=name", { q: tag, sort: "name" }, ["cork", "plain", "kk", "dun", "straw"]],
      ["sort=county", { q: tag, sort: "county" }, ["cork", "plain", "dun", "kk", "straw"]],
      ["sort=featured", { q: tag, sort: "featured" }, ["dun", "cork", "plain", "kk", "straw"]],
      ["sort=relevance: a product match before a description match", { q: `honey ${tag}`, sort: "relevance" }, ["kk", "cork"]],
      ["sort=distance from Kilkenny, unlocated last", { q: tag, near: kilkennyCity, sort: "distance" }, ["kk", "straw", "cork", "dun", "plain"]],
      ["limit and offset", { q: tag, sort: "name", limit: "2", offset: "1" }, ["plain", "kk"]],
    ];
    for (const [label, params, keys] of cases) {
      const { ids, total } = await get(request, params);
      expect(ids, label).toEqual(keys.map((k) => made[k]!.id));
      if (!params.limit) expect(total, `${label}: X-Total-Count`).toBe(keys.length);
    }
    // openNow=1: what the weekly hours say right now on the Irish clock.
    const week = made.kk!.openingHours as OpeningHours;
    const open = await get(request, { q: tag, openNow: "1" });
    expect(open.ids.length, "openNow").toBe(isOpenNow(week, new Date()) ? 5 : 0);
    // With near, each shop carries its distance; without, none does.
    const near = await get(request, { q: tag, near: kilkennyCity });
    expect(near.shops.find((s) => s.id === made.kk!.id)?.distanceKm).toBeGreaterThan(5);
    expect(near.shops.find((s) => s.id === made.kk!.id)?.distanceKm).toBeLessThan(15);
    expect(near.shops.find((s) => s.id === made.plain!.id)?.distanceKm).toBeNull();
    expect((await get(request, { q: tag })).shops[0]).not.toHaveProperty("distanceKm");
  });

  test("a hit is a shop as every public read shows it: no search, review or reminder columns", async ({ request }) => {
    const hits = await expectJson<Record<string, unknown>[]>(await request.get("/api/farm-shops/search?q=farm&limit=5"), 200);
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) {
      expect(hit).toHaveProperty("name");
      for (const hidden of ["searchText", "nameKey", "placeKey", "mapLat", "mapLon", "spamReason", "duplicateOfId", "remindedAt"]) {
        expect(hit, hidden).not.toHaveProperty(hidden);
      }
    }
  });

  // Asked again within the minute, a call is answered from memory (by the proxy, before the route
  // handler): the same body and the same headers, security headers included.
  for (const path of [
    "/api/farm-shops/search?q=farm&limit=7&sort=name",
    "/api/farm-shops/search?q=hony",
    "/api/farm-shops/facets?q=farm&county=Cork",
    "/api/farm-shops/map?bbox=-11,51,-5,56&zoom=7&q=farm",
  ]) {
    test(`asked again (a kept answer), ${path} is the same whole answer`, async ({ request }) => {
      const first = await request.get(path);
      expect(first.status()).toBe(200);
      const body = await first.text();
      expect(body.length).toBeGreaterThan(2);
      const sent = ["content-type", "cache-control", "x-total-count", "x-did-you-mean", "access-control-expose-headers", "content-security-policy", "x-content-type-options", "x-frame-options"];
      const headersOf = (res: typeof first) => Object.fromEntries(sent.map((h) => [h, res.headers()[h]]));
      expect(first.headers()["content-type"]).toBe("application/json");
      expect(first.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=1, stale-while-revalidate=59");
      if (path.includes("hony")) expect(first.headers()["x-did-you-mean"]).toBe("honey");
      // A client on another origin may read the total (and the correction) the answer carries.
      if (!path.includes("/facets")) expect(first.headers()["access-control-expose-headers"]).toMatch(/^X-Total-Count\b/);
      for (let i = 0; i < 3; i++) {
        const again = await request.get(path);
        expect(again.status()).toBe(200);
        expect(headersOf(again)).toEqual(headersOf(first));
        expect(await again.text()).toBe(body);
      }
    });
  }

  test("bad values answer 400 with a message, on search, facets and map", async ({ request }) => {
    const bad: [Record<string, string | string[]>, RegExp][] = [
      [{ q: "x".repeat(201) }, /at most 200/],
      [{ county: "c".repeat(61) }, /at most 60/],
      [{ products: "p".repeat(61) }, /at most 60/],
      [{ type: "castle" }, /type must be one of/],
      [{ openNow: "yes" }, /openNow must be 1/],
      [{ openAt: "tomorrow" }, /openAt: "tomorrow" is not a valid date and time/],
      [{ openAt: "2026-13-01T10:00" }, /openAt: .* is not a valid date and time/],
      [{ openAt: "2026-02-30T10:00" }, /openAt: .* is not a valid date and time/],
      [{ openNow: "1", openAt: "2026-06-08T12:00" }, /openNow or openAt, not both/],
      [{ near: "here" }, /near must be latitude,longitude/],
      [{ near: "91,0" }, /near must be latitude,longitude/],
      [{ near: "52.6,-7.2", radiusKm: "0" }, /radiusKm must be more than 0/],
      [{ near: "52.6,-7.2", radiusKm: "501" }, /radiusKm must be at most 500/],
      [{ near: "52.6,-7.2", radiusKm: "far" }, /radiusKm must be a number/],
      [{ radiusKm: "10" }, /radiusKm needs near/],
      [{ sort: "price" }, /sort must be one of relevance, name, county, distance, featured/],
      [{ sort: "distance" }, /sort=distance needs near/],
      [{ limit: "0" }, /at least 1/],
      [{ limit: "101" }, /at most 100/],
      [{ limit: "ten" }, /must be a number/],
      [{ offset: "-1" }, /0 or more/],
      [{ offset: "1.5" }, /whole number/],
    ];
    for (const [params, message] of bad) {
      const url = new URLSearchParams(params as Record<string, string>).toString();
      for (const path of ["/api/farm-shops/search", "/api/farm-shops/facets", "/api/farm-shops/map"]) {
        const map = path.endsWith("/map") ? "&bbox=-11,51,-5,56&zoom=6" : "";
        await expectError(await request.get(`${path}?${url}${map}`), 400, message);
      }
    }
    for (const [query, message] of [
      ["zoom=6", /bbox is required/],
      ["bbox=1,2,3&zoom=6", /four numbers/],
      ["bbox=-5,51,-11,56&zoom=6", /west < east/],
      ["bbox=-11,51,-5,96&zoom=6", /within -180..180/],
      ["bbox=-11,51,-5,56", /zoom must be a number/],
      ["bbox=-11,51,-5,56&zoom=23", /between 0 and 22/],
      // Repeated, the last bbox and zoom count, as for every parameter that is not a list.
      ["bbox=-11,51,-5,56&bbox=1,2,3&zoom=6", /four numbers/],
      ["bbox=-11,51,-5,56&zoom=6&zoom=23", /between 0 and 22/],
    ] as const) {
      await expectError(await request.get(`/api/farm-shops/map?${query}`), 400, message);
    }
    await expectJson(await request.get("/api/farm-shops/map?bbox=1,2,3&bbox=-11,51,-5,56&zoom=6"), 200);
  });

  test("typos and fadas are forgiven", async ({ request }) => {
    for (const [typed, fixed, key] of [
      ["hony", "honey", "kk"],
      ["strawbery", "strawberry", "straw"],
      ["kilkeny", "kilkenny", "kk"],
    ] as const) {
      const found = await get(request, { q: `${typed} ${tag}` });
      expect(found.ids, typed).toContain(made[key]!.id);
      expect(decodeURIComponent(found.fixed ?? ""), typed).toBe(`${fixed} ${tag}`);
    }
    // Both ways: plain letters find the fada, the fada finds plain letters, any case.
    expect((await get(request, { q: `dun laoghaire ${tag}` })).ids.sort()).toEqual([made.dun!.id, made.plain!.id].sort());
    expect((await get(request, { q: `DÚN LAOGHAIRE ${tag}` })).ids.sort()).toEqual([made.dun!.id, made.plain!.id].sort());
    expect((await get(request, { q: `Dún ${tag}`, county: "dublin", sort: "name" })).ids).toEqual([made.plain!.id, made.dun!.id]);
    // A sentence's punctuation around the words finds the same.
    expect((await get(request, { q: `"Dún Laoghaire", ${tag}.` })).ids.sort()).toEqual([made.dun!.id, made.plain!.id].sort());
    // Nothing close: nothing found, nothing suggested.
    const none = await get(request, { q: `qqzzxx ${tag}` });
    expect(none).toMatchObject({ ids: [], total: 0, fixed: undefined });
  });

  test("facet counts: per county, product, service and type; county and type add up to the total", async ({ request }) => {
    const facets = await expectJson<Facets>(await request.get(`/api/farm-shops/facets?q=${tag}`), 200);
    const sum = (list: { count: number }[]) => list.reduce((n, f) => n + f.count, 0);
    const count = (list: { value: string; count: number }[], value: string) => list.find((f) => f.value === value)?.count;
    expect(facets.total).toBe(5);
    expect(sum(facets.county)).toBe(5);
    expect(sum(facets.type)).toBe(5);
    expect(count(facets.county, "Dublin")).toBe(2);
    expect(count(facets.products, "Honey")).toBe(1);
    expect(count(facets.services, "Cafe")).toBe(1);
    expect(count(facets.type, "honesty-box")).toBe(1);
    // Choosing a county keeps every county's count; products count within the choice.
    const dublin = await expectJson<Facets>(await request.get(`/api/farm-shops/facets?q=${tag}&county=Dublin`), 200);
    expect(dublin.total).toBe(2);
    expect(dublin.county).toEqual(facets.county);
    expect(count(dublin.products, "Honey")).toBe(0);
    expect(count(dublin.products, "Eggs")).toBe(1);
    expect(count(facets.products, "Eggs")).toBe(2);
    // The whole directory: the county counts add up too.
    const all = await expectJson<Facets>(await request.get("/api/farm-shops/facets"), 200);
    expect(sum(all.county)).toBe(all.total);
    expect(all.total).toBeGreaterThan(50);
  });

  test("sort=distance: distances never decrease, across pages, and the radius holds", async ({ request }) => {
    const first = await get(request, { near: kilkennyCity, sort: "distance", limit: "100" });
    const second = await get(request, { near: kilkennyCity, sort: "distance", limit: "100", offset: "100" });
    const km = [...first.shops, ...second.shops].map((s) => s.distanceKm ?? Infinity);
    expect(km.length).toBeGreaterThan(50);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    const within = await get(request, { near: kilkennyCity, radiusKm: "40", limit: "100" });
    expect(within.shops.length).toBeGreaterThan(0);
    for (const s of within.shops) expect(s.distanceKm).toBeLessThanOrEqual(40);
    // Default order near a point is by distance.
    expect(within.shops.map((s) => s.distanceKm)).toEqual([...within.shops.map((s) => s.distanceKm)].sort((a, b) => a! - b!));
  });

  test("pagination: every match exactly once, no gaps, and X-Total-Count", async ({ request }) => {
    for (const sort of ["name", "county", "featured", "relevance", "distance"]) {
      const base = { q: tag, sort, ...(sort === "distance" ? { near: kilkennyCity } : {}) };
      const whole = await get(request, { ...base, limit: "100" });
      const paged: string[] = [];
      for (let offset = 0; offset < whole.total; offset += 2) paged.push(...(await get(request, { ...base, limit: "2", offset: String(offset) })).ids);
      expect(paged, sort).toEqual(whole.ids);
      expect(new Set(paged).size, sort).toBe(5);
    }
    const everything = await get(request, { limit: "1" });
    expect(everything.total).toBeGreaterThan(50);
  });

  test("map: clusters for all of Ireland, shops at street level, a cluster's zoom splits it", async ({ request }) => {
    type Feature = { geometry: { coordinates: [number, number] }; properties: { cluster: boolean; count?: number; expansionZoom?: number; id?: string; name?: string } };
    const map = async (query: string) => {
      const res = await request.get(`/api/farm-shops/map?${query}`);
      const body = await expectJson<{ type: string; features: Feature[]; total: number }>(res, 200);
      expect(Number(res.headers()["x-total-count"])).toBe(body.total);
      return body;
    };
    const ireland = "bbox=-11,51.2,-5.2,55.5";
    const all = await map(`${ireland}&zoom=6`);
    expect(all.type).toBe("FeatureCollection");
    expect(all.features.some((f) => f.properties.cluster)).toBe(true);
    expect(all.features.length).toBeLessThan(all.total);
    const counted = all.features.reduce((n, f) => n + (f.properties.cluster ? f.properties.count! : 1), 0);
    expect(counted).toBe(all.total);
    // Only this test's located shops: four of five (one has no coordinates).
    const mine = await map(`${ireland}&zoom=14&q=${tag}`);
    expect(mine.total).toBe(4);
    expect(mine.features.every((f) => !f.properties.cluster)).toBe(true);
    expect(mine.features.map((f) => f.properties.name).sort()).toEqual([made.cork, made.dun, made.kk, made.straw].map((s) => s!.name).sort());
    // The search parameters apply: only the Kilkenny shop sells honey.
    expect((await map(`${ireland}&zoom=14&q=${tag}&products=Honey`)).total).toBe(1);
    // A cluster's expansion zoom, around its position, shows more features than it was.
    const big = all.features.filter((f) => f.properties.cluster).sort((a, b) => b.properties.count! - a.properties.count!)[0]!;
    const [lon, lat] = big.geometry.coordinates;
    const zoomed = await map(`bbox=${lon - 1},${lat - 0.6},${lon + 1},${lat + 0.6}&zoom=${big.properties.expansionZoom}`);
    expect(zoomed.features.length).toBeGreaterThan(1);
  });
});
