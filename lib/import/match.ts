import type { Coordinates } from "@/lib/geo/coordinates";
import { distanceKm } from "@/lib/geo/distance";
import { DAYS } from "@/lib/hours/types";
import type { ImportedShop, ImportRow, KnownPlace } from "./rows";

/**
 * Matching a file's rows against the directory, and what each row would change. Pure: the
 * directory arrives as a list (lib/import/queries.ts reads it), so the rules are unit-tested.
 */

/** The fields an import writes and compares (the slug is given once and never changes, as for every shop). */
export const COMPARED_FIELDS = [
  "name",
  "shopType",
  "county",
  "town",
  "address",
  "eircode",
  "phone",
  "email",
  "website",
  "facebook",
  "instagram",
  "description",
  "products",
  "services",
  "openingHours",
  "publicHolidayHours",
  "hoursExceptions",
  "hoursAsPublished",
  "latitude",
  "longitude",
] as const;
export type ComparedField = (typeof COMPARED_FIELDS)[number];
export type ShopValues = Record<ComparedField, unknown>;

export type ExistingShop = {
  id: string;
  values: ShopValues;
  /** Its provenance: the source id and the values as last imported (null: never imported). */
  sourceId: string | null;
  importedValues: Partial<ShopValues> | null;
};

export type MatchReason = "source" | "name within 300 m" | "name and town" | "phone" | "website" | "Eircode";
export type RowChoice = "update" | "keep" | "new";
export type RowStatus = "new" | "updated" | "unchanged" | "duplicate" | "error";
export type FieldChange = { field: ComparedField; before: unknown; after: unknown };

export type PlannedRow = {
  line: number;
  name: string;
  status: RowStatus;
  /** The existing shop it matched, and why. */
  match: { id: string; name: string; reason: MatchReason } | null;
  /** What an update writes. */
  changes: FieldChange[];
  /** Fields the owner or admin edited since the last import: left as they are unless overwrite. */
  kept: FieldChange[];
  choice: RowChoice | null;
};

/** JSON text with object keys sorted: the database's jsonb reorders keys, so that cannot count as a change. */
function canonical(value: unknown): string {
  if (value === undefined || value === "") return "null";
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

/** Weekly hours with every day present: a day left out is closed, as the status reads it. */
function fullWeek(hours: unknown): unknown {
  if (!hours || typeof hours !== "object") return hours;
  const week = hours as Record<string, { closed?: boolean; breaks?: unknown[] } | undefined>;
  return Object.fromEntries(
    DAYS.map((day) => {
      const d = week[day];
      if (!d || d.closed) return [day, { closed: true }];
      const { breaks, ...rest } = d;
      return [day, breaks && breaks.length > 0 ? { ...rest, breaks } : rest];
    }),
  );
}

/** A list in one order (by each entry's canonical text), so that the same entries compare equal whatever their order; anything else as it is. */
function inOneOrder(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((entry: unknown) => [canonical(entry), entry] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, entry]) => entry);
}

export function sameValue(field: ComparedField, a: unknown, b: unknown): boolean {
  if (field === "openingHours") return canonical(fullWeek(a)) === canonical(fullWeek(b));
  // Special dates are one set whatever order they were entered in (a file reads them back by date).
  if (field === "hoursExceptions") return canonical(inOneOrder(a)) === canonical(inOneOrder(b));
  if (field === "latitude" || field === "longitude") {
    if (a === null || a === undefined || a === "" || b === null || b === undefined || b === "") return (a ?? "") === (b ?? "");
    return Number(a) === Number(b);
  }
  return canonical(a) === canonical(b);
}

export function valuesOf(shop: ImportedShop): ShopValues {
  return Object.fromEntries(COMPARED_FIELDS.map((f) => [f, shop[f] ?? null])) as ShopValues;
}

