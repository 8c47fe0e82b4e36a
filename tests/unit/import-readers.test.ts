import { describe, expect, it } from "vitest";
import { decodeStart, decodeText } from "@/lib/import/decode";
import { detectDelimiter, readCsv, readCsvPieces, type CsvFile } from "@/lib/import/csv";
import { fieldForHeader, parseColumnMap, resolveColumns } from "@/lib/import/fields";
import { readOsm } from "@/lib/import/osm-reader";
import { pointInPolygon } from "@/lib/import/geometry";
import { openImportFile, readImportFile, type ReadFile } from "@/lib/import/read";
import { hoursReaderForFile } from "@/lib/import/rows";
import { indexDirectory, knownPlaces, type ExistingShop } from "@/lib/import/match";
import { osmHoursToShopFields } from "@/lib/hours/osm";
import { MalformedFileError } from "@/lib/import/types";
import { exportStream } from "@/lib/shops/export";
import type { ExportShop } from "@/lib/shops/export-query";
import { headerNames, readHeaders } from "@/app/admin/_components/import/headers";

const utf8 = (s: string) => new TextEncoder().encode(s);

/** A shop of the directory, with only the values a test names. */
const existing = ({ values, ...rest }: { id: string; sourceId: string | null; values: Record<string, unknown> }): ExistingShop => ({ ...rest, importedValues: null, values: values as ExistingShop["values"] });

/** readCsvPieces gathered into one file, to compare with readCsv. */
async function readCsvGathered(source: string, pause?: () => Promise<void> | undefined): Promise<CsvFile> {
  const file: CsvFile = { columns: [], rows: [], delimiter: "," };
  for await (const piece of readCsvPieces(source, {}, pause)) {
    file.columns = piece.columns;
    file.delimiter = piece.delimiter;
    file.rows.push(...piece.rows);
  }
  return file;
}

/** openImportFile's pieces gathered into one file, to compare with readImportFile. */
async function readImportFileGathered(bytes: Uint8Array, options: Parameters<typeof openImportFile>[1] = {}): Promise<ReadFile> {
  const file = openImportFile(bytes, options);
  const read: ReadFile = { format: file.format, rows: [], columns: [], fullRecord: false };
  for await (const piece of file.pieces()) {
    read.columns = piece.columns;
    read.fullRecord = piece.fullRecord;
    read.rows.push(...piece.rows);
  }
  return read;
}
/** Text as Windows-1252 bytes (the characters used here are all in Latin-1). */
const cp1252 = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0)));

function malformed(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(MalformedFileError);
    return (err as Error).message;
  }
  throw new Error("expected a malformed file");
}

describe("decoding", () => {
  it("reads UTF-8 with and without a byte-order mark, and Windows-1252, keeping fadas", () => {
    expect(decodeText(utf8("name\nDún Laoghaire"))).toBe("name\nDún Laoghaire");
    expect(decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8("name\nÓ Briain")]))).toBe("name\nÓ Briain");
    expect(decodeText(cp1252("name\nDún Laoghaire;Ó Briain"))).toBe("name\nDún Laoghaire;Ó Briain");
  });
  it("reads Windows-1252's own characters: curly quotes, dashes, the euro sign", () => {
    // "Séamus’s Spuds;Potatoes – Kerr’s Pinks, €3 a dozen" as Excel saves it on Windows.
    const bytes = Uint8Array.from([...cp1252("S\u00e9amus"), 0x92, ...cp1252("s Spuds;Potatoes "), 0x96, ...cp1252(" Kerr"), 0x92, ...cp1252("s Pinks, "), 0x80, ...cp1252("3 a dozen "), 0x93, 0x94, 0x85, 0x9f]);
    expect(decodeText(bytes)).toBe("Séamus’s Spuds;Potatoes – Kerr’s Pinks, €3 a dozen “”…Ÿ");
  });
  it("reads a file of both: Windows-1252 where the bytes are no UTF-8, each valid UTF-8 character as UTF-8", () => {
    // A UTF-8 sheet where a Windows program saved one curly quote (0x92) and a euro sign (0x80).
    const mixed = Uint8Array.from([...utf8("Shop name;Town\r\nDún Farm;Dún Laoghaire\r\nSéamus"), 0x92, ...utf8("s 🐄 Farm;Cill Airne "), 0x80, ...utf8("\r\n")]);
    expect(decodeText(mixed)).toBe("Shop name;Town\r\nDún Farm;Dún Laoghaire\r\nSéamus’s 🐄 Farm;Cill Airne €\r\n");
    // With a byte-order mark, which is dropped as in a UTF-8 file.
    expect(decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, ...mixed]))).toBe(decodeText(mixed));
    // Lead bytes without their continuation, and continuation bytes alone, are Windows-1252's letters.
    expect(decodeText(Uint8Array.from([0x41, 0xc3, 0x41, 0xe2, 0x82, 0x41, 0xa9, 0xf0, 0x9f, 0x90]))).toBe("AÃAâ‚A©ðŸ\u0090");
  });
  it("decodes a file of both in pieces as whole, a UTF-8 character cut by a piece's end going with the next", async () => {
    for (const into of [1, 2, 3]) {
      // "🐄" (4 bytes) across the end of the first 64 KiB piece, `into` bytes before it; a stray 0x92 makes the file mixed.
      const head = utf8("Shop name;Town;Spare\r\nStray");
      const lead = Uint8Array.from([...head, 0x92, ...utf8(";Tralee;")]);
      const pad = utf8("x".repeat(64 * 1024 - into - lead.length));
      const bytes = Uint8Array.from([...lead, ...pad, ...utf8("🐄\r\n"), ...utf8("Dún Farm;Dingle;\r\n".repeat(4000))]);
      expect(decodeText(bytes)).toContain(`${"x".repeat(10)}🐄\r\nDún Farm`);
      expect(decodeText(bytes).startsWith("Shop name;Town;Spare\r\nStray’;Tralee;")).toBe(true);
      expect(await readImportFileGathered(bytes)).toEqual(readImportFile(bytes));
    }
  });
  it("refuses an empty file and a binary one, naming the line", () => {
    expect(malformed(() => decodeText(new Uint8Array()))).toBe("The file is empty.");
    expect(malformed(() => decodeText(utf8("  \n \n")))).toBe("The file is empty.");
    expect(malformed(() => decodeText(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x0a, 0x00])))).toMatch(/^Line 1: This is not a text file/);
    expect(malformed(() => decodeText(Uint8Array.from([...utf8("name\nok\n"), 0x00])))).toMatch(/^Line 3: /);
  });
  it("reads the header line from a slice as the server reads the whole file, though the slice cuts a character", async () => {
    // A file whose 65,536th byte, the last of the admin tab's slice, is the first of a "ú"'s two.
    const head = "Shop name;Táirgí;Town\r\n";
    const filler = `Filler;Eggs;${"x".repeat(64 * 1024 - 2 - utf8(head).length - 14)}\r\n`;
    const file = utf8(head + filler + "Dún Farm;Eggs;Dún Laoghaire\r\n".repeat(10));
    expect(file[64 * 1024 - 1]).toBe(0xc3);
    const slice = file.subarray(0, 64 * 1024);
    // Decoded as a whole file, the slice is not valid UTF-8 (only its cut character reads as Windows-1252).
    expect(decodeText(slice)).toMatch(/^Shop name;Táirgí;Town\r\n[^]*\u00c3$/);
    expect(headerNames(slice, false)).toEqual(["Shop name", "Táirgí", "Town"]);
    expect(await readHeaders(new File([file], "shops.csv"))).toEqual(["Shop name", "Táirgí", "Town"]);
    // With no line break in the slice, it is cut back to its last whole character (2, 3 and 4 bytes).
    for (const text of ["Táirgí", "Price €", "Farm 🐄"]) {
      const bytes = utf8(text);
      expect(decodeStart(bytes.subarray(0, bytes.length - 1), false)).toBe(text.slice(0, text.endsWith("🐄") ? -2 : -1));
      expect(decodeStart(bytes, false)).toBe(text);
    }
    // A Windows-1252 file stays Windows-1252; a column without a header is no column to map.
    expect(headerNames(cp1252("Shop name;Táirgí\r\nDún;Eggs\r\nÓ Bri"), false)).toEqual(["Shop name", "Táirgí"]);
    expect(headerNames(utf8("Name;Town;Long;\r\nA;B;-6.2;\r\n"), true)).toEqual(["Name", "Town", "Long"]);
  });
});

