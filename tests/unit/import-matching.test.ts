import { describe, expect, it } from "vitest";
import { countyFromAddress, countyFromPostcode, settleCounty } from "@/lib/import/county";
import { foldName, sameValue, valuesOf, websiteKey, type ExistingShop } from "@/lib/import/match";
import { planImport, reportOf } from "@/lib/import/plan";
import { importAnswer, importSummaryLines } from "@/lib/import/response";
import { readImportFile } from "@/lib/import/read";

describe("county rules", () => {
  it("takes the county column first, then the address, then the postcode", () => {
    expect(settleCounty({ county: "Co. Cork", address: "Main St, Co. Kerry" })).toEqual({ county: "Cork", from: "county" });
    expect(settleCounty({ county: "Londonderry" })).toEqual({ county: "Derry", from: "county" });
    expect(settleCounty({ address: "Main St, Dingle, Co. Kerry" })).toEqual({ county: "Kerry", from: "address" });
    expect(settleCounty({ address: "The Square, Mullingar, Westmeath" })).toEqual({ county: "Westmeath", from: "address" });
    expect(settleCounty({ address: "Ballyroe", eircode: "v92 x2y3" })).toEqual({ county: "Kerry", from: "postcode" });
    expect(settleCounty({ address: "Farm Lane", eircode: "BT74 6AB" })).toEqual({ county: "Fermanagh", from: "postcode" });
    expect(settleCounty({ county: "Narnia" })).toMatchObject({ county: null, reason: expect.stringMatching(/not one of the 32 counties/) });
  });
  it("leaves to the admin what no rule settles: a street named after a county, a routing key or district across a county line", () => {
    expect(countyFromAddress("12 Kildare Street, Dublin 2")).toBe("Dublin");
    expect(countyFromAddress("12 Kildare Street")).toBeNull();
    expect(countyFromPostcode("N37 A1B2")).toBeNull(); // Athlone: Westmeath and Roscommon
    expect(countyFromPostcode("BT34 1AA")).toBeNull(); // Newry: Down and Armagh
    expect(countyFromPostcode("D6W X123")).toBe("Dublin");
    expect(countyFromPostcode("not a code")).toBeNull();
    expect(settleCounty({ address: "Farm Lane", town: "Athlone", eircode: "N37 A1B2" }).county).toBeNull();
  });
});

const csv = (text: string) => readImportFile(new TextEncoder().encode(text)).rows;
const HEAD = "name,town,address,county,phone,website,eircode,latitude,longitude,products,sourceId\n";

function existing(id: string, line: string, { sourceId = null, importedValues = null }: { sourceId?: string | null; importedValues?: Partial<ExistingShop["values"]> | null } = {}): ExistingShop {
  const shop = csv(HEAD + line)[0]?.shop;
  if (!shop) throw new Error(`bad fixture ${line}`);
  return { id, values: valuesOf(shop), sourceId, importedValues };
}

