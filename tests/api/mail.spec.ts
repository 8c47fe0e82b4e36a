import net from "node:net";
import { test, expect, expectJson, uniqueTag } from "./support/fixtures";
import { removeShop, submitShop, type ApiShop } from "./support/data";
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
