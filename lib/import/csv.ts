import { parse as parseStream } from "csv-parse";
import { parse, type Options } from "csv-parse/sync";
import { blankLinesAbove, detectDelimiter } from "./csv-delimiter";
import { resolveColumns, type ColumnMap, type ResolvedColumn } from "./fields";
import { MalformedFileError, type RawRow } from "./types";

/** The line of the quote still open at the end of the text, if any. */
function openQuoteLine(text: string): number | null {
  let line = 1;
  let openedAt: number | null = null;
  for (const ch of text) {
    if (ch === "\n") line++;
    else if (ch === '"') openedAt = openedAt === null ? line : null;
  }
  return openedAt;
}

/** The text before line `line` (1-based). */
function linesBefore(text: string, line: number): string {
  let end = 0;
  for (let n = 1; n < line; n++) {
    const next = text.indexOf("\n", end);
    if (next === -1) return text;
    end = next + 1;
  }
  return text.slice(0, end);
}

function countBreaks(field: string): number {
  let n = 0;
  for (let i = field.indexOf("\n"); i !== -1; i = field.indexOf("\n", i + 1)) n++;
  return n;
}

type CsvErrorLike = Error & { code?: string; lines?: number };

/** csv-parse's errors as a plain message that names the line (`text` gives the file's text, with one kind of line break, for the line of a quote left open). */
function malformed(err: CsvErrorLike, text: () => string): MalformedFileError {
  const line = typeof err.lines === "number" ? err.lines : null;
  switch (err.code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return new MalformedFileError(openQuoteLine(text()) ?? line, "a quoted field opens here and is never closed (a \" is missing).");
    case "CSV_INVALID_CLOSING_QUOTE": {
      // A quoted field that began on an earlier line most often lacks its closing quote there.
      const opened = line === null ? null : openQuoteLine(linesBefore(text(), line));
      if (opened !== null && line !== null && opened < line) {
        return new MalformedFileError(opened, `a quoted field opens here and runs on to line ${line}, where a quote is followed by more text: a " is missing on this line, or a " within quotes is not doubled (write "").`);
      }
      return new MalformedFileError(line, "a quote inside a field is not doubled (write \"\" for a \" within quotes).");
    }
    default:
      return new MalformedFileError(line, `the file cannot be read as CSV (${err.message}).`);
  }
}

export { detectDelimiter };

export type CsvFile = { columns: ResolvedColumn[]; rows: RawRow[]; delimiter: string };

/** One record with its first line (context.lines is its last; a quoted line break makes it span more than one). */
type CsvRecord = { record: string[]; first: number };

/** csv-parse's settings for a file with this separator, from the line after `blankLines` blank lines: each record with its first line, and nothing else kept. */
function parseOptions(delimiter: string, blankLines: number): Options {
  return {
    delimiter,
    // A blank line of spaces would otherwise be the header, of one column.
    ...(blankLines > 0 ? { from_line: blankLines + 1 } : {}),
    bom: true,
    skip_empty_lines: true,
    relax_quotes: false,
    // Each row's width is checked against the header's by rowOf, which can say both.
    relax_column_count: true,
    on_record: ((record: string[], context: { lines: number }) => ({
      record,
      first: context.lines - record.reduce((n, field) => n + countBreaks(field), 0),
    })) as unknown as Options["on_record"],
  };
}

/** The header line read: its columns (a header-less one too, as null), the header each field came from, and the header-less columns. */
type Header = { columns: ResolvedColumn[]; headerOf: RawRow["columns"]; unnamed: number[] };

/** The header line's columns (refused without a name column), and the header each field came from. */
function headerColumns(head: CsvRecord | undefined, map: ColumnMap): Header {
  if (!head) throw new MalformedFileError(null, "The file is empty.");
  const headers = head.record.map((h) => h.trim());
  // Excel ends every line with a separator when a sheet's last column is empty ("Long;"): a column
  // without a header is read as no field, and rowOf refuses the file if one of its cells holds a value.
  const unnamed = headers.flatMap((h, i) => (h === "" ? [i] : []));
  const columns = resolveColumns(headers, map).map((c): ResolvedColumn => (c.header === "" ? { header: "", field: null } : c));
  if (!columns.some((c) => c.field === "name")) {
    const found = headers.filter((h) => h !== "");
    throw new MalformedFileError(1, `no name column (found: ${found.map((h) => `"${h}"`).join(", ")}); name one "name" or "Shop name", or map one to name.`);
  }
  // Every row has the same columns: one map for all.
  const headerOf: RawRow["columns"] = {};
  for (const c of columns) if (c.field) headerOf[c.field] = c.header;
  return { columns, headerOf, unnamed };
}

/** The columns a reader reports: those with a header (a header-less one is ignored, being empty). */
const named = (header: Header) => header.columns.filter((c) => c.header !== "");

