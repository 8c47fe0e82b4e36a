import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import ga from "@/messages/ga.json";
import { searchProblemOf, translateSearchProblem, UNREADABLE_SEARCH } from "@/i18n/search-problems";
import { AppError } from "@/lib/errors";
import { readSearchRequest } from "@/lib/search/request";

// A /search address that cannot be read shows every shop and says why (app/[locale]/(public)/search):
// the schema's English message on English pages, its Irish on Irish ones.

const english = createTranslator({ locale: "en-IE", messages: en, namespace: "Search.problems" });
const irish = createTranslator({ locale: "ga-IE", messages: ga, namespace: "Search.problems" });

/** The problem the search page is told about for an address's query. */
function problemOf(query: string): string {
  try {
    readSearchRequest(new URLSearchParams(query));
  } catch (err) {
    if (err instanceof AppError) return err.message;
    throw err;
  }
  throw new Error(`${query} was read without a problem`);
}

const BAD = [
  "limit=abc",
  "limit=1.5",
  "limit=0",
  "limit=101",
  "offset=-1",
  "offset=2000000",
  "offset=abc",
  "sort=bogus",
  "type=castle",
  "openNow=yes",
  `openAt=${"9".repeat(41)}`,
  "openAt=tomorrow",
  "openAt=2026-02-30T10:00",
  "openNow=1&openAt=2026-12-26T14:00",
  "near=here",
  "radiusKm=abc",
  "radiusKm=0",
  "radiusKm=501",
  "radiusKm=5",
  "sort=distance",
  `q=${"x".repeat(201)}`,
  "q=a%00b",
  `county=${"c".repeat(61)}`,
  "products=a%00b",
  Array.from({ length: 41 }, (_, i) => `services=s${i}`).join("&"),
];
const MESSAGES = [...BAD.map(problemOf), UNREADABLE_SEARCH];

describe("a search address's problems", () => {
  it("knows every message the search's schema gives", () => {
    expect(MESSAGES.length).toBeGreaterThan(20);
    expect(MESSAGES.filter((m) => !searchProblemOf(m))).toEqual([]);
  });

  it("writes each back word for word on English pages", () => {
    for (const message of MESSAGES) expect(translateSearchProblem(message, english, "en-IE")).toBe(message);
    expect(problemOf("limit=abc")).toBe("limit must be a number");
    expect(problemOf("sort=bogus")).toBe("sort must be one of relevance, name, county, distance, featured");
  });

  it("says each in Irish on Irish pages, naming the parameter as the address does", () => {
    for (const message of MESSAGES) {
      const text = translateSearchProblem(message, irish, "ga-IE");
      expect(text, message).not.toBe(message);
      expect(text, message).not.toMatch(/\b(must|needs|allowed|characters|values|could not|Give|At most|is too)\b/);
    }
    expect(translateSearchProblem("limit must be a number", irish, "ga-IE")).toBe("Caithfidh limit a bheith ina uimhir");
    expect(translateSearchProblem(problemOf("sort=bogus"), irish, "ga-IE")).toBe(
      "Caithfidh sort a bheith ar cheann díobh seo: relevance, name, county, distance, featured",
    );
    const page = createTranslator({ locale: "ga-IE", messages: ga, namespace: "Search" });
    expect(page("problem", { problem: translateSearchProblem("limit must be a number", irish, "ga-IE") })).toBe(
      "Caithfidh limit a bheith ina uimhir. Gach siopa feirme á thaispeáint ina ionad sin.",
    );
  });

  it("says a message it does not know as the general one in Irish, and as it is in English", () => {
    expect(translateSearchProblem("q must be text", irish, "ga-IE")).toBe("Níorbh fhéidir seoladh an chuardaigh seo a léamh");
    expect(translateSearchProblem("q must be text", english, "en-IE")).toBe("q must be text");
  });
});
