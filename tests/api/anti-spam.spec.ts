import { test, expect, adminList, expectError, expectJson, uniqueTag } from "./support/fixtures";
import { removeShop, shopInput, submitShop, type ApiShop } from "./support/data";

type ListedShop = ApiShop & { spamReason: string | null; duplicateOf: { id: string; name: string; slug: string | null; approved: boolean } | null };

/** A submission whose phone and email no other test shop has, so that only what a test sets can match. */
const unique = (patch: Record<string, unknown> = {}) => {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  return shopInput({ phone: `+353 87 ${digits}`, ...patch });
};

test.describe("spam: honeypot and fill time", () => {
  test("a filled honeypot is answered like a success but filed under spam, never pending", async ({ request, admin }) => {
    const tag = uniqueTag();
    const res = await request.post("/api/farm-shops", { data: unique({ name: `Honeypot Farm ${tag}`, homepage: "https://spam.example" }) });
    const shop = await expectJson<ApiShop>(res, 201);
    try {
      // The answer is the same shape as any submission's: nothing tells a robot it was caught.
      expect(shop).toMatchObject({ name: `Honeypot Farm ${tag}`, approved: false, featured: false });
      expect(shop).not.toHaveProperty("spamReason");
      expect(shop).not.toHaveProperty("homepage");
      expect((await adminList<ListedShop>(admin, "pending", `q=${tag}`)).map((s) => s.id)).not.toContain(shop.id);
      const spam = await adminList<ListedShop>(admin, "spam", `q=${tag}`);
      expect(spam.map((s) => [s.id, s.spamReason])).toEqual([[shop.id, "honeypot"]]);
      // Approving it says it was not spam: it goes live and leaves the spam list.
      await expectJson(await admin.post(`/api/admin/farm-shops/${shop.id}/approve`), 200);
      expect(await adminList(admin, "spam", `q=${tag}`)).toEqual([]);
      expect((await adminList<ListedShop>(admin, "approved", `q=${tag}`)).map((s) => [s.id, s.spamReason])).toEqual([[shop.id, null]]);
    } finally {
      await removeShop(admin, shop.id);
    }
  });

  test("a form sent faster than the minimum fill time is spam; a patient one and an API client are not", async ({ request, admin }) => {
    const tag = uniqueTag();
    const fast = await submitShop(request, unique({ name: `Fast Farm ${tag}`, fillTimeMs: 800 }));
    const patient = await submitShop(request, unique({ name: `Patient Farm ${tag}`, fillTimeMs: 45_000, homepage: "" }));
    const api = await submitShop(request, unique({ name: `Api Farm ${tag}` }));
    try {
      expect((await adminList<ListedShop>(admin, "spam", `q=${tag}`)).map((s) => [s.name, s.spamReason])).toEqual([[`Fast Farm ${tag}`, "too fast"]]);
      expect((await adminList<ListedShop>(admin, "pending", `q=${tag}`)).map((s) => s.name).sort()).toEqual([`Api Farm ${tag}`, `Patient Farm ${tag}`]);
    } finally {
      for (const s of [fast, patient, api]) await removeShop(admin, s.id);
    }
  });

  test("malformed anti-spam fields answer 400 with a message and store nothing", async ({ request, admin }) => {
    const tag = uniqueTag();
    for (const [patch, message] of [
      [{ fillTimeMs: "soon" }, "fillTimeMs must be a number of milliseconds"],
      [{ fillTimeMs: -5 }, "fillTimeMs cannot be negative"],
      [{ fillTimeMs: 1.5 }, "fillTimeMs must be a whole number of milliseconds"],
      [{ homepage: 42 }, "homepage must be text"],
    ] as const) {
      await expectError(await request.post("/api/farm-shops", { data: unique({ name: `Bad Guard ${tag}`, ...patch }) }), 400, message);
    }
    expect(await adminList(admin, "pending", `q=${tag}`)).toEqual([]);
    expect(await adminList(admin, "spam", `q=${tag}`)).toEqual([]);
  });
});

