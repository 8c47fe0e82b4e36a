import { describe, expect, it } from "vitest";
import { queryWords } from "@/lib/search/conditions";

describe("the words of a search", () => {
  it("are split on white space, a sentence's punctuation around each taken off", () => {
    expect(queryWords("honey, eggs")).toEqual(["honey", "eggs"]);
    expect(queryWords("Kinsale.")).toEqual(["Kinsale"]);
    expect(queryWords('"farm shop"')).toEqual(["farm", "shop"]);
    expect(queryWords("“honey” (raw)!")).toEqual(["honey", "raw"]);
    expect(queryWords("cheese & honey")).toEqual(["cheese", "honey"]);
    expect(queryWords("Co. Cork")).toEqual(["Co", "Cork"]);
  });

  it("keep the punctuation inside a word, and what a visitor looks for as written", () => {
    expect(queryWords("O'Brien's e-mail")).toEqual(["O'Brien's", "e-mail"]);
    expect(queryWords("100% Irish_Beef \\")).toEqual(["100%", "Irish_Beef", "\\"]);
    expect(queryWords("%_%")).toEqual(["%_%"]);
  });

  it("drop NUL bytes and keep at most 12", () => {
    expect(queryWords("a\u0000b")).toEqual(["ab"]);
    expect(queryWords(Array.from({ length: 15 }, (_, i) => `w${i}`).join(" "))).toHaveLength(12);
    expect(queryWords(" \" , ")).toEqual([]);
  });
});
