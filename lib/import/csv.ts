import { parse, type Options } from "csv-parse/sync";
import { detectDelimiter } from "./csv-delimiter";
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

function countBreaks(field: string): number {
  let n = 0;
  for (let i = field.indexOf("\n"); i !== -1; i = field.indexOf("\n", i + 1)) n++;
  return n;
}

type CsvErrorLike = Error & { code?: string; lines?: number };

/** csv-parse's errors as a plain message that names the line. */
function malformed(err: CsvErrorLike, text: string): MalformedFileError {
  const line = typeof err.lines === "number" ? err.lines : null;
  switch (err.code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return new MalformedFileError(openQuoteLine(text) ?? line, "a quoted field opens here and is never closed (a \" is missing).");
    case "CSV_INVALID_CLOSING_QUOTE":
      return new MalformedFileError(line, "a quote inside a field is not doubled (write \"\" for a \" within quotes).");
    case "CSV_RECORD_INCONSISTENT_FIELDS_LENGTH":
    case "CSV_RECORD_INCONSISTENT_COLUMNS":
      return new MalformedFileError(line, `this row has a different number of columns from the header line. ${err.message.replace(/^Invalid Record Length: /, "")}`);
    default:
      return new MalformedFileError(line, `the file cannot be read as CSV (${err.message}).`);
  }
}

export { detectDelimiter };

export type CsvFile = { columns: ResolvedColumn[]; rows: RawRow[]; delimiter: string };

/**
 * A spreadsheet or this directory's export: the header line names the columns (mapped to fields
 * by fields.ts and `map`), each further record is a row with its first line. Quoted fields may
 * hold line breaks. A file without a name column, or with a row of another width, is refused.
 */
export function readCsv(source: string, map: ColumnMap = {}): CsvFile {
  // One kind of line break: csv-parse counts a Windows CRLF inside quotes as two lines.
  const text = source.replace(/\r\n?/g, "\n");
  const delimiter = detectDelimiter(text);
  let records: { record: string[]; first: number }[];
  try {
    // Each record with its first line, and nothing else kept (a national export is 20,000 rows).
    records = parse(text, {
      delimiter,
      bom: true,
      skip_empty_lines: true,
      relax_quotes: false,
      // context.lines is the record's last line; a quoted line break makes it span more than one.
      on_record: ((record: string[], context: { lines: number }) => ({
        record,
        first: context.lines - record.reduce((n, field) => n + countBreaks(field), 0),
      })) as unknown as Options["on_record"],
    }) as unknown as typeof records;
  } catch (err) {
    throw malformed(err as CsvErrorLike, text);
  }
  const [head, ...body] = records;
  if (!head) throw new MalformedFileError(null, "The file is empty.");
  const headers = head.record.map((h) => h.trim());
  if (headers.some((h) => h === "")) throw new MalformedFileError(1, `column ${headers.findIndex((h) => h === "") + 1} has no header.`);
  const columns = resolveColumns(headers, map);
  if (!columns.some((c) => c.field === "name")) {
    throw new MalformedFileError(1, `no name column (found: ${headers.map((h) => `"${h}"`).join(", ")}); name one "name" or "Shop name", or map one to name.`);
  }
  // Every row has the same columns: one map for all.
  const headerOf: RawRow["columns"] = {};
  for (const c of columns) if (c.field) headerOf[c.field] = c.header;
  const rows = body.map(({ record, first }) => {
    const row: RawRow = { line: first, values: {}, columns: headerOf };
    columns.forEach((c, i) => {
      if (!c.field) return;
      // The export guards a value a spreadsheet would run as a formula with an apostrophe (csvField).
      row.values[c.field] = (record[i] ?? "").trim().replace(/^'(?=[=+\-@\t\r])/, "");
    });
    return row;
  });
  return { columns, rows, delimiter };
}
