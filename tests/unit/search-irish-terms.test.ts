import { describe, expect, it } from "vitest";
import { PRODUCT_CATEGORIES, SERVICES, SHOP_TYPE_LABELS } from "@/lib/catalog";
import { COUNTIES } from "@/lib/counties";
import { seedShops } from "@/lib/db/seed-data/shops";
import ga from "@/messages/ga.json";
import { foldIrish, IRISH_TERMS, irishToEnglish, mutations, NOT_KEYS } from "@/lib/search/irish-terms";

// The Irish words search understands (lib/search/irish-terms.ts).

const words = (text: string) => foldIrish(text).split(/[^\p{L}\p{N}'’-]+/u).filter(Boolean);

describe("the Irish search table", () => {
  it("knows the issue's words and their forms", () => {
    for (const [irish, english] of [
      ["mil", "honey"], ["meala", "honey"], ["mhil", "honey"],
      ["cais", "cheese"], ["chais", "cheese"], ["gcais", "cheese"], ["caise", "cheese"],
      ["ubh", "egg"], ["uibheacha", "egg"], ["uibhe", "egg"], ["n-uibheacha", "egg"], ["huibheacha", "egg"],
      ["feoil", "meat"], ["bhfeoil", "meat"], ["glasrai", "vegetable"], ["torthai", "fruit"],
      ["tairgi deiriochta", "dairy"], ["bain do chuid fein", "pick your own"], ["caife", "cafe"],
      ["corcaigh", "cork"], ["gcorcaigh", "cork"], ["dun na ngall", "donegal"], ["an clar", "clare"],
    ]) expect(IRISH_TERMS.get(irish as string), irish).toBe(english);
  });

  it("holds every Irish product, service and county name of messages/ga.json", () => {
    for (const ns of [ga.Products, ga.Services, ga.Counties]) {
      for (const irish of Object.values(ns)) {
        const key = foldIrish(irish);
        if (key in NOT_KEYS) continue;
        expect(IRISH_TERMS.has(key), irish).toBe(true);
      }
    }
  });

  it("has folded keys only: lower case, no fadas", () => {
    for (const key of IRISH_TERMS.keys()) expect(key).toBe(foldIrish(key));
  });

  it("leaves out the forms that are English words or name parts", () => {
    for (const key of Object.keys(NOT_KEYS)) expect(IRISH_TERMS.has(key), key).toBe(false);
  });

  it("takes no English search over: no single-word key is a word of the catalogue, the counties or a demo shop", () => {
    const english = new Set([
      ...[...PRODUCT_CATEGORIES, ...SERVICES, ...Object.values(SHOP_TYPE_LABELS)].flatMap(words),
      ...COUNTIES.flatMap((c) => words(c.name)),
      ...seedShops.flatMap((s) => [s.name, s.town, s.address, s.description].flatMap(words)),
    ]);
    const taken = [...IRISH_TERMS.keys()].filter((key) => !key.includes(" ") && english.has(key));
    expect(taken).toEqual([]);
  });

  it("mutates as Irish does", () => {
    expect(mutations("cais")).toEqual(["cais", "chais", "gcais"]);
    expect(mutations("feoil")).toEqual(["feoil", "fheoil", "bhfeoil"]);
    expect(mutations("mil")).toEqual(["mil", "mhil"]);
    expect(mutations("uibheacha")).toContain("n-uibheacha");
    expect(mutations("siopa")).toContain("tsiopa");
    expect(mutations("sceallog")).toEqual(["sceallog"]);
  });
});

describe("irishToEnglish", () => {
  it("swaps Irish words for the English term, fada or not", () => {
    expect(irishToEnglish("mil")).toBe("honey");
    expect(irishToEnglish("cáis")).toBe("cheese");
    expect(irishToEnglish("cais")).toBe("cheese");
    expect(irishToEnglish("CÁIS")).toBe("cheese");
    expect(irishToEnglish("cáis,")).toBe("cheese");
  });

  it("reads phrases, the longest first", () => {
    expect(irishToEnglish("Táirgí Déiríochta")).toBe("dairy");
    expect(irishToEnglish("subh agus leasuithe")).toBe("preserves");
    expect(irishToEnglish("bain do chuid féin Corcaigh")).toBe("pick your own cork");
    expect(irishToEnglish("siopa feirme i nGaillimh")).toBe("farm shop galway");
  });

  it("drops the Irish little words only beside an Irish term", () => {
    expect(irishToEnglish("mil agus cáis")).toBe("honey cheese");
    expect(irishToEnglish("uibheacha i gCorcaigh")).toBe("egg cork");
    expect(irishToEnglish("honey and cheese")).toBe("honey and cheese");
    expect(irishToEnglish("an old mill")).toBe("an old mill");
  });

  it("leaves English searches as typed", () => {
    for (const q of ["honey", "Burren Slopes Farmhouse Cheese", "aran", "farm shop cork", "null", "mill", "  kinsale  "]) {
      expect(irishToEnglish(q)).toBe(q);
    }
  });

  it("keeps words it does not know beside those it does", () => {
    expect(irishToEnglish("mil Kinsale")).toBe("honey Kinsale");
  });
});
