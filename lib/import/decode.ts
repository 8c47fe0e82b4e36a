import { MalformedFileError } from "./types";

/**
 * How a file's bytes are read: as UTF-8 when they are valid UTF-8; otherwise as Windows-1252,
 * except that a valid UTF-8 character in them is read as UTF-8 ("mixed": a UTF-8 sheet where one
 * Windows program saved a curly quote keeps its fadas, where reading it all as Windows-1252 made
 * every "Dún" a "DÃºn").
 */
type Encoding = "utf-8" | "mixed";

/** Bytes decoded at a time by textPieces. */
const PIECE_BYTES = 64 * 1024;

/** The bytes as text, PIECE_BYTES at a time (a UTF-8 character cut by a piece's end goes with the next piece; a UTF-8 byte-order mark is dropped). */
function* decodePieces(bytes: Uint8Array, encoding: Encoding, fatal = false): Generator<string> {
  if (encoding === "mixed") {
    for (let at = 0; at < bytes.length; ) {
      const end = pieceEnd(bytes, at);
      yield decodeMixed(bytes.subarray(at, end));
      at = end;
    }
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
  let text: boolean;
  try {
    // Read to the end: the fatal decoder is what says the whole file is UTF-8.
    text = holdsText(decodePieces(bytes, encoding, true), true);
  } catch {
    encoding = "mixed";
    text = holdsText(decodePieces(bytes, encoding), false);
  }
  if (!text) throw new MalformedFileError(null, "The file is empty.");
  return encoding;
}

/** Whether the pieces hold more than white space: read until one does, or every one (`all`). */
function holdsText(pieces: Iterable<string>, all: boolean): boolean {
  let text = false;
  for (const piece of pieces) {
    text ||= /\S/.test(piece);
    if (text && !all) break;
  }
  return text;
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
 * otherwise Windows-1252, as Excel on Windows saves a CSV, its valid UTF-8 characters aside
 * ("Dún Laoghaire" keeps its fada either way, and in a file of both). An empty file, or one with
 * NUL or other control bytes (a spreadsheet's .xlsx, an image), is refused whole.
 */
export function decodeText(bytes: Uint8Array): string {
  return [...textPieces(bytes).pieces()].join("");
}

/**
 * The first bytes of a file, decoded as decodeText decodes the whole of it (the admin tab reads the
 * header line from a slice, in the browser). A slice can end inside a UTF-8 character, which would
 * make it a file that is not valid UTF-8 (before the mixed reading, "Táirgí" became "TÃ¡irgÃ­",
 * and a column mapped by that name matched none on the server): unless `whole` (the slice is all
 * the file), it is cut back to its last line break, or, with none (a header line longer than the
 * slice), to its last whole character.
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

const isContinuation = (b: number | undefined) => b !== undefined && b >= 0x80 && b <= 0xbf;

/** The length of the valid UTF-8 character at `i` (2 to 4 bytes, as the WHATWG decoder reads them), or 0 when none starts there. */
function utf8Length(bytes: Uint8Array, i: number): number {
  const b = bytes[i] ?? 0;
  const next = bytes[i + 1] ?? 0;
  if (b >= 0xc2 && b <= 0xdf) return isContinuation(next) ? 2 : 0;
  if (b >= 0xe0 && b <= 0xef) {
    const [lo, hi] = [b === 0xe0 ? 0xa0 : 0x80, b === 0xed ? 0x9f : 0xbf];
    return next >= lo && next <= hi && isContinuation(bytes[i + 2]) ? 3 : 0;
  }
  if (b >= 0xf0 && b <= 0xf4) {
    const [lo, hi] = [b === 0xf0 ? 0x90 : 0x80, b === 0xf4 ? 0x8f : 0xbf];
    return next >= lo && next <= hi && isContinuation(bytes[i + 2]) && isContinuation(bytes[i + 3]) ? 4 : 0;
  }
  return 0;
}

/**
 * Where a piece of a mixed file that starts at `at` ends: after PIECE_BYTES, or before the first
 * byte of a UTF-8 character the cut would split (the pieces then decode as the whole file does).
 */
function pieceEnd(bytes: Uint8Array, at: number): number {
  const end = Math.min(at + PIECE_BYTES, bytes.length);
  if (end === bytes.length || !isContinuation(bytes[end])) return end;
  for (let lead = end - 1; lead > at && lead >= end - 3; lead--) {
    if (!isContinuation(bytes[lead])) return utf8Length(bytes, lead) > end - lead ? lead : end;
  }
  return end;
}

/** Bytes as Windows-1252, each valid UTF-8 character among them as UTF-8. */
function decodeMixed(bytes: Uint8Array): string {
  const parts: string[] = [];
  let codes: number[] = [];
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i] ?? 0;
    const length = b < 0x80 ? 1 : utf8Length(bytes, i);
    if (length <= 1) {
      codes.push(b >= 0x80 && b <= 0x9f ? (CP1252_HIGH[b - 0x80] ?? b) : b);
      i++;
    } else {
      const tail = (k: number) => (bytes[i + k] ?? 0) & 0x3f;
      let code = length === 2 ? ((b & 0x1f) << 6) | tail(1) : length === 3 ? ((b & 0x0f) << 12) | (tail(1) << 6) | tail(2) : ((b & 0x07) << 18) | (tail(1) << 12) | (tail(2) << 6) | tail(3);
      if (code > 0xffff) {
        code -= 0x10000;
        codes.push(0xd800 + (code >> 10), 0xdc00 + (code & 0x3ff));
      } else codes.push(code);
      i += length;
    }
    if (codes.length >= 8192) {
      parts.push(String.fromCharCode(...codes));
      codes = [];
    }
  }
  parts.push(String.fromCharCode(...codes));
  return parts.join("");
}
