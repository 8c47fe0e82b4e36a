import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/lib/db/client";
import { ADMIN, revertOwnerEdit } from "@/lib/audit/commands";
import { listAudit } from "@/lib/audit/queries";
import { consumeOwnerToken, createOwnerToken, hashToken } from "@/lib/listings/owner-tokens";
import { applyOwnerEdit, reviewChange } from "@/lib/listings/commands";
import { listAdminShops } from "@/lib/shops/admin-list";
import { closeShop, listShopsNeedingCheck, reopenShop, verifyShop } from "@/lib/shops/status";
import { approveShop, deleteShop, getShopByIdOrSlug, listApprovedShops, updateShop } from "@/lib/shops/queries";
import { farmShops, ownerTokens, shopSources } from "@/lib/db/schema";
import { adminShopListSchema } from "@/lib/validation/admin-shop-list";
import { shopUpdateSchemaFor } from "@/lib/validation/shop";
import { ENGINES, openTestDatabase } from "../support/test-db";

const shopUpdateSchema = shopUpdateSchemaFor(null);

describe.each(ENGINES)("listings on %s", (engine) => {
  let handle: DbHandle;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, dispose } = await openTestDatabase(engine));
  });
  afterAll(async () => dispose());

  async function makeShop(name = `Listing Test ${crypto.randomUUID().slice(0, 8)}`) {
    const [shop] = await handle.db
      .insert(farmShops)
      .values({ name, slug: name.toLowerCase().replace(/\W+/g, "-"), county: "Kerry", town: "Dingle", address: "1 Main Street", email: "owner@farm.example", products: ["Eggs"], approved: true })
      .returning();
    if (!shop) throw new Error("no shop");
    return shop;
  }

  it("a link works once; an expired link never works; only its hash is stored", async () => {
    const shop = await makeShop();
    const token = await createOwnerToken({ shopId: shop.id, email: "owner@farm.example", purpose: "sign-in", ttlSeconds: 3600 });
    const [stored] = await handle.db.select().from(ownerTokens).where(eq(ownerTokens.farmShopId, shop.id));
    expect(stored?.tokenHash).toBe(hashToken(token));
    expect(stored?.tokenHash).not.toContain(token);
    // Meant for signing in, so it cannot confirm, and of two uses at once exactly one wins.
    expect(await consumeOwnerToken({ token, purpose: "confirm" })).toBeNull();
    const uses = await Promise.all([consumeOwnerToken({ token, purpose: "sign-in" }), consumeOwnerToken({ token, purpose: "sign-in" })]);
    expect(uses.filter(Boolean)).toEqual([{ shopId: shop.id, email: "owner@farm.example" }]);
    expect(await consumeOwnerToken({ token, purpose: "sign-in" })).toBeNull();

    const expired = await createOwnerToken({ shopId: shop.id, email: "owner@farm.example", purpose: "sign-in", ttlSeconds: 3600 });
    await handle.db.execute(sql`update owner_tokens set expires_at = now() - interval '1 second' where token_hash = ${hashToken(expired)}`);
    expect(await consumeOwnerToken({ token: expired, purpose: "sign-in" })).toBeNull();
    const past = await createOwnerToken({ shopId: shop.id, email: "owner@farm.example", purpose: "sign-in", ttlSeconds: -60 });
    expect(await consumeOwnerToken({ token: past, purpose: "sign-in" })).toBeNull();
    expect(await consumeOwnerToken({ token: "not a token", purpose: "sign-in" })).toBeNull();
  });

  it("an owner's edit applies hours at once, holds the name for review, and records both", async () => {
    const shop = await makeShop();
    const data = shopUpdateSchema.parse({
      ...shop,
      name: `${shop.name} Renamed`,
      openingHours: { monday: { open: "08:00", close: "18:00", closed: false } },
    });
    const result = await applyOwnerEdit({ shopId: shop.id, data, ownerEmail: "owner@farm.example" });
    expect(Object.keys(result.applied)).toEqual(["openingHours"]);
    expect(result.pending?.fields).toEqual({ name: { before: shop.name, after: `${shop.name} Renamed` } });
    const live = await getShopByIdOrSlug({ idOrSlug: shop.id });
    expect(live?.name).toBe(shop.name);
    expect(live?.openingHours.monday).toEqual({ open: "08:00", close: "18:00", closed: false });

    const { rows } = await listAudit({ shopId: shop.id, limit: 50, offset: 0 });
    expect(rows.map((r) => r.action).sort()).toEqual(["change.propose", "owner.update"]);
    const applied = rows.find((r) => r.action === "owner.update");
    expect(applied?.actor).toBe("owner");
    expect(applied?.actorShopId).toBe(shop.id);
    expect(applied?.revertable).toBe(true);

    if (!result.pending) throw new Error("no pending change");
    const approved = await reviewChange({ id: result.pending.id, decision: "approved", actor: ADMIN });
    expect(approved.shop.name).toBe(`${shop.name} Renamed`);
    await expect(reviewChange({ id: result.pending.id, decision: "rejected", actor: ADMIN })).rejects.toThrow(/already approved/);

    if (!applied) throw new Error("no applied entry");
    await revertOwnerEdit({ id: applied.id, actor: ADMIN });
    const reverted = await getShopByIdOrSlug({ idOrSlug: shop.id });
    expect(reverted?.openingHours).toEqual(shop.openingHours);
    expect(reverted?.name).toBe(`${shop.name} Renamed`);
    await expect(revertOwnerEdit({ id: applied.id, actor: ADMIN })).rejects.toThrow(/not been undone/);
    const after = await listAudit({ shopId: shop.id, limit: 50, offset: 0 });
    expect(after.rows[0]?.action).toBe("shop.revert");
    expect(after.total).toBe(5);
  });

  it("a revert puts back only the fields still as the owner's edit left them: the administrator's later correction stays", async () => {
    const shop = await makeShop();
    const data = shopUpdateSchema.parse({ ...shop, website: "https://owner.example", description: "The owner's own words." });
    await applyOwnerEdit({ shopId: shop.id, data, ownerEmail: "owner@farm.example" });
    const applied = (await listAudit({ shopId: shop.id, limit: 50, offset: 0 })).rows.find((r) => r.action === "owner.update");
    if (!applied) throw new Error("no applied entry");
    expect(Object.keys(applied.changes).sort()).toEqual(["description", "website"]);
    // The administrator corrects the website since.
    const edited = await getShopByIdOrSlug({ idOrSlug: shop.id });
    await updateShop({ id: shop.id, data: shopUpdateSchema.parse({ ...edited, website: "https://admin-fixed.example" }) });

    const result = await revertOwnerEdit({ id: applied.id, actor: ADMIN });
    expect(result).toMatchObject({ restored: ["description"], editedSince: ["website"] });
    const after = await getShopByIdOrSlug({ idOrSlug: shop.id });
    expect(after?.website).toBe("https://admin-fixed.example");
    expect(after?.description).toBe(shop.description);
    const revert = (await listAudit({ shopId: shop.id, limit: 50, offset: 0 })).rows[0];
    expect(revert?.action).toBe("shop.revert");
    expect(Object.keys(revert?.changes ?? {}).sort()).toEqual(["description", "reverted"]);
  });

  it("an owner's edit whose every field was changed since is not reverted (409), and stays revertable", async () => {
    const shop = await makeShop();
    await applyOwnerEdit({ shopId: shop.id, data: shopUpdateSchema.parse({ ...shop, phone: "066 915 0000" }), ownerEmail: "owner@farm.example" });
    const applied = (await listAudit({ shopId: shop.id, limit: 50, offset: 0 })).rows.find((r) => r.action === "owner.update");
    if (!applied) throw new Error("no applied entry");
    const edited = await getShopByIdOrSlug({ idOrSlug: shop.id });
    await updateShop({ id: shop.id, data: shopUpdateSchema.parse({ ...edited, phone: "066 915 1111" }) });
    await expect(revertOwnerEdit({ id: applied.id, actor: ADMIN })).rejects.toThrow("Every field of this edit has been changed since; nothing was reverted");
    expect((await getShopByIdOrSlug({ idOrSlug: shop.id }))?.phone).toBe("066 915 1111");
    const entry = (await listAudit({ shopId: shop.id, limit: 50, offset: 0 })).rows.find((r) => r.id === applied.id);
    expect(entry?.revertable).toBe(true);
  });

  it("an entry of a shop deleted since still names it, and cannot be reverted", async () => {
    const shop = await makeShop();
    await deleteShop({ id: shop.id });
    const { rows } = await listAudit({ limit: 50, offset: 0 });
    const entry = rows.find((r) => r.action === "shop.delete" && r.entityId === shop.id);
    expect(entry?.shopName).toBe(shop.name);
    expect(entry?.revertable).toBe(false);
  });

  it("a later save keeps a proposal waiting for review, and only what changed is applied", async () => {
    const shop = await makeShop();
    const live = await getShopByIdOrSlug({ idOrSlug: shop.id });
    if (!live) throw new Error("no shop");
    const edit = (patch: Record<string, unknown>) => shopUpdateSchema.parse({ ...live, ...patch });
    const first = await applyOwnerEdit({ shopId: shop.id, data: edit({ town: "Ventry" }), ownerEmail: "owner@farm.example" });
    const proposal = { town: { before: "Dingle", after: "Ventry" } };
    expect(first.pending?.fields).toEqual(proposal);

    // The hours as the database hands them back (jsonb orders keys its own way) are no change.
    const reordered = Object.fromEntries(Object.entries(live.openingHours).reverse());
    // A PATCH of the description alone: the town's proposal stands.
    const second = await applyOwnerEdit({ shopId: shop.id, data: edit({ town: "Ventry", description: "New words", openingHours: reordered }), ownerEmail: "owner@farm.example", sent: new Set(["description", "openingHours"]) });
    expect(Object.keys(second.applied)).toEqual(["description"]);
    expect(second.pending?.id).toBe(first.pending?.id);
    expect(second.pending?.fields).toEqual(proposal);
    // The whole form, showing the proposed town: still the same proposal, unchanged.
    const third = await applyOwnerEdit({ shopId: shop.id, data: edit({ town: "Ventry", description: "New words" }), ownerEmail: "owner@farm.example" });
    expect(third.applied).toEqual({});
    expect(third.pending?.fields).toEqual(proposal);
    // Sending the live town back withdraws the proposal.
    const fourth = await applyOwnerEdit({ shopId: shop.id, data: edit({ description: "New words" }), ownerEmail: "owner@farm.example", sent: new Set(["town"]) });
    expect(fourth.pending).toBeNull();
    const { rows } = await listAudit({ shopId: shop.id, limit: 50, offset: 0 });
    expect(rows.map((r) => r.action).sort()).toEqual(["change.propose", "change.withdraw", "owner.update"]);
  });

  it("a change that fails halfway leaves no audit entry behind (same transaction)", async () => {
    const shop = await makeShop();
    const data = shopUpdateSchema.parse({ ...shop, description: "x".repeat(10) });
    await handle.db.execute(sql`alter table farm_shops add constraint listings_test_no_x check (description is distinct from 'xxxxxxxxxx') not valid`);
    try {
      await expect(applyOwnerEdit({ shopId: shop.id, data, ownerEmail: "owner@farm.example" })).rejects.toThrow();
    } finally {
      await handle.db.execute(sql`alter table farm_shops drop constraint listings_test_no_x`);
    }
    expect((await listAudit({ shopId: shop.id, limit: 10, offset: 0 })).total).toBe(0);
  });

  it("a closed shop leaves the public lists and comes back when reopened; checks move verifiedAt only", async () => {
    const shop = await makeShop();
    await closeShop({ id: shop.id, actor: ADMIN });
    expect(await getShopByIdOrSlug({ idOrSlug: shop.id })).toBeNull();
    expect((await getShopByIdOrSlug({ idOrSlug: shop.id, includeClosed: true }))?.closedAt).toBeInstanceOf(Date);
    expect((await listApprovedShops()).some((s) => s.id === shop.id)).toBe(false);
    expect((await listApprovedShops({ includeClosed: true })).some((s) => s.id === shop.id)).toBe(true);
    await reopenShop({ id: shop.id, actor: ADMIN });
    expect((await getShopByIdOrSlug({ idOrSlug: shop.id }))?.id).toBe(shop.id);

    const before = await getShopByIdOrSlug({ idOrSlug: shop.id });
    const needing = async () => (await listShopsNeedingCheck({ limit: 200, offset: 0 })).rows.some((s) => s.id === shop.id);
    expect(await needing()).toBe(true);
    const checked = await verifyShop({ id: shop.id, actor: ADMIN });
    expect(checked.verifiedAt).toBeInstanceOf(Date);
    expect(checked.updatedAt.getTime()).toBe(before?.updatedAt.getTime());
    expect(await needing()).toBe(false);
    const actions = (await listAudit({ shopId: shop.id, limit: 10, offset: 0 })).rows.map((r) => r.action);
    expect(actions).toEqual(["shop.verify", "shop.reopen", "shop.close"]);
  });

  it("approving a submission counts as a check; approving an imported shop does not", async () => {
    const insertPending = async (name: string) => {
      const [shop] = await handle.db.insert(farmShops).values({ name, county: "Kerry", town: "Dingle", address: "1 Main Street", email: "owner@farm.example", products: ["Eggs"], approved: false }).returning();
      if (!shop) throw new Error("no shop");
      return shop;
    };
    const needing = async (id: string) => (await listShopsNeedingCheck({ limit: 200, offset: 0 })).rows.some((s) => s.id === id);
    const submitted = await insertPending(`Submitted ${crypto.randomUUID().slice(0, 8)}`);
    const imported = await insertPending(`Imported ${crypto.randomUUID().slice(0, 8)}`);
    await handle.db.insert(shopSources).values({ shopId: imported.id, sourceFile: "partner.csv" });
    try {
      const approved = await approveShop({ id: submitted.id });
      expect(approved?.shop.verifiedAt).toBeInstanceOf(Date);
      expect(await needing(submitted.id)).toBe(false);
      expect((await approveShop({ id: imported.id }))?.shop.verifiedAt).toBeNull();
      expect(await needing(imported.id)).toBe(true);
    } finally {
      await deleteShop({ id: submitted.id });
      await deleteShop({ id: imported.id });
    }
  });

  it("the admin list's needsChecking filter follows the Needs checking list: a closed shop is not due a check", async () => {
    const due = await makeShop();
    const closed = await makeShop();
    const checked = await makeShop();
    await closeShop({ id: closed.id, actor: ADMIN });
    await verifyShop({ id: checked.id, actor: ADMIN });
    const ids = async (needsChecking: boolean) =>
      new Set(
        (await listAdminShops("approved", adminShopListSchema.parse({ limit: "200", needsChecking: String(needsChecking) }))).shops.map((s) => s.id),
      );
    const dueNow = await ids(true);
    expect([dueNow.has(due.id), dueNow.has(closed.id), dueNow.has(checked.id)]).toEqual([true, false, false]);
    const notDue = await ids(false);
    expect([notDue.has(due.id), notDue.has(closed.id), notDue.has(checked.id)]).toEqual([false, true, true]);
    const listed = new Set((await listShopsNeedingCheck({ limit: 200, offset: 0 })).rows.map((s) => s.id));
    expect([listed.has(due.id), listed.has(closed.id), listed.has(checked.id)]).toEqual([true, false, false]);
  });
});
