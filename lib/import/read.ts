import { readCsv, readCsvPieces } from "./csv";
import { decodeText, textPieces } from "./decode";
import type { ColumnMap, ResolvedColumn } from "./fields";
import { readOsm } from "./osm-reader";
import { hoursReaderForFile, normaliseRow, type ImportRow, type KnownPlace, type RowPlace } from "./rows";
import { slicer } from "./slices";
import { MalformedFileError, type ImportFormat, type RawRow } from "./types";

export type ReadFile = {
  format: ImportFormat;
  rows: ImportRow[];
  /** The CSV's columns and the field each one fills (null: not imported); empty for OSM. */
  columns: ResolvedColumn[];
  /** True for this directory's own export (id and slug columns): an empty value there means empty. */
  fullRecord: boolean;
};

/** A CSV with both `id` and `slug` columns is a full record (this site's own export). */
function isFullRecord(columns: ResolvedColumn[]): boolean {
  const fields = new Set(columns.map((c) => c.field));
  return fields.has("id") && fields.has("slug");
}

/**
 * GeoJSON and Overpass JSON start with "{"; anything else is read as CSV, except XML (an .osm file,
 * a spreadsheet saved as XML), refused with what to send instead.
 */
export function detectFormat(text: string): ImportFormat {
  if (/^\s*</.test(text)) {
    throw new MalformedFileError(1, "This is an XML file (such as an .osm download), which the import does not read: export GeoJSON from Overpass turbo (Export, then GeoJSON), or save the spreadsheet as CSV.");
  }
  return /^\s*[[{]/.test(text) ? "osm" : "csv";
}

/**
 * A whole file as rows: decoded (UTF-8 or Windows-1252), read by its format's reader and each row
 * checked against the shop rules. A malformed file throws MalformedFileError; a bad row is an
 * error on that row only. `counties` and `places` hold what the admin gave, by line, for rows the
 * file leaves without a county, town or address; `known` finds the directory's own for rows that
 * are known shops (match.ts, knownPlaces).
 */
export function readImportFile(bytes: Uint8Array, { format, map, known, ...given }: { format?: ImportFormat; map?: ColumnMap; known?: KnownPlace } & Given = {}): ReadFile {
  const text = decodeText(bytes);
  const kind = format ?? detectFormat(text);
  const placeOf = placesByLine(given);
  if (kind === "osm") {
    const { rows } = readOsm(text);
    return { format: kind, rows: rows.map((r) => normaliseRow(r, { place: placeOf(r.line), known })), columns: [], fullRecord: false };
  }
  const csv = readCsv(text, map);
  return { format: kind, rows: csv.rows.map((r) => normaliseRow(r, { place: placeOf(r.line), known })), columns: csv.columns, fullRecord: isFullRecord(csv.columns) };
}

/** The admin's answers in the preview, by line: a county where the file settles none, a town and address where it gives none. */
type Given = { counties?: Record<number, string>; places?: Record<number, Omit<RowPlace, "county">> };

const placesByLine =
  ({ counties = {}, places = {} }: Given) =>
  (line: number): RowPlace => ({ ...places[line], county: counties[line] });

/** One slice of a file read for the server: the columns (as in ReadFile) and the rows it completed, checked. */
export type ReadPiece = Omit<ReadFile, "format">;

/** OSM rows are checked and handed on this many at a time (a CSV goes by the parser's pieces). */
const OSM_PIECE = 100;

/**
 * A file opened for the server, where the import shares the event loop and the memory with the
 * pages: checked as text at once (an empty or binary file is refused here, before anything else
 * runs), then read a piece at a time by `pieces()`, each raw row checked as it comes and the loop
 * served between slices (lib/import/slices.ts). Only the piece in hand is held, never the whole
 * file's rows, nor a CSV's text in one string (it is decoded as it is parsed: a national export is
 * some 15 MB of text, which the upload's bytes already hold); a malformed file may be refused
 * after some pieces (MalformedFileError).
 */
export function openImportFile(
  bytes: Uint8Array,
  { format, map, ...given }: { format?: ImportFormat; map?: ColumnMap } & Given = {},
): { format: ImportFormat; pieces: (known?: KnownPlace) => AsyncGenerator<ReadPiece> } {
  const text = textPieces(bytes);
  const kind = format ?? detectFormat(text.start);
  const placeOf = placesByLine(given);
  // `known` comes with the pieces: the directory is read after the file is opened (a malformed file is refused first).
  async function* pieces(known?: KnownPlace): AsyncGenerator<ReadPiece> {
    const pause = slicer();
    const hours = hoursReaderForFile();
    const check = async (raw: RawRow[]) => {
      const rows: ImportRow[] = [];
      for (const r of raw) {
        rows.push(normaliseRow(r, { place: placeOf(r.line), known, hours }));
        await pause();
      }
      return rows;
    };
    if (kind === "osm") {
      const { rows } = readOsm([...text.pieces()].join(""));
      for (let at = 0; at < rows.length || at === 0; at += OSM_PIECE) yield { columns: [], fullRecord: false, rows: await check(rows.slice(at, at + OSM_PIECE)) };
      return;
    }
    for await (const piece of readCsvPieces(text, map, pause)) yield { columns: piece.columns, fullRecord: isFullRecord(piece.columns), rows: await check(piece.rows) };
  }
  return { format: kind, pieces };
}
