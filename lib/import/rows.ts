import { PRODUCT_CATEGORIES, SERVICES, SHOP_TYPE_LABELS, SHOP_TYPES } from "@/lib/catalog";
import { isNorthernIreland } from "@/lib/counties";
import { isBtPostcode } from "@/lib/geo/postcode";
import { osmHoursToShopFields } from "@/lib/hours/osm";
import type { HoursException, OpeningHours, PublicHolidayHours } from "@/lib/hours/types";
import { shopSubmissionSchema, type ShopSubmission } from "@/lib/validation/shop";
import { settleCounty, type CountyAnswer } from "./county";
import { OSM_LICENCE, type ImportField, type ImportRowError, type RawRow } from "./types";

/** A row ready to be compared and written: the shop's fields as the editors would save them, plus where it came from. */
export type ImportedShop = Omit<ShopSubmission, "openingHours" | "publicHolidayHours" | "hoursExceptions"> & {
  openingHours: OpeningHours;
  publicHolidayHours: PublicHolidayHours;
  hoursExceptions: HoursException[];
  hoursAsPublished: string | null;
  slug: string | null;
};

export type ImportRow = {
  line: number;
  /** The row's own id in its source: "osm:node/123", or the id column of this directory's export. */
  sourceId: string | null;
  osm: boolean;
  /** The shop's name as the file writes it (trimmed), so that a row in error can still be told apart. */
  name: string;
  shop: ImportedShop | null;
  errors: ImportRowError[];
  /** The file settles no county for the row: the admin picks one (the row is an error until then). */
  countyUnsettled: boolean;
  /** The file gives no town for the row (an OpenStreetMap node without addr:* tags): the admin types it, and the address if need be. */
  townMissing: boolean;
  /** The town (and address) or the county came from the directory's shop the row already is, the file having none. */
  placeFromDirectory: boolean;
  /** The row's coordinates as the file gives them, so that the admin can look the place up; null without both. */
  point: { latitude: number; longitude: number } | null;
  /** Why the hours were kept as published text instead of weekly hours, or null. */
  hoursNote: string | null;
};

/** "Eggs; Honey" or "eggs, honey" as the catalogue's names (an unknown name is kept as written). */
function list(value: string | undefined, catalogue: readonly string[]): string[] {
  const byKey = new Map(catalogue.map((c) => [c.toLowerCase(), c]));
  return (value ?? "")
    .split(/[;,|]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => byKey.get(s.toLowerCase()) ?? s);
}

const firstOf = (value: string | undefined) => (value ?? "").split(";")[0]?.trim() ?? "";

type HoursReader = (value: string | undefined, jurisdiction: "ROI" | "NI") => ReturnType<typeof osmHoursToShopFields>;

const readHours: HoursReader = (value, jurisdiction) => osmHoursToShopFields(value, { jurisdiction });

/**
 * osmHoursToShopFields remembered by value for one file: a file repeats a few dozen common
 * values ("Mo-Sa 09:00-18:00") across thousands of rows, and each reading evaluates the value over
 * a year of dates. The results are shared between rows and never changed once made.
 */
export function hoursReaderForFile(): HoursReader {
  const seen = new Map<string, ReturnType<typeof osmHoursToShopFields>>();
  return (value, jurisdiction) => {
    const key = `${jurisdiction}\n${value ?? ""}`;
    let fields = seen.get(key);
    if (!fields) {
      fields = readHours(value, jurisdiction);
      seen.set(key, fields);
    }
    return fields;
  };
}

/** What the admin gave in the preview for a row the file leaves short: its county, town and address. */
export type RowPlace = { county?: string; town?: string; address?: string };

/** Both coordinates as numbers in range, or null. */
function pointOf(latitude: string | undefined, longitude: string | undefined): ImportRow["point"] {
  const lat = Number(latitude?.trim() || NaN);
  const lon = Number(longitude?.trim() || NaN);
  return Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { latitude: lat, longitude: lon } : null;
}

/** What a row is known by before it is checked: enough to find the shop it already is. */
export type RowKey = { sourceId: string | null; name: string; point: { latitude: number; longitude: number } | null };

/** The directory's town, address and county for a row that is a known shop (match.ts, knownPlaces). */
export type KnownPlace = (row: RowKey) => { town: string; address: string; county: string } | null;

/**
 * One raw row as a shop, or the errors that keep it out. Where the file gives no town, the town
 * and address are, in order, what the admin typed (`place`), or the directory's own for a row that
 * is a known shop (`known`); where the file settles no county, the county is the admin's pick, or
 * what the typed address says, or the known shop's (the known shop's first when its town was
 * taken). The file's own values always come first. `hours` reads its opening hours
 * (hoursReaderForFile to share readings across a file).
 */
