import { test, expect, expectError, expectJson } from "./support/fixtures";
import { approvedShop, removeShop, submitShop, type ApiShop } from "./support/data";

type SavedAnswer = {
  shops: { key: string; id: string; slug: string | null; name: string; href: string; shopType: string; position: { latitude: number; longitude: number } | null; rules: { week: (string | null)[]; holidays: unknown[] } }[];
  missing: string[];
};

test.describe("GET /api/farm-shops/by-slugs (a saved list)", () => {
  test("answers the public shops in the list's order, by slug or id, and names the missing ones", async ({ request, admin }) => {
    const a = await approvedShop(request, admin);
    const b = await approvedShop(request, admin);
    const pending = await submitShop(request);
    try {
      const slugs = [b.slug!, "no-such-farm-anywhere", a.id, pending.slug ?? pending.id, b.slug!.toUpperCase()];
      const res = await request.get(`/api/farm-shops/by-slugs?slugs=${slugs.join(",")}`);
      expect(res.headers()["cache-control"]).toMatch(/max-age=0/);
      const answer = await expectJson<SavedAnswer>(res, 200);
      expect(answer.shops.map((s) => s.id)).toEqual([b.id, a.id]);
      expect(answer.shops[0]).toMatchObject({ key: b.slug, slug: b.slug, name: b.name, href: `/shop/${b.slug}`, shopType: "physical" });
      expect(answer.shops[1]?.key).toBe(a.id);
      // What the status on the device needs: the week (Monday first) and the holidays ahead.
      expect(answer.shops[0]?.rules.week).toHaveLength(7);
      expect(Array.isArray(answer.shops[0]?.rules.holidays)).toBe(true);
      expect(answer.missing).toEqual(["no-such-farm-anywhere", pending.slug ?? pending.id]);
      expect(answer.shops[0]).not.toHaveProperty("email");
    } finally {
      for (const s of [a, b, pending] as ApiShop[]) await removeShop(admin, s.id);
    }
  });

  test("refuses a missing, empty, malformed or too long list with 400", async ({ request }) => {
    await expectError(await request.get("/api/farm-shops/by-slugs"), 400, /slugs is required/);
    await expectError(await request.get("/api/farm-shops/by-slugs?slugs="), 400, /^slugs is required/);
    await expectError(await request.get("/api/farm-shops/by-slugs?slugs=good-one,bad%20one"), 400, /shop slug/);
    await expectError(await request.get("/api/farm-shops/by-slugs?slugs=%3Cscript%3E"), 400);
    await expectError(await request.get(`/api/farm-shops/by-slugs?slugs=${"x".repeat(150)}`), 400);
    const many = Array.from({ length: 101 }, (_, i) => `farm-${i}`).join(",");
    await expectError(await request.get(`/api/farm-shops/by-slugs?slugs=${many}`), 400, /at most 100/);
    const hundred = Array.from({ length: 100 }, (_, i) => `farm-${i}`).join(",");
    const answer = await expectJson<SavedAnswer>(await request.get(`/api/farm-shops/by-slugs?slugs=${hundred}`), 200);
    expect(answer.missing).toHaveLength(100);
  });
});