describe("matching and merging", () => {
  it("folds names and websites", () => {
    expect(foldName("Ó Briain's  Farm-Shop")).toBe(foldName("o briains farmshop"));
    expect(websiteKey("https://www.Farm.ie/")).toBe("farm.ie");
  });
  it("matches the same name in the same town and county where the row or the shop has no point (a sheet of names and towns imported again)", () => {
    const directory = [
      existing("a1", "Ardee Harvest Market,Ardee,Market St,Louth,,,,,,Eggs,"),
      existing("p1", "Point Farm,Tralee,The Square,Kerry,,,,52.2700,-9.7000,Eggs,"),
    ];
    const rows = csv(
      HEAD +
        "Ardee Harvest Market,Ardee,Market St,Louth,,,,,,Eggs,\n" + // the same row again
        "ardee harvest-market,ARDEE,Bridge St,Louth,,,,53.8600,-6.5400,Eggs,\n" + // folded, with a point: the shop has none
        "Ardee Harvest Market,Dundalk,Main St,Louth,,,,,,Eggs,\n" + // another town: new
        "Ardee Harvest Market,Ardee,Market St,Meath,,,,,,Eggs,\n" + // another county: new
        "Point Farm,Tralee,The Square,Kerry,,,,,,Eggs,\n" + // no point, the shop has one
        "Point Farm,Tralee,The Square,Kerry,,,,52.3200,-9.7000,Eggs,\n", // both placed, 5 km apart: the 300 m rule says new
    );
    const plan = planImport(rows, directory);
    expect(plan.rows.map((r) => [r.status, r.match?.id ?? null, r.match?.reason ?? null])).toEqual([
      ["duplicate", "a1", "name and town"],
      ["duplicate", "a1", "name and town"],
      ["new", null, null],
      ["new", null, null],
      ["duplicate", "p1", "name and town"],
      ["new", null, null],
    ]);
  });
  it("matches by source id first, then name within 300 m, phone, website or Eircode; each kind is counted", () => {
    const directory = [
      existing("s1", "Hill Farm,Dingle,Ballyroe,Kerry,,,,52.1400,-10.2600,Eggs,", { sourceId: "osm:node/1" }),
      existing("s2", "Ó Briain,Dingle,Main St,Kerry,,,,52.2000,-10.2000,Eggs,"),
      existing("s3", "Phone Farm,Tralee,The Square,Kerry,066 712 3456,,,,,Eggs,"),
      existing("s4", "Web Farm,Tralee,The Square,Kerry,,https://web.ie,,,,Eggs,"),
      existing("s5", "Code Farm,Tralee,The Square,Kerry,,,V92 X2Y3,,,Eggs,"),
    ];
    const rows = csv(
      HEAD +
        "Hill Farm Renamed,Dingle,Ballyroe,Kerry,,,,52.1400,-10.2600,Eggs,osm:node/1\n" + // same source: update
        "O Briain,Dingle,Main St,Kerry,,,,52.2010,-10.2010,Eggs,\n" + // same folded name, ~130 m away
        "O Briain,Cork,Main St,Cork,,,,51.9,-8.47,Eggs,\n" + // same name far away: new
        "Other,Tralee,The Square,Kerry,+353 66 712 3456,,,,,Eggs,\n" +
        "Other 2,Tralee,The Square,Kerry,,www.web.ie/,,,,Eggs,\n" +
        "Other 3,Tralee,The Square,Kerry,,,v92x2y3,,,Eggs,\n" +
        "Hill Farm,Dingle,Ballyroe,Kerry,,,,52.1400,-10.2600,Eggs,osm:node/1\n", // the same source twice: error
    );
    const plan = planImport(rows, directory);
    expect(plan.rows.map((r) => [r.status, r.match?.id ?? null, r.match?.reason ?? null])).toEqual([
      ["updated", "s1", "source"],
      ["duplicate", "s2", "name within 300 m"],
      ["new", null, null],
      ["duplicate", "s3", "phone"],
      ["duplicate", "s4", "website"],
      ["duplicate", "s5", "Eircode"],
      ["error", null, null],
    ]);
    expect(plan.counts).toEqual({ new: 1, updated: 1, unchanged: 0, duplicates: 4, errors: 1 });
    expect(plan.rows[0]?.changes).toEqual([{ field: "name", before: "Hill Farm", after: "Hill Farm Renamed" }]);
    expect(plan.errors[0]).toMatchObject({ line: 8, column: "sourceId", message: "The same shop (osm:node/1) is already on line 2." });
    // The command line's summary: the counts, each error, and each possible duplicate left alone.
    const answer = importAnswer({ file: { format: "csv", columns: [], fullRecord: false }, plan: { ...plan, rows: plan.rows.map(reportOf) }, batchId: null, geocodeQueued: 0, geocoding: null });
    expect(importSummaryLines(answer)).toEqual([
      "import: 1 new, 1 updated, 0 unchanged, 4 duplicates, 1 errors",
      "line 8, column sourceId: The same shop (osm:node/1) is already on line 2.",
      'line 3: "O Briain" looks like "Ó Briain" (same name within 300 m), left alone',
      'line 5: "Other" looks like "Phone Farm" (same phone), left alone',
      'line 6: "Other 2" looks like "Web Farm" (same website), left alone',
      'line 7: "Other 3" looks like "Code Farm" (same Eircode), left alone',
    ]);
    // A spreadsheet's columns the importer does not know are named ("Notes" among them: a sheet's
    // notes are as often its compiler's); Excel's trailing separator is no column.
    const sheet = readImportFile(new TextEncoder().encode("Shop name,Town,County,Owner name,Mobile No.,Notes,\nA Farm,Dingle,Kerry,Mary,087 123 4567,duplicate row?,\n"));
    expect(sheet.columns.map((c) => c.field)).toEqual(["name", "town", "county", null, "phone", null]);
    const sheetPlan = planImport(sheet.rows, []);
    const sheetAnswer = importAnswer({ file: { format: "csv", columns: sheet.columns, fullRecord: false }, plan: { ...sheetPlan, rows: sheetPlan.rows.map(reportOf) }, batchId: null, geocodeQueued: 0, geocoding: null });
    expect(importSummaryLines(sheetAnswer)).toEqual([
      "import: 1 new, 0 updated, 0 unchanged, 0 duplicates, 0 errors",
      'columns not imported: "Owner name", "Notes" (--map "Header=field" imports one)',
    ]);
    // The admin's choices: update the look-alike, add another as new, keep a third.
    const chosen = planImport(rows.slice(0, 6), directory, { choices: { 3: "update", 5: "new", 6: "keep" } });
    expect(chosen.rows.map((r) => r.status)).toEqual(["updated", "updated", "new", "new", "duplicate", "duplicate"]);
  });
  it("never overwrites a field edited since the last import unless asked; a partner's empty value clears nothing", () => {
    const asImported = existing("s1", "Hill Farm,Dingle,Ballyroe,Kerry,066 111 1111,,,52.14,-10.26,Eggs,", { sourceId: "osm:node/1" });
    const edited = { ...asImported, values: { ...asImported.values, phone: "066 999 9999" }, importedValues: asImported.values };
    const row = csv(HEAD + "Hill Farm,Dingle,New Road,Kerry,066 222 2222,,,52.14,-10.26,Eggs,osm:node/1\n");
    const plan = planImport(row, [edited]);
    expect(plan.rows[0]?.changes.map((c) => c.field)).toEqual(["address"]);
    expect(plan.rows[0]?.kept).toEqual([{ field: "phone", before: "066 999 9999", after: "066 222 2222" }]);
    expect(planImport(row, [edited], { overwrite: true }).rows[0]?.changes.map((c) => c.field)).toEqual(["address", "phone"]);
    const noPhone = csv(HEAD + "Hill Farm,Dingle,Ballyroe,Kerry,,,,52.14,-10.26,Eggs,osm:node/1\n");
    expect(planImport(noPhone, [asImported]).rows[0]?.status).toBe("unchanged");
    expect(planImport(noPhone, [asImported], { fullRecord: true }).rows[0]?.changes.map((c) => c.field)).toEqual(["phone"]);
  });
  it("a partner's empty hours cell keeps the directory's hours (no hours is not 'closed every day')", () => {
    const WITH_HOURS = "name,town,address,county,phone,opening_hours,sourceId\n";
    const rows = (line: string) => readImportFile(new TextEncoder().encode(WITH_HOURS + line)).rows;
    const shop = rows("Hill Farm,Dingle,Ballyroe,Kerry,066 111 1111,Tu-Sa 09:30-17:30,osm:node/1\n")[0]?.shop;
    if (!shop) throw new Error("bad fixture");
    const current: ExistingShop = { id: "s1", values: valuesOf(shop), sourceId: "osm:node/1", importedValues: null };
    expect(Object.keys(current.values.openingHours ?? {})).not.toHaveLength(0);
    const noHours = rows("Hill Farm,Dingle,Ballyroe,Kerry,066 111 1111,,osm:node/1\n");
    expect(planImport(noHours, [current]).rows[0]?.status).toBe("unchanged");
    expect(planImport(noHours, [current], { fullRecord: true }).rows[0]?.changes.map((c) => c.field)).toEqual(["openingHours"]);
    // Nor does it undo the shop's holiday setting (a file without hours reads as "usual").
    const closedOnHolidays: ExistingShop = { ...current, values: { ...current.values, publicHolidayHours: "closed" } };
    expect(planImport(noHours, [closedOnHolidays]).rows[0]?.status).toBe("unchanged");
  });
  it("the same shop twice in a file (a point and its building) is new once; the second is left out unless the admin adds it", () => {
    const text = JSON.stringify({
      elements: [
        { type: "node", id: 1, lat: 52.14, lon: -10.27, tags: { name: "Twin Gates Farm Shop", "addr:city": "Dingle", "addr:county": "Kerry" } },
        { type: "way", id: 2, center: { lat: 52.14012, lon: -10.27015 }, tags: { name: "Twin Gates Farm Shop", "addr:city": "Dingle", "addr:county": "Kerry" } },
        { type: "node", id: 3, lat: 52.2, lon: -10.1, tags: { name: "Twin Gates Farm Shop", "addr:city": "Tralee", "addr:county": "Kerry" } },
      ],
    });
    const rows = readImportFile(new TextEncoder().encode(JSON.stringify(JSON.parse(text), null, 2))).rows;
    const plan = planImport(rows, []);
    expect(plan.rows.map((r) => r.status)).toEqual(["new", "error", "new"]);
    expect(plan.errors).toEqual([{ line: rows[1]!.line, column: "name", value: "Twin Gates Farm Shop", message: `The same name within 300 m as line ${rows[0]!.line}: one shop twice in the file (a point and its building?), left out.` }]);
    const added = planImport(readImportFile(new TextEncoder().encode(JSON.stringify(JSON.parse(text), null, 2))).rows, [], { choices: { [rows[1]!.line]: "new" } });
    expect(added.rows.map((r) => r.status)).toEqual(["new", "new", "new"]);
    // Without addresses (a first import from OpenStreetMap): the point asks for its town and county,
    // and its building is left out as the same shop, asking for nothing.
    const bare = readImportFile(
      new TextEncoder().encode(
        JSON.stringify({
          elements: [
            { type: "node", id: 11, lat: 52.14, lon: -10.27, tags: { name: "Bare Farm", shop: "farm" } },
            { type: "way", id: 12, center: { lat: 52.14012, lon: -10.27015 }, tags: { name: "Bare Farm", building: "yes" } },
          ],
        }),
      ),
    ).rows;
    const barePlan = planImport(bare, []);
    expect(barePlan.rows.map((r) => [r.status, r.source.errors.map((e) => e.column)])).toEqual([
      ["error", ["county", "town"]],
      ["error", ["name"]],
    ]);
    expect(barePlan.rows[1]?.source.errors[0]?.message).toMatch(/^The same name within 300 m as line \d+: one shop twice in the file/);
    expect([barePlan.rows[1]?.source.townMissing, barePlan.rows[1]?.source.countyUnsettled]).toEqual([false, false]);
    // This directory's own export names its shops by id: two of one name side by side are two shops.
    const again = readImportFile(new TextEncoder().encode(JSON.stringify(JSON.parse(text), null, 2))).rows;
    expect(planImport(again, [], { fullRecord: true }).rows.map((r) => r.status)).toEqual(["new", "new", "new"]);
  });
  it("a spreadsheet's row pasted twice (same name in the same town, no point) is new once; the second is left out unless the admin adds it", () => {
    const text =
      HEAD +
      "Ó Súilleabháin Organic Farm,Clonakilty,Main St,Cork,023 883 1234,,P85 X234,,,Eggs,\n" +
      "O Suilleabhain Organic Farm,clonakilty,Main St,Co. Cork,023 883 1234,,P85 X234,,,Eggs,\n" +
      // The same name in another town is another shop; a row without a point is the shop of its
      // name and town that has one (as a shop of the directory is found).
      "Ó Súilleabháin Organic Farm,Skibbereen,,Cork,,,,,,Eggs,\n" +
      "Hill Farm,Dingle,,Kerry,,,,52.14,-10.26,Eggs,\n" +
      "Hill Farm,Dingle,,Kerry,,,,,,Eggs,\n";
    const rows = csv(text);
    const plan = planImport(rows, []);
    expect(plan.rows.map((r) => r.status)).toEqual(["new", "error", "new", "new", "error"]);
    expect(plan.errors.map((e) => [e.line, e.message])).toEqual([
      [3, "The same name in the same town as line 2: one shop twice in the file, left out."],
      [6, "The same name in the same town as line 5: one shop twice in the file, left out."],
    ]);
    expect(planImport(csv(text), [], { choices: { 3: "new" } }).rows.map((r) => r.status)).toEqual(["new", "new", "new", "new", "error"]);
  });
  it("special dates are the same whatever order they were entered in", () => {
    const christmas = { from: "2026-12-25", to: "2026-12-26", closed: true };
    const eve = { from: "2026-12-24", to: "2026-12-24", closed: false, open: "09:00", close: "13:00" };
    expect(sameValue("hoursExceptions", [christmas, eve], [eve, christmas])).toBe(true);
    expect(sameValue("hoursExceptions", [christmas, eve], [eve])).toBe(false);
    expect(sameValue("hoursExceptions", [christmas], [{ ...christmas, note: "Christmas" }])).toBe(false);
  });
});