export function normaliseRow(
  raw: RawRow,
  { place: given = {}, known, hours: hoursOf = readHours }: { place?: RowPlace; known?: KnownPlace; hours?: HoursReader } = {},
): ImportRow {
  const v = { ...raw.values };
  const point = pointOf(v.latitude, v.longitude);
  const sourceId = v.sourceId?.trim() || v.id?.trim() || null;
  const name = (v.name ?? "").trim();
  const townMissing = !v.town?.trim();
  const fileCounty = settleCounty({ county: v.county, address: v.address, town: v.town, eircode: v.eircode });
  const countyUnsettled = fileCounty.county === null;
  const fromDirectory = townMissing || countyUnsettled ? (known?.({ sourceId, name, point }) ?? null) : null;
  let placeFromDirectory = false;
  if (townMissing) {
    if (given.town?.trim()) {
      v.town = given.town.trim();
      if (!v.address?.trim() && given.address?.trim()) v.address = given.address.trim();
    } else if (fromDirectory?.town) {
      v.town = fromDirectory.town;
      if (!v.address?.trim()) v.address = fromDirectory.address;
      placeFromDirectory = true;
    }
  }
  let place: CountyAnswer = fileCounty;
  if (countyUnsettled) {
    // A known shop's county goes with its town and address (a farm near a county line may have its
    // postal town in the next county, and the admin picked accordingly once): only what the admin
    // typed for this row is read for a county.
    const fromTyped = placeFromDirectory ? null : settleCounty({ address: v.address, town: v.town });
    if (given.county) place = { county: given.county, from: "county" };
    else if (fromTyped?.county) place = fromTyped;
    else if (fromDirectory?.county) {
      place = { county: fromDirectory.county, from: "county" };
      placeFromDirectory = true;
    }
  }
  const osm = (sourceId?.startsWith("osm:") ?? false) || (v.licence ?? "").includes("OpenStreetMap");
  const errors: ImportRowError[] = [];
  const columnOf = (field: ImportField) => raw.columns[field] ?? field;
  if (place.county === null) errors.push({ line: raw.line, column: columnOf("county"), value: v.county ?? "", message: place.reason });
  const products = list(v.products, PRODUCT_CATEGORIES);
  const input = {
    name: v.name ?? "",
    shopType: shopTypeOf(v.shopType),
    // Until the county is picked, a stand-in of the postcode's own jurisdiction, so that a BT
    // postcode is not called a bad Eircode.
    county: place.county ?? (v.eircode && isBtPostcode(v.eircode) ? "Antrim" : "Dublin"),
    town: v.town || "",
    address: v.address || v.town || "",
    eircode: v.eircode || null,
    phone: firstOf(v.phone) || null,
    email: firstOf(v.email) || null,
    website: firstOf(v.website) || null,
    facebook: v.facebook || null,
    instagram: v.instagram || null,
    description: v.description || null,
    // A file may list no products (OSM rarely does); the shop is imported without any and the
    // check is made with a stand-in so that every other rule still applies.
    products: products.length ? products : [PRODUCT_CATEGORIES[0]],
    services: list(v.services, SERVICES),
    latitude: v.latitude || null,
    longitude: v.longitude || null,
  };
  const parsed = shopSubmissionSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "name") as ImportField;
      if (field === "county" && place.county === null) continue;
      // Without a town there is no address either (it defaults to the town): one message says so.
      if (field === "address" && !input.town && !input.address) continue;
      // The form's "Choose a shop type" does not say what a spreadsheet may write.
      const message = field === "shopType" ? SHOP_TYPE_MESSAGE : issue.message;
      errors.push({ line: raw.line, column: columnOf(field), value: String(v[field] ?? ""), message });
    }
  }
  if (errors.length > 0 || !parsed.success) return { line: raw.line, sourceId, osm, name, shop: null, errors, countyUnsettled, townMissing, placeFromDirectory, point, hoursNote: null };
  const data = parsed.data;
  const hours = hoursOf(v.openingHours, isNorthernIreland(data.county) ? "NI" : "ROI");
  const shop: ImportedShop = {
    ...data,
    products,
    openingHours: hours.openingHours,
    publicHolidayHours: hours.publicHolidayHours,
    hoursExceptions: hours.hoursExceptions,
    hoursAsPublished: hours.hoursAsPublished,
    slug: v.slug?.trim() || null,
  };
  return { line: raw.line, sourceId, osm, name, shop, errors, countyUnsettled, townMissing, placeFromDirectory, point, hoursNote: hours.reason };
}

const SHOP_TYPE_MESSAGE = `Shop type must be one of ${SHOP_TYPES.join(", ")} (or their names: ${SHOP_TYPES.map((t) => SHOP_TYPE_LABELS[t]).join(", ")})`;

/** A shop type's words without "shop", "only", apostrophes and plurals: "Farmers' markets only" → "farmer market". */
const typeWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’]/g, "")
    .split(/[^a-z]+/)
    .filter((w) => w && w !== "shop" && w !== "only")
    .map((w) => (w.length > 3 ? w.replace(/s$/, "") : w))
    .join(" ");

/**
 * A shop type as a spreadsheet writes it: the value ("honesty-box"), its name in the forms
 * ("Honesty box only"), or words like them ("Honesty box", "Farmers' market"); empty is a physical
 * shop. Anything else is left for the schema to refuse.
 */
function shopTypeOf(text: string | undefined): string {
  if (!text?.trim()) return "physical";
  const words = typeWords(text);
  return SHOP_TYPES.find((t) => typeWords(t) === words || typeWords(SHOP_TYPE_LABELS[t]) === words) ?? text;
}

export const licenceOf = (osm: boolean) => (osm ? OSM_LICENCE : null);
