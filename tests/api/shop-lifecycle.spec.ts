import { test, expect, adminList, expectError, expectJson, uniqueTag } from "./support/fixtures";
import { eventInput, removeShop, shopInput, submitShop, type ApiEvent, type ApiShop } from "./support/data";

test.describe("a shop from submission to deletion", () => {
  test("submit → pending → approve → feature → edit → delete", async ({ request, admin }) => {
    const tag = uniqueTag();
    // The client cannot choose id, slug, featured or approved.
    const submitted = await expectJson<ApiShop>(
      await request.post("/api/farm-shops", {
        data: shopInput({ name: `Ó Briain's Farm ${tag}`, eircode: "v92 x2y3", id: "chosen-id", slug: "chosen-slug", featured: true, approved: true }),
      }),
      201,
    );
    try {
      expect(submitted).toMatchObject({ approved: false, featured: false, eircode: "V92 X2Y3", slug: `o-briains-farm-${tag}` });
      expect(submitted.id).toMatch(/^[0-9a-f-]{36}$/);
      await expectError(await request.get(`/api/farm-shops/${submitted.id}`), 404);

      const pending = await adminList<ApiShop>(admin, "pending");
      expect(pending.map((s) => s.id)).toContain(submitted.id);
      expect(pending.every((s) => !s.approved)).toBe(true);
      // A pending shop cannot be featured yet.
      await expectError(await admin.patch(`/api/admin/farm-shops/${submitted.id}/featured`, { data: { featured: true } }), 409, "Only approved shops can be featured");

      const approved = await expectJson<ApiShop>(await admin.post(`/api/admin/farm-shops/${submitted.id}/approve`), 200);
      expect(approved).toMatchObject({ id: submitted.id, approved: true, slug: submitted.slug });
      const approvedList = await adminList<ApiShop>(admin, "approved");
      expect(approvedList.map((s) => s.id)).toContain(submitted.id);
      expect((await adminList<ApiShop>(admin, "pending")).map((s) => s.id)).not.toContain(submitted.id);
      expect((await expectJson<ApiShop>(await request.get(`/api/farm-shops/${submitted.slug}`), 200)).id).toBe(submitted.id);
      // Approving again is harmless.
      await expectJson(await admin.post(`/api/admin/farm-shops/${submitted.id}/approve`), 200);

      const featured = await expectJson<ApiShop>(await admin.patch(`/api/admin/farm-shops/${submitted.id}/featured`, { data: { featured: true } }), 200);
      expect(featured.featured).toBe(true);
      expect((await expectJson<ApiShop[]>(await request.get("/api/farm-shops/featured"), 200)).map((s) => s.id)).toContain(submitted.id);

      // Editing sends the full shop; the slug never changes and the flags are not the form's to set.
      const edited = await expectJson<ApiShop>(
        await admin.patch(`/api/admin/farm-shops/${submitted.id}`, {
          data: { ...submitted, name: `Renamed Farm ${tag}`, town: "Tralee", products: ["Honey"], slug: "hijack", approved: false, featured: false },
        }),
        200,
      );
      expect(edited).toMatchObject({ name: `Renamed Farm ${tag}`, town: "Tralee", products: ["Honey"], slug: submitted.slug, approved: true, featured: true });
      const publicCopy = await expectJson<ApiShop>(await request.get(`/api/farm-shops/${submitted.id}`), 200);
      expect(publicCopy.name).toBe(`Renamed Farm ${tag}`);

      const unfeatured = await expectJson<ApiShop>(await admin.patch(`/api/admin/farm-shops/${submitted.id}/featured`, { data: { featured: false } }), 200);
      expect(unfeatured.featured).toBe(false);

      // Deleting a shop deletes its events.
      const event = await expectJson<ApiEvent>(await admin.post(`/api/admin/farm-shops/${submitted.id}/events`, { data: eventInput() }), 201);
      const deleted = await expectJson<{ message: string; id: string }>(await admin.delete(`/api/admin/farm-shops/${submitted.id}`), 200);
      expect(deleted).toMatchObject({ id: submitted.id, message: expect.stringContaining("Renamed Farm") });
      await expectError(await request.get(`/api/farm-shops/${submitted.id}`), 404);
      await expectError(await admin.patch(`/api/admin/events/${event.id}`, { data: eventInput() }), 404, "Event not found");
      expect((await expectJson<ApiEvent[]>(await request.get("/api/events"), 200)).map((e) => e.id)).not.toContain(event.id);
      await expectError(await admin.delete(`/api/admin/farm-shops/${submitted.id}`), 404, "Farm shop not found");
    } finally {
      await removeShop(admin, submitted.id);
    }
  });

  test("reject removes a pending submission only", async ({ request, admin }) => {
    const pending = await submitShop(request);
    const live = await submitShop(request);
    try {
      await expectJson(await admin.post(`/api/admin/farm-shops/${live.id}/approve`), 200);
      const rejected = await expectJson<{ message: string }>(await admin.delete(`/api/admin/farm-shops/${pending.id}/reject`), 200);
      expect(rejected.message).toContain(pending.name);
      expect((await adminList<ApiShop>(admin, "pending")).map((s) => s.id)).not.toContain(pending.id);
      await expectError(await admin.delete(`/api/admin/farm-shops/${pending.id}/reject`), 404, "Pending submission not found");
      // An approved shop is not a submission: reject leaves it alone.
      await expectError(await admin.delete(`/api/admin/farm-shops/${live.id}/reject`), 404);
      await expectJson(await request.get(`/api/farm-shops/${live.id}`), 200);
    } finally {
      await removeShop(admin, pending.id);
      await removeShop(admin, live.id);
    }
  });

  test("shops with the same name get distinct slugs (name, name-town, name-2)", async ({ request, admin }) => {
    const tag = uniqueTag();
    const first = await submitShop(request, { name: `Twin Farm ${tag}`, town: "Dingle" });
    const second = await submitShop(request, { name: `Twin Farm ${tag}`, town: "Dingle" });
    const third = await submitShop(request, { name: `Twin Farm ${tag}`, town: "Dingle" });
    try {
      expect(first.slug).toBe(`twin-farm-${tag}`);
      expect(second.slug).toBe(`twin-farm-${tag}-dingle`);
      expect(third.slug).toBe(`twin-farm-${tag}-2`);
    } finally {
      for (const s of [first, second, third]) await removeShop(admin, s.id);
    }
  });

  test("unknown ids answer 404 on every shop call", async ({ admin }) => {
    const id = "00000000-0000-4000-8000-000000000000";
    await expectError(await admin.post(`/api/admin/farm-shops/${id}/approve`), 404, "Farm shop not found");
    await expectError(await admin.delete(`/api/admin/farm-shops/${id}/reject`), 404);
    await expectError(await admin.delete(`/api/admin/farm-shops/${id}`), 404);
    await expectError(await admin.patch(`/api/admin/farm-shops/${id}`, { data: shopInput() }), 404);
    await expectError(await admin.patch(`/api/admin/farm-shops/${id}/featured`, { data: { featured: true } }), 404);
    await expectError(await admin.post(`/api/admin/farm-shops/${id}/events`, { data: eventInput() }), 404);
    await expectError(await admin.get(`/api/farm-shops/${id}/events`), 404);
    await expectError(await admin.post("/api/admin/farm-shops/not-a-uuid/approve"), 404);
  });
});
