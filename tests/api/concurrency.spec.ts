import type { APIRequestContext, APIResponse } from "@playwright/test";
import { SLUG_PATTERN } from "@/lib/slug";
import { test, expect, adminList, expectJson, uniqueTag } from "./support/fixtures";
import { approvedShop, removeShop, shopInput, submitShop, type ApiShop } from "./support/data";

/**
 * Simultaneous writes over real HTTP (Promise.all: the server sees them at once): many
 * submissions with one name, and racing admin changes to one shop.
 */

async function statusAndBody(res: APIResponse): Promise<string> {
  return `${res.url()} → ${res.status()}: ${(await res.text()).slice(0, 200)}`;
}

async function adminLists(admin: APIRequestContext): Promise<{ pending: ApiShop[]; approved: ApiShop[] }> {
  const [pending, approved] = await Promise.all([
    adminList<ApiShop>(admin, "pending"),
    adminList<ApiShop>(admin, "approved"),
  ]);
  return { pending, approved };
}

test.describe("concurrency", () => {
  test("50 simultaneous submissions with one name: all stored, every slug distinct and valid", async ({ request, admin }) => {
    const tag = uniqueTag();
    const name = `Same Name Farm ${tag}`;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => request.post("/api/farm-shops", { data: shopInput({ name, address: `${i} Race Lane` }) })));
    const shops: ApiShop[] = [];
    try {
      for (const res of answers) {
        expect(res.status(), await statusAndBody(res)).toBe(201);
        shops.push((await res.json()) as ApiShop);
      }
      const slugs = shops.map((s) => s.slug ?? "");
      for (const slug of slugs) expect(slug).toMatch(SLUG_PATTERN);
      expect(new Set(slugs).size).toBe(50);
      expect(new Set(shops.map((s) => s.id)).size).toBe(50);

      // Every one is stored, once, with the slug it was answered with.
      const { pending } = await adminLists(admin);
      const mine = pending.filter((s) => s.name === name);
      expect(mine).toHaveLength(50);
      expect(new Map(mine.map((s) => [s.id, s.slug]))).toEqual(new Map(shops.map((s) => [s.id, s.slug])));
      expect(new Set(mine.map((s) => s.address)).size).toBe(50);
    } finally {
      await Promise.all(shops.map((s) => removeShop(admin, s.id)));
    }
  });

  test("20 simultaneous approvals of one pending shop: approved once, one slug", async ({ request, admin, mail }) => {
    const shop = await submitShop(request, { slug: "ignored" });
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => admin.post(`/api/admin/farm-shops/${shop.id}/approve`)));
      const approved: ApiShop[] = [];
      for (const res of answers) {
        expect(res.status(), await statusAndBody(res)).toBe(200);
        approved.push((await res.json()) as ApiShop);
      }
      // Every answer names the same shop with the same slug, the one it was submitted with.
      expect(new Set(approved.map((s) => s.slug))).toEqual(new Set([shop.slug]));
      for (const s of approved) expect(s).toMatchObject({ id: shop.id, approved: true, featured: false });

      const { pending, approved: list } = await adminLists(admin);
      expect(pending.find((s) => s.id === shop.id)).toBeUndefined();
      expect(list.filter((s) => s.id === shop.id)).toHaveLength(1);
      expect((await expectJson<ApiShop>(await request.get(`/api/farm-shops/${shop.slug}`), 200)).id).toBe(shop.id);

      // The owner is told once, however many approvals raced (mail goes after the answer).
      const live = (m: { to: string[]; subject: string }) => m.to.includes(shop.email ?? "") && m.subject === `Your farm shop is live: ${shop.name}`;
      await expect.poll(() => mail.messages.filter(live).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
      await new Promise((r) => setTimeout(r, 1500));
      expect(mail.messages.filter(live)).toHaveLength(1);
    } finally {
      await removeShop(admin, shop.id);
    }
  });

  test("20 simultaneous approvals of a shop without a slug: one slug assigned", async ({ admin }) => {
    // Demo data has approved shops without a slug; a fresh submission always gets one. A shop
    // approved, then its slug cleared, cannot be made through the API, so this takes a demo one.
    const { approved } = await adminLists(admin);
    const noSlug = approved.find((s) => s.slug === null);
    // The API tests run in file order; slugs.spec.ts (later) migrates these demo shops.
    if (!noSlug) throw new Error("no approved demo shop without a slug is left on this server");
    const answers = await Promise.all(Array.from({ length: 20 }, () => admin.post(`/api/admin/farm-shops/${noSlug.id}/approve`)));
    const slugs = new Set<string | null>();
    for (const res of answers) {
      expect(res.status(), await statusAndBody(res)).toBe(200);
      slugs.add(((await res.json()) as ApiShop).slug);
    }
    expect(slugs.size).toBe(1);
    const [slug] = [...slugs];
    expect(slug).toMatch(SLUG_PATTERN);
    const after = await adminLists(admin);
    expect(after.approved.filter((s) => s.slug === slug)).toHaveLength(1);
    expect(after.approved.find((s) => s.id === noSlug.id)?.slug).toBe(slug);
  });

  for (const round of [1, 2, 3]) {
    test(`20 simultaneous approve/feature/unfeature/delete calls on one shop leave it consistent (round ${round})`, async ({ request, admin }) => {
      // Round 1 starts pending, round 2 approved, round 3 approved and featured.
      const shop = round === 1 ? await submitShop(request) : await approvedShop(request, admin);
      if (round === 3) await expectJson(await admin.patch(`/api/admin/farm-shops/${shop.id}/featured`, { data: { featured: true } }), 200);
      const calls: { method: string; send: () => Promise<APIResponse> }[] = [];
      for (let i = 0; i < 20; i++) {
        const kind = i % 5;
        if (kind === 0) calls.push({ method: "approve", send: () => admin.post(`/api/admin/farm-shops/${shop.id}/approve`) });
        else if (kind === 1) calls.push({ method: "feature", send: () => admin.patch(`/api/admin/farm-shops/${shop.id}/featured`, { data: { featured: true } }) });
        else if (kind === 2) calls.push({ method: "unfeature", send: () => admin.patch(`/api/admin/farm-shops/${shop.id}/featured`, { data: { featured: false } }) });
        else if (kind === 3 && i === 3 + (round - 1) * 5) calls.push({ method: "delete", send: () => admin.delete(`/api/admin/farm-shops/${shop.id}`) });
        else calls.push({ method: "edit", send: () => admin.patch(`/api/admin/farm-shops/${shop.id}`, { data: shopInput({ name: shop.name, description: `Edit ${i}` }) }) });
      }
      const answers = await Promise.all(calls.map((c) => c.send()));
      let deleted = 0;
      for (const [i, res] of answers.entries()) {
        // 409: featuring a shop that is not approved (yet); 404: it was deleted first.
        expect([200, 404, 409], `${calls[i]?.method} ${await statusAndBody(res)}`).toContain(res.status());
        if (calls[i]?.method === "delete" && res.status() === 200) deleted++;
      }
      expect(deleted).toBe(1);

      // Deleted everywhere: the public API, the admin lists, search.
      expect((await request.get(`/api/farm-shops/${shop.id}`)).status()).toBe(404);
      const { pending, approved } = await adminLists(admin);
      expect(pending.some((s) => s.id === shop.id)).toBe(false);
      expect(approved.some((s) => s.id === shop.id)).toBe(false);
      const featured = await expectJson<ApiShop[]>(await request.get("/api/farm-shops/featured"), 200);
      expect(featured.some((s) => s.id === shop.id)).toBe(false);
      expect(await expectJson<ApiShop[]>(await request.get(`/api/farm-shops/search?q=${encodeURIComponent(shop.name)}`), 200)).toEqual([]);
      expect((await admin.get(`/api/farm-shops/${shop.id}/events`)).status()).toBe(404);
    });
  }

  test("20 simultaneous approve/feature/unfeature calls without a delete: one consistent state", async ({ request, admin }) => {
    const shop = await submitShop(request);
    try {
      const calls = Array.from({ length: 20 }, (_, i) => {
        if (i % 3 === 0) return () => admin.post(`/api/admin/farm-shops/${shop.id}/approve`);
        return () => admin.patch(`/api/admin/farm-shops/${shop.id}/featured`, { data: { featured: i % 3 === 1 } });
      });
      const answers = await Promise.all(calls.map((c) => c()));
      for (const res of answers) expect([200, 409], await statusAndBody(res)).toContain(res.status());

      const { pending, approved } = await adminLists(admin);
      expect(pending.some((s) => s.id === shop.id)).toBe(false);
      const stored = approved.filter((s) => s.id === shop.id);
      expect(stored).toHaveLength(1);
      const [state] = stored;
      expect(state?.approved).toBe(true);
      expect(state?.slug).toBe(shop.slug);
      // The public lists agree with the stored flag.
      const featured = await expectJson<ApiShop[]>(await request.get("/api/farm-shops/featured"), 200);
      expect(featured.some((s) => s.id === shop.id)).toBe(state?.featured);
      const live = await expectJson<ApiShop>(await request.get(`/api/farm-shops/${shop.id}`), 200);
      expect(live.featured).toBe(state?.featured);
      // A featured shop is never a pending one.
      for (const s of pending) expect(s.featured, s.name).toBe(false);
    } finally {
      await removeShop(admin, shop.id);
    }
  });
});
