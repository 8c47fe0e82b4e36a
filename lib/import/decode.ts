import { MalformedFileError } from "./types";

/**
 * A file's bytes as text: UTF-8 (with or without a byte-order mark) when they are valid UTF-8,
 * otherwise Windows-1252, as Excel on Windows saves a CSV ("Dún Laoghaire" keeps its fada either
 * way). An empty file, or one with NUL or other control bytes (a spreadsheet's .xlsx, an image),
 * is refused whole.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes.length === 0) throw new MalformedFileError(null, "The file is empty.");
  const binaryAt = findBinary(bytes);
  if (binaryAt !== null) {
    throw new MalformedFileError(lineAt(bytes, binaryAt), "This is not a text file (save the spreadsheet as CSV, or export GeoJSON from Overpass).");
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.trim() === "") throw new MalformedFileError(null, "The file is empty.");
  return text;
}

/** The first byte that no text file holds: NUL, or a control character other than tab, line feed, form feed and return. */
function findBinary(bytes: Uint8Array): number | null {
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] ?? 0;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d) return i;
  }
  return null;
}

function lineAt(bytes: Uint8Array, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (bytes[i] === 0x0a) line++;
  return line;
}
