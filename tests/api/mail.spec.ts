import net from "node:net";
import { request as playwrightRequest } from "@playwright/test";
import { test, expect, expectJson, uniqueClientIp, uniqueTag } from "./support/fixtures";
import { removeShop, shopInput, submitShop, type ApiShop } from "./support/data";
import { mailedLink } from "./support/owner";
import { decodeMail } from "../support/mail-text";
import { API_ADMIN_EMAIL, SMTP_PORT } from "./support/settings";

test.describe("mail", () => {
  test("a submission mails the admin and the owner; approval mails the owner once", async ({ request, admin, mail }) => {
    const shop = await submitShop(request);
    const owner = shop.email ?? "";
    try {
      await expect.poll(() => mail.find(API_ADMIN_EMAIL, `New farm shop submission: ${shop.name}`).length, { timeout: 15_000 }).toBe(1);
      await expect.poll(() => mail.find(owner, `We received your submission: ${shop.name}`).length, { timeout: 15_000 }).toBe(1);
      const [toAdmin] = mail.find(API_ADMIN_EMAIL, shop.name);
      expect(toAdmin?.from).toBe("no-reply@farmshops.test");
      expect(toAdmin?.raw).toContain(shop.address);
      expect(toAdmin?.raw).toMatch(/http:\/\/127\.0\.0\.1:\d+\/admin/);

      const approved = await expectJson<ApiShop>(await admin.post(`/api/admin/farm-shops/${shop.id}/approve`), 200);
      await expect.poll(() => mail.find(owner, `Your farm shop is live: ${shop.name}`).length, { timeout: 15_000 }).toBe(1);
      expect(mail.find(owner, "is live")[0]?.raw).toContain(`/shop/${approved.slug}`);
      // It asks the owner to reply: replies go to the contact address, not the no-reply sender.
      expect(mail.find(owner, "is live")[0]?.raw).toMatch(/^Reply-To: hello@farmshops\.example\r?$/m);

      // Approving an approved shop again sends nothing new (checked after a later message has arrived).
      await expectJson(await admin.post(`/api/admin/farm-shops/${shop.id}/approve`), 200);
      const marker = await submitShop(request, { email: null });
      await expect.poll(() => mail.find(API_ADMIN_EMAIL, marker.name).length, { timeout: 15_000 }).toBe(1);
      expect(mail.find(owner, "is live")).toHaveLength(1);
      await removeShop(admin, marker.id);
    } finally {
      await removeShop(admin, shop.id);
    }
  });

  test("an owner who uses the Irish pages is mailed in Irish, from the submission to a reviewed change", async ({ request, admin, mail, baseURL }) => {
    const ga = { "Accept-Language": "ga", "X-Forwarded-For": uniqueClientIp() };
    const shop = await expectJson<ApiShop>(await request.post("/api/farm-shops", { headers: ga, data: shopInput() }), 201);
    const owner = shop.email ?? "";
    try {
      // The admin's mail stays English, as the admin area is.
      await expect.poll(() => mail.find(API_ADMIN_EMAIL, `New farm shop submission: ${shop.name}`).length, { timeout: 15_000 }).toBe(1);
      await expect.poll(() => mail.find(owner, `Fuaireamar d'iarratas: ${shop.name}`).length, { timeout: 15_000 }).toBe(1);
      const received = mail.find(owner, "Fuaireamar")[0]?.raw ?? "";
      expect(received).toMatch(/^Content-Language: ga\r?$/m);
      expect(decodeMail(received)).toContain(`Go raibh maith agat as ${shop.name} a chur isteach chuig Siopaí Feirme Éireann.`);
      expect(mail.find(owner, "We received your submission")).toHaveLength(0);

      const approved = await expectJson<ApiShop>(await admin.post(`/api/admin/farm-shops/${shop.id}/approve`), 200);
      await expect.poll(() => mail.find(owner, `Tá do shiopa feirme beo: ${shop.name}`).length, { timeout: 15_000 }).toBe(1);
      expect(decodeMail(mail.find(owner, "Tá do shiopa")[0]?.raw ?? "")).toMatch(new RegExp(`Féach ar do liostú: http://127\\.0\\.0\\.1:\\d+/ga/shop/${approved.slug}\\s`));

      // The link asked for on the Irish page comes in Irish, and opens the Irish owner's page.
      expect((await request.post(`/api/farm-shops/${shop.id}/claim`, { headers: { ...ga, "X-Forwarded-For": uniqueClientIp() } })).status()).toBe(202);
      const link = await mailedLink(mail, owner, `Nuashonraigh do liostú: ${shop.name}`, "/owner/sign-in");
      const ownerApi = await playwrightRequest.newContext({ baseURL });
      try {
        const signIn = await ownerApi.get(new URL(link).pathname + new URL(link).search, { maxRedirects: 0 });
        expect(signIn.status()).toBe(303);
        expect(signIn.headers()["location"]).toBe("/ga/owner");

        // A change asked for on the Irish owner's page is answered in Irish, its fields named as the Irish form names them.
        const edit = await expectJson<{ pending: { id: string } | null }>(await ownerApi.patch(`/api/owner/farm-shops/${shop.id}`, { headers: { "Accept-Language": "ga" }, data: { town: "Daingean Uí Chúis" } }), 200);
        if (!edit.pending) throw new Error("no pending change");
        await expectJson(await admin.post(`/api/admin/changes/${edit.pending.id}/approve`), 200);
        await expect.poll(() => mail.find(owner, `Tá do chuid athruithe beo: ${shop.name}`).length, { timeout: 15_000 }).toBe(1);
        expect(decodeMail(mail.find(owner, "Tá do chuid athruithe")[0]?.raw ?? "")).toContain("ar do liostú (Baile/Cathair)");

        // Back on the English page, the owner's next mails are English again.
        const again = await expectJson<{ pending: { id: string } | null }>(await ownerApi.patch(`/api/owner/farm-shops/${shop.id}`, { headers: { "Accept-Language": "en-IE" }, data: { town: "Dingle" } }), 200);
        if (!again.pending) throw new Error("no pending change");
        await expectJson(await admin.post(`/api/admin/changes/${again.pending.id}/reject`), 200);
        await expect.poll(() => mail.find(owner, `Your changes were not made: ${shop.name}`).length, { timeout: 15_000 }).toBe(1);
        expect(decodeMail(mail.find(owner, "Your changes were not made")[0]?.raw ?? "")).toContain(`Your listing: `);
      } finally {
        await ownerApi.dispose();
      }

      // A link asked for without a language (another client) is in English.
      expect((await request.post(`/api/farm-shops/${shop.id}/claim`, { headers: { "X-Forwarded-For": uniqueClientIp() } })).status()).toBe(202);
      await mailedLink(mail, owner, `Update your listing: ${shop.name}`, "/owner/sign-in");
    } finally {
      await removeShop(admin, shop.id);
    }
  });

  test("no owner email: only the admin hears of the submission and the approval mails no one", async ({ request, admin, mail }) => {
    const shop = await submitShop(request, { email: "" });
    try {
      await expect.poll(() => mail.find(API_ADMIN_EMAIL, shop.name).length, { timeout: 15_000 }).toBe(1);
      await expectJson(await admin.post(`/api/admin/farm-shops/${shop.id}/approve`), 200);
      const marker = await submitShop(request, { email: null });
      await expect.poll(() => mail.find(API_ADMIN_EMAIL, marker.name).length, { timeout: 15_000 }).toBe(1);
      expect(mail.messages.filter((m) => m.subject.includes(shop.name))).toHaveLength(1);
      await removeShop(admin, marker.id);
    } finally {
      await removeShop(admin, shop.id);
    }
  });

  test("a dead mail server loses nothing: submission and approval still succeed", async ({ request, admin, mail }) => {
    await mail.kill();
    let shop: ApiShop | undefined;
    try {
      shop = await submitShop(request);
      expect(shop.approved).toBe(false);
      await expectJson(await admin.post(`/api/admin/farm-shops/${shop.id}/approve`), 200);
      await expectJson(await request.get(`/api/farm-shops/${shop.id}`), 200);
    } finally {
      await mail.start();
      if (shop) await removeShop(admin, shop.id);
    }
  });

  test("a mail server that never answers does not hold up the answer", async ({ request, admin, mail }) => {
    await mail.kill();
    // Accepts the connection and then says nothing (no SMTP greeting).
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(SMTP_PORT, "127.0.0.1", resolve));
    let shop: ApiShop | undefined;
    try {
      const started = Date.now();
      shop = await submitShop(request, { name: `Silent Mail Farm ${uniqueTag()}` });
      expect(Date.now() - started).toBeLessThan(3000);
      const approveStarted = Date.now();
      await expectJson(await admin.post(`/api/admin/farm-shops/${shop.id}/approve`), 200);
      expect(Date.now() - approveStarted).toBeLessThan(3000);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => silent.close(resolve));
      await mail.start();
      if (shop) await removeShop(admin, shop.id);
    }
  });
});
