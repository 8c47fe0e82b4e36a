import { test, expect, adminList, expectError, expectJson, uniqueClientIp } from "./support/fixtures";
import { approvedShop, removeShop, type ApiShop } from "./support/data";
import { forgedOwnerCookie, mailedLink, ownerContext } from "./support/owner";

const CLAIM_ANSWER = "If this listing has an email address, we have sent it a link to update the listing";

type Change = { id: string; fields: Record<string, { before: unknown; after: unknown }>; shop: { id: string; name: string } };

test.describe("owners update their own listing", () => {
  test("claim: always the same 202, the link goes only to the listing's address, 404 for an unknown shop", async ({ request, admin, mail }) => {
    const shop = await approvedShop(request, admin);
    const silent = await approvedShop(request, admin, { email: null });
    try {
      const ip = uniqueClientIp();
      // A requester's own address in the body is never used.
      const withEmail = await request.post(`/api/farm-shops/${shop.slug}/claim`, { headers: { "X-Forwarded-For": ip }, data: { email: "attacker@evil.example" } });
      expect(await expectJson(withEmail, 202)).toEqual({ message: CLAIM_ANSWER });
      const without = await request.post(`/api/farm-shops/${silent.id}/claim`, { headers: { "X-Forwarded-For": ip } });
      expect(await expectJson(without, 202)).toEqual({ message: CLAIM_ANSWER });
      await mailedLink(mail, shop.email ?? "", `Update your listing: ${shop.name}`, "/owner/sign-in");
      expect(mail.messages.filter((m) => m.to.some((t) => t.includes("evil.example")))).toHaveLength(0);
      expect(mail.messages.filter((m) => m.subject.includes(`Update your listing: ${silent.name}`))).toHaveLength(0);

      await expectError(await request.post("/api/farm-shops/no-such-shop-anywhere/claim", { headers: { "X-Forwarded-For": ip } }), 404, "Farm shop not found");
    } finally {
      await removeShop(admin, shop.id);
      await removeShop(admin, silent.id);
    }
  });

  test("claim: 3 an hour per shop and client, then 429 with Retry-After", async ({ request, admin }) => {
    const shop = await approvedShop(request, admin, { email: null });
    const other = await approvedShop(request, admin, { email: null });
    try {
      const headers = { "X-Forwarded-For": uniqueClientIp() };
      for (let i = 0; i < 3; i++) await expectJson(await request.post(`/api/farm-shops/${shop.id}/claim`, { headers }), 202);
      // By slug it is the same shop, so the same count.
      const limited = await request.post(`/api/farm-shops/${shop.slug}/claim`, { headers });
      await expectError(limited, 429, /Too many requests/);
      expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
      expect(Number(limited.headers()["retry-after"])).toBeLessThanOrEqual(3600);
      // Another shop, or another client, is not held back.
      await expectJson(await request.post(`/api/farm-shops/${other.id}/claim`, { headers }), 202);
      await expectJson(await request.post(`/api/farm-shops/${shop.id}/claim`, { headers: { "X-Forwarded-For": uniqueClientIp() } }), 202);
    } finally {
      await removeShop(admin, shop.id);
      await removeShop(admin, other.id);
    }
  });

  test("the sign-in link works once: the second use answers 410 and signs nobody in", async ({ request, admin, mail, baseURL }) => {
    const shop = await approvedShop(request, admin);
    try {
      await expectJson(await request.post(`/api/farm-shops/${shop.id}/claim`, { headers: { "X-Forwarded-For": uniqueClientIp() } }), 202);
      const link = new URL(await mailedLink(mail, shop.email ?? "", `Update your listing: ${shop.name}`, "/owner/sign-in"));
      const first = await request.get(link.pathname + link.search, { maxRedirects: 0 });
      expect(first.status()).toBe(303);
      const cookie = first.headers()["set-cookie"] ?? "";
      expect(cookie).toMatch(/^fsi-owner-session=/);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Max-Age=7200/);

      const fresh = await (await import("@playwright/test")).request.newContext({ baseURL });
      const second = await fresh.get(link.pathname + link.search, { maxRedirects: 0 });
      expect(second.status()).toBe(410);
      expect(second.headers()["set-cookie"]).toBeUndefined();
      expect(await second.text()).toContain("This link no longer works");
      await expectError(await fresh.get("/api/owner/session"), 401);
      // A made-up token is no better.
      expect((await fresh.get("/owner/sign-in?token=abcdefghijklmnopqrstuvwxyz0123456789", { maxRedirects: 0 })).status()).toBe(410);
      expect((await fresh.get("/owner/sign-in", { maxRedirects: 0 })).status()).toBe(410);
      await fresh.dispose();
    } finally {
      await removeShop(admin, shop.id);
    }
  });

  test("owner edit: hours live at once, the name waits for review; approve applies it and mails the owner", async ({ request, admin, mail, baseURL }) => {
    const shop = await approvedShop(request, admin);
    const owner = await ownerContext(baseURL ?? "", request, mail, shop as ApiShop & { email: string });
    try {
      const session = await expectJson<{ shop: ApiShop; pendingChange: unknown }>(await owner.get("/api/owner/session"), 200);
      expect(session.shop.id).toBe(shop.id);
      expect(session.pendingChange).toBeNull();

      const hours = { monday: { open: "07:30", close: "19:00", closed: false }, sunday: { open: "", close: "", closed: true } };
      const edited = await expectJson<{ applied: Record<string, unknown>; pending: Change | null }>(
        await owner.patch(`/api/owner/farm-shops/${shop.id}`, { data: { openingHours: hours, phone: "+353 66 915 1111", name: `${shop.name} Renamed`, latitude: "abc", longitude: 7 } }),
        200,
      );
      expect(Object.keys(edited.applied).sort()).toEqual(["openingHours", "phone"]);
      expect(edited.pending?.fields).toEqual({ name: { before: shop.name, after: `${shop.name} Renamed` } });

      const live = await expectJson<ApiShop>(await request.get(`/api/farm-shops/${shop.id}`), 200);
      expect(live.name).toBe(shop.name);
      expect(live.phone).toBe("+353 66 915 1111");
      expect((live.openingHours as Record<string, unknown>).monday).toEqual({ open: "07:30", close: "19:00", closed: false });
      expect(live.latitude).toBe(shop.latitude);

      const listRes = await admin.get("/api/admin/changes?status=pending&limit=200");
      const list = await expectJson<Change[]>(listRes, 200);
      expect(Number(listRes.headers()["x-total-count"])).toBeGreaterThanOrEqual(1);
      const change = list.find((c) => c.shop.id === shop.id);
      expect(change?.fields).toEqual({ name: { before: shop.name, after: `${shop.name} Renamed` } });
      if (!change) throw new Error("change not listed");

      await expectJson(await admin.post(`/api/admin/changes/${change.id}/approve`), 200);
      expect((await expectJson<ApiShop>(await request.get(`/api/farm-shops/${shop.id}`), 200)).name).toBe(`${shop.name} Renamed`);
      await expect.poll(() => mail.find(shop.email ?? "", "Your changes are live").length, { timeout: 15_000 }).toBe(1);
      await expectError(await admin.post(`/api/admin/changes/${change.id}/approve`), 409, /already approved/);
      await expectError(await admin.post(`/api/admin/changes/${change.id}/reject`), 409);
      await expectError(await admin.post("/api/admin/changes/00000000-0000-4000-8000-000000000000/approve"), 404, "Change not found");
      await expectError(await request.post(`/api/admin/changes/${change.id}/approve`), 401);
      await expectError(await request.get("/api/admin/changes?status=pending"), 401);
      await expectError(await admin.get("/api/admin/changes?status=maybe"), 400, /status must be/);

      // Reject: a second proposal is dropped, the live name stays, and the owner hears.
      const again = await expectJson<{ pending: Change | null }>(await owner.patch(`/api/owner/farm-shops/${shop.id}`, { data: { town: "Tralee" } }), 200);
      if (!again.pending) throw new Error("no pending change");
      await expectJson(await admin.post(`/api/admin/changes/${again.pending.id}/reject`), 200);
      expect((await expectJson<ApiShop>(await request.get(`/api/farm-shops/${shop.id}`), 200)).town).toBe("Dingle");
      await expect.poll(() => mail.find(shop.email ?? "", "Your changes were not made").length, { timeout: 15_000 }).toBe(1);

      // "Everything is still right" only sets verifiedAt.
      const verified = await expectJson<ApiShop>(await owner.post(`/api/owner/farm-shops/${shop.id}/verify`), 200);
      expect(typeof verified.verifiedAt).toBe("string");
      expect(verified.updatedAt).toBe((await expectJson<ApiShop>(await request.get(`/api/farm-shops/${shop.id}`), 200)).updatedAt);
    } finally {
      await owner.dispose();
      await removeShop(admin, shop.id);
    }
  });

  test("owner edit: a photo new to the listing must be uploaded here; the listing's own photos may stay or swap", async ({ request, admin, mail, baseURL }) => {
    // A listing whose photo is an outside address, as a submission or an import can give it.
    const outside = "https://photos.example/farm-front.jpg";
    const shop = await approvedShop(request, admin, { imageUrl: outside });
    expect(shop.imageUrl).toBe(outside);
    const owner = await ownerContext(baseURL ?? "", request, mail, shop as ApiShop & { email: string });
    try {
      const mustUpload = "must be a photo uploaded with the form: choose a file to upload it.";
      await expectError(await owner.patch(`/api/owner/farm-shops/${shop.id}`, { data: { imageUrl: "https://tracker.example/pixel.gif" } }), 400, `The image ${mustUpload}`);
      await expectError(await owner.patch(`/api/owner/farm-shops/${shop.id}`, { data: { imageUrl2: "/images/counties/cork.jpg", phone: "01 234 5678" } }), 400, `The second image ${mustUpload}`);
      // Nothing of a refused edit was applied.
      const unchanged = await expectJson<ApiShop>(await request.get(`/api/farm-shops/${shop.id}`), 200);
      expect([unchanged.imageUrl, unchanged.imageUrl2, unchanged.phone]).toEqual([outside, null, shop.phone]);

      // A file uploaded through the site's picker goes live; the outside photo may move to the second place.
      const { uploadURL } = await expectJson<{ uploadURL: string }>(await request.post("/api/objects/upload", { headers: { "X-Forwarded-For": uniqueClientIp() } }), 200);
      const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]), Buffer.from("JFIF\0"), Buffer.alloc(32, 1)]);
      const stored = await expectJson<{ url: string }>(await request.put(uploadURL, { data: jpeg }), 200);
      const edited = await expectJson<{ applied: Record<string, unknown> }>(await owner.patch(`/api/owner/farm-shops/${shop.id}`, { data: { imageUrl: stored.url, imageUrl2: outside } }), 200);
      expect(Object.keys(edited.applied).sort()).toEqual(["imageUrl", "imageUrl2"]);
      const live = await expectJson<ApiShop>(await request.get(`/api/farm-shops/${shop.id}`), 200);
      expect([live.imageUrl, live.imageUrl2]).toEqual([stored.url, outside]);
    } finally {
      await owner.dispose();
      await removeShop(admin, shop.id);
    }
  });

  test("an approved change of address moves the map pin to the new address; one the geocoder cannot find keeps the old pin", async ({ request, admin, mail, geocoder, baseURL }) => {
    const shop = await approvedShop(request, admin);
    const owner = await ownerContext(baseURL ?? "", request, mail, shop as ApiShop & { email: string });
    const tag = uniqueClientIp().replaceAll(".", "");
    try {
      const move = async (address: string) => {
        const proposed = await expectJson<{ pending: Change | null }>(await owner.patch(`/api/owner/farm-shops/${shop.id}`, { data: { address, eircode: null } }), 200);
        if (!proposed.pending) throw new Error("no pending change");
        await expectJson(await admin.post(`/api/admin/changes/${proposed.pending.id}/approve`), 200);
      };
      geocoder.point(`${tag} Strand Road, Dingle, Kerry`, 52.1399, -10.2801);
      await move(`${tag} Strand Road`);
      await expect.poll(async () => (await expectJson<ApiShop>(await request.get(`/api/farm-shops/${shop.id}`), 200)).latitude, { timeout: 15_000 }).toBe("52.1399");
      expect((await expectJson<ApiShop>(await request.get(`/api/farm-shops/${shop.id}`), 200)).longitude).toBe("-10.2801");

      // Not found: asked, and the pin stays.
      await move(`${tag} Nowhere Lane`);
      await expect.poll(() => geocoder.requestsFor(`${tag} Nowhere Lane, Dingle, Kerry`).length, { timeout: 15_000 }).toBeGreaterThan(0);
      const after = await expectJson<ApiShop>(await request.get(`/api/farm-shops/${shop.id}`), 200);
      expect(after.address).toBe(`${tag} Nowhere Lane`);
      expect([after.latitude, after.longitude]).toEqual(["52.1399", "-10.2801"]);
    } finally {
      await owner.dispose();
      await removeShop(admin, shop.id);
    }
  });

  test("owner edit: 401 without or with an expired or forged session, 403 for another shop, 400 with the form's messages", async ({ request, admin, mail, baseURL }) => {
    const shop = await approvedShop(request, admin);
    const other = await approvedShop(request, admin);
    const owner = await ownerContext(baseURL ?? "", request, mail, shop as ApiShop & { email: string });
    try {
      await expectError(await request.patch(`/api/owner/farm-shops/${shop.id}`, { data: { phone: "01 234 5678" } }), 401, /expired/);
      await expectError(await request.get("/api/owner/session"), 401);
      const expired = forgedOwnerCookie({ shopId: shop.id, email: shop.email ?? "", expiresAt: Math.floor(Date.now() / 1000) - 1 });
      await expectError(await request.patch(`/api/owner/farm-shops/${shop.id}`, { headers: { Cookie: expired }, data: { phone: "01 234 5678" } }), 401);
      const forged = forgedOwnerCookie({ shopId: shop.id, email: shop.email ?? "", expiresAt: Math.floor(Date.now() / 1000) + 600, secret: "not-the-servers-secret-0123456789abcdef" });
      await expectError(await request.patch(`/api/owner/farm-shops/${shop.id}`, { headers: { Cookie: forged }, data: { phone: "01 234 5678" } }), 401);

      // An owner trying another shop, or the admin side.
      await expectError(await owner.patch(`/api/owner/farm-shops/${other.id}`, { data: { phone: "01 234 5678" } }), 403, /only update the shop/);
      await expectError(await owner.post(`/api/owner/farm-shops/${other.id}/verify`), 403);
      await expectError(await owner.get(`/api/owner/farm-shops/${other.id}`), 403);
      await expectError(await owner.get("/api/admin/farm-shops/pending"), 401);
      expect((await expectJson<ApiShop>(await request.get(`/api/farm-shops/${other.id}`), 200)).phone).toBe(other.phone);

      const cases: [Record<string, unknown>, string][] = [
        [{ openingHours: { monday: { open: "18:00", close: "09:00", closed: false } } }, "Closing time must be after opening time"],
        [{ products: [] }, "Please select at least one product category"],
        [{ email: "not-an-email" }, "Enter a valid email address"],
        [{ website: "javascript:alert(1)" }, "Website must be a valid web address (https://...)"],
        [{ name: "" }, "Shop name is required"],
        [{ eircode: "BT74 6AB" }, "Enter a valid Eircode (e.g. A65 F4E2)"],
      ];
      for (const [data, message] of cases) {
        const body = await expectError(await owner.patch(`/api/owner/farm-shops/${shop.id}`, { data }), 400);
        expect(body.issues?.map((i) => i.message)).toContain(message);
      }
      await expectError(await owner.patch(`/api/owner/farm-shops/${shop.id}`, { data: "[1]", headers: { "Content-Type": "application/json" } }), 400);
      // Nothing changed.
      expect((await expectJson<ApiShop>(await request.get(`/api/farm-shops/${shop.id}`), 200)).products).toEqual(shop.products);

      // A closed listing: neither edited nor confirmed (410), and its check date stays.
      await expectJson(await admin.post(`/api/admin/farm-shops/${shop.id}/close`), 200);
      const closed = /marked as closed/;
      await expectError(await owner.patch(`/api/owner/farm-shops/${shop.id}`, { data: { phone: "01 234 5678" } }), 410, closed);
      await expectError(await owner.post(`/api/owner/farm-shops/${shop.id}/verify`), 410, closed);
      const listed = await adminList<ApiShop>(admin, "approved", `q=${encodeURIComponent(shop.name)}`);
      expect(listed.find((s) => s.id === shop.id)?.verifiedAt).toBe(shop.verifiedAt);

      // A deleted shop: 404 for its own owner.
      await removeShop(admin, shop.id);
      await expectError(await owner.patch(`/api/owner/farm-shops/${shop.id}`, { data: { phone: "01 234 5678" } }), 404);
    } finally {
      await owner.dispose();
      await removeShop(admin, shop.id);
      await removeShop(admin, other.id);
    }
  });
});
