/**
 * The Harvest Hub editor's toolbar actions on a textarea's text. Pure: each takes the text and the
 * selection and returns the new text and the selection to restore. The markup is what
 * lib/posts/render.ts understands: **bold**, *italic*, __underline__, "# " headings, "- " and
 * "1. " lists, "> " quotes.
 */
export type Edit = { text: string; start: number; end: number };

export type MarkupAction =
  | { kind: "wrap"; before: string; after: string; placeholder: string }
  | { kind: "line"; prefix: string | "numbered"; placeholder: string };

export const MARKUP_ACTIONS = {
  bold: { kind: "wrap", before: "**", after: "**", placeholder: "bold text" },
  italic: { kind: "wrap", before: "*", after: "*", placeholder: "italic text" },
  underline: { kind: "wrap", before: "__", after: "__", placeholder: "underlined text" },
  h1: { kind: "line", prefix: "# ", placeholder: "Heading" },
  h2: { kind: "line", prefix: "## ", placeholder: "Heading" },
  h3: { kind: "line", prefix: "### ", placeholder: "Heading" },
  bullets: { kind: "line", prefix: "- ", placeholder: "List item" },
  numbered: { kind: "line", prefix: "numbered", placeholder: "List item" },
  quote: { kind: "line", prefix: "> ", placeholder: "Quote" },
} as const satisfies Record<string, MarkupAction>;

export type MarkupName = keyof typeof MARKUP_ACTIONS;

/** Wraps the selection (or a placeholder, selected afterwards so typing replaces it). */
function wrap(
  text: string,
  start: number,
  end: number,
  a: Extract<MarkupAction, { kind: "wrap" }>,
): Edit {
  const selected = text.slice(start, end) || a.placeholder;
  const next = text.slice(0, start) + a.before + selected + a.after + text.slice(end);
  const innerStart = start + a.before.length;
  return { text: next, start: innerStart, end: innerStart + selected.length };
}

const LINE_MARK = /^(#{1,3} |- |\d+\. |> )/;

/** Prefixes every line the selection touches, replacing an existing heading/list/quote mark. */
function prefixLines(
  text: string,
  start: number,
  end: number,
  a: Extract<MarkupAction, { kind: "line" }>,
): Edit {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const nextBreak = text.indexOf("\n", end > start && text[end - 1] === "\n" ? end - 1 : end);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const empty = text.slice(lineStart, lineEnd) === "";
  const block = empty ? a.placeholder : text.slice(lineStart, lineEnd);
  const lines = block.split("\n").map((line, i) => {
    const mark = a.prefix === "numbered" ? `${i + 1}. ` : a.prefix;
    return mark + line.replace(LINE_MARK, "");
  });
  // Headings, lists and quotes may interrupt a paragraph in CommonMark: no blank line is needed.
  const replaced = lines.join("\n");
  const next = text.slice(0, lineStart) + replaced + text.slice(lineEnd);
  // On an empty line the placeholder alone is selected, after its mark, so that typing replaces it and keeps the mark.
  if (empty) {
    const start = lineStart + replaced.length - a.placeholder.length;
    return { text: next, start, end: start + a.placeholder.length };
  }
  return { text: next, start: lineStart, end: lineStart + replaced.length };
}

export function applyMarkup(name: MarkupName, text: string, start: number, end: number): Edit {
  const action: MarkupAction = MARKUP_ACTIONS[name];
  return action.kind === "wrap"
    ? wrap(text, start, end, action)
    : prefixLines(text, start, end, action);
}
