import { readCsv, readCsvSliced } from "./csv";
import { decodeText } from "./decode";
import type { ColumnMap, ResolvedColumn } from "./fields";
import { readOsm } from "./osm-reader";
import { normaliseRow, type ImportRow } from "./rows";
import { slicer } from "./slices";
import type { RawRow } from "./types";
import type { ImportFormat } from "./types";

export type ReadFile = {
  format: ImportFormat;
  rows: ImportRow[];
  /** The CSV's columns and the field each one fills (null: not imported); empty for OSM. */
  columns: ResolvedColumn[];
  /** True for this directory's own export (id and slug columns): an empty value there means empty. */
  fullRecord: boolean;
};

/** GeoJSON and Overpass JSON start with "{"; anything else is read as CSV. */
export function detectFormat(text: string): ImportFormat {
  return /^\s*[[{]/.test(text) ? "osm" : "csv";
}

/**
 * A whole file as rows: decoded (UTF-8 or Windows-1252), read by its format's reader and each row
 * checked against the shop rules. A malformed file throws MalformedFileError; a bad row is an
 * error on that row only. `counties` holds the admin's picks for rows without one, by line.
 */
export function readImportFile(
  bytes: Uint8Array,
  { format, map, counties = {} }: { format?: ImportFormat; map?: ColumnMap; counties?: Record<number, string> } = {},
): ReadFile {
  const text = decodeText(bytes);
  const kind = format ?? detectFormat(text);
  if (kind === "osm") {
    const { rows } = readOsm(text);
    return { format: kind, rows: rows.map((r) => normaliseRow(r, { county: counties[r.line] })), columns: [], fullRecord: false };
  }
  const csv = readCsv(text, map);
  const fields = new Set(csv.columns.map((c) => c.field));
  return {
    format: kind,
    rows: csv.rows.map((r) => normaliseRow(r, { county: counties[r.line] })),
    columns: csv.columns,
    fullRecord: fields.has("id") && fields.has("slug"),
  };
}

/**
 * readImportFile for the server, where the import shares the event loop with the pages: the same
 * rows, columns and refusals, but the CSV is parsed a piece at a time and the rows are checked in
 * slices, the loop serving requests between them. Each raw row is let go once checked, and the
 * file's text once parsed, so that no more than one copy of the rows is held.
 */
export async function readImportFileSliced(
  bytes: Uint8Array,
  { format, map, counties = {} }: { format?: ImportFormat; map?: ColumnMap; counties?: Record<number, string> } = {},
): Promise<ReadFile> {
  const pause = slicer();
  let text: string | null = decodeText(bytes);
  const kind = format ?? detectFormat(text);
  const read = kind === "osm" ? { columns: [], rows: readOsm(text).rows } : await readCsvSliced(text, map, pause);
  text = null;
  const raw: (RawRow | undefined)[] = read.rows;
  const rows: ImportRow[] = [];
  for (let i = 0; i < raw.length; i++) {
    const r = raw[i]!;
    raw[i] = undefined;
    rows.push(normaliseRow(r, { county: counties[r.line] }));
    await pause();
  }
  const fields = new Set(read.columns.map((c) => c.field));
  return { format: kind, rows, columns: read.columns, fullRecord: kind === "csv" && fields.has("id") && fields.has("slug") };
}
