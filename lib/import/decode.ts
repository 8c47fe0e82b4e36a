import { MalformedFileError } from "./types";

/** How a file's bytes are read: as UTF-8 when they are valid UTF-8, else as Windows-1252. */
type Encoding = "utf-8" | "windows-1252";

/** Bytes decoded at a time by textPieces. */
const PIECE_BYTES = 64 * 1024;

/** The bytes as text, PIECE_BYTES at a time (a UTF-8 character cut by a piece's end goes with the next piece; a UTF-8 byte-order mark is dropped). */
function* decodePieces(bytes: Uint8Array, encoding: Encoding, fatal = false): Generator<string> {
  if (encoding === "windows-1252") {
    for (let at = 0; at < bytes.length; at += PIECE_BYTES) yield decodeWindows1252(bytes.subarray(at, at + PIECE_BYTES));
    return;
  }
  const decoder = new TextDecoder("utf-8", { fatal });
  for (let at = 0; at < bytes.length; at += PIECE_BYTES) yield decoder.decode(bytes.subarray(at, at + PIECE_BYTES), { stream: true });
  const rest = decoder.decode();
  if (rest) yield rest;
}

/**
 * The checks of a file's bytes as text, and how they are decoded: an empty file, or one with NUL
 * or other control bytes (a spreadsheet's .xlsx, an image), or one of white space only, is refused.
 */
function checkText(bytes: Uint8Array): Encoding {
  if (bytes.length === 0) throw new MalformedFileError(null, "The file is empty.");
  const binaryAt = findBinary(bytes);
  if (binaryAt !== null) {
    throw new MalformedFileError(lineAt(bytes, binaryAt), "This is not a text file (save the spreadsheet as CSV, or export GeoJSON from Overpass).");
  }
  let encoding: Encoding = "utf-8";
  let blank = true;
  try {
    for (const piece of decodePieces(bytes, "utf-8", true)) if (blank && /\S/.test(piece)) blank = false;
  } catch {
    encoding = "windows-1252";
    blank = true;
    for (const piece of decodePieces(bytes, encoding)) {
      if (!/\S/.test(piece)) continue;
      blank = false;
      break;
    }
  }
  if (blank) throw new MalformedFileError(null, "The file is empty.");
  return encoding;
}

/**
 * A file's text a piece at a time, as decodeText decodes the whole of it, for a large file read as
 * it is parsed without a second copy of it in one string: checked at once (as decodeText checks),
 * then `pieces()` decodes it again each time it is called. `start` is its text up to the first
 * piece that holds more than white space (what the format and the CSV separator are told by).
 */
export function textPieces(bytes: Uint8Array): { start: string; pieces: () => Generator<string> } {
  const encoding = checkText(bytes);
  const pieces = function* () {
    let first = true;
    for (const piece of decodePieces(bytes, encoding)) {
      yield first && piece.charCodeAt(0) === 0xfeff ? piece.slice(1) : piece;
      first = false;
    }
  };
  let start = "";
  for (const piece of pieces()) {
    start += piece;
    if (/\S/.test(piece)) break;
  }
  return { start, pieces };
}

/**
 * A file's bytes as text: UTF-8 (with or without a byte-order mark) when they are valid UTF-8,
 * otherwise Windows-1252, as Excel on Windows saves a CSV ("Dún Laoghaire" keeps its fada either
 * way). An empty file, or one with NUL or other control bytes (a spreadsheet's .xlsx, an image),
 * is refused whole.
 */
export function decodeText(bytes: Uint8Array): string {
  return [...textPieces(bytes).pieces()].join("");
}

/**
 * The first bytes of a file, decoded as decodeText decodes the whole of it (the admin tab reads the
 * header line from a slice, in the browser). A slice can end inside a UTF-8 character, which the
 * fatal decoder takes for Windows-1252 ("Táirgí" became "TÃ¡irgÃ­", and a column mapped by that
 * name matched none on the server): unless `whole` (the slice is all the file), it is cut back to
 * its last line break, or, with none (a header line longer than the slice), to its last whole character.
 */
export function decodeStart(bytes: Uint8Array, whole: boolean): string {
  return decodeText(whole ? bytes : bytes.subarray(0, completeEnd(bytes)));
}

/** Where a slice's whole text ends: after its last line break, else before a UTF-8 character it cuts. */
function completeEnd(bytes: Uint8Array): number {
  const lineEnd = Math.max(bytes.lastIndexOf(0x0a), bytes.lastIndexOf(0x0d));
  if (lineEnd !== -1) return lineEnd + 1;
  // A lead byte (0xC0 and up) says how long its character is; 0x80-0xBF continue one.
  for (let i = bytes.length - 1; i >= 0 && i >= bytes.length - 4; i--) {
    const b = bytes[i] ?? 0;
    if (b < 0x80) return bytes.length;
    if (b >= 0xc0) return i + (b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2) > bytes.length ? i : bytes.length;
  }
  return bytes.length;
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

/**
 * Windows-1252's characters at 0x80-0x9F (the WHATWG table; the five it leaves undefined stay as
 * their code): curly quotes, dashes, the euro sign. Node.js 20's TextDecoder("windows-1252")
 * decodes those bytes as Latin-1's control characters instead ("Séamus’s" became "Séamus\u0092s"),
 * so the file is decoded here.
 */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const CHUNK = 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const codes = Array.from(bytes.subarray(start, start + CHUNK), (b) => (b >= 0x80 && b <= 0x9f ? (CP1252_HIGH[b - 0x80] ?? b) : b));
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join("");
}