describe("CSV", () => {
  it("detects commas, semicolons and tabs from the header line, ignoring quoted ones", () => {
    expect(detectDelimiter("name,town\na;b")).toBe(",");
    expect(detectDelimiter('"a,b,c";town;county\n')).toBe(";");
    expect(detectDelimiter("name\ttown\n")).toBe("\t");
    // Blank lines above the header, which the parser skips, are passed over here too (and in the browser's header reading).
    const blankFirst = "\r\n  \nShop name;Town;County\r\nÓ Briain;Dingle;Kerry\r\n";
    expect(detectDelimiter(blankFirst)).toBe(";");
    expect(readCsv(blankFirst).rows.map((r) => [r.line, r.values.name, r.values.town])).toEqual([[4, "Ó Briain", "Dingle"]]);
    expect(headerNames(utf8(blankFirst), true)).toEqual(["Shop name", "Town", "County"]);
  });
  it("reads Excel's \"sep=\" line above the header as the separator, not as the header", async () => {
    const named = "\ufeffsep=;\r\nShop name;Town;County;Notes\r\nÓ Briain, Dingle;Dingle;Kerry;a, b\r\n";
    expect(detectDelimiter(named)).toBe(";");
    expect(readCsv(named).rows.map((r) => [r.line, r.values.name, r.values.town])).toEqual([[3, "Ó Briain, Dingle", "Dingle"]]);
    expect(headerNames(utf8(named), true)).toEqual(["Shop name", "Town", "County", "Notes"]);
    expect(await readCsvGathered(named)).toEqual(readCsv(named));
    // A comma named: the header's semicolons are not counted.
    expect(detectDelimiter("SEP=,\nName;Town,County\n")).toBe(",");
  });
  it("reads a file with blank lines above its header in slices as whole", async () => {
    const blankFirst = "\r\n  \nShop name;Town;County\r\nÓ Briain;Dingle;Kerry\r\n";
    expect(await readCsvGathered(blankFirst)).toEqual(readCsv(blankFirst));
    expect(await readImportFileGathered(utf8(blankFirst))).toEqual(readImportFile(utf8(blankFirst)));
  });
  it("matches headers without regard to case, with the usual aliases, and keeps quoted line breaks", () => {
    const { rows, columns } = readCsv('SHOP NAME;Phone number;Web site;Town/City;Favourite colour\r\n"Hill\r\nFarm";087 123 4567;www.hill.ie;Dingle;blue\r\nNext;;;Tralee;red\r\n');
    expect(columns.map((c) => c.field)).toEqual(["name", "phone", "website", "town", null]);
    expect(rows).toEqual([
      { line: 2, values: { name: "Hill\nFarm", phone: "087 123 4567", website: "www.hill.ie", town: "Dingle" }, columns: { name: "SHOP NAME", phone: "Phone number", website: "Web site", town: "Town/City" } },
      { line: 4, values: { name: "Next", phone: "", website: "", town: "Tralee" }, columns: { name: "SHOP NAME", phone: "Phone number", website: "Web site", town: "Town/City" } },
    ]);
  });
  it("maps unknown headers with --map, and refuses a mapping to no field", () => {
    const map = parseColumnMap(["Trading as=name", "Favourite colour="]);
    expect(resolveColumns(["Trading as", "Favourite colour", "Town"], map).map((c) => c.field)).toEqual(["name", null, "town"]);
    expect(malformed(() => parseColumnMap(["Trading as=nmae"]))).toMatch(/"nmae" is not a field/);
  });
  it("reads a lone URL column as the website, and the export's url beside its website as the page", () => {
    expect(resolveColumns(["Name", "URL", "Town"]).map((c) => c.field)).toEqual(["name", "website", "town"]);
    expect(resolveColumns(["name", "website", "url"]).map((c) => c.field)).toEqual(["name", "website", "url"]);
    // A mapping says what it says.
    expect(resolveColumns(["Name", "URL"], parseColumnMap(["URL=url"])).map((c) => c.field)).toEqual(["name", "url"]);
  });
  it("drops the apostrophe the export puts before a formula-looking value", () => {
    expect(readCsv("name,phone\nA,'+353 1 234 5678\n").rows[0]?.values.phone).toBe("+353 1 234 5678");
  });
  it("refuses each malformed file whole with a message naming the line", () => {
    expect(malformed(() => readCsv('name,town\nA,B\n"C,D\nE,F\n'))).toBe('Line 3: a quoted field opens here and is never closed (a " is missing).');
    // Left open before a quoted field: the parser meets the trouble on the next line; the line where it began is named.
    expect(malformed(() => readCsv('name,town\nA,B\n"C,D\nE,"F"\nG,H\n'))).toBe(
      'Line 3: a quoted field opens here and runs on to line 4, where a quote is followed by more text: a " is missing on this line, or a " within quotes is not doubled (write "").',
    );
    expect(malformed(() => readCsv('name,town\nA,"B"x\n'))).toBe('Line 2: a quote inside a field is not doubled (write "" for a " within quotes).');
    expect(malformed(() => readCsv("name,town\nA,B\nC\n"))).toBe("Line 3: this row has a different number of columns from the header line: 1, not 2.");
    expect(malformed(() => readCsv("name,town\nA,B,C\n"))).toBe("Line 2: this row has a different number of columns from the header line: 3, not 2. A value holding the separator must be in double quotes.");
    // A row spanning lines (a quoted line break) is named by the line it begins on; a blank row of any width is skipped.
    expect(malformed(() => readCsv('name,town\n,,,\n"A\nB",C,D\n'))).toBe("Line 3: this row has a different number of columns from the header line: 3, not 2. A value holding the separator must be in double quotes.");
    expect(malformed(() => readCsv("shop title,town\nA,B\n"))).toMatch(/^Line 1: no name column \(found: "shop title", "town"\)/);
    expect(malformed(() => readCsv("name,Shop name\nA,B\n"))).toMatch(/^Line 1: The columns "name" and "Shop name" are both name/);
  });
  it("refuses a mapping that names a column the file does not have, matching headers as the mapping does", () => {
    const file = "\ufeffShop name;Táirgí;Notes\nA;Eggs;x\n";
    expect(malformed(() => readCsv(file, { "TÃ¡irgÃ­": "products" }))).toBe('Line 1: The column mapping names "TÃ¡irgÃ­", which is not a column of this file (its columns: "Shop name", "Táirgí", "Notes").');
    // The command line's --map goes the same way, an ignored column too.
    expect(malformed(() => readCsv(file, parseColumnMap(["Shop nmae=name"])))).toMatch(/^Line 1: The column mapping names "Shop nmae", which is not a column/);
    expect(malformed(() => readCsv(file, parseColumnMap(["Comments="])))).toMatch(/names "Comments"/);
    // Case, spaces and punctuation aside (and the byte-order mark before the first header), a header is the file's.
    const { columns } = readCsv(file, { "SHOP NAME ": "name", "táirgí": "services", notes: "" });
    expect(columns.map((c) => c.field)).toEqual(["name", "services", null]);
  });
  it("ignores the empty last column Excel ends each line with, and skips blank rows, keeping the lines of the rows after them", () => {
    const { rows, columns } = readCsv("Name;Town;Long;\r\nA;Tralee;-9.7;\r\n;;;\r\n  ;;;\r\nB;Dingle;-10.2;\r\n;;;\r\n;;;\r\n");
    expect(columns).toEqual([{ header: "Name", field: "name" }, { header: "Town", field: "town" }, { header: "Long", field: "longitude" }]);
    expect(rows.map((r) => [r.line, r.values])).toEqual([[2, { name: "A", town: "Tralee", longitude: "-9.7" }], [5, { name: "B", town: "Dingle", longitude: "-10.2" }]]);
    // A column without a header that holds a value is still refused: which field would it be?
    expect(malformed(() => readCsv("Name;Town;\nA;Tralee;\nB;Dingle;Kerry\n"))).toBe('Line 1: column 3 has no header, yet the row on line 3 has a value in it ("Kerry"); name the column or delete it.');
    expect(malformed(() => readCsv("Name;;Town\nA;x;B\n"))).toMatch(/^Line 1: column 2 has no header, yet the row on line 2/);
  });
  it("knows the plain headers partners use, each for one field only", () => {
    const expected: Record<string, string> = {
      Produce: "products",
      "Products sold": "products",
      "What we sell": "products",
      "What they sell": "products",
      Táirgí: "products",
      Eircode: "eircode",
      Postcode: "eircode",
      "Eircode/Postcode": "eircode",
      Web: "website",
      Website: "website",
      "Website URL": "website",
      Tel: "phone",
      "Tel.": "phone",
      Telephone: "phone",
      "Telephone number": "phone",
      Mobile: "phone",
      "Mobile number": "phone",
      Lat: "latitude",
      Lng: "longitude",
      Long: "longitude",
      Lon: "longitude",
      Services: "services",
      Type: "shopType",
    };
    expect(Object.fromEntries(Object.keys(expected).map((h) => [h, fieldForHeader(h)]))).toEqual(expected);
  });
});

