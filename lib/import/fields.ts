import { IMPORT_FIELDS, MalformedFileError, type ImportField } from "./types";

/**
 * Header names a spreadsheet uses for each field, compared without case, accents, spaces or
 * punctuation ("Shop name", "SHOP_NAME" and "shopname" are one header). The field's own name
 * (the export's header) always counts.
 */
const ALIASES: Partial<Record<ImportField, string[]>> = {
  id: ["shop id"],
  sourceId: ["source", "source id", "@id", "osm id"],
  name: ["shop name", "business name", "business", "farm name", "shop", "name of shop", "trading name"],
  shopType: ["type", "shop type", "kind"],
  county: ["county", "co", "contae", "addr:county"],
  town: ["town", "city", "town/city", "village", "locality", "addr:city", "addr:town"],
  address: ["address", "full address", "street address", "street", "address line 1"],
  eircode: ["eircode", "postcode", "post code", "postal code", "zip", "addr:postcode", "eircode/postcode", "postcode/eircode", "eircode or postcode"],
  phone: ["phone number", "telephone", "tel", "mobile", "contact number", "phone no", "contact:phone", "telephone number", "tel no", "mobile number", "mobile phone", "mob", "phone/mobile", "landline", "contact phone", "mobile no", "contact no", "tel number"],
  email: ["email", "e-mail", "email address", "e-mail address", "contact:email"],
  website: ["web site", "web", "url", "website address", "homepage", "web address", "contact:website", "website url", "web url", "www"],
  facebook: ["facebook", "facebook page", "facebook link", "contact:facebook"],
  instagram: ["instagram", "instagram link", "contact:instagram"],
  // Not "notes": a sheet's notes are as often the compiler's own ("duplicate row", "NI?") as the
  // shop's, and a description is published (--map "Notes=description" when they are the shop's).
  description: ["description", "about", "details", "about us", "about the shop"],
  products: ["products", "produce", "what they sell", "product categories", "product", "products sold", "produce sold", "what we sell", "products for sale", "produce for sale", "product range", "táirgí"],
  services: ["services", "facilities"],
  openingHours: ["opening hours", "hours", "opening times", "opening_hours"],
  latitude: ["latitude", "lat"],
  longitude: ["longitude", "lon", "lng", "long"],
  licence: ["licence", "license"],
  url: ["page", "listing url"],
  updatedAt: ["updated", "updated at", "last updated"],
};

/** Lower case without accents, spaces or punctuation. */
export function headerKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9@]/g, "");
}

const BY_KEY = new Map<string, ImportField>();
for (const field of IMPORT_FIELDS) BY_KEY.set(headerKey(field), field);
for (const [field, names] of Object.entries(ALIASES) as [ImportField, string[]][]) {
  for (const name of names) if (!BY_KEY.has(headerKey(name))) BY_KEY.set(headerKey(name), field);
}
// "url" names the listing's own page in this directory's export (beside its "website" column), but
// a spreadsheet's lone "URL" is the shop's website: resolveColumns decides by the file's headers.
BY_KEY.set(headerKey("url"), "url");

/** The field a header stands for, or null when it is not one the importer knows. */
export function fieldForHeader(header: string): ImportField | null {
  return BY_KEY.get(headerKey(header)) ?? null;
}

export function isImportField(value: string): value is ImportField {
  return (IMPORT_FIELDS as readonly string[]).includes(value);
}

/** A column mapping: header (as in the file) → field, or "" to ignore the column. */
export type ColumnMap = Record<string, ImportField | "">;

/**
 * `--map "Shop name=name"` (and the admin's mapping, sent the same way), one pair per entry.
 * An unknown field is refused with the list of fields.
 */
export function parseColumnMap(entries: string[]): ColumnMap {
  const map: ColumnMap = {};
  for (const entry of entries) {
    const at = entry.lastIndexOf("=");
    if (at <= 0) throw new MalformedFileError(null, `A column mapping is "Header=field", got "${entry}".`);
    const header = entry.slice(0, at).trim();
    const field = entry.slice(at + 1).trim();
    if (field !== "" && !isImportField(field)) {
      throw new MalformedFileError(null, `"${field}" is not a field. Fields: ${IMPORT_FIELDS.join(", ")}.`);
    }
    map[header] = field as ImportField | "";
  }
  return map;
}

export type ResolvedColumn = { header: string; field: ImportField | null };

/**
 * Each header's field, unchecked (the admin's mapping screen shows these): the mapping first (by
 * header, case-insensitive), then the known names. A "URL" column is the website unless the file
 * has a website column of its own (this directory's export, whose "url" is the listing's page).
 */
export function columnFields(headers: string[], map: ColumnMap = {}): (ImportField | null)[] {
  const mapped = new Map(Object.entries(map).map(([h, f]) => [headerKey(h), f]));
  const known = headers.map((header) => {
    const choice = mapped.get(headerKey(header));
    return choice === undefined ? fieldForHeader(header) : choice === "" ? null : choice;
  });
  const hasWebsite = known.includes("website");
  return known.map((field, i) => (field === "url" && !hasWebsite && !mapped.has(headerKey(headers[i] ?? "")) ? "website" : field));
}

/**
 * Each header's field (columnFields); two columns for one field is a malformed file (which one would
 * win?), and so is a mapping that names a column the file does not have: a header the admin's
 * browser read otherwise than the server ("TÃ¡irgÃ­"), or a typo in --map, would leave its column
 * silently not imported. Headers are matched as the mapping matches them (headerKey).
 */
export function resolveColumns(headers: string[], map: ColumnMap = {}): ResolvedColumn[] {
  const present = new Set(headers.map(headerKey));
  const absent = Object.keys(map).find((header) => !present.has(headerKey(header)));
  if (absent !== undefined) {
    const named = headers.filter((h) => h !== "").map((h) => `"${h}"`);
    throw new MalformedFileError(1, `The column mapping names "${absent}", which is not a column of this file (its columns: ${named.join(", ")}).`);
  }
  const fields = columnFields(headers, map);
  const seen = new Map<ImportField, string>();
  return headers.map((header, i) => {
    const field = fields[i] ?? null;
    if (field) {
      const other = seen.get(field);
      if (other !== undefined) throw new MalformedFileError(1, `The columns "${other}" and "${header}" are both ${field}; map one of them to another field or ignore it.`);
      seen.set(field, header);
    }
    return { header, field };
  });
}
