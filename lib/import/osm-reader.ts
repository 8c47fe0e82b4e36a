import { representativePoint } from "./geometry";
import { MalformedFileError, type ImportField, type RawRow } from "./types";

/**
 * OpenStreetMap data as Overpass gives it: GeoJSON (overpass turbo's export: features whose
 * properties are the tags plus "@id") or Overpass JSON (`elements` with `tags` and `lat`/`lon`,
 * or `center` for ways and relations asked for with `out center`). Each shop becomes a row keyed
 * by the directory's fields; the column of a value is the tag it came from.
 */

type Tags = Record<string, string>;

const PRODUCE: [RegExp, string][] = [
  [/egg/, "Eggs"],
  [/potato|vegetable|veg\b|carrot|onion|cabbage|kale|leek|salad|lettuce|tomato|turnip|parsnip|beetroot|pumpkin/, "Vegetables"],
  [/fruit|apple|strawberr|raspberr|berr|plum|pear|cherr/, "Fruits"],
  [/milk|dairy|cheese|butter|yog(h)?urt|cream/, "Dairy"],
  [/meat|beef|lamb|pork|bacon|sausage|chicken|poultry|turkey|venison|goose|duck/, "Meat"],
  [/honey/, "Honey"],
  [/bread|bak|cake/, "Bakery"],
  [/jam|preserve|chutney|marmalade/, "Preserves"],
  [/herb/, "Herbs"],
  [/flower/, "Flowers"],
  [/microgreen|micro green/, "Micro Greens"],
];

/** OSM's `produce` list ("potatoes;eggs") and `organic` as the directory's product categories. */
export function osmProducts(tags: Tags): string[] {
  const out = new Set<string>();
  for (const item of (tags.produce ?? "").split(";").map((s) => s.trim().toLowerCase()).filter(Boolean)) {
    for (const [pattern, product] of PRODUCE) if (pattern.test(item)) out.add(product);
  }
  if (tags.organic === "yes" || tags.organic === "only") out.add("Organic");
  return [...out];
}

function shopType(tags: Tags): string {
  if (tags.amenity === "marketplace") return "farmers-market";
  if (tags.amenity === "vending_machine" || /honesty/i.test(tags.payment_honesty_box ?? "") || tags["payment:honesty_box"] === "yes") return "honesty-box";
  return "physical";
}

/** The tag each field is read from, first present wins. */
const FROM_TAGS: [ImportField, string[]][] = [
  ["name", ["name", "name:en", "name:ga", "brand"]],
  ["county", ["addr:county"]],
  ["town", ["addr:city", "addr:town", "addr:village", "addr:hamlet", "addr:suburb", "addr:place"]],
  ["eircode", ["addr:postcode"]],
  ["phone", ["phone", "contact:phone", "contact:mobile", "mobile"]],
  ["website", ["website", "contact:website", "url"]],
  ["email", ["email", "contact:email"]],
  ["facebook", ["contact:facebook", "facebook"]],
  ["instagram", ["contact:instagram", "instagram"]],
  ["description", ["description"]],
  ["openingHours", ["opening_hours"]],
];

/** A street address from the addr:* tags, or addr:full. */
function address(tags: Tags): { value: string; column: string } | null {
  if (tags["addr:full"]) return { value: tags["addr:full"], column: "addr:full" };
  const street = [tags["addr:housenumber"], tags["addr:street"]].filter(Boolean).join(" ");
  const parts = [tags["addr:housename"], street, tags["addr:place"] && tags["addr:place"] !== tags["addr:city"] ? tags["addr:place"] : undefined, tags["addr:locality"]]
    .map((p) => p?.trim())
    .filter((p): p is string => Boolean(p));
  return parts.length ? { value: parts.join(", "), column: "addr:street" } : null;
}

/** One OSM object as a row: `id` is "node/123" (or way, relation). */
export function osmRow(id: string, tags: Tags, point: [number, number] | null, line: number): RawRow {
  const row: RawRow = { line, values: { sourceId: `osm:${id}`, shopType: shopType(tags) }, columns: { sourceId: "@id", shopType: "shop" } };
  for (const [field, keys] of FROM_TAGS) {
    const key = keys.find((k) => typeof tags[k] === "string" && tags[k].trim() !== "");
    if (key) {
      row.values[field] = (tags[key] ?? "").trim();
      row.columns[field] = key;
    }
  }
  const addr = address(tags);
  if (addr) {
    row.values.address = addr.value;
    row.columns.address = addr.column;
  }
  const products = osmProducts(tags);
  row.values.products = products.join("; ");
  row.columns.products = "produce";
  if (point) {
    // 7 decimal places (about 1 cm): a way's computed inside point carries floating-point noise.
    row.values.longitude = String(Number(point[0].toFixed(7)));
    row.values.latitude = String(Number(point[1].toFixed(7)));
    row.columns.longitude = row.columns.latitude = "geometry";
  }
  return row;
}