const geojson = {
  type: "FeatureCollection",
  features: [
    {
      type: "Feature",
      id: "node/101",
      properties: { "@id": "node/101", name: "Ó Briain's Farm", shop: "farm", "addr:street": "Main Street", "addr:housenumber": "4", "addr:city": "Dingle", "addr:county": "Kerry", "contact:phone": "+353 66 915 0000", "contact:website": "https://obriain.ie", produce: "potatoes;eggs", organic: "yes", opening_hours: "Mo-Sa 09:00-18:00" },
      geometry: { type: "Point", coordinates: [-10.27, 52.14] },
    },
    {
      type: "Feature",
      id: "way/202",
      properties: { "@id": "way/202", name: "L Farm", shop: "farm", "addr:city": "Tralee", "addr:postcode": "V92 X2Y3" },
      // An L shape whose bounding-box centre (0.75, 0.75) is outside it.
      geometry: { type: "Polygon", coordinates: [[[0, 0], [1.5, 0], [1.5, 0.5], [0.5, 0.5], [0.5, 1.5], [0, 1.5], [0, 0]]] },
    },
    { type: "Feature", id: "node/303", properties: { "@id": "node/303", shop: "farm" }, geometry: { type: "Point", coordinates: [-8, 53] } },
  ],
};

describe("OpenStreetMap", () => {
  it("reads Overpass GeoJSON: tags to fields, points, and a point inside a polygon", () => {
    const { rows, skipped } = readOsm(JSON.stringify(geojson, null, 2));
    expect(skipped).toBe(1);
    expect(rows[0]?.values).toMatchObject({ sourceId: "osm:node/101", name: "Ó Briain's Farm", address: "4 Main Street", town: "Dingle", county: "Kerry", phone: "+353 66 915 0000", website: "https://obriain.ie", products: "Vegetables; Eggs; Organic", openingHours: "Mo-Sa 09:00-18:00", latitude: "52.14", longitude: "-10.27" });
    expect(rows[0]?.columns.phone).toBe("contact:phone");
    const [lon, lat] = [Number(rows[1]?.values.longitude), Number(rows[1]?.values.latitude)];
    // Inside the L: either the bottom bar (y < 0.5) or the left bar (x < 0.5).
    expect((lat < 0.5 && lon > 0 && lon < 1.5) || (lon < 0.5 && lon > 0 && lat < 1.5)).toBe(true);
    expect(rows[1]?.values.sourceId).toBe("osm:way/202");
    // The computed point is kept to 7 decimal places (no floating-point noise for the schema to refuse).
    expect(rows[1]?.values.latitude).toMatch(/^-?\d+(\.\d{1,7})?$/);
    expect(rows[1]?.values.longitude).toMatch(/^-?\d+(\.\d{1,7})?$/);
    // Lines point at each feature in the pretty-printed file.
    expect(rows[0]?.line).toBeGreaterThan(1);
    expect(rows[1]?.line).toBeGreaterThan(rows[0]?.line ?? 0);
  });
  it("reads Overpass JSON with lat/lon or center", () => {
    const text = JSON.stringify({ elements: [{ type: "node", id: 5, lat: 53.3, lon: -6.2, tags: { name: "A", "addr:city": "Dublin" } }, { type: "way", id: 6, center: { lat: 52.1, lon: -7.1 }, tags: { name: "B", phone: "051 123456" } }] });
    const { rows } = readOsm(text);
    expect(rows.map((r) => [r.values.sourceId, r.values.latitude, r.values.longitude])).toEqual([["osm:node/5", "53.3", "-6.2"], ["osm:way/6", "52.1", "-7.1"]]);
    // Written on one line: the rows are numbered 1, 2… instead of all being line 1 (the admin's answers go by line).
    expect(rows.map((r) => r.line)).toEqual([1, 2]);
  });
  it("refuses an .osm (XML) download, saying what to send instead", () => {
    const xml = '<?xml version="1.0" encoding="UTF-8"?>\n<osm version="0.6"><node id="1" lat="52.1" lon="-9.5"><tag k="shop" v="farm"/></node></osm>\n';
    expect(malformed(() => readImportFile(utf8(xml)))).toMatch(/^Line 1: This is an XML file .* export GeoJSON from Overpass turbo/);
  });
  it("refuses invalid JSON and other JSON with the line", () => {
    expect(malformed(() => readOsm('{\n  "features": [\n    {,}\n]}'))).toMatch(/^Line 3: the file is not valid JSON/);
    expect(malformed(() => readOsm('{"hello": 1}'))).toMatch(/neither GeoJSON/);
  });
  it("refuses a feature whose point is not numbers, naming it, and keeps a feature with no geometry", () => {
    const feature = (id: string, geometry: unknown) => ({ type: "Feature", properties: { "@id": id, name: `Farm ${id}` }, geometry });
    const text = (geometry: unknown) => JSON.stringify({ type: "FeatureCollection", features: [feature("node/1", { type: "Point", coordinates: [-9.5, 52.1] }), feature("node/2", geometry)] }, null, 2);
    expect(malformed(() => readOsm(text({ type: "Point", coordinates: ["a", "b"] })))).toMatch(
      /^Line \d+: feature 2 \(node\/2\) has a Point without usable coordinates \(each one \[longitude, latitude\], in numbers\)/,
    );
    expect(malformed(() => readOsm(text({ type: "Polygon", coordinates: [[["x", 1]]] })))).toMatch(/feature 2 \(node\/2\) has a Polygon without usable coordinates/);
    expect(readOsm(text(null)).rows.map((r) => r.values.latitude ?? null)).toEqual(["52.1", null]);
  });
  it("finds a point inside a polygon with a hole", () => {
    const outer: [number, number][] = [[0, 0], [4, 0], [4, 4], [0, 4], [0, 0]];
    const hole: [number, number][] = [[1, 1], [3, 1], [3, 3], [1, 3], [1, 1]];
    const [x, y] = pointInPolygon([outer, hole])!;
    expect(x < 1 || x > 3 || y < 1 || y > 3).toBe(true);
  });
});

