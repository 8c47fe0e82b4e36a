import fs from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { expect, test, type Page } from "@playwright/test";

// Every public page in Irish, as a visitor sees it once the page has hydrated (the open/closed
// status, the date pickers), holds no English message value: not in its text, not in its labels
// for screen readers, not in its title. What authors wrote (shop names, descriptions, events,
// posts) stays as written: a text is a leak only when it is, whole, what an English message
// writes, so a description that happens to contain "farm shop" is not one.

type Leaves = Record<string, string>;
function leaves(messages: object, prefix = "", out: Leaves = {}): Leaves {
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out[path] = value;
    else leaves(value as object, path, out);
  }
  return out;
}

const messages = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(process.cwd(), "messages", file), "utf8")) as object;
const english = leaves(messages("en.json"));
const irish = leaves(messages("ga.json"));

/**
 * A message as a pattern of what it can write: its words as they are, each placeholder any text,
 * each plural or select any of its forms, markup gone (a rich message is read as its element's
 * text). Messages that both languages write alike ("Laois", "Instagram") are left out, and so are
 * patterns of fewer than four letters of their own ("{name}", "{a}, {b}"), which any text matches.
 */
function pattern(elements: MessageFormatElement[]): { source: string; letters: number } {
  let source = "";
  let letters = 0;
  for (const el of elements) {
    if (el.type === TYPE.literal) {
      source += el.value.replace(/\s+/g, " ").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      letters += (el.value.match(/\p{L}/gu) ?? []).length;
    } else if (el.type === TYPE.plural || el.type === TYPE.select) {
      const forms = Object.values(el.options).map((o) => pattern(o.value));
      source += `(?:${forms.map((f) => f.source).join("|")})`;
      letters += Math.min(...forms.map((f) => f.letters));
    } else if (el.type === TYPE.tag) {
      const inner = pattern(el.children);
      source += inner.source;
      letters += inner.letters;
    } else source += ".{1,60}?"; // a value: a name, a time, a count; never a paragraph
  }
  return { source, letters };
}

const TEMPLATES = Object.entries(english)
  .filter(([key, value]) => irish[key] !== value)
  .map(([key, value]) => ({ key, value, ...pattern(parse(value, { ignoreTag: false })) }))
  .filter((t) => t.letters >= 4)
  .map((t) => ({ key: t.key, value: t.value, re: new RegExp(`^\\s*${t.source}\\s*$`, "u") }));

/**
 * What the page says, as separate strings: every text node, every element's whole text (short
 * enough to be one message), the labels for screen readers, alternative texts, placeholders, the
 * title and the description, each title part on its own.
 */
async function pageWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skip = "script, style, template, noscript";
    const words = new Set<string>();
    const add = (text: string | null | undefined) => {
      const flat = text?.replace(/\s+/g, " ").trim();
      if (flat && flat.length <= 400) words.add(flat);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.parentElement && !node.parentElement.closest(skip)) add(node.textContent);
    for (const el of document.body.querySelectorAll("*")) {
      if (el.closest(skip)) continue;
      add(el.textContent);
      for (const name of ["aria-label", "title", "alt", "placeholder"]) add(el.getAttribute(name));
      if (el instanceof HTMLInputElement && ["submit", "button"].includes(el.type)) add(el.value);
    }
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content");
    for (const head of [document.title, description]) {
      add(head);
      for (const part of (head ?? "").split(/ [–|·] /)) add(part);
    }
    return [...words];
  });
}

/** What the Irish messages write whole ("Laois" is a county's name in both languages). */
const IRISH_VALUES = new Set(Object.values(irish).map((v) => v.trim()));
/** Names that are not English but a brand's own, written so in both languages. */
const BRANDS = new Set(["Facebook", "Instagram"]);

function leaksIn(words: string[]): string[] {
  const found: string[] = [];
  for (const text of words.filter((w) => !IRISH_VALUES.has(w) && !BRANDS.has(w)))
    for (const t of TEMPLATES) if (t.re.test(text)) found.push(`"${text.slice(0, 120)}" (${t.key})`);
  return found;
}

const PAGES = [
  "/ga",
  "/ga/farm-shops/cork",
  "/ga/farm-shops/cork?sort=town&page=2",
  "/ga/shop/avonmore-valley-farm-shop",
  "/ga/search",
  "/ga/search?q=honey",
  "/ga/search?county=Cork&openNow=1",
  "/ga/search?limit=abc",
  "/ga/farm-shops/roscommon",
  "/ga/events",
  "/ga/harvest-hub",
  "/ga/in-season",
  "/ga/in-season/june",
  "/ga/saved?shops=avonmore-valley-farm-shop",
  "/ga/about",
  "/ga/help",
  "/ga/submit",
  "/ga/embed",
  "/ga/privacy-policy",
  "/ga/terms-of-service",
  "/ga/offline",
  "/ga/shop/no-such-shop",
  "/ga/no-such-page",
];

test.describe("no English left on the Irish pages", () => {
  test("the checker finds English where it is (the English pages themselves)", async ({ page }) => {
    await page.goto("/shop/avonmore-valley-farm-shop");
    await expect(page.locator('[data-status="pending"]')).toHaveCount(0);
    const leaks = leaksIn(await pageWords(page));
    expect(leaks.length).toBeGreaterThan(20);
    expect(leaks.join("\n")).toContain("Get Directions");
  });

  test("every public page in Irish", async ({ page, request }) => {
    test.setTimeout(180_000);
    const link = async (list: string, pattern: RegExp) => {
      const href = (await (await request.get(list)).text()).match(pattern)?.[1];
      expect(href, `a link on ${list}`).toBeTruthy();
      return href!;
    };
    const pages = [
      ...PAGES,
      await link("/ga/events", /href="(\/ga\/event\/[^"?#]+)"/),
      await link("/ga/harvest-hub", /href="(\/ga\/harvest-hub\/(?!list\/)[a-z0-9-]+)"/),
    ];
    const report: string[] = [];
    for (const address of pages) {
      const res = await page.goto(address);
      expect([200, 404], address).toContain(res?.status());
      const lang = await page.locator("html").getAttribute("lang");
      if (lang !== "ga") report.push(`${address}: <html lang="${lang}">`);
      // The status and the other client texts are written once the page has hydrated.
      await expect(page.locator('[data-status="pending"]'), address).toHaveCount(0);
      const leaks = leaksIn(await pageWords(page));
      if (leaks.length) report.push(`${address}:\n  ${leaks.join("\n  ")}`);
    }
    expect(report.join("\n"), "English message values on Irish pages").toBe("");
  });
});
