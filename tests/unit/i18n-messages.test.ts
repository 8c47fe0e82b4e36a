import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import compile from "icu-minify/compile";
import format from "icu-minify/format";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import ga from "@/messages/ga.json";
import { FIELD_LABELS, OWNER_IGNORED_FIELDS } from "@/lib/validation/owner";
import { shopSubmissionSchema } from "@/lib/validation/shop";

// The message files (messages/en.json, messages/ga.json): the same keys, messages that parse in
// both next-intl's runtime and the compiler the build uses, Irish's five plural forms, and no
// English left in the Irish file.

type Tree = { [key: string]: string | Tree };

/** Every message as "Namespace.key" → text. */
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const EN = flatten(en as Tree);
const GA = flatten(ga as Tree);

/** The plural arguments of a parsed message, at any depth, with the forms each one gives. */
function plurals(elements: MessageFormatElement[]): string[][] {
  return elements.flatMap((el) => {
    if (el.type === TYPE.plural) return [Object.keys(el.options), ...Object.values(el.options).flatMap((o) => plurals(o.value))];
    if (el.type === TYPE.select) return Object.values(el.options).flatMap((o) => plurals(o.value));
    if (el.type === TYPE.tag) return plurals(el.children);
    return [];
  });
}

/**
 * Irish values that are the English ones on purpose: names spelled the same in both languages
 * (a county, the region "Munster" is not; Laois is), and signs that are not words.
 */
const SAME_IN_BOTH = new Set(["Counties.laois"]);

describe("messages/en.json and messages/ga.json", () => {
  it("have exactly the same keys", () => {
    const onlyEn = [...EN.keys()].filter((k) => !GA.has(k));
    const onlyGa = [...GA.keys()].filter((k) => !EN.has(k));
    expect({ onlyEn, onlyGa }).toEqual({ onlyEn: [], onlyGa: [] });
    expect(EN.size).toBeGreaterThan(100);
  });

  it.each([
    ["en", EN],
    ["ga", GA],
  ] as const)("%s: every message parses as ICU and compiles as the build compiles it", (_, messages) => {
    const broken: string[] = [];
    for (const [key, text] of messages) {
      try {
        parse(text);
        compile(text);
      } catch (e) {
        broken.push(`${key}: ${(e as Error).message}`);
      }
    }
    expect(broken).toEqual([]);
    // The check can fail: an unclosed argument does not parse.
    expect(() => parse("{count, plural, one {# shop}")).toThrow();
  });

  it("use plural forms each language has: English one/other, Irish all five", () => {
    const wrong: string[] = [];
    for (const [lang, messages, forms] of [
      ["en", EN, ["one", "other"]],
      ["ga", GA, ["one", "two", "few", "many", "other"]],
    ] as const) {
      for (const [key, text] of messages)
        for (const options of plurals(parse(text)))
          if (options.join() !== forms.join()) wrong.push(`${lang} ${key}: ${options.join()}`);
    }
    expect(wrong).toEqual([]);
    // Intl agrees that Irish has these five categories.
    expect(new Intl.PluralRules("ga").resolvedOptions().pluralCategories.sort()).toEqual(["few", "many", "one", "other", "two"]);
  });

  it("no Irish message is the English one, bar names spelled the same in both", () => {
    const same = [...GA].filter(([key, text]) => EN.get(key) === text && !SAME_IN_BOTH.has(key)).map(([key]) => key);
    expect(same).toEqual([]);
    for (const key of SAME_IN_BOTH) expect(GA.get(key)).toBe(EN.get(key));
  });
});

