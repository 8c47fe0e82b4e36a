/**
 * The separator of a spreadsheet's CSV: a semicolon when its header line (the first that is not
 * blank) has more semicolons than commas outside quotes (Excel in Irish, French or German
 * settings), a tab likewise, else a comma.
 */
export function detectDelimiter(text: string): "," | ";" | "\t" {
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

/** The blank lines above a CSV's header line (Excel's empty rows, which say nothing of the columns). */
const BLANK_LINES = /^(?:[ \t]*\r?\n|[ \t]*\r)*/;

/** The text from its header line on: blank lines above it left out. */
export function headerLine(text: string): string {
  return text.slice(BLANK_LINES.exec(text)?.[0].length ?? 0);
}

/** How many blank lines are above the header line (the parser starts after them, the lines keeping their numbers). */
export function blankLinesAbove(text: string): number {
  return (BLANK_LINES.exec(text)?.[0].match(/\r\n|\r|\n/g) ?? []).length;
}
