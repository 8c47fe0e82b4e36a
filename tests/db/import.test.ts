import { eq, sql } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows, type DbHandle } from "@/lib/db/client";
import { auditLog, farmShops, importBatches, shopSources } from "@/lib/db/schema";
import { runImport, undoImport } from "@/lib/import/commands";
import { loadDirectory, commitImportPlan } from "@/lib/import/queries";
import { planImport } from "@/lib/import/plan";
import { readImportFile } from "@/lib/import/read";
import { exportStream } from "@/lib/shops/export";
import * as shops from "@/lib/shops/queries";
import { shopSubmissionSchema } from "@/lib/validation/shop";
import { ENGINES, openTestDatabase } from "../support/test-db";

const utf8 = (s: string) => new TextEncoder().encode(s);

/** The export's text. */
async function exportCsv(): Promise<string> {
  return new Response(exportStream("csv")).text();
}

/** The export's bytes as Excel saves them again: a byte-order mark first. */
async function exportBytes(): Promise<Uint8Array> {
  return new Uint8Array([0xef, 0xbb, 0xbf, ...new Uint8Array(await new Response(exportStream("csv")).arrayBuffer())]);
}

/** The export's records by slug, without what may differ between directories (ids, times, source ids). */
function comparable(csv: string) {
  const [head, ...rows] = parse(csv) as string[][];
  const keep = (head ?? []).map((h, i) => [h, i] as const).filter(([h]) => !["id", "updatedAt", "sourceId"].includes(h));
  return rows.map((r) => Object.fromEntries(keep.map(([h, i]) => [h, r[i]]))).sort((a, b) => String(a.slug).localeCompare(String(b.slug)));
}

async function addApproved(patch: Record<string, unknown>) {
  const data = shopSubmissionSchema.parse({ county: "Kerry", town: "Dingle", address: "Ballyroe, Dingle", products: ["Eggs"], ...patch });
  const shop = await shops.createShop({ data });
  await shops.approveShop({ id: shop.id });
  return shop;
}

const run = (text: string, extra: Partial<Parameters<typeof runImport>[0]> = {}) =>
  runImport({ bytes: utf8(text), fileName: "test.csv", dryRun: false, approve: true, ...extra });

