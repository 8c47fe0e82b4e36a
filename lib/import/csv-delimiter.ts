/**
 * The separator of a spreadsheet's CSV: a semicolon when its header line (the first that is not
 * blank) has more semicolons than commas outside quotes (Excel in Irish, French or German
 * settings), a tab likewise, else a comma; the one a "sep=" line above the header names first.
 */
export function detectDelimiter(text: string): "," | ";" | "\t" {
  // Excel's own line naming it ("sep=;", written above the header by some exports and read by Excel).
  const named = PREAMBLE.exec(text)?.[1];
  if (named === "," || named === ";" || named === "\t") return named;
  const counts = { ",": 0, ";": 0, "\t": 0 };
  let quoted = false;
  for (const ch of headerLine(text)) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && ch in counts) counts[ch as keyof typeof counts]++;
  }
  if (counts[";"] > counts[","] && counts[";"] >= counts["\t"]) return ";";
  if (counts["\t"] > counts[","]) return "\t";
  return ",";
}

/**
 * The lines above a CSV's header line, which say nothing of the columns: Excel's empty rows, and
 * its "sep=;" line (the separator, group 1), with the byte-order mark before it.
 */
const PREAMBLE = /^\ufeff?(?:[ \t]*\r?\n|[ \t]*\r)*(?:sep=([,;\t|])[ \t]*(?:\r?\n|\r)(?:[ \t]*\r?\n|[ \t]*\r)*)?/i;

/** The text from its header line on: the lines above it left out. */
export function headerLine(text: string): string {
  return text.slice(PREAMBLE.exec(text)?.[0].length ?? 0);
}

/** How many lines are above the header line (the parser starts after them, the lines keeping their numbers). */
export function blankLinesAbove(text: string): number {
  return (PREAMBLE.exec(text)?.[0].match(/\r\n|\r|\n/g) ?? []).length;
}
