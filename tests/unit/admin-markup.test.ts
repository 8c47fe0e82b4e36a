import { describe, expect, it } from "vitest";
import { applyMarkup } from "@/app/admin/_lib/markup";
import { renderContent } from "@/lib/posts/render";

describe("Harvest Hub toolbar markup", () => {
  it.each([
    ["bold", "**"],
    ["italic", "*"],
    ["underline", "__"],
  ] as const)("%s wraps the selection and keeps it selected", (name, mark) => {
    const edit = applyMarkup(name, "say hello now", 4, 9);
    expect(edit.text).toBe(`say ${mark}hello${mark} now`);
    expect(edit.text.slice(edit.start, edit.end)).toBe("hello");
  });

  it("inserts a selected placeholder when nothing is selected", () => {
    const edit = applyMarkup("bold", "ab", 1, 1);
    expect(edit.text).toBe("a**bold text**b");
    expect(edit.text.slice(edit.start, edit.end)).toBe("bold text");
  });

  it.each([
    ["h1", "# "],
    ["h2", "## "],
    ["h3", "### "],
    ["bullets", "- "],
    ["quote", "> "],
  ] as const)("%s prefixes every selected line", (name, prefix) => {
    const text = "intro\nfirst\nsecond\noutro";
    const edit = applyMarkup(name, text, 8, 15);
    expect(edit.text).toBe(`intro\n${prefix}first\n${prefix}second\noutro`);
  });

  it("numbers the lines of a numbered list and replaces an earlier mark", () => {
    const edit = applyMarkup("numbered", "- one\n- two", 0, 11);
    expect(edit.text).toBe("1. one\n2. two");
  });

  it.each([
    ["h2", "## "],
    ["bullets", "- "],
    ["numbered", "1. "],
    ["quote", "> "],
  ] as const)("%s on an empty line selects only its placeholder, so that typing keeps the mark", (name, mark) => {
    const edit = applyMarkup(name, "intro\n\noutro", 6, 6);
    const placeholder = name === "h2" ? "Heading" : name === "quote" ? "Quote" : "List item";
    expect(edit.text).toBe(`intro\n${mark}${placeholder}\noutro`);
    expect(edit.text.slice(edit.start, edit.end)).toBe(placeholder);
    // Typing over the selection:
    expect(edit.text.slice(0, edit.start) + "Typed" + edit.text.slice(edit.end)).toBe(`intro\n${mark}Typed\noutro`);
  });

  it("a caret without selection marks its whole line", () => {
    expect(applyMarkup("h2", "a\nheading here\nb", 5, 5).text).toBe("a\n## heading here\nb");
  });

  it("every toolbar mark renders to the intended element", () => {
    let text = "x";
    for (const name of ["bold", "italic", "underline"] as const)
      text += `\n\n${applyMarkup(name, "w", 0, 1).text}`;
    for (const name of ["h1", "h2", "h3", "bullets", "numbered", "quote"] as const)
      text += `\n\n${applyMarkup(name, "w", 0, 1).text}`;
    const html = renderContent(text, { topHeading: 1 });
    for (const tag of [
      "<strong>w</strong>",
      "<em>w</em>",
      "<u>w</u>",
      "<h1>w</h1>",
      "<h2>w</h2>",
      "<h3>w</h3>",
      "<ul>",
      "<ol>",
      "<blockquote>",
    ])
      expect(html).toContain(tag);
  });
});