/** Accents off, lower case, letters and digits only: "Ó Briain's Farm" and "o briains farm" are one name. */
export function foldName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/** A website without scheme, www., trailing slash or case: "https://www.Farm.ie/" and "farm.ie" are one. */
export function websiteKey(url: string): string {
  return url.trim().toLowerCase().replace(/^[a-z]+:\/\//, "").replace(/^www\./, "").replace(/\/+$/, "");
}

/** The last nine digits: "+353 87 123 4567" and "087 1234567" are one number (as the submission check counts them). */
const phoneDigits = (phone: string) => phone.replace(/[^0-9]/g, "").slice(-9);
const eircodeKey = (code: string) => code.toUpperCase().replace(/\s+/g, "");
/** How near a shop of the same name must be to be taken for the same shop. */
const NEAR_KM = 0.3;

/** Two points near enough for one name at both to be one shop. */
export const isNear = (a: Coordinates, b: Coordinates) => distanceKm(a, b) <= NEAR_KM;

function coords(values: Partial<ShopValues>): { latitude: number; longitude: number } | null {
  const latitude = Number(values.latitude);
  const longitude = Number(values.longitude);
  return values.latitude != null && values.longitude != null && Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null;
}

/** Lookup tables over the directory, built once per import. */
export function indexDirectory(shops: ExistingShop[]) {
  const byId = new Map<string, ExistingShop>();
  const bySource = new Map<string, ExistingShop>();
  const byName = new Map<string, ExistingShop[]>();
  const byNameAndTown = new Map<string, ExistingShop>();
  const byPhone = new Map<string, ExistingShop>();
  const byWebsite = new Map<string, ExistingShop>();
  const byEircode = new Map<string, ExistingShop>();
  for (const shop of shops) {
    byId.set(shop.id, shop);
    if (shop.sourceId) bySource.set(shop.sourceId, shop);
    const name = foldName(String(shop.values.name ?? ""));
    const named = byName.get(name);
    if (named) named.push(shop);
    else byName.set(name, [shop]);
    const place = placeKey(name, String(shop.values.town ?? ""), String(shop.values.county ?? ""));
    if (!byNameAndTown.has(place)) byNameAndTown.set(place, shop);
    const phone = typeof shop.values.phone === "string" ? phoneDigits(shop.values.phone) : "";
    if (phone.length >= 7 && !byPhone.has(phone)) byPhone.set(phone, shop);
    if (typeof shop.values.website === "string" && !byWebsite.has(websiteKey(shop.values.website))) byWebsite.set(websiteKey(shop.values.website), shop);
    if (typeof shop.values.eircode === "string" && !byEircode.has(eircodeKey(shop.values.eircode))) byEircode.set(eircodeKey(shop.values.eircode), shop);
  }
  return { byId, bySource, byName, byNameAndTown, byPhone, byWebsite, byEircode };
}
export type DirectoryIndex = ReturnType<typeof indexDirectory>;

/** One key for a name (already folded) in a town of a county: "Ó Briain's Farm", "Dún Laoghaire" and "o briains farm", "dun laoghaire" are one. */
const placeKey = (foldedName: string, town: string, county: string) => `${foldedName}|${foldName(town)}|${county}`;

/** A shop of the directory with this name (folded) within 300 m of the point, or null. */
function nearByName(index: DirectoryIndex, name: string, here: { latitude: number; longitude: number }): ExistingShop | null {
  for (const other of index.byName.get(foldName(name)) ?? []) {
    const there = coords(other.values);
    if (there && isNear(here, there)) return other;
  }
  return null;
}

/**
 * The town, address and county of the directory's shop a row already is (same source id, or the
 * same name within 300 m), for a row the file leaves without them: an OpenStreetMap node without
 * addr:* tags, imported once with the admin's town, is found again on the next refresh instead of
 * asking for its town every time. Null when the row is no known shop.
 */
export function knownPlaces(index: DirectoryIndex): KnownPlace {
  return ({ sourceId, name, point }) => {
    const shop = (sourceId ? (index.bySource.get(sourceId) ?? index.byId.get(sourceId)) : undefined) ?? (point && name ? nearByName(index, name, point) : null);
    if (!shop) return null;
    return { town: String(shop.values.town ?? ""), address: String(shop.values.address ?? ""), county: String(shop.values.county ?? "") };
  };
}

/** The existing shop a row is, or looks like: same source id (or this directory's own id), else name within 300 m, phone, website, Eircode. */
export function matchRow(row: ImportRow, index: DirectoryIndex): { shop: ExistingShop; reason: MatchReason } | null {
  const shop = row.shop;
  if (!shop) return null;
  if (row.sourceId) {
    const same = index.bySource.get(row.sourceId) ?? index.byId.get(row.sourceId);
    if (same) return { shop: same, reason: "source" };
  }
  const here = coords(shop as Partial<ShopValues>);
  const near = here && nearByName(index, shop.name, here);
  if (near) return { shop: near, reason: "name within 300 m" };
  // Where the row or the shop has no point (a partner's sheet of names and towns, imported again
  // after its shops were placed on the map), the same name in the same town and county.
  const sameTown = index.byNameAndTown.get(placeKey(foldName(shop.name), shop.town, shop.county));
  if (sameTown && (!here || !coords(sameTown.values))) return { shop: sameTown, reason: "name and town" };
  const phone = shop.phone ? phoneDigits(shop.phone) : "";
  const byPhone = phone.length >= 7 ? index.byPhone.get(phone) : undefined;
  if (byPhone) return { shop: byPhone, reason: "phone" };
  const byWebsite = shop.website ? index.byWebsite.get(websiteKey(shop.website)) : undefined;
  if (byWebsite) return { shop: byWebsite, reason: "website" };
  const byEircode = shop.eircode ? index.byEircode.get(eircodeKey(shop.eircode)) : undefined;
  if (byEircode) return { shop: byEircode, reason: "Eircode" };
  return null;
}

/**
 * What updating `existing` with the row writes: each field that differs, except those edited
 * since the last import (the current value differs from the value as last imported), which are
 * kept unless `overwrite`. A field the file leaves empty keeps the directory's value when the
 * file is not this directory's own export (a partner's sheet without phones clears no phone).
 */
export function planChanges(incoming: ShopValues, existing: ExistingShop, { overwrite, fullRecord }: { overwrite: boolean; fullRecord: boolean }): { changes: FieldChange[]; kept: FieldChange[] } {
  const changes: FieldChange[] = [];
  const kept: FieldChange[] = [];
  // A file that gives no hours at all (an empty cell, no opening_hours tag) leaves every hours
  // field alone: its reading's "usual" holiday hours would otherwise undo a shop's "closed".
  const noHours = !fullRecord && isEmptyValue(incoming.openingHours) && isEmptyValue(incoming.hoursExceptions) && isEmptyValue(incoming.hoursAsPublished);
  for (const field of COMPARED_FIELDS) {
    const after = incoming[field];
    const before = existing.values[field];
    if (sameValue(field, before, after)) continue;
    if (!fullRecord && isEmptyValue(after)) continue;
    if (noHours && HOURS_FIELDS.has(field)) continue;
    const imported = existing.importedValues;
    const editedSince = imported !== null && field in imported && !sameValue(field, before, imported[field]);
    (editedSince && !overwrite ? kept : changes).push({ field, before, after });
  }
  return { changes, kept };
}

const HOURS_FIELDS: ReadonlySet<ComparedField> = new Set(["openingHours", "publicHolidayHours", "hoursExceptions", "hoursAsPublished"]);

/** A value a file's empty cell gives: none, an empty list, no hours (an object with no days). */
function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === "object" && Object.keys(value).length === 0;
}

