import { test, expect, expectError, expectJson, uniqueTag } from "./support/fixtures";
import { approvedShop, eventInput, postInput, removeShop, submitShop, type ApiEvent, type ApiPost, type ApiShop } from "./support/data";
import { addDays, dublinToday } from "@/lib/time";

test.describe("public reads", () => {
  test("GET /api/farm-shops lists approved shops only, by name, as camelCase JSON", async ({ request, admin }) => {
    const live = await approvedShop(request, admin);
    const pending = await submitShop(request);
    try {
      // The largest page holds the whole demo list.
      const res = await request.get("/api/farm-shops?limit=500");
      expect(res.headers()["cache-control"]).toMatch(/max-age=0/);
      const shops = await expectJson<ApiShop[]>(res, 200);
      expect(shops.length).toBeGreaterThan(50);
      expect(shops.every((s) => s.approved)).toBe(true);
      const names = shops.map((s) => s.name.toLowerCase());
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const ids = shops.map((s) => s.id);
      expect(ids).toContain(live.id);
      expect(ids).not.toContain(pending.id);
      const mine = shops.find((s) => s.id === live.id);
      expect(mine).toMatchObject({ shopType: "physical", openingHours: expect.any(Object), products: ["Vegetables", "Eggs"] });
      expect(mine).not.toHaveProperty("searchText");
      expect(mine).not.toHaveProperty("nameKey");
      expect(mine).not.toHaveProperty("placeKey");
      expect(typeof mine?.createdAt).toBe("string");
    } finally {
      await removeShop(admin, live.id);
      await removeShop(admin, pending.id);
    }
  });

  test("GET /api/farm-shops/{id} takes a UUID or a slug; pending and unknown answer 404", async ({ request, admin }) => {
    const live = await approvedShop(request, admin);
    const pending = await submitShop(request);
    try {
      expect((await expectJson<ApiShop>(await request.get(`/api/farm-shops/${live.id}`), 200)).id).toBe(live.id);
      expect((await expectJson<ApiShop>(await request.get(`/api/farm-shops/${live.slug}`), 200)).id).toBe(live.id);
      expect((await expectJson<ApiShop>(await request.get(`/api/farm-shops/${live.slug?.toUpperCase()}`), 200)).id).toBe(live.id);
      // A UUID reads the same in capitals (ids are stored in lower case).
      const upperId = live.id.toUpperCase();
      expect((await expectJson<ApiShop>(await request.get(`/api/farm-shops/${upperId}`), 200)).id).toBe(live.id);
      expect((await request.get(`/api/farm-shops/${upperId}/status`)).status()).toBe(200);
      expect((await request.get(`/embed/shop/${upperId}`)).status()).toBe(200);
      await expectError(await request.get(`/api/farm-shops/${pending.id}`), 404, "Farm shop not found");
      await expectError(await request.get(`/api/farm-shops/${pending.slug}`), 404);
      await expectError(await request.get("/api/farm-shops/00000000-0000-4000-8000-000000000000"), 404);
      await expectError(await request.get(`/api/farm-shops/${"x".repeat(300)}`), 404);
    } finally {
      await removeShop(admin, live.id);
      await removeShop(admin, pending.id);
    }
  });

  test("GET /api/farm-shops/featured lists featured approved shops", async ({ request, admin }) => {
    const shop = await approvedShop(request, admin);
    try {
      const before = await expectJson<ApiShop[]>(await request.get("/api/farm-shops/featured"), 200);
      expect(before.every((s) => s.featured && s.approved)).toBe(true);
      expect(before.map((s) => s.id)).not.toContain(shop.id);
      await expectJson(await admin.patch(`/api/admin/farm-shops/${shop.id}/featured`, { data: { featured: true } }), 200);
      const after = await expectJson<ApiShop[]>(await request.get("/api/farm-shops/featured"), 200);
      expect(after.map((s) => s.id)).toContain(shop.id);
    } finally {
      await removeShop(admin, shop.id);
    }
  });

  test("GET /api/farm-shops/search: substring over name, town, address, products; county; wildcards literal", async ({ request, admin }) => {
    const tag = uniqueTag();
    const a = await approvedShop(request, admin, { name: `Search ${tag} 100%_Farm`, county: "Cork", town: "Macroom", eircode: "P12 X2Y3", products: ["Honey", "Micro Greens"] });
    const b = await approvedShop(request, admin, { name: `Search ${tag} Orchard`, county: "Kerry", address: `Lane ${tag}` });
    const pending = await submitShop(request, { name: `Search ${tag} Pending` });
    const search = async (params: Record<string, string>) =>
      (await expectJson<ApiShop[]>(await request.get("/api/farm-shops/search", { params }), 200)).map((s) => s.id);
    try {
      expect(await search({ q: `SEARCH ${tag}` })).toEqual([a.id, b.id]);
      expect(await search({ q: tag, county: "cork" })).toEqual([a.id]);
      expect(await search({ q: tag, county: "KERRY" })).toEqual([b.id]);
      expect(await search({ q: `${tag} 100%_` })).toEqual([a.id]);
      expect(await search({ q: `${tag} 1_0%` })).toEqual([]);
      expect(await search({ q: `${tag}\\` })).toEqual([]);
      expect(await search({ q: "micro greens", county: "Cork" })).toContain(a.id);
      expect(await search({ q: `lane ${tag}` })).toEqual([b.id]);
      const all = await search({ county: "Kerry" });
      expect(all).toContain(b.id);
      expect(all).not.toContain(pending.id);
      expect((await search({ limit: "100" })).length).toBe(100);
      await expectError(await request.get("/api/farm-shops/search", { params: { q: "x".repeat(201) } }), 400, /at most 200/);
    } finally {
      for (const s of [a, b, pending]) await removeShop(admin, s.id);
    }
  });

  test("GET /api/farm-shops/search answers a page: 24 shops by default, limit up to 100, offset", async ({ request }) => {
    const page = async (params: Record<string, string>) =>
      (await expectJson<ApiShop[]>(await request.get("/api/farm-shops/search", { params }), 200)).map((s) => s.id);
    const first = await page({});
    expect(first).toHaveLength(24);
    const hundred = await page({ limit: "100" });
    expect(hundred).toHaveLength(100);
    expect(hundred.slice(0, 24)).toEqual(first);
    const rest = await page({ limit: "100", offset: "100" });
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.length).toBeLessThan(100);
    expect(new Set([...hundred, ...rest]).size).toBe(hundred.length + rest.length);
    expect(await page({ q: "honey", limit: "2", offset: "1" })).toEqual((await page({ q: "honey" })).slice(1, 3));
    expect(await page({ offset: "100000" })).toEqual([]);
    for (const [name, value, message] of [
      ["limit", "0", /at least 1/],
      ["limit", "101", /at most 100/],
      ["limit", "ten", /must be a number/],
      ["offset", "-1", /0 or more/],
      ["offset", "1.5", /whole number/],
    ] as const) {
      await expectError(await request.get("/api/farm-shops/search", { params: { [name]: value } }), 400, message);
    }
  });

  test("events: upcoming lists, a shop's upcoming events, with-events", async ({ request, admin }) => {
    const shop = await approvedShop(request, admin);
    const pendingShop = await submitShop(request);
    const today = dublinToday();
    try {
      const create = async (shopId: string, patch: Record<string, unknown>) =>
        expectJson<ApiEvent>(await admin.post(`/api/admin/farm-shops/${shopId}/events`, { data: eventInput(patch) }), 201);
      const later = await create(shop.id, { eventDate: addDays(today, 9), endDate: null, endTime: null });
      const soon = await create(shop.id, { eventDate: addDays(today, 1), endDate: addDays(today, 1), featured: true });
      const running = await create(shop.id, { eventDate: addDays(today, -2), endDate: addDays(today, 2) });
      const past = await create(shop.id, { eventDate: addDays(today, -5), endDate: addDays(today, -4) });
      const hidden = await create(pendingShop.id, { eventDate: addDays(today, 1), endDate: null, endTime: null, featured: true });

      const upcoming = await expectJson<(ApiEvent & { farmShop: { id: string; name: string } })[]>(await request.get("/api/events"), 200);
      const ids = upcoming.map((e) => e.id);
      expect(ids).toEqual(expect.arrayContaining([later.id, soon.id, running.id]));
      expect(ids).not.toContain(past.id);
      expect(ids).not.toContain(hidden.id);
      expect(ids.indexOf(running.id)).toBeLessThan(ids.indexOf(soon.id));
      expect(ids.indexOf(soon.id)).toBeLessThan(ids.indexOf(later.id));
      expect(upcoming.find((e) => e.id === soon.id)?.farmShop).toMatchObject({ id: shop.id, name: shop.name, slug: shop.slug });
      const dates = upcoming.map((e) => e.eventDate);
      expect(dates).toEqual([...dates].sort());

      // An event's id in capitals: its page sends the lower-case address, query kept, in one redirect.
      const capitals = await request.get(`/event/${soon.id.toUpperCase()}?utm_source=x`, { maxRedirects: 0 });
      expect(capitals.status()).toBe(308);
      expect(capitals.headers()["location"]).toBe(`/event/${soon.id}?utm_source=x`);
      expect((await request.get(`/event/${soon.id}`)).status()).toBe(200);

      const featured = (await expectJson<ApiEvent[]>(await request.get("/api/events/featured"), 200)).map((e) => e.id);
      expect(featured).toContain(soon.id);
      expect(featured).not.toContain(later.id);
      expect(featured).not.toContain(hidden.id);

      for (const key of [shop.id, shop.slug]) {
        const own = await expectJson<ApiEvent[]>(await request.get(`/api/farm-shops/${key}/events/upcoming`), 200);
        expect(own.map((e) => e.id)).toEqual([running.id, soon.id, later.id]);
      }
      await expectError(await request.get(`/api/farm-shops/${pendingShop.id}/events/upcoming`), 404);
      await expectError(await request.get("/api/farm-shops/no-such-shop/events/upcoming"), 404);

      const withEvents = await expectJson<string[]>(await request.get("/api/farm-shops/with-events"), 200);
      expect(withEvents).toContain(shop.id);
      expect(withEvents).not.toContain(pendingShop.id);
      expect(withEvents.every((id) => typeof id === "string")).toBe(true);
    } finally {
      await removeShop(admin, shop.id);
      await removeShop(admin, pendingShop.id);
    }
  });

  test("blog posts: published only in lists, drafts answer 404 by slug", async ({ request, admin }) => {
    const published = await expectJson<ApiPost>(await admin.post("/api/admin/blog-posts", { data: postInput({ featured: true }) }), 201);
    const draft = await expectJson<ApiPost>(await admin.post("/api/admin/blog-posts", { data: postInput({ published: false, featured: true }) }), 201);
    try {
      const list = await expectJson<ApiPost[]>(await request.get("/api/blog-posts"), 200);
      expect(list.every((p) => p.published)).toBe(true);
      expect(list.map((p) => p.id)).toContain(published.id);
      expect(list.map((p) => p.id)).not.toContain(draft.id);
      const featured = await expectJson<ApiPost[]>(await request.get("/api/blog-posts/featured"), 200);
      expect(featured.map((p) => p.id)).toContain(published.id);
      expect(featured.map((p) => p.id)).not.toContain(draft.id);
      expect(featured.every((p) => p.featured && p.published)).toBe(true);
      const one = await expectJson<ApiPost>(await request.get(`/api/blog-posts/${published.slug}`), 200);
      expect(one).toMatchObject({ id: published.id, title: published.title, content: expect.stringContaining("<strong>") });
      await expectError(await request.get(`/api/blog-posts/${draft.slug}`), 404, "Blog post not found");
      await expectError(await request.get("/api/blog-posts/no-such-post"), 404);
    } finally {
      await admin.delete(`/api/admin/blog-posts/${published.id}`);
      await admin.delete(`/api/admin/blog-posts/${draft.id}`);
    }
  });
});