describe("whole files", () => {
  it("a Windows-1252 semicolon spreadsheet becomes shops with their fadas, counties and errors by line", () => {
    const file = cp1252(
      "Shop name;Phone number;Town;Address;County;Web site;Products;Latitude;Longitude\r\n" +
        "Dún Laoghaire Farm;01 234 5678;Dún Laoghaire;\"1 Main St\r\nDún Laoghaire\";Dublin;www.dl.ie;Eggs;53.29;-6.13\r\n" +
        "Ó Briain;;Dingle;Ballyroe, Co. Kerry;;;Honey;52.14;-10.26\r\n" +
        "Nowhere Farm;;Nowhere;Somewhere;;;Eggs;;\r\n" +
        "Bad Phone;phone me;Tralee;The Square;Kerry;;Eggs;;\r\n",
    );
    const { rows } = readImportFile(file);
    expect(rows[0]?.shop).toMatchObject({ name: "Dún Laoghaire Farm", town: "Dún Laoghaire", address: "1 Main St\nDún Laoghaire", county: "Dublin", website: "https://www.dl.ie", products: ["Eggs"] });
    expect(rows[1]?.shop).toMatchObject({ name: "Ó Briain", county: "Kerry" });
    expect(rows[2]).toMatchObject({ line: 5, shop: null, countyUnsettled: true, errors: [{ line: 5, column: "County", message: expect.stringMatching(/pick the county/) }] });
    // A row in error keeps its name, for the preview to show which shop it is.
    expect(rows.map((r) => r.name)).toEqual(["Dún Laoghaire Farm", "Ó Briain", "Nowhere Farm", "Bad Phone"]);
    expect(rows[3]?.errors).toEqual([{ line: 6, column: "Phone number", value: "phone me", message: "Phone may contain only digits, spaces, +, ( ) and -" }]);
    // The admin's pick settles the county.
    expect(readImportFile(file, { counties: { 5: "Laois" } }).rows[2]?.shop?.county).toBe("Laois");
  });
  it("a shop type by its value, its name in the forms, or words like them; anything else names what may be written", () => {
    const types = ["honesty-box", "Honesty box", "Farmers' market", "Farmers markets only", "Online only", "online shop", "Physical shop", "", "Market stall"];
    const file = utf8(`name,town,address,county,products,shop type\n${types.map((t, i) => `Farm ${i},Dingle,Main Street,Kerry,Eggs,"${t}"`).join("\n")}\n`);
    const rows = readImportFile(file).rows;
    expect(rows.map((r) => r.shop?.shopType ?? null)).toEqual(["honesty-box", "honesty-box", "farmers-market", "farmers-market", "online", "online", "physical", "physical", null]);
    expect(rows[8]?.errors).toEqual([
      {
        line: 10,
        column: "shop type",
        value: "Market stall",
        message: "Shop type must be one of physical, online, honesty-box, farmers-market (or their names: Physical shop, Online only, Honesty box only, Farmers markets only)",
      },
    ]);
  });
  it("a county named in Irish, as the site writes it, fadas or none, settles the county", () => {
    const file = utf8("name,town,address,contae,products\nA,Dingle,Main Street,Ciarraí,Eggs\nB,Bantry,Quay,Contae Chorcaí,Eggs\nC,Lusk,Main Street,baile atha cliath,Eggs\nD,Omagh,\"Main Street, Co. Thír Eoghain\",,Eggs\nE,Nowhere,Main Street,Ciarrai Thuaidh,Eggs\n");
    const rows = readImportFile(file).rows;
    expect(rows.slice(0, 4).map((r) => r.shop?.county)).toEqual(["Kerry", "Cork", "Dublin", "Tyrone"]);
    expect(rows[4]?.errors.map((e) => e.message)).toEqual(['"Ciarrai Thuaidh" is not one of the 32 counties; pick the county.']);
  });
  it("a BT postcode on a row whose county is still to be picked is asked only for the county, not called a bad Eircode", () => {
    const file = utf8("name,town,address,postcode,products\nLagan Farm,Lisburn,Hillsborough Road,BT27 5AB,Eggs\nBad Code Farm,Lisburn,Main Street,XX1 2YY,Eggs\n");
    const [lagan, bad] = readImportFile(file).rows;
    expect(lagan?.errors.map((e) => e.message)).toEqual([expect.stringMatching(/pick the county/)]);
    expect(bad?.errors.map((e) => e.message)).toEqual([expect.stringMatching(/pick the county/), "Enter a valid Eircode (e.g. A65 F4E2)"]);
    expect(readImportFile(file, { counties: { 2: "Antrim" } }).rows[0]?.shop).toMatchObject({ county: "Antrim", eircode: "BT27 5AB" });
  });
  it("an OpenStreetMap node without addr:* tags waits for the admin's town and county; the file's own town is never overwritten", () => {
    const text = JSON.stringify({
      elements: [
        { type: "node", id: 7, lat: 52.6, lon: -8.6, tags: { name: "Bare Farm", shop: "farm" } },
        { type: "node", id: 8, lat: 53.3, lon: -6.2, tags: { name: "Town Farm", shop: "farm", "addr:city": "Swords", "addr:county": "Dublin" } },
      ],
    });
    const bare = readImportFile(utf8(text)).rows[0]!;
    expect(bare).toMatchObject({ shop: null, sourceId: "osm:node/7", townMissing: true, countyUnsettled: true, point: { latitude: 52.6, longitude: -8.6 } });
    expect(bare.errors.map((e) => e.message)).toEqual([expect.stringMatching(/pick the county/), "Town/City is required"]);

    // The town alone: the address is the town, as for a row with a town column and no address.
    const given = readImportFile(utf8(text), { counties: { [bare.line]: "Limerick" }, places: { [bare.line]: { town: " Adare " }, 99: { town: "Nowhere" } } }).rows;
    expect(given[0]).toMatchObject({ errors: [], townMissing: true, countyUnsettled: true, shop: { town: "Adare", address: "Adare", county: "Limerick", latitude: "52.6" } });
    // A place given for a row that has its own town changes nothing.
    const line = given[1]!.line;
    expect(readImportFile(utf8(text), { places: { [line]: { town: "Elsewhere", address: "Somewhere" } } }).rows[1]?.shop).toMatchObject({ town: "Swords", address: "Swords", county: "Dublin" });
    expect(given[1]).toMatchObject({ townMissing: false, countyUnsettled: false });

    // The admin's pick wins over a typed address that names another county.
    expect(readImportFile(utf8(text), { counties: { [bare.line]: "Clare" }, places: { [bare.line]: { town: "Adare", address: "Main Street, Co. Limerick" } } }).rows[0]?.shop?.county).toBe("Clare");
    // A typed address that names the county settles it without a pick.
    const settled = readImportFile(utf8(text), { places: { [bare.line]: { town: "Adare", address: "Main Street, Co. Limerick" } } }).rows[0];
    expect(settled?.shop).toMatchObject({ town: "Adare", address: "Main Street, Co. Limerick", county: "Limerick" });
  });
  it("a row without a town that is a known shop (same source id, or same name within 300 m) takes the directory's town, address and county", () => {
    const text = JSON.stringify({
      elements: [
        { type: "node", id: 7, lat: 52.6, lon: -8.6, tags: { name: "Bare Farm", shop: "farm" } },
        { type: "node", id: 70, lat: 52.1401, lon: -10.2701, tags: { name: "Ó Briain's Farm", shop: "farm" } },
        { type: "node", id: 71, lat: 53.5, lon: -7.5, tags: { name: "Nobody's Farm", shop: "farm" } },
      ],
    });
    const directory = indexDirectory([
      existing({ id: "a", sourceId: "osm:node/7", values: { name: "Bare Farm", town: "Adare", address: "Main Street", county: "Limerick", latitude: "52.6", longitude: "-8.6" } }),
      existing({ id: "b", sourceId: null, values: { name: "O Briains Farm", town: "Dingle", address: "Ballyroe", county: "Kerry", latitude: "52.14", longitude: "-10.27" } }),
    ]);
    const rows = readImportFile(utf8(text), { known: knownPlaces(directory) }).rows;
    expect(rows[0]).toMatchObject({ errors: [], placeFromDirectory: true, townMissing: true, shop: { town: "Adare", address: "Main Street", county: "Limerick" } });
    expect(rows[1]).toMatchObject({ errors: [], placeFromDirectory: true, shop: { town: "Dingle", address: "Ballyroe", county: "Kerry" } });
    expect(rows[2]).toMatchObject({ shop: null, placeFromDirectory: false });
    // What the admin typed comes first (the county, which they did not give, is still the known shop's).
    const typed = readImportFile(utf8(text), { known: knownPlaces(directory), places: { [rows[0]!.line]: { town: "Croom" } } }).rows[0];
    expect(typed).toMatchObject({ placeFromDirectory: true, shop: { town: "Croom", address: "Croom", county: "Limerick" } });
    const picked = readImportFile(utf8(text), { known: knownPlaces(directory), places: { [rows[0]!.line]: { town: "Croom" } }, counties: { [rows[0]!.line]: "Clare" } }).rows[0];
    expect(picked).toMatchObject({ placeFromDirectory: false, shop: { town: "Croom", county: "Clare" } });
    // A shop by a county line, picked into Clare with a Limerick postal address: it stays in Clare.
    const byTheLine = indexDirectory([
      existing({ id: "a", sourceId: "osm:node/7", values: { name: "Bare Farm", town: "Limerick", address: "Ennis Road, Co. Limerick", county: "Clare", latitude: "52.6", longitude: "-8.6" } }),
    ]);
    expect(readImportFile(utf8(text), { known: knownPlaces(byTheLine) }).rows[0]?.shop).toMatchObject({ town: "Limerick", address: "Ennis Road, Co. Limerick", county: "Clare" });
  });
  it("the site's own CSV export, saved again by Excel with a byte-order mark, reads back as a full record with its fadas", async () => {
    const shop: ExportShop = {
      id: "0b7c4a52-6d0e-4f57-9b0a-1f2e3d4c5b6a",
      slug: "o-suilleabhains-orchard",
      name: "Ó Súilleabháin's Orchard",
      shopType: "physical",
      county: "Kerry",
      town: "Dún Chaoin",
      address: "Baile an Fheirtéaraigh",
      eircode: null,
      phone: "066 915 1234",
      email: null,
      website: null,
      description: "Úlla agus sú.",
      facebook: null,
      instagram: null,
      products: ["Fruit", "Honey"],
      services: [],
      latitude: "52.14",
      longitude: "-10.26",
      openingHours: { monday: { open: "09:00", close: "17:00", closed: false } },
      publicHolidayHours: "closed",
      hoursExceptions: [],
      hoursAsPublished: null,
      sourceId: null,
      sourceLicence: null,
      updatedAt: new Date("2026-11-28T10:00:00Z"),
    };
    async function* rows() {
      yield [shop];
    }
    // The export has no mark (it is open data); Excel adds one when it saves the file again.
    const exported = new Uint8Array(await new Response(exportStream("csv", rows())).arrayBuffer());
    expect(new TextDecoder().decode(exported.subarray(0, 3))).toBe("id,");
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...exported]);
    for (const read of [readImportFile(bytes), await readImportFileGathered(bytes)]) {
      expect(read.columns[0]).toMatchObject({ header: "id", field: "id" });
      expect(read.fullRecord).toBe(true);
      expect(read.rows).toHaveLength(1);
      expect(read.rows[0]).toMatchObject({ sourceId: shop.id, errors: [] });
      expect(read.rows[0]?.shop).toMatchObject({ name: "Ó Súilleabháin's Orchard", town: "Dún Chaoin", county: "Kerry", products: ["Fruit", "Honey"], description: "Úlla agus sú." });
    }
  });

  it("hours the model cannot hold are kept as published, never guessed", () => {
    const { rows } = readImportFile(utf8("name,town,address,county,openingHours\nA,Tralee,The Square,Kerry,sunrise-sunset\nB,Tralee,The Square,Kerry,\"Mo-Fr 08:00-12:30,14:00-18:00\"\n"));
    expect(rows[0]?.shop).toMatchObject({ openingHours: {}, hoursAsPublished: "sunrise-sunset" });
    expect(rows[0]?.hoursNote).toBeTruthy();
    expect(rows[1]?.shop?.hoursAsPublished).toBeNull();
    expect(rows[1]?.shop?.openingHours.monday).toEqual({ open: "08:00", close: "18:00", closed: false, breaks: [{ from: "12:30", to: "14:00" }] });
  });
  it("an Excel sheet with an empty last column and blank rows at its end imports its shops, with no rows in error", () => {
    const file = cp1252(
      "Shop name;Town;Address;County;Products sold;Lat;Long;\r\n" +
        "Dún Farm;Dingle;Main Street;Kerry;Eggs;52.14;-10.27;\r\n" +
        ";;;;;;;\r\n" +
        "Ó Briain;Tralee;The Square;Kerry;Honey;;;\r\n" +
        ";;;;;;;\r\n;;;;;;;\r\n",
    );
    const { rows, columns } = readImportFile(file);
    expect(columns.map((c) => c.field)).toEqual(["name", "town", "address", "county", "products", "latitude", "longitude"]);
    expect(rows.map((r) => [r.line, r.name, r.errors])).toEqual([[2, "Dún Farm", []], [4, "Ó Briain", []]]);
    expect(rows[0]?.shop).toMatchObject({ products: ["Eggs"], latitude: "52.14", longitude: "-10.27" });
  });
});

