/** What the importer reads, reports and writes. Pure types, shared by the readers, the API, the CLI and the admin tab. */
import { FIELD_LABELS } from "@/lib/validation/owner";

export type ImportFormat = "csv" | "osm";

/** A row that cannot be imported as it stands: where (line and column as the file names it), what, why. */
export type ImportRowError = { line: number; column: string; value: string; message: string };

/** One record of the file with its values keyed by the directory's field names (see fields.ts). */
export type RawRow = { line: number; values: Partial<Record<ImportField, string>>; columns: Partial<Record<ImportField, string>> };

/** A whole file the importer refuses: nothing of it is written. The message names the line. */
export class MalformedFileError extends Error {
  override name = "MalformedFileError";
  constructor(
    readonly line: number | null,
    detail: string,
  ) {
    super(line === null ? detail : `Line ${line}: ${detail}`);
  }
}

/**
 * A row the admin is asked about in the preview: the file gives it no town or no county, and the
 * shop it already is gives none either (a refresh of a file imported before asks nothing).
 */
export const asksAdmin = (row: { townMissing: boolean; countyUnsettled: boolean; placeFromDirectory: boolean }) =>
  (row.townMissing || row.countyUnsettled) && !row.placeFromDirectory;

/** The directory's fields a file can fill (the export's column names). */
export const IMPORT_FIELDS = [
  "id",
  "sourceId",
  "slug",
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
  "latitude",
  "longitude",
  "licence",
  "url",
  "updatedAt",
] as const;

/** Each field as the admin's column mapping names it: the shop's fields as the admin sees them elsewhere, and the file's own. */
export const IMPORT_FIELD_LABELS: Record<(typeof IMPORT_FIELDS)[number], string> = {
  ...(Object.fromEntries(IMPORT_FIELDS.map((field) => [field, FIELD_LABELS[field] ?? field])) as Record<(typeof IMPORT_FIELDS)[number], string>),
  id: "Shop id (this directory's export)",
  sourceId: "Source id (e.g. osm:node/123)",
  slug: "Page address (slug)",
  eircode: "Eircode or BT postcode",
  licence: "Licence",
  url: "Listing's page (ignored)",
  updatedAt: "Last updated",
};
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** The licence of shops that came from OpenStreetMap, shown on their page and in the exports. */
export const OSM_LICENCE = "© OpenStreetMap contributors, ODbL";
export const OSM_COPYRIGHT_URL = "https://www.openstreetmap.org/copyright";
