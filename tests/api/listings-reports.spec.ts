import { test, expect, adminList, expectError, expectJson, uniqueClientIp } from "./support/fixtures";
import { approvedShop, eventInput, postInput, removeShop, type ApiShop } from "./support/data";
import { mailedLink, ownerContext } from "./support/owner";
import type { APIRequestContext } from "@playwright/test";

/** Every address the sitemap lists: /sitemap.xml is an index, so each file it names is read. */
async function sitemapText(request: APIRequestContext): Promise<string> {
  const index = await (await request.get("/sitemap.xml")).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  expect(files.length).toBeGreaterThan(0);
  return (await Promise.all(files.map(async (file) => (await request.get(file)).text()))).join("\n");
}

type Report = { id: string; kind: string; message: string; email: string | null; status: string; createdAt: string; shop: { id: string; name: string; slug: string | null } };
type Entry = { id: string; actor: string; actorShopId: string | null; action: string; shopId: string; changes: Record<string, { before: unknown; after: unknown }>; revertable: boolean; revertedAt: string | null };

test.describe("visitors report problems; closed shops; the activity log", () => {
  test("reports: 201 {id}, 404, 400s, then the admin resolves it", async ({ request, admin }) => {
    const shop = await approvedShop(request, admin);
    try {
      const headers = { "X-Forwarded-For": uniqueClientIp() };
      const created = await expectJson<{ id: string }>(
        await request.post(`/api/farm-shops/${shop.slug}/reports`, { headers, data: { kind: "hours", message: "Closed on Mondays now.", email: "visitor@example.com" } }),
        201,
      );
      expect(Object.keys(created)).toEqual(["id"]);

      await expectError(await request.post("/api/farm-shops/no-such-shop-at-all/reports", { headers, data: { kind: "hours", message: "x" } }), 404, "Farm shop not found");
      const bad: [unknown, RegExp][] = [
        [{ kind: "rude", message: "x" }, /Choose what is wrong/],
        [{ message: "x" }, /Choose what is wrong/],
        [{ kind: "other", message: "   " }, /Please tell us what is wrong/],
        [{ kind: "other" }, /Please tell us what is wrong/],
        [{ kind: "other", message: "x".repeat(1001) }, /at most 1,000 characters/],
        [{ kind: "other", message: "fine", email: "nope" }, /valid email/],
      ];
      for (const [data, message] of bad) await expectError(await request.post(`/api/farm-shops/${shop.id}/reports`, { headers, data: data as Record<string, unknown> }), 400, message);
      // Exactly 1,000 characters is fine.
      await expectJson(await request.post(`/api/farm-shops/${shop.id}/reports`, { headers, data: { kind: "other", message: "y".repeat(1000) } }), 201);

      const openRes = await admin.get("/api/admin/reports?status=open&limit=200");
      const open = await expectJson<Report[]>(openRes, 200);
      expect(Number(openRes.headers()["x-total-count"])).toBeGreaterThanOrEqual(2);
      const mine = open.find((r) => r.id === created.id);
      expect(mine).toMatchObject({ kind: "hours", message: "Closed on Mondays now.", email: "visitor@example.com", status: "open", shop: { id: shop.id, name: shop.name } });

      const resolved = await expectJson<Report>(await admin.patch(`/api/admin/reports/${created.id}`, { data: { status: "resolved" } }), 200);
      expect(resolved.status).toBe("resolved");
      expect((await expectJson<Report[]>(await admin.get("/api/admin/reports?status=open&limit=200"), 200)).some((r) => r.id === created.id)).toBe(false);
      expect((await expectJson<Report[]>(await admin.get("/api/admin/reports?status=resolved&limit=200"), 200)).some((r) => r.id === created.id)).toBe(true);

      await expectError(await admin.patch(`/api/admin/reports/${created.id}`, { data: { status: "done" } }), 400, /status must be/);
      await expectError(await admin.patch("/api/admin/reports/00000000-0000-4000-8000-000000000000", { data: { status: "dismissed" } }), 404, "Report not found");
      await expectError(await request.patch(`/api/admin/reports/${created.id}`, { data: { status: "dismissed" } }), 401);
      await expectError(await request.get("/api/admin/reports?status=open"), 401);
      await expectError(await admin.get("/api/admin/reports?status=new"), 400);
      await expectError(await admin.get("/api/admin/reports?limit=201"), 400, /limit must be between 1 and 200/);
      await expectError(await admin.get("/api/admin/reports?offset=-1"), 400);
      const one = await admin.get("/api/admin/reports?status=open&limit=1");
      expect((await expectJson<Report[]>(one, 200)).length).toBe(1);
    } finally {
      await removeShop(admin, shop.id);
    }
  });

  test("reports: 10 an hour per client, then 429 with Retry-After", async ({ request, admin }) => {
    const shop = await approvedShop(request, admin);
    try {
      const headers = { "X-Forwarded-For": uniqueClientIp() };
      for (let i = 0; i < 10; i++) await expectJson(await request.post(`/api/farm-shops/${shop.id}/reports`, { headers, data: { kind: "other", message: `Report ${i}` } }), 201);
      const limited = await request.post(`/api/farm-shops/${shop.id}/reports`, { headers, data: { kind: "other", message: "One too many" } });
      await expectError(limited, 429, /Too many reports/);
      expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
      await expectJson(await request.post(`/api/farm-shops/${shop.id}/reports`, { headers: { "X-Forwarded-For": uniqueClientIp() }, data: { kind: "other", message: "Another visitor" } }), 201);
    } finally {
      await removeShop(admin, shop.id);
    }
  });

  test("a shop marked closed answers 410 everywhere public and leaves every list; reopening brings it back", async ({ request, admin }) => {
    const shop = await approvedShop(request, admin, { county: "Leitrim", town: "Drumshanbo", eircode: null });
    try {
      const closed = await expectJson<ApiShop>(await admin.post(`/api/admin/farm-shops/${shop.id}/close`), 200);
      expect(typeof closed.closedAt).toBe("string");
      await expectError(await request.get(`/api/farm-shops/${shop.id}`), 410, "This farm shop has closed permanently");
      await expectError(await request.get(`/api/farm-shops/${shop.slug}`), 410);
      await expectError(await request.post(`/api/farm-shops/${shop.id}/claim`, { headers: { "X-Forwarded-For": uniqueClientIp() } }), 410);
      await expectError(await request.post(`/api/farm-shops/${shop.id}/reports`, { headers: { "X-Forwarded-For": uniqueClientIp() }, data: { kind: "other", message: "x" } }), 410);
      expect((await expectJson<ApiShop[]>(await request.get("/api/farm-shops?limit=500"), 200)).some((s) => s.id === shop.id)).toBe(false);
      const search = await expectJson<ApiShop[] | { shops: ApiShop[] }>(await request.get(`/api/farm-shops/search?q=${encodeURIComponent(shop.name)}`), 200);
      expect(JSON.stringify(search)).not.toContain(shop.id);
      expect(await sitemapText(request)).not.toContain(`/shop/${shop.slug}`);

      const page = await request.get(`/shop/${shop.slug}`, { maxRedirects: 0 });
      expect(page.status()).toBe(410);
      // React marks the joins between text pieces with empty comments.
      const html = (await page.text()).replaceAll("<!-- -->", "");
      expect(html).toContain(`${shop.name} has closed`);
      expect(html).toContain("Other farm shops in County Leitrim");
      // Its friendly page lives at an internal address that only the proxy's rewrite reaches.
      const typed = await request.get(`/shop/${shop.slug}/closed`, { maxRedirects: 0 });
      expect(typed.status()).toBe(404);
      expect(await typed.text()).toContain("Page Not Found");
      // The admin still sees it, marked closed.
      const adminList = await admin.get(`/api/admin/farm-shops/approved?q=${encodeURIComponent(shop.name)}&limit=200`);
      expect((await expectJson<ApiShop[]>(adminList, 200)).find((s) => s.id === shop.id)?.closedAt).toBeTruthy();

      await expectError(await request.post(`/api/admin/farm-shops/${shop.id}/reopen`), 401);
      await expectError(await admin.post("/api/admin/farm-shops/00000000-0000-4000-8000-000000000000/close"), 404);
      await expectJson(await admin.post(`/api/admin/farm-shops/${shop.id}/reopen`), 200);
      await expectJson(await request.get(`/api/farm-shops/${shop.id}`), 200);
      expect((await request.get(`/shop/${shop.slug}`, { maxRedirects: 0 })).status()).toBe(200);
      expect(await sitemapText(request)).toContain(`/shop/${shop.slug}`);
    } finally {
      await removeShop(admin, shop.id);
    }
  });

  test("activity: every change recorded with actor and before/after; an owner's edit reverted, and the revert recorded", async ({ request, admin, mail, baseURL }) => {
    const shop = await approvedShop(request, admin);
    const owner = await ownerContext(baseURL ?? "", request, mail, shop as ApiShop & { email: string });
    try {
      const hours = { tuesday: { open: "10:00", close: "16:00", closed: false } };
      await expectJson(await owner.patch(`/api/owner/farm-shops/${shop.id}`, { data: { openingHours: hours } }), 200);
      const report = await expectJson<{ id: string }>(await request.post(`/api/farm-shops/${shop.id}/reports`, { headers: { "X-Forwarded-For": uniqueClientIp() }, data: { kind: "contact", message: "Phone is wrong" } }), 201);
      await expectJson(await admin.patch(`/api/admin/reports/${report.id}`, { data: { status: "dismissed" } }), 200);
      await expectJson(await admin.post(`/api/admin/farm-shops/${shop.id}/verify`), 200);
      const event = await expectJson<{ id: string }>(await admin.post(`/api/admin/farm-shops/${shop.id}/events`, { data: eventInput() }), 201);

      const res = await admin.get(`/api/admin/audit?shopId=${shop.id}&limit=200`);
      const entries = await expectJson<Entry[]>(res, 200);
      expect(Number(res.headers()["x-total-count"])).toBe(entries.length);
      expect(entries.map((e) => `${e.actor}:${e.action}`)).toEqual([
        "admin:event.create",
        "admin:shop.verify",
        "admin:report.dismiss",
        "visitor:report.create",
        "owner:owner.update",
        "admin:shop.approve",
        "visitor:shop.submit",
      ]);
      expect(entries[0]?.changes.id?.after).toBe(event.id);
      // Approving a submission also counts as its first check.
      const approval = entries.find((e) => e.action === "shop.approve")?.changes;
      expect(approval?.approved).toEqual({ before: false, after: true });
      expect(approval?.verifiedAt?.before).toBeNull();
      expect(typeof approval?.verifiedAt?.after).toBe("string");
      const edit = entries.find((e) => e.action === "owner.update");
      expect(edit?.actorShopId).toBe(shop.id);
      expect(edit?.changes.openingHours?.after).toEqual(hours);
      expect(edit?.changes.openingHours?.before).toEqual(shop.openingHours);
      expect(edit?.revertable).toBe(true);

      const page = await expectJson<Entry[]>(await admin.get(`/api/admin/audit?shopId=${shop.id}&limit=2&offset=1`), 200);
      expect(page.map((e) => e.id)).toEqual(entries.slice(1, 3).map((e) => e.id));

      if (!edit) throw new Error("no owner edit recorded");
      expect(await expectJson(await admin.post(`/api/admin/audit/${edit.id}/revert`), 200)).toEqual({ message: "Reverted", id: edit.id, restored: ["openingHours"], editedSince: [] });
      expect((await expectJson<ApiShop>(await request.get(`/api/farm-shops/${shop.id}`), 200)).openingHours).toEqual(shop.openingHours);
      await expectError(await admin.post(`/api/admin/audit/${edit.id}/revert`), 409);
      await expectError(await admin.post(`/api/admin/audit/${entries[0]?.id}/revert`), 409);
      await expectError(await admin.post("/api/admin/audit/00000000-0000-4000-8000-000000000000/revert"), 404);
      await expectError(await request.post(`/api/admin/audit/${edit.id}/revert`), 401);
      const after = await expectJson<Entry[]>(await admin.get(`/api/admin/audit?shopId=${shop.id}`), 200);
      expect(after[0]).toMatchObject({ actor: "admin", action: "shop.revert" });
      expect(after[0]?.changes.openingHours?.before).toEqual(hours);

      // Posts are recorded too (they belong to no shop).
      const post = await expectJson<{ id: string; title: string }>(await admin.post("/api/admin/blog-posts", { data: postInput() }), 201);
      await expectJson(await admin.delete(`/api/admin/blog-posts/${post.id}`), 200);
      const latest = await expectJson<Entry[]>(await admin.get("/api/admin/audit?limit=2"), 200);
      expect(latest.map((e) => e.action)).toEqual(["post.delete", "post.create"]);
      expect(latest[1]?.changes.title?.after).toBe(post.title);

      await expectError(await request.get("/api/admin/audit"), 401);
      await expectError(await admin.get("/api/admin/audit?limit=0"), 400);
      await expectError(await admin.get("/api/admin/audit?limit=abc"), 400, /whole number/);
      const all = await admin.get("/api/admin/audit");
      expect((await expectJson<Entry[]>(all, 200)).length).toBeLessThanOrEqual(50);
    } finally {
      await owner.dispose();
      await removeShop(admin, shop.id);
    }
  });

  test("needs checking: a new listing is not due; an imported one is listed, reminded in batches once, and the one-click confirm link checks the shop", async ({ request, admin, mail, baseURL }) => {
    // A submission just approved was checked then: its owner is not asked again.
    const fresh = await approvedShop(request, admin);
    expect(typeof fresh.verifiedAt).toBe("string");
    await removeShop(admin, fresh.id);
    // An imported shop's details are the file's: nobody has confirmed them.
    const name = `Imported Farm ${uniqueClientIp().replaceAll(".", "")}`;
    const csv = `name,town,address,county,products,email,latitude,longitude\n${name},Dingle,Main Street,Kerry,Eggs,owner-${name.replaceAll(" ", "-").toLowerCase()}@example.com,52.14,-10.27\n`;
    const imported = await expectJson<{ new: number }>(await admin.post("/api/admin/import", { multipart: { file: { name: "one.csv", mimeType: "text/csv", buffer: Buffer.from(csv) }, approve: "1" } }), 200);
    expect(imported.new).toBe(1);
    const shop = (await adminList<ApiShop>(admin, "approved", `q=${encodeURIComponent(name)}`))[0];
    if (!shop) throw new Error("the imported shop is not listed");
    expect(shop.verifiedAt).toBeNull();
    try {
      const listed = async () => {
        for (let offset = 0; ; offset += 200) {
          const res = await admin.get(`/api/admin/farm-shops/needs-checking?limit=200&offset=${offset}`);
          const rows = await expectJson<ApiShop[]>(res, 200);
          if (rows.some((s) => s.id === shop.id)) return true;
          if (offset + 200 >= Number(res.headers()["x-total-count"])) return false;
        }
      };
      expect(await listed()).toBe(true);
      await expectError(await request.post("/api/admin/farm-shops/needs-checking/remind"), 401);
      await expectError(await admin.post("/api/admin/farm-shops/needs-checking/remind", { data: { batchSize: 500 } }), 400, /at most 25/);
      for (let i = 0; i < 50; i++) {
        const batch = await expectJson<{ sent: number; remaining: number }>(await admin.post("/api/admin/farm-shops/needs-checking/remind", { data: { batchSize: 25 } }), 200);
        if (batch.remaining === 0) break;
      }
      const confirm = new URL(await mailedLink(mail, shop.email ?? "", "Is your listing still right?", "/owner/confirm"));
      await mailedLink(mail, shop.email ?? "", "Is your listing still right?", "/owner/sign-in");
      // Asked once a month at most: another run sends it nothing.
      await expectJson(await admin.post("/api/admin/farm-shops/needs-checking/remind", {}), 200);
      expect(mail.find(shop.email ?? "", "Is your listing still right?")).toHaveLength(1);

      const clicked = await request.get(confirm.pathname + confirm.search, { maxRedirects: 0 });
      expect(clicked.status()).toBe(303);
      expect(clicked.headers()["location"]).toMatch(/\/owner\/confirmed$/);
      // The thank-you page answers the browser that followed the link (its cookie), naming the listing; no one else.
      const thanks = await request.get("/owner/confirmed");
      expect(thanks.status()).toBe(200);
      expect(await thanks.text()).toContain(`the listing of ${shop.name.replace(/&/g, "&amp;")} is still right`);
      expect((await fetch(new URL("/owner/confirmed", baseURL))).status).toBe(404);
      expect(typeof (await expectJson<ApiShop>(await request.get(`/api/farm-shops/${shop.id}`), 200)).verifiedAt).toBe("string");
      expect(await listed()).toBe(false);
      expect((await request.get(confirm.pathname + confirm.search, { maxRedirects: 0 })).status()).toBe(410);
      const log = await expectJson<Entry[]>(await admin.get(`/api/admin/audit?shopId=${shop.id}`), 200);
      expect(log[0]).toMatchObject({ actor: "owner", action: "shop.verify" });
    } finally {
      await removeShop(admin, shop.id);
    }
  });
});