test.describe("duplicate detection", () => {
  test("same name and town (case, spaces, punctuation aside), same phone or same email: 'Possible duplicate of' the original", async ({ request, admin }) => {
    const tag = uniqueTag();
    const original = await submitShop(request, unique({ name: `O'Brien's Farm ${tag}`, town: "Tralee", phone: "+353 66 712 3456", email: `dup-${tag}@example.com` }));
    await expectJson(await admin.post(`/api/admin/farm-shops/${original.id}/approve`), 200);
    const byName = await submitShop(request, unique({ name: `obriens  FARM ${tag.toUpperCase()}`, town: "tralee", email: null }));
    const byPhone = await submitShop(request, unique({ name: `Other Name ${tag}`, town: "Dingle", phone: "066 712 3456", email: null }));
    const byEmail = await submitShop(request, unique({ name: `Third Name ${tag}`, town: "Cahersiveen", email: `DUP-${tag}@Example.com` }));
    const distinct = await submitShop(request, unique({ name: `Unrelated Farm ${tag}`, town: "Killarney", email: `other-${tag}@example.com` }));
    try {
      const pending = await adminList<ListedShop>(admin, "pending", `q=${tag}`);
      const dupOf = (id: string) => pending.find((s) => s.id === id)?.duplicateOf ?? null;
      for (const shop of [byName, byPhone, byEmail]) {
        expect(dupOf(shop.id), shop.name).toEqual({ id: original.id, name: original.name, slug: original.slug, approved: true });
      }
      expect(dupOf(distinct.id)).toBeNull();
      expect(pending.find((s) => s.id === distinct.id)).toBeDefined();
      // The original going away leaves the submissions, without the note.
      await removeShop(admin, original.id);
      const after = await adminList<ListedShop>(admin, "pending", `q=${tag}`);
      expect(after.find((s) => s.id === byName.id)?.duplicateOf).toBeNull();
    } finally {
      for (const s of [original, byName, byPhone, byEmail, distinct]) await removeShop(admin, s.id);
    }
  });
});

test.describe("bulk actions", () => {
  test("approve, feature and reject many at once; the answer sums up what was done and what was not", async ({ request, admin }) => {
    const tag = uniqueTag();
    const shops = await Promise.all([1, 2, 3, 4].map((n) => submitShop(request, unique({ name: `Bulk Farm ${n} ${tag}` }))));
    const [a, b, c, d] = shops as [ApiShop, ApiShop, ApiShop, ApiShop];
    try {
      expect(await expectJson(await admin.post("/api/admin/farm-shops/bulk", { data: { action: "approve", ids: [a.id, b.id, a.id] } }), 200)).toEqual({
        action: "approve",
        succeeded: 2,
        failed: [],
      });
      // c is still pending: it cannot be featured, and the others are featured all the same.
      expect(await expectJson(await admin.post("/api/admin/farm-shops/bulk", { data: { action: "feature", ids: [a.id, c.id, b.id] } }), 200)).toEqual({
        action: "feature",
        succeeded: 2,
        failed: [{ id: c.id, message: "Only approved shops can be featured" }],
      });
      expect((await adminList<ApiShop>(admin, "approved", `q=${tag}&featured=true`)).map((s) => s.id).sort()).toEqual([a.id, b.id].sort());
      // Reject takes pending submissions only.
      expect(await expectJson(await admin.post("/api/admin/farm-shops/bulk", { data: { action: "reject", ids: [c.id, d.id, a.id, "no-such-shop"] } }), 200)).toEqual({
        action: "reject",
        succeeded: 2,
        failed: [
          { id: a.id, message: "Pending submission not found" },
          { id: "no-such-shop", message: "Pending submission not found" },
        ],
      });
      expect(await adminList(admin, "pending", `q=${tag}`)).toEqual([]);
    } finally {
      for (const s of shops) await removeShop(admin, s.id);
    }
  });

  test("bad bulk requests answer 400; without a session 401", async ({ request, admin }) => {
    for (const [data, message] of [
      [{ action: "delete", ids: ["x"] }, "action must be one of: approve, reject, feature, unfeature"],
      [{ action: "approve", ids: [] }, "Select at least one shop"],
      [{ action: "approve", ids: "x" }, "ids must be a list of shop ids"],
      [{ action: "approve", ids: Array.from({ length: 201 }, (_, i) => `id-${i}`) }, "At most 200 shops at a time"],
    ] as const) {
      await expectError(await admin.post("/api/admin/farm-shops/bulk", { data }), 400, message);
    }
    await expectError(await request.post("/api/admin/farm-shops/bulk", { data: { action: "approve", ids: ["x"] } }), 401);
  });
});