/** The 1-based line of each id's first mention, searched forward in order (one pass over the text). */
function lineFinder(text: string) {
  let pos = 0;
  let line = 1;
  return (needle: RegExp | string, fallback: number): number => {
    let at = -1;
    if (typeof needle === "string") at = text.indexOf(needle, pos);
    else {
      needle.lastIndex = pos;
      at = needle.exec(text)?.index ?? -1;
    }
    if (at < 0) return fallback;
    for (let i = pos; i < at; i++) if (text.charCodeAt(i) === 10) line++;
    pos = at;
    return line;
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const position = /position (\d+)/.exec(message)?.[1];
    const lineNo = /line (\d+)/.exec(message)?.[1];
    const line = lineNo ? Number(lineNo) : position ? text.slice(0, Number(position)).split("\n").length : null;
    throw new MalformedFileError(line, `the file is not valid JSON (${message.replace(/ in JSON at .*$/, "")}).`);
  }
}

const asTags = (v: unknown): Tags =>
  v && typeof v === "object" ? Object.fromEntries(Object.entries(v).filter(([, x]) => typeof x === "string" || typeof x === "number").map(([k, x]) => [k, String(x)])) : {};

/**
 * A row's line is how the admin's answers (a county, a town, a choice) and the errors name it, so
 * no two rows may share one. In a file written with several objects on a line (minified JSON),
 * every row is numbered by its place among the shops instead: 1, 2, 3…
 */
function numbered(rows: RawRow[]): RawRow[] {
  const lines = new Set(rows.map((r) => r.line));
  if (lines.size === rows.length) return rows;
  return rows.map((row, i) => ({ ...row, line: i + 1 }));
}

/** Reads GeoJSON or Overpass JSON; anything else is a malformed file. Objects without a name are skipped: they are not shops. */
export function readOsm(text: string): { rows: RawRow[]; skipped: number } {
  const data = parseJson(text) as { type?: unknown; features?: unknown; elements?: unknown };
  const find = lineFinder(text);
  const rows: RawRow[] = [];
  let skipped = 0;
  if (data && Array.isArray(data.features)) {
    data.features.forEach((f: unknown, i: number) => {
      const feature = (f ?? {}) as { id?: unknown; properties?: unknown; geometry?: unknown };
      const tags = asTags(feature.properties);
      const id = String(tags["@id"] ?? feature.id ?? "").replace(/^(node|way|relation)\/?/, (_, t: string) => `${t}/`);
      const line = find(id ? `"${id}"` : '"Feature"', i + 1);
      if (!/^(node|way|relation)\/\d+$/.test(id)) throw new MalformedFileError(line, `feature ${i + 1} has no OSM id ("@id": "node/123").`);
      if (!tags.name) return void skipped++;
      const point = representativePoint(feature.geometry);
      // A shape of a kind that has a point, whose coordinates are not numbers: said, not dropped.
      const kind = (feature.geometry as { type?: unknown } | null | undefined)?.type;
      if (!point && typeof kind === "string" && ["Point", "LineString", "Polygon", "MultiPolygon"].includes(kind))
        throw new MalformedFileError(line, `feature ${i + 1} (${id}) has a ${kind} without usable coordinates (each one [longitude, latitude], in numbers).`);
      rows.push(osmRow(id, tags, point, line));
    });
    return { rows: numbered(rows), skipped };
  }
  if (data && Array.isArray(data.elements)) {
    data.elements.forEach((e: unknown, i: number) => {
      const el = (e ?? {}) as { type?: unknown; id?: unknown; lat?: unknown; lon?: unknown; center?: { lat?: unknown; lon?: unknown }; tags?: unknown };
      const line = find(new RegExp(`"id"\\s*:\\s*${Number(el.id)}\\b`, "g"), i + 1);
      if (typeof el.type !== "string" || !["node", "way", "relation"].includes(el.type) || typeof el.id !== "number") {
        throw new MalformedFileError(line, `element ${i + 1} has no type and id.`);
      }
      const tags = asTags(el.tags);
      if (!tags.name) return void skipped++;
      const lat = typeof el.lat === "number" ? el.lat : el.center?.lat;
      const lon = typeof el.lon === "number" ? el.lon : el.center?.lon;
      const point: [number, number] | null = typeof lat === "number" && typeof lon === "number" ? [lon, lat] : null;
      rows.push(osmRow(`${el.type}/${el.id}`, tags, point, line));
    });
    return { rows: numbered(rows), skipped };
  }
  throw new MalformedFileError(1, 'this JSON is neither GeoJSON ("features") nor Overpass JSON ("elements").');
}
