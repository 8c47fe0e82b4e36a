import { test, expect, adminList, expectError, expectJson, uniqueTag } from "./support/fixtures";

type Answer = {
  new: number;
  updated: number;
  unchanged: number;
  duplicates: number;
  errors: { line: number; column: string; value: string; message: string }[];
  batchId: string | null;
  rows: { line: number; name: string; status: string }[];
};

const file = (name: string, text: string | Buffer, mimeType = "text/csv") => ({ name, mimeType, buffer: Buffer.isBuffer(text) ? text : Buffer.from(text, "utf8") });

/** A partner's sheet: semicolons, Windows-1252, its own header names, one bad phone. */
function partnerSheet(tag: string): Buffer {
  const text =
    "Shop name;Phone number;Town;Address;County;Web site;Products;Latitude;Longitude\r\n" +
    `Dún Farm ${tag};;Dún Laoghaire;"1 Main St\r\nDún Laoghaire";Dublin;;Eggs;53.2${tag.length}1;-6.1${tag.length}1\r\n` +
    `Ó Briain ${tag};;Dingle;Ballyroe;Kerry;;Honey;52.1${tag.length}2;-10.2${tag.length}2\r\n` +
    `Bad ${tag};phone me;Tralee;The Square;Kerry;;Eggs;;\r\n`;
  return Buffer.from([...text].map((c) => c.charCodeAt(0)));
}

