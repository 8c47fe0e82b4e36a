import { decodeText } from "@/lib/import/decode";
import { detectDelimiter } from "@/lib/import/csv-delimiter";

/** A CSV file's header names, read in the browser for the column mapping (null for JSON or an unreadable file). */
export async function readHeaders(file: File): Promise<string[] | null> {
  let text: string;
  try {
    text = decodeText(new Uint8Array(await file.slice(0, 64 * 1024).arrayBuffer()));
  } catch {
    return null;
  }
  if (/^\s*[[{]/.test(text)) return null;
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
  return headers;
}
