/**
 * Blog content → safe HTML. Post content is either "light markup" (markdown-ish: **bold**,
 * *italic*, __underline__, # headings, "- " and "1. " lists, "> " quotes) or HTML (text that
 * already holds tags is kept as HTML). Both pass through ONE sanitizer, so whatever is stored,
 * only the tags the editor produces and links with safe schemes reach the page.
 *
 * Pure (no server or DOM APIs): the public post page renders with it and the admin preview can
 * reuse it in the browser.
 */
import { Marked, type TokenizerAndRendererExtension } from "marked";
import sanitizeHtml from "sanitize-html";

/** Underline is not markdown; the editor writes it as __text__ (bold is **text**). */
const underline: TokenizerAndRendererExtension = {
  name: "underline",
  level: "inline",
  start: (src) => src.indexOf("__"),
  tokenizer(src) {
    const match = /^__(?=\S)([\s\S]*?\S)__(?!_)/.exec(src);
    if (!match?.[1]) return undefined;
    return { type: "underline", raw: match[0], tokens: this.lexer.inlineTokens(match[1]) };
  },
  renderer(token) {
    return `<u>${this.parser.parseInline(token.tokens ?? [])}</u>`;
  },
};

// A private instance: global marked options set elsewhere (or by a library) cannot change ours.
const markdown = new Marked({ gfm: true, breaks: true, async: false });
markdown.use({ extensions: [underline] });

const HEADINGS = ["h1", "h2", "h3", "h4", "h5", "h6"];

const ALLOWED_TAGS = [
  "p",
  "br",
  "hr",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "code",
  "pre",
  "ul",
  "ol",
  "li",
  "blockquote",
  "a",
  "img",
  ...HEADINGS,
];

const baseOptions: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: "discard",
  // An image whose address was refused (javascript:, data:...) is dropped rather than left empty.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  // Keeps the text of unknown wrappers (div, span, font...) but drops script/style bodies.
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "object",
    "embed",
    "svg",
    "math",
    "template",
  ],
};

/** True when the text already carries HTML elements (then it is not markdown-converted). */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/i.test(text);
}

export type RenderOptions = {
  /**
   * The level the content's top heading is moved to. The page title is the h1, so the post's
   * own headings start at h2 whatever level the author picked; relative levels are kept.
   */
  topHeading?: number;
};

/** Light markup or HTML → sanitized HTML, safe to put into the page. */
export function renderContent(text: string, { topHeading = 2 }: RenderOptions = {}): string {
  const source = looksLikeHtml(text) ? text : markdown.parse(text, { async: false });

  let top = 7;
  const clean = sanitizeHtml(source, {
    ...baseOptions,
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: "noopener nofollow" } }),
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
      ...Object.fromEntries(
        HEADINGS.map((h) => [
          h,
          (tagName: string) => {
            top = Math.min(top, Number(tagName.slice(1)));
            return { tagName, attribs: {} };
          },
        ]),
      ),
    },
  });
  if (top === 7 || top === topHeading) return clean.trim();

  // Second pass over already-clean HTML: only moves heading levels.
  const shift = topHeading - top;
  return sanitizeHtml(clean, {
    ...baseOptions,
    transformTags: Object.fromEntries(
      HEADINGS.map((h) => [
        h,
        () => ({
          tagName: `h${Math.min(6, Math.max(1, Number(h.slice(1)) + shift))}`,
          attribs: {},
        }),
      ]),
    ),
  }).trim();
}