async function malformedAsync(fn: () => Promise<unknown>): Promise<string> {
  try {
    await fn();
  } catch (err) {
    expect(err).toBeInstanceOf(MalformedFileError);
    return (err as Error).message;
  }
  throw new Error("expected a malformed file");
}

describe("reading in slices (the server's reader)", () => {
  // Long enough that the parser is fed many pieces (64 KiB each), with quoted line breaks, fadas and
  // a character outside the BMP across the pieces' edges.
  const bigCsv =
    "Shop name;Town;Address;County;Products;Opening hours\r\n" +
    Array.from({ length: 3000 }, (_, i) =>
      i % 7 === 0
        ? `"Dún ${i}\r\nFarm 🐄";Dingle;"${i} Main St\r\nBallyroe";Kerry;Eggs;"Mo-Fr 08:00-12:30,14:00-18:00"\r\n`
        : `Ó Briain ${i};Tralee;The Square;${i % 11 === 0 ? "" : "Kerry"};Honey;${i % 5 === 0 ? "sunrise-sunset" : "Mo-Sa 09:00-18:00"}\r\n`,
    ).join("");

  it("gives the same rows and columns as the whole-file reader", async () => {
    expect(bigCsv.length).toBeGreaterThan(3 * 64 * 1024);
    const pauses: number[] = [];
    const sliced = await readCsvGathered(bigCsv, () => {
      pauses.push(1);
      return undefined;
    });
    expect(sliced).toEqual(readCsv(bigCsv));
    expect(pauses.length).toBeGreaterThanOrEqual(3);
    const whole = readImportFile(utf8(bigCsv), { counties: { 2: "Cork" } });
    expect(await readImportFileGathered(utf8(bigCsv), { counties: { 2: "Cork" } })).toEqual(whole);
    expect(whole.rows.filter((r) => r.countyUnsettled).length).toBeGreaterThan(0);
  });

  it("decodes a file's bytes as it parses them, whatever the end of a 64 KiB piece cuts: a Windows line break, a fada, a character outside the BMP", async () => {
    const PIECE = 64 * 1024;
    // The Spare column is no field: it holds the long value that brings the cut to the piece's end.
    const header = "Shop name;Town;County;Spare\r\n";
    const rows = (n: number) => Array.from({ length: n }, (_, i) => `Farm ${i};Tralee;Kerry;\r\n`).join("");
    // ASCII rows up to some 200 bytes before the cut, then a row placing `cut` `into` bytes before the piece's end.
    const body = header + rows(2500);
    const cases: { cut: string; into: number }[] = [
      { cut: "\r\n", into: 1 },
      { cut: "ú", into: 1 },
      { cut: "🐄", into: 1 },
      { cut: "🐄", into: 2 },
      { cut: "🐄", into: 3 },
    ];
    for (const { cut, into } of cases) {
      expect(body.length).toBeLessThan(PIECE - 200);
      const name = cut === "\r\n" ? "Cut" : `Cut ${cut}`;
      const start = `${name};Dingle;Kerry;`;
      const end = cut === "\r\n" ? cut : `${cut}\r\n`;
      const text = `${body}${start}${"x".repeat(PIECE - into - body.length - utf8(start).length)}${end}${rows(3000)}`;
      const bytes = utf8(text);
      expect(new TextDecoder().decode(bytes.subarray(PIECE - into, PIECE - into + utf8(cut).length))).toBe(cut);
      const gathered = await readImportFileGathered(bytes);
      expect(gathered).toEqual(readImportFile(bytes));
      expect(gathered.rows).toHaveLength(5501);
      expect(gathered.rows[2500]?.shop?.name).toBe(name);
      expect(gathered.rows[2501]?.line).toBe(2503);
    }
    // Windows-1252 goes by the same pieces; a quote left open late in the file is refused on its line.
    const cp = cp1252(`${header}${"Dún Laoghaire Farm;Dún Laoghaire;Dublin;\r\n".repeat(4000)}`);
    expect(cp.length).toBeGreaterThan(2 * PIECE);
    expect(await readImportFileGathered(cp)).toEqual(readImportFile(cp));
    const open = utf8(`${body}${rows(3000)}"Unclosed;Tralee;Kerry;\r\nMore;Tralee;Kerry;\r\n`);
    const message = await malformedAsync(() => readImportFileGathered(open));
    expect(message).toBe(malformed(() => readImportFile(open)));
    expect(message).toMatch(/^Line 5502: a quoted field opens here/);
  });

  it("refuses the same malformed files with the same messages", async () => {
    const files = [
      'name,town\nA,B\n"C,D\nE,F\n',
      "name,town\nA,B\nC\n",
      "name,town\nA,B,C\n",
      "shop title,town\nA,B\n",
      "name,Shop name\nA,B\n",
      'name,town\nA,"B"x\n',
      'name,town\nA,B\n"C,D\nE,"F"\nG,H\n',
      `${bigCsv}Short row\r\n`,
    ];
    for (const text of files) expect(await malformedAsync(() => readCsvGathered(text))).toBe(malformed(() => readCsv(text)));
    expect(await malformedAsync(() => readImportFileGathered(new Uint8Array()))).toBe("The file is empty.");
  });

  it("hands the rows on a piece at a time, the last piece always (a header line alone still gives its columns)", async () => {
    const pieces = [];
    for await (const piece of readCsvPieces(bigCsv)) pieces.push(piece.rows.length);
    expect(pieces.length).toBeGreaterThanOrEqual(3);
    expect(pieces.reduce((a, b) => a + b, 0)).toBe(3000);
    const headerOnly = [];
    for await (const piece of openImportFile(utf8("Shop name,Town\n")).pieces()) headerOnly.push(piece);
    expect(headerOnly).toEqual([{ columns: [expect.objectContaining({ header: "Shop name", field: "name" }), expect.objectContaining({ header: "Town", field: "town" })], fullRecord: false, rows: [] }]);
  });
  it("skips blank rows and refuses a value under no header, or a mapping to no column, as the whole-file reader does", async () => {
    const excel = `Shop name;Town;Long;\r\n${"A;Tralee;-9.7;\r\n;;;\r\n".repeat(20000)};;;\r\n`;
    expect(excel.length).toBeGreaterThan(3 * 64 * 1024);
    const sliced = await readCsvGathered(excel);
    expect(sliced).toEqual(readCsv(excel));
    expect(sliced.rows.map((r) => r.line).slice(-2)).toEqual([39998, 40000]);
    const files = [`${excel}Late;Dingle;-10.2;Kerry\r\n`, "Name;Town;\nA;B;x\n"];
    for (const text of files) expect(await malformedAsync(() => readCsvGathered(text))).toBe(malformed(() => readCsv(text)));
    const mapped = async () => {
      for await (const piece of readCsvPieces("Name;Town\nA;B\n", { Contae: "county" })) void piece;
    };
    expect(await malformedAsync(mapped)).toBe(malformed(() => readCsv("Name;Town\nA;B\n", { Contae: "county" })));
  });
});

describe("hours read once per value in a file", () => {
  it("gives what osmHoursToShopFields gives, once per value and jurisdiction", () => {
    const hours = hoursReaderForFile();
    for (const value of ["Mo-Fr 08:00-12:30,14:00-18:00; PH off", "sunrise-sunset", undefined]) {
      for (const jurisdiction of ["ROI", "NI"] as const) expect(hours(value, jurisdiction)).toEqual(osmHoursToShopFields(value, { jurisdiction }));
    }
    const first = hours("Mo-Sa 09:00-18:00", "ROI");
    expect(hours("Mo-Sa 09:00-18:00", "ROI")).toBe(first);
    expect(hours("Mo-Sa 09:00-18:00", "NI")).not.toBe(first);
  });
});
