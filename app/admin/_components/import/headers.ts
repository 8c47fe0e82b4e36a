import { decodeStart } from "@/lib/import/decode";
import { detectDelimiter, headerLine } from "@/lib/import/csv-delimiter";

/** How much of a file is read for its header line. */
const HEAD = 64 * 1024;

/** A CSV file's header names, read in the browser for the column mapping (null for JSON or an unreadable file). */
export async function readHeaders(file: File): Promise<string[] | null> {
  return headerNames(new Uint8Array(await file.slice(0, HEAD).arrayBuffer()), file.size <= HEAD);
}

/**
 * The header names in a file's first bytes (`whole`: they are the whole file), decoded as the
 * server decodes the file, so that a mapping names each column as the server reads it. A column
 * without a header is left out: it cannot be mapped (the server ignores it while its cells are
 * empty, and refuses the file otherwise).
 */
export function headerNames(bytes: Uint8Array, whole: boolean): string[] | null {
  let text: string;
  try {
    text = decodeStart(bytes, whole);
  } catch {
    return null;
  }
  if (/^\s*[[{]/.test(text)) return null;
  text = headerLine(text);
  const delimiter = detectDelimiter(text);
  const headers: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      headers.push(field.trim());
      field = "";
    } else if (ch === "\n" || ch === "\r") break;
    else field += ch;
  }
  headers.push(field.trim());
  return headers.filter((h) => h !== "");
}