test.describe("POST /api/admin/import", () => {
  test("preview writes nothing; commit creates pending shops with provenance; undo removes them", async ({ admin, request }) => {
    const tag = uniqueTag();
    const sheet = file("partner.csv", partnerSheet(tag));
    const preview = await expectJson<Answer>(await admin.post("/api/admin/import", { multipart: { file: sheet, dryRun: "1" } }), 200);
    expect(preview).toMatchObject({ new: 2, updated: 0, unchanged: 0, duplicates: 0, batchId: null });
    expect(preview.errors).toEqual([{ line: 5, column: "Phone number", value: "phone me", message: "Phone may contain only digits, spaces, +, ( ) and -" }]);
    expect(preview.rows.map((r) => r.name)).toEqual([`Dún Farm ${tag}`, `Ó Briain ${tag}`, `Bad ${tag}`]);
    const pendingNames = async () => (await adminList<{ name: string }>(admin, "pending", `q=${encodeURIComponent(tag)}`)).map((s) => s.name).sort();
    expect(await pendingNames()).toEqual([]);

    const done = await expectJson<Answer>(await admin.post("/api/admin/import", { multipart: { file: sheet } }), 200);
    expect(done).toMatchObject({ new: 2, errors: [{ line: 5 }] });
    expect(done.batchId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await pendingNames()).toEqual([`Dún Farm ${tag}`, `Ó Briain ${tag}`]);
    // Pending: not public.
    expect((await request.get(`/api/farm-shops/dun-farm-${tag.toLowerCase()}`)).status()).toBe(404);

    // Re-import of the same file: the rows match the shops by name within 300 m (possible duplicates), nothing new.
    const again = await expectJson<Answer>(await admin.post("/api/admin/import", { multipart: { file: sheet, dryRun: "1" } }), 200);
    expect(again).toMatchObject({ new: 0, duplicates: 2 });

    const undone = await expectJson<{ removed: number; restored: number; editedSince: unknown[] }>(await admin.post(`/api/admin/import/${done.batchId}/undo`), 200);
    expect(undone).toMatchObject({ removed: 2, restored: 0, editedSince: [] });
    expect(await pendingNames()).toEqual([]);
    await expectError(await admin.post(`/api/admin/import/${done.batchId}/undo`), 409, "This import has already been undone.");
  });

  test("the site's own export, saved again by Excel (a byte-order mark first), previews as a full record from its id column", async ({ admin, request }) => {
    const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), await (await request.get("/api/farm-shops/export.csv")).body()]);
    const preview = await expectJson<Answer & { columns: { header: string; field: string | null }[] }>(
      await admin.post("/api/admin/import", { multipart: { file: file("farm-shops-ireland.csv", body), dryRun: "1" } }),
      200,
    );
    expect(preview.columns.slice(0, 3)).toEqual([{ header: "id", field: "id" }, { header: "slug", field: "slug" }, { header: "name", field: "name" }]);
    expect(preview.batchId).toBeNull();
  });

  test("OSM: approve publishes with OpenStreetMap's licence; a re-import is unchanged; a changed tag updates", async ({ admin, request }) => {
    const id = Date.now() * 10 + Math.floor(Math.random() * 10);
    const tag = uniqueTag();
    const osm = (phone: string) =>
      file("ireland.json", JSON.stringify({ elements: [{ type: "node", id, lat: 52.6, lon: -8.6, tags: { name: `OSM Farm ${tag}`, shop: "farm", "addr:city": "Limerick", "addr:county": "Limerick", phone, produce: "eggs" } }] }), "application/json");
    const first = await expectJson<Answer>(await admin.post("/api/admin/import", { multipart: { file: osm("061 111111"), approve: "1" } }), 200);
    expect(first).toMatchObject({ new: 1, errors: [] });
    const slug = `osm-farm-${tag}`.toLowerCase();
    const page = await request.get(`/shop/${slug}`);
    expect(page.status()).toBe(200);
    const html = await page.text();
    expect(html).toContain("© OpenStreetMap contributors, ODbL");
    // The month of the import, not a check: nobody has confirmed a file's details.
    expect(html).toMatch(/Details imported in [A-Z][a-z]+ \d{4}, not yet confirmed by the shop/);
    expect(html).not.toContain("Details checked");
    const csv = await (await request.get("/api/farm-shops/export.csv")).text();
    expect(csv.split("\r\n").find((l) => l.includes(`OSM Farm ${tag}`))).toContain(`"© OpenStreetMap contributors, ODbL",osm:node/${id}`);

    expect(await expectJson<Answer>(await admin.post("/api/admin/import", { multipart: { file: osm("061 111111"), format: "osm" } }), 200)).toMatchObject({ new: 0, unchanged: 1 });
    const changed = await expectJson<Answer>(await admin.post("/api/admin/import", { multipart: { file: osm("061 222222") } }), 200);
    expect(changed).toMatchObject({ new: 0, updated: 1 });
    await expectJson(await admin.post(`/api/admin/import/${changed.batchId}/undo`), 200);
    await expectJson(await admin.post(`/api/admin/import/${first.batchId}/undo`), 200);
    expect((await request.get(`/api/farm-shops/${slug}`)).status()).toBe(404);
  });

  test("OSM without addr:* tags: the preview says so and links the node; the admin's town and county import it", async ({ admin, request }) => {
    const id = Date.now() * 10 + Math.floor(Math.random() * 10);
    const tag = uniqueTag();
    const osm = file("bare.json", JSON.stringify({ elements: [{ type: "node", id, lat: 52.56, lon: -8.79, tags: { name: `Bare Farm ${tag}`, shop: "farm" } }] }), "application/json");
    type Row = Answer["rows"][number] & {
      sourceId: string | null;
      point: { latitude: number; longitude: number } | null;
      townMissing: boolean;
      countyUnsettled: boolean;
      placeFromDirectory: boolean;
      town: string | null;
      county: string | null;
    };
    const preview = await expectJson<Answer & { rows: Row[] }>(await admin.post("/api/admin/import", { multipart: { file: osm, dryRun: "1" } }), 200);
    expect(preview).toMatchObject({ new: 0, rows: [{ status: "error", sourceId: `osm:node/${id}`, point: { latitude: 52.56, longitude: -8.79 }, townMissing: true, countyUnsettled: true }] });
    expect(preview.errors.map((e) => e.message)).toEqual([expect.stringMatching(/pick the county/), "Town/City is required"]);
    const line = String(preview.rows[0]!.line);

    const done = await expectJson<Answer>(
      await admin.post("/api/admin/import", { multipart: { file: osm, approve: "1", counties: JSON.stringify({ [line]: "limerick" }), places: JSON.stringify({ [line]: { town: "Adare", address: "" } }) } }),
      200,
    );
    expect(done).toMatchObject({ new: 1, errors: [] });
    const shop = await expectJson<{ town: string; address: string; county: string }>(await request.get(`/api/farm-shops/bare-farm-${tag.toLowerCase()}`), 200);
    expect(shop).toMatchObject({ town: "Adare", address: "Adare", county: "Limerick" });
    // Next month's refresh of the same file: the row is the shop it imported (same node), with its town and county.
    const again = await expectJson<Answer & { rows: Row[] }>(await admin.post("/api/admin/import", { multipart: { file: osm, dryRun: "1" } }), 200);
    expect(again).toMatchObject({ unchanged: 1, errors: [], rows: [{ status: "unchanged", placeFromDirectory: true, town: "Adare", county: "Limerick" }] });
    await expectJson(await admin.post(`/api/admin/import/${done.batchId}/undo`), 200);
  });

  test("POST /api/admin/import/places: the towns at the points of rows without one, from the geocoder; a dead geocoder is a 503", async ({ admin, request, geocoder }) => {
    const lookUp = (body: unknown) => admin.post("/api/admin/import/places", { data: body });
    // Points of this test's own (no other test asks for them).
    const lat = Number((52.5 + Math.random() / 100).toFixed(6));
    geocoder.place(lat, -8.79, { road: "R519", hamlet: "Ballingarrane", village: "Adare", county: "County Limerick", country_code: "ie" });
    geocoder.place(lat, -6.2, { town: "Swords", county: "Fingal", country_code: "ie" });
    const found = await expectJson<{ places: unknown[]; missed: number[] }>(
      await lookUp({ points: [{ line: 3, latitude: lat, longitude: -8.79 }, { line: 9, latitude: lat, longitude: -6.2 }, { line: 12, latitude: lat, longitude: -9.9 }] }),
      200,
    );
    expect(found).toEqual({
      places: [
        { line: 3, town: "Adare", address: "R519, Ballingarrane, Adare", county: "Limerick" },
        { line: 9, town: "Swords", address: "Swords", county: "Dublin" },
      ],
      missed: [12],
    });
    // Nominatim's usage policy: the site names itself.
    expect(geocoder.requestsFor(`reverse:${lat},-8.79`)[0]?.userAgent).toMatch(/^\S+\/1\.0 \(\+http/);

    await expectError(await request.post("/api/admin/import/places", { data: { points: [{ line: 1, latitude: 52, longitude: -8 }] } }), 401);
    await expectError(await lookUp({ points: [] }), 400, "Send at least one point");
    await expectError(await lookUp({ points: Array.from({ length: 51 }, (_, i) => ({ line: i + 1, latitude: 52, longitude: -8 })) }), 400, "At most 50 points at a time");
    await expectError(await lookUp({ points: [{ line: 1, latitude: "52", longitude: -8 }] }), 400, "latitude must be a number");
    await expectError(await lookUp({ points: [{ line: 1, latitude: 91, longitude: -8 }] }), 400, "latitude must be between -90 and 90");
    await expectError(await lookUp({ points: [{ line: 0.5, latitude: 52, longitude: -8 }] }), 400, "line must be a whole number");
    await expectError(await lookUp({ points: "all" }), 400, "points must be a list of {line, latitude, longitude}");

    await geocoder.kill();
    try {
      await expectError(await lookUp({ points: [{ line: 3, latitude: lat, longitude: -8.79 }] }), 503, "The geocoder did not answer. Type the towns instead, or try again in a few minutes.");
    } finally {
      await geocoder.start();
    }
  });

  const malformed: [string, string | Buffer, RegExp][] = [
    ["an unclosed quote", 'name,town\nA,B\n"C,D\nE,F\n', /^Line 3: a quoted field opens here and is never closed/],
    ["a binary file", Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]), /^Line 1: This is not a text file/],
    ["an empty file", "", /^The file is empty\.$/],
    ["no name column", "title,town\nA,B\n", /^Line 1: no name column/],
    ["a row of the wrong width", "name,town,county\nA,B,Kerry\nC,D\n", /^Line 3: this row has a different number of columns/],
    ["broken JSON", '{"elements": [\n  {"type": "node",\n]}', /^Line \d+: the file is not valid JSON/],
  ];
  for (const [what, content, message] of malformed) {
    test(`a file with ${what} is refused whole (400) and writes nothing`, async ({ admin }) => {
      const res = await admin.post("/api/admin/import", { multipart: { file: file("bad.csv", content) } });
      await expectError(res, 400, message);
    });
  }

  test("a 24/7 honesty box is open around the clock: its status and its page say 'Open 24 hours'", async ({ admin, request }) => {
    const tag = uniqueTag();
    const csv = `name,town,address,county,products,opening_hours,latitude,longitude\nAllDay Box ${tag},Ballinrobe,Main Street,Mayo,Eggs,24/7,53.63,-9.23\n`;
    const done = await expectJson<Answer>(await admin.post("/api/admin/import", { multipart: { file: file("box.csv", csv), approve: "1" } }), 200);
    expect(done.new).toBe(1);
    const slug = `allday-box-${tag}`.toLowerCase();
    try {
      const status = await expectJson<{ label: string }>(await request.get(`/api/farm-shops/${slug}/status`), 200);
      expect(status.label).toBe("Open 24 hours");
      const page = await (await request.get(`/shop/${slug}`)).text();
      expect(page).toContain("Open 24 hours");
      expect(page).not.toContain("00:00 - 00:00");
    } finally {
      if (done.batchId) await expectJson(await admin.post(`/api/admin/import/${done.batchId}/undo`), 200);
    }
  });

  test("an imported 24/7 box or late night, which the forms cannot write, is saved again as it is; a changed day follows the forms' rule", async ({ admin, request }) => {
    const tag = uniqueTag();
    const csv = `name,town,address,county,products,opening_hours,latitude,longitude\nKept Box ${tag},Ballinrobe,Main Street,Mayo,Eggs,24/7,53.63,-9.23\nKept Late ${tag},Westport,Quay Road,Mayo,Eggs,Fr 18:00-02:00,53.80,-9.52\n`;
    const done = await expectJson<Answer>(await admin.post("/api/admin/import", { multipart: { file: file("kept.csv", csv), approve: "1" } }), 200);
    expect(done.new).toBe(2);
    try {
      for (const slug of [`kept-box-${tag}`, `kept-late-${tag}`]) {
        const shop = await expectJson<{ id: string; openingHours: Record<string, { open: string; close: string; closed: boolean }> }>(await request.get(`/api/farm-shops/${slug}`), 200);
        // The admin's dialog sends the whole shop back with one field changed.
        const saved = await expectJson<{ phone: string; openingHours: unknown }>(await admin.patch(`/api/admin/farm-shops/${shop.id}`, { data: { ...shop, phone: "094 954 0000" } }), 200);
        expect(saved.phone).toBe("094 954 0000");
        expect(saved.openingHours).toEqual(shop.openingHours);
        const [day, hours] = Object.entries(shop.openingHours).find(([, h]) => !h.closed)!;
        const changed = { ...shop, openingHours: { ...shop.openingHours, [day]: { ...hours, open: "03:00" } } };
        await expectError(await admin.patch(`/api/admin/farm-shops/${shop.id}`, { data: changed }), 400, "Closing time must be after opening time");
      }
    } finally {
      if (done.batchId) await expectJson(await admin.post(`/api/admin/import/${done.batchId}/undo`), 200);
    }
  });

  test("bad requests: not signed in, no file, unknown format or choice, an unknown import", async ({ admin, request }) => {
    await expectError(await request.post("/api/admin/import", { multipart: { file: file("a.csv", "name\nA\n") } }), 401);
    await expectError(await admin.post("/api/admin/import", { multipart: { dryRun: "1" } }), 400, "Choose a file to import (field file)");
    await expectError(await admin.post("/api/admin/import", { data: { file: "x" } }), 415);
    await expectError(await admin.post("/api/admin/import", { multipart: { file: file("a.csv", "name\nA\n"), format: "xls" } }), 400, "format must be csv or osm");
    await expectError(await admin.post("/api/admin/import", { multipart: { file: file("a.csv", "name\nA\n"), choices: '{"2":"merge"}' } }), 400, "A choice is update, keep or new");
    await expectError(await admin.post("/api/admin/import", { multipart: { file: file("a.csv", "name\nA\n"), map: "{" } }), 400, "map must be JSON");
    await expectError(await admin.post("/api/admin/import", { multipart: { file: file("a.csv", "name\nA\n"), places: '{"2":"Adare"}' } }), 400, 'A place is {"town": "…", "address": "…"}');
    await expectError(await admin.post("/api/admin/import", { multipart: { file: file("a.csv", "name\nA\n"), places: JSON.stringify({ 2: { town: "x".repeat(101) } }) } }), 400, "Town/City must be at most 100 characters");
    await expectError(await admin.post("/api/admin/import", { multipart: { file: file("a.csv", "name\nA\n"), places: '{"two":{"town":"Adare"}}' } }), 400, "Lines are whole numbers");
    // Over 20 MB: refused from its declared length, with what to do.
    const huge = file("huge.csv", `name\n${"A\n".repeat(10_500_000)}`);
    await expectError(await admin.post("/api/admin/import", { multipart: { file: huge } }), 413, /^The file is larger than 20 MB; an import takes files of up to 20 MB\. Split it into parts/);
    await expectError(await admin.post("/api/admin/import/not-a-uuid/undo"), 400, "Not a valid import id");
    await expectError(await admin.post("/api/admin/import/00000000-0000-4000-8000-000000000000/undo"), 404);
  });
});