describe("Irish counts", () => {
  const counts = [0, 1, 2, 3, 7, 11, 20, 100];
  // One, two, few (3–6), many (7–10), other: "siopa" is lenited after 2–6 ("shiopa"); s is not eclipsed after 7–10.
  const shops = ["0 siopa", "1 siopa", "2 shiopa", "3 shiopa", "7 siopa", "11 siopa", "20 siopa", "100 siopa"];

  it("name shops with the mutation each number needs (next-intl at run time)", () => {
    const t = createTranslator({ locale: "ga-IE", messages: ga, namespace: "Home.counties" });
    expect(counts.map((count) => t("shops", { count, n: String(count) }))).toEqual(shops);
    const farmShops = createTranslator({ locale: "ga-IE", messages: ga, namespace: "County" });
    expect(farmShops("listed", { count: 2, n: "2" })).toBe("2 shiopa feirme liostaithe");
    expect(farmShops("listed", { count: 8, n: "8" })).toBe("8 siopa feirme liostaithe");
  });

  it("eclipse a noun after 7–10 (an event: \"imeacht\" becomes \"n-imeacht\")", () => {
    const t = createTranslator({ locale: "ga-IE", messages: ga, namespace: "Events" });
    const events = counts.map((count) => t("showingAll", { count, n: String(count) }).replace(" ar fad á dtaispeáint", ""));
    expect(events).toEqual(["0 imeacht", "1 imeacht", "2 imeacht", "3 imeacht", "7 n-imeacht", "11 imeacht", "20 imeacht", "100 imeacht"]);
  });

  it("are the same once compiled for the browser (the build's precompiled messages)", () => {
    const formatters = {
      getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
      getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
      getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
    };
    const compiled = compile(ga.Home.counties.shops);
    expect(counts.map((count) => format(compiled, "ga-IE", { count, n: String(count) }, { formatters }))).toEqual(shops);
  });

  it("English keeps its own wording, and the number as the page always wrote it", () => {
    const t = createTranslator({ locale: "en-IE", messages: en, namespace: "Home.counties" });
    expect([0, 1, 2, 1348].map((count) => t("shops", { count, n: String(count) }))).toEqual(["0 shops", "1 shop", "2 shops", "1348 shops"]);
  });
});

describe("holiday names", () => {
  it("every public holiday a shop page can show has its message, substitute days too", async () => {
    const { publicHolidaysOfYear } = await import("@/lib/hours/holidays");
    const { holidayName, HOLIDAY_KEYS } = await import("@/i18n/holidays");
    const shown = new Set<string>();
    for (const jurisdiction of ["ROI", "NI"] as const)
      for (const year of [2026, 2027, 2028, 2029, 2030, 2031, 2032]) for (const h of publicHolidaysOfYear(jurisdiction, year)) shown.add(h.name);
    const irish = createTranslator({ locale: "ga-IE", messages: ga, namespace: "Holidays" });
    const english = createTranslator({ locale: "en-IE", messages: en, namespace: "Holidays" });
    const unknown = [...shown].filter((name) => !HOLIDAY_KEYS[name.replace(/ \(substitute day\)$/, "")]);
    expect(unknown).toEqual([]);
    for (const name of shown) expect(holidayName(name, english)).toBe(name);
    expect(holidayName("St Patrick's Day", irish)).toBe("Lá Fhéile Pádraig");
    expect(holidayName("Boxing Day (substitute day)", irish)).toBe("Lá Fhéile Stiofáin (Lá na mBosca) (lá ionaid)");
  });
});

describe("the messages a page gives its client components", () => {
  it("are only the namespaces and keys named, in their own nesting", async () => {
    const { pickMessages } = await import("@/i18n/pick");
    const picked = pickMessages(en, ["Nav", "ShopCard.openingHours", "Shop.hours.closed"]);
    expect(picked).toEqual({ Nav: en.Nav, ShopCard: { openingHours: "Opening hours" }, Shop: { hours: { closed: "Closed" } } });
    expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(en).length / 20);
    expect(() => pickMessages(en, ["ShopCard.noSuchKey"])).toThrow(/ShopCard.noSuchKey/);
    // A namespace picked whole and then reached into again: the messages themselves stay as they were.
    const before = JSON.stringify(en);
    expect(pickMessages(en, ["Months", "Months.june.in", "Weekdays"]).Months).toEqual(en.Months);
    expect(JSON.stringify(en)).toBe(before);
  });
});

describe("the owner's field names", () => {
  it("every field an owner's save can change has a name in the admin's English and in both languages of the owner's page", () => {
    const fields = Object.keys(shopSubmissionSchema.shape).filter((f) => !(OWNER_IGNORED_FIELDS as readonly string[]).includes(f));
    expect(fields).toContain("hoursExceptions");
    for (const field of fields) {
      expect(FIELD_LABELS[field], field).toBeTruthy();
      expect((en.Owner.fields as Record<string, string>)[field], `en ${field}`).toBeTruthy();
      expect((ga.Owner.fields as Record<string, string>)[field], `ga ${field}`).toBeTruthy();
    }
  });
});
