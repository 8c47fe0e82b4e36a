import { test, expect, expectJson } from "./support/fixtures";
import type { ApiShop } from "./support/data";

type SlugStatus = { total: number; withSlugs: number; needMigration: number; shops: { id: string; name: string; county: string; town: string }[] };

test.describe("SEO slugs", () => {
  test("GET /api/admin/slugs reports; approve and POST /api/admin/migrate-slugs give slugs to shops without one", async ({ request, admin }) => {
    const before = await expectJson<SlugStatus>(await admin.get("/api/admin/slugs"), 200);
    expect(before.total).toBe(before.withSlugs + before.needMigration);
    expect(before.shops).toHaveLength(before.needMigration);
    // The demo data has three approved shops from "before slugs" (a fresh server for every run).
    expect(before.needMigration).toBeGreaterThan(0);
    for (const shop of before.shops) expect(Object.keys(shop).sort()).toEqual(["county", "id", "name", "town"]);

    // Approving a shop without a slug gives it one.
    const [first, ...rest] = before.shops;
    const approved = await expectJson<ApiShop>(await admin.post(`/api/admin/farm-shops/${first?.id}/approve`), 200);
    expect(approved.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);

    const migrated = await expectJson<{ message: string }>(await admin.post("/api/admin/migrate-slugs"), 200);
    expect(migrated.message).toBe(`Migrated ${rest.length} ${rest.length === 1 ? "shop" : "shops"} to SEO-friendly URLs`);

    const after = await expectJson<SlugStatus>(await admin.get("/api/admin/slugs"), 200);
    expect(after).toMatchObject({ needMigration: 0, shops: [], withSlugs: after.total });
    for (const shop of rest) {
      const read = await expectJson<ApiShop>(await request.get(`/api/farm-shops/${shop.id}`), 200);
      expect(read.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      // The new slug is an address of the same shop.
      expect((await expectJson<ApiShop>(await request.get(`/api/farm-shops/${read.slug}`), 200)).id).toBe(shop.id);
    }
    // Nothing left to do: a second run migrates nothing.
    expect((await expectJson<{ message: string }>(await admin.post("/api/admin/migrate-slugs"), 200)).message).toBe(
      "Migrated 0 shops to SEO-friendly URLs",
    );
  });
});