describe.each(ENGINES)("import on %s", (engine) => {
  let handle: DbHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, dispose } = await openTestDatabase(engine));
  });
  afterAll(async () => dispose());
  beforeEach(async () => {
    await handle.db.delete(farmShops);
  });

  it("round trip: the export imported into the directory it came from is unchanged, and into an empty one exports the same", async () => {
    await addApproved({
      name: "Dún Laoghaire Farm",
      county: "Dublin",
      town: "Dún Laoghaire",
      address: "1 Main St,\nDún Laoghaire",
      phone: "+353 1 234 5678",
      website: "https://dl.ie",
      facebook: "https://facebook.com/dl",
      instagram: "https://instagram.com/dl",
      description: '-Veg "and" eggs.\nHoney too.',
      services: ["Cafe", "Delivery"],
      products: ["Eggs", "Honey"],
      openingHours: { monday: { open: "09:00", close: "17:00", closed: false }, saturday: { open: "10:00", close: "14:00", closed: false } },
      publicHolidayHours: "closed",
      hoursExceptions: [{ from: "2026-12-25", to: "2026-12-26", closed: true }],
      latitude: "53.29",
      longitude: "-6.135",
    });
    await addApproved({ name: "Ó Briain", eircode: "V92 X2Y3", latitude: "52.14", longitude: "-10.26" });
    const first = await exportCsv();
    expect(parse(first)).toHaveLength(3);

    const again = await runImport({ bytes: await exportBytes(), fileName: "export.csv", dryRun: true, approve: false });
    expect(JSON.stringify(again.plan.rows.flatMap((r) => r.changes))).toEqual("[]");
    expect(again.plan.counts).toEqual({ new: 0, updated: 0, unchanged: 2, duplicates: 0, errors: 0 });

    await handle.db.delete(farmShops);
    const loaded = await run(first, { fileName: "export.csv" });
    expect(loaded.plan.counts).toMatchObject({ new: 2, errors: 0 });
    expect(comparable(await exportCsv())).toEqual(comparable(first));
    // And that copy, imported again, is unchanged too.
    const third = await runImport({ bytes: utf8(await exportCsv()), fileName: "export.csv", dryRun: true, approve: false });
    expect(third.plan.counts).toEqual({ new: 0, updated: 0, unchanged: 2, duplicates: 0, errors: 0 });
    await handle.db.delete(farmShops);
  });

  it("records provenance and OpenStreetMap's licence, updates by source id, and keeps fields edited since", async () => {
    const osm = (phone: string, town = "Tralee") =>
      JSON.stringify({ elements: [{ type: "node", id: 4242, lat: 52.27, lon: -9.7, tags: { name: "OSM Farm", shop: "farm", "addr:city": town, "addr:county": "Kerry", phone, produce: "eggs" } }] });
    const first = await runImport({ bytes: utf8(osm("066 111 1111")), fileName: "ireland.geojson", dryRun: false, approve: false });
    expect(first.plan.counts).toMatchObject({ new: 1 });
    const [source] = await handle.db.select().from(shopSources).where(eq(shopSources.sourceId, "osm:node/4242"));
    expect(source).toMatchObject({ sourceFile: "ireland.geojson", licence: "© OpenStreetMap contributors, ODbL", batchId: first.batchId });
    const [shop] = await handle.db.select().from(farmShops).where(eq(farmShops.id, source!.shopId));
    expect(shop).toMatchObject({ approved: false, name: "OSM Farm", phone: "066 111 1111", products: ["Eggs"] });
    await shops.approveShop({ id: shop!.id });
    expect((await exportCsv()).split("\r\n")[1]).toContain("© OpenStreetMap contributors, ODbL");

    // The admin edits the phone; the next OSM import changes the town but leaves the phone.
    await handle.db.update(farmShops).set({ phone: "066 999 9999" }).where(eq(farmShops.id, shop!.id));
    const second = await runImport({ bytes: utf8(osm("066 222 2222", "Tralee Town")), fileName: "ireland-2.geojson", dryRun: false, approve: false });
    expect(second.plan.counts).toMatchObject({ updated: 1, new: 0 });
    expect(second.plan.rows[0]?.kept.map((k) => k.field)).toEqual(["phone"]);
    const [after] = await handle.db.select().from(farmShops).where(eq(farmShops.id, shop!.id));
    expect(after).toMatchObject({ town: "Tralee Town", phone: "066 999 9999" });
    // Asked to, it overwrites.
    const third = await runImport({ bytes: utf8(osm("066 222 2222", "Tralee Town")), fileName: "ireland-3.geojson", dryRun: false, approve: false, overwrite: true });
    expect(third.plan.counts).toMatchObject({ updated: 1 });
    expect((await handle.db.select({ phone: farmShops.phone }).from(farmShops).where(eq(farmShops.id, shop!.id)))[0]?.phone).toBe("066 222 2222");
    // The same file once more writes nothing: no batch to undo, no activity entry.
    const batches = (await handle.db.select().from(importBatches)).length;
    const fourth = await runImport({ bytes: utf8(osm("066 222 2222", "Tralee Town")), fileName: "ireland-3.geojson", dryRun: false, approve: false });
    expect(fourth.plan.counts).toMatchObject({ new: 0, updated: 0, unchanged: 1 });
    expect(fourth.batchId).toBeNull();
    expect((await handle.db.select().from(importBatches)).length).toBe(batches);
    await handle.db.delete(farmShops);
  });

  it("undo removes the shops a batch created and restores the fields it changed, except those edited since", async () => {
    const kept = await addApproved({ name: "Keeper Farm", phone: "066 000 0001", address: "Old Road", latitude: "52.1", longitude: "-10.1" });
    const file = "id,slug,name,town,address,county,phone,products,latitude,longitude\n" +
      `${kept.id},${kept.slug},Keeper Farm,Dingle,New Road,Kerry,066 000 0002,Eggs,52.1,-10.1\n` +
      ",,Brand New,Dingle,Strand St,Kerry,,Eggs,52.3,-10.3\n";
    const done = await run(file);
    expect(done.plan.counts).toMatchObject({ new: 1, updated: 1 });
    const entries = await queryRows<{ action: string; entity: string }>(handle.db, sql`select action, entity from audit_log where entity_id = ${done.batchId}`);
    expect(entries).toEqual([{ action: "import.commit", entity: "import" }]);
    // Someone edits the address after the import.
    await handle.db.update(farmShops).set({ address: "Edited Road" }).where(eq(farmShops.id, kept.id));

    const undone = await undoImport({ batchId: done.batchId! });
    expect(undone).toMatchObject({ removed: 1, restored: 1, editedSince: [{ shopId: kept.id, name: "Keeper Farm", fields: ["address"] }] });
    const rows = await handle.db.select({ name: farmShops.name, phone: farmShops.phone, address: farmShops.address }).from(farmShops);
    expect(rows).toEqual([{ name: "Keeper Farm", phone: "066 000 0001", address: "Edited Road" }]);
    expect((await handle.db.select().from(importBatches).where(eq(importBatches.id, done.batchId!)))[0]?.undoneAt).not.toBeNull();
    expect(await handle.db.select().from(shopSources)).toEqual([]);
    await expect(undoImport({ batchId: done.batchId! })).rejects.toThrow("already been undone");
    expect((await handle.db.select().from(auditLog).where(eq(auditLog.action, "import.undo"))).length).toBe(1);
    await handle.db.delete(farmShops);
  });

  it("commits all rows or none: a row the database refuses rolls the whole batch back", async () => {
    const file = readImportFile(utf8("name,town,address,county,products,latitude,longitude\nFirst,Dingle,A,Kerry,Eggs,52.1,-10.1\nSecond,Dingle,B,Kerry,Eggs,52.2,-10.2\n"));
    const plan = planImport(file.rows, await loadDirectory());
    // A value the form would never let through, as a fault half-way down the file.
    plan.rows[1]!.source.shop!.latitude = "95";
    await expect(commitImportPlan({ plan, fileName: "bad.csv", format: "csv", approve: true })).rejects.toThrow();
    expect(await handle.db.select().from(farmShops)).toEqual([]);
    expect(await handle.db.select().from(importBatches).where(eq(importBatches.fileName, "bad.csv"))).toEqual([]);
  });

  it("writes as it reads, yet a file refused near its end writes nothing", async () => {
    // Long enough that the reader hands on several pieces (and the first shops are inserted)
    // before it reaches the short row at the end.
    const good = Array.from({ length: 1500 }, (_, i) => `Late Farm ${i},Dingle,${i} Main St with a longer address to fill the pieces,Kerry,Eggs,52.1,-10.1`).join("\n");
    const text = `name,town,address,county,products,latitude,longitude\n${good}\nShort row,Dingle\n`;
    await expect(run(text, { fileName: "late.csv" })).rejects.toThrow("Line 1502: this row has a different number of columns");
    expect(await handle.db.select().from(farmShops)).toEqual([]);
    expect(await handle.db.select().from(importBatches).where(eq(importBatches.fileName, "late.csv"))).toEqual([]);
    // The same file without its bad line goes in whole, and its batch records the counts.
    const done = await run(`name,town,address,county,products,latitude,longitude\n${good}\n`, { fileName: "late.csv" });
    expect(done.plan.counts).toMatchObject({ new: 1500, errors: 0 });
    expect(done.plan.rows).toHaveLength(1500);
    expect((await handle.db.select().from(farmShops)).length).toBe(1500);
    const [batch] = await handle.db.select().from(importBatches).where(eq(importBatches.fileName, "late.csv"));
    expect(batch?.counts).toMatchObject({ new: 1500, updated: 0, errors: 0 });
    await handle.db.delete(farmShops);
  });

  it("a dry run writes nothing; a possible duplicate is left alone unless the admin chooses", async () => {
    const base = await addApproved({ name: "Twin Farm", phone: "066 555 5555", latitude: "52.5", longitude: "-9.5" });
    const text = "name,town,address,county,phone,products\nTwin Farm Shop,Dingle,Elsewhere,Kerry,+353 66 555 5555,Eggs\n";
    const dry = await runImport({ bytes: utf8(text), fileName: "t.csv", dryRun: true, approve: false });
    expect(dry.batchId).toBeNull();
    expect(dry.plan.rows[0]).toMatchObject({ status: "duplicate", match: { id: base.id, reason: "phone" } });
    const left = await run(text);
    expect(left.plan.counts).toMatchObject({ duplicates: 1, new: 0, updated: 0 });
    expect((await handle.db.select().from(farmShops)).length).toBe(1);
    const added = await run(text, { choices: { 2: "new" } });
    expect(added.plan.counts).toMatchObject({ new: 1 });
    expect((await handle.db.select().from(farmShops)).length).toBe(2);
    await handle.db.delete(farmShops);
  });
});