function rawRow({ record, first }: CsvRecord, columns: ResolvedColumn[], headerOf: RawRow["columns"]): RawRow {
  const row: RawRow = { line: first, values: {}, columns: headerOf };
  columns.forEach((c, i) => {
    if (!c.field) return;
    // The export guards a value a spreadsheet would run as a formula with an apostrophe (csvField).
    row.values[c.field] = (record[i] ?? "").trim().replace(/^'(?=[=+\-@\t\r])/, "");
  });
  return row;
}

/**
 * A record as a row, or null for a blank one (every cell empty: Excel leaves `;;;;` lines at the end
 * of a sheet), skipped rather than reported as a row without a name. A row of another width than
 * the header's refuses the file, and so does a value in a header-less column: no one can say which
 * field it is, and dropping it would lose data unseen.
 */
function rowOf(csv: CsvRecord, header: Header): RawRow | null {
  if (csv.record.every((field) => field.trim() === "")) return null;
  const width = header.columns.length;
  if (csv.record.length !== width) {
    const more = csv.record.length > width ? " A value holding the separator must be in double quotes." : "";
    throw new MalformedFileError(csv.first, `this row has a different number of columns from the header line: ${csv.record.length}, not ${width}.${more}`);
  }
  for (const i of header.unnamed) {
    const value = (csv.record[i] ?? "").trim();
    if (value !== "") {
      throw new MalformedFileError(1, `column ${i + 1} has no header, yet the row on line ${csv.first} has a value in it ("${value.length > 40 ? `${value.slice(0, 40)}…` : value}"); name the column or delete it.`);
    }
  }
  return rawRow(csv, header.columns, header.headerOf);
}

/** One kind of line break: csv-parse counts a Windows CRLF inside quotes as two lines. */
const oneLineBreak = (source: string) => source.replace(/\r\n?/g, "\n");

/**
 * A spreadsheet or this directory's export: the header line names the columns (mapped to fields
 * by fields.ts and `map`), each further record is a row with its first line. Quoted fields may
 * hold line breaks. Blank rows are skipped, and so is a column with neither header nor values. A
 * file without a name column, with a row of another width, a value under no header or a mapping
 * that names a column it does not have, is refused.
 */
export function readCsv(source: string, map: ColumnMap = {}): CsvFile {
  const text = oneLineBreak(source);
  const delimiter = detectDelimiter(text);
  let records: CsvRecord[];
  try {
    records = parse(text, parseOptions(delimiter, blankLinesAbove(text))) as unknown as CsvRecord[];
  } catch (err) {
    throw malformed(err as CsvErrorLike, () => text);
  }
  const [head, ...body] = records;
  const header = headerColumns(head, map);
  const rows: RawRow[] = [];
  for (const record of body) {
    const row = rowOf(record, header);
    if (row) rows.push(row);
  }
  return { columns: named(header), rows, delimiter };
}

/** The text is handed to csv-parse this many characters at a time, the event loop served between them. */
const PIECE = 64 * 1024;

/** A file's text a piece at a time (lib/import/decode.ts, textPieces): its start, and its pieces as often as they are asked for. */
export type TextSource = { start: string; pieces: () => Iterable<string> };

/** A text in one string as a TextSource: PIECE characters at a time, never ending between the two halves of a character outside the BMP. */
function slicedText(text: string): TextSource {
  return {
    start: text.slice(0, PIECE),
    pieces: function* () {
      for (let at = 0; at < text.length; ) {
        let end = Math.min(at + PIECE, text.length);
        const last = text.charCodeAt(end - 1);
        if (end < text.length && last >= 0xd800 && last <= 0xdbff) end++;
        yield text.slice(at, end);
        at = end;
      }
    },
  };
}

/** One piece of a CSV read in slices: the columns (known from the header line on) and the rows completed in that piece. */
export type CsvPiece = { columns: ResolvedColumn[]; delimiter: string; rows: RawRow[] };

/**
 * readCsv without holding the event loop, the whole file's rows or its text in one string: the
 * same parser (csv-parse's streaming API) is fed the text a piece at a time (a string is cut in
 * pieces; a TextSource decodes the file's bytes as it goes), with `pause` between pieces, and the
 * rows each piece completes are yielded at once. The last piece is always yielded, so a file with
 * a header line only still gives its columns. The same rows, columns and refusals as readCsv; a
 * refusal may come after some pieces (a row of the wrong width near the end), so a caller that
 * writes as it reads does so in a transaction.
 */
export async function* readCsvPieces(source: string | TextSource, map: ColumnMap = {}, pause: () => Promise<void> | undefined = () => undefined): AsyncGenerator<CsvPiece> {
  const text = typeof source === "string" ? slicedText(source) : source;
  const delimiter = detectDelimiter(text.start);
  const parser = parseStream(parseOptions(delimiter, blankLinesAbove(text.start)));
  let header: Header | null = null;
  let rows: RawRow[] = [];
  let failure: unknown = null;
  parser.on("data", (record: CsvRecord) => {
    if (failure) return;
    try {
      if (!header) header = headerColumns(record, map);
      else {
        const row = rowOf(record, header);
        if (row) rows.push(row);
      }
    } catch (err) {
      failure = err;
    }
  });
  const ended = new Promise<void>((resolve) => {
    parser.on("end", resolve);
    parser.on("error", (err) => {
      // The whole text is put together again for the line of a quote left open only.
      failure ??= malformed(err as CsvErrorLike, () => oneLineBreak([...text.pieces()].join("")));
      resolve();
    });
  });
  // The header is set by the parser's callback, out of TypeScript's sight.
  const columnsRead = () => named(header as Header);
  const take = () => {
    const done = rows;
    rows = [];
    return done;
  };
  const pieces = text.pieces()[Symbol.iterator]();
  try {
    // A return ending a piece waits for the next: a line feed may begin it (one Windows line break).
    let carried = "";
    for (let next = pieces.next(); !next.done && !failure; ) {
      let piece = carried + next.value;
      next = pieces.next();
      carried = !next.done && piece.endsWith("\r") ? "\r" : "";
      if (carried) piece = piece.slice(0, -1);
      parser.write(Buffer.from(oneLineBreak(piece)));
      await new Promise<void>((resolve) => setImmediate(resolve));
      await pause();
      if (failure) break;
      if (header && rows.length > 0 && !next.done) yield { columns: columnsRead(), delimiter, rows: take() };
    }
    if (!failure) {
      parser.end();
      await ended;
    }
    if (failure) throw failure;
    if (!header) throw new MalformedFileError(null, "The file is empty.");
    yield { columns: columnsRead(), delimiter, rows: take() };
  } finally {
    pieces.return?.();
    parser.destroy();
  }
}
