import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import ga from "@/messages/ga.json";
import { byCountyName, countyName, countyOptions, type CountyKey } from "@/i18n/counties";
import { countyOf } from "@/i18n/county-of";
import { COUNTIES } from "@/lib/counties";

// County names in the page's language (i18n/counties.ts, i18n/county-of.ts): the name itself
// ("Ros Comáin"), and after "County" its genitive ("Contae Chill Chainnigh", "i gContae Ros Comáin").

const messages = { "en-IE": en, "ga-IE": ga } as const;
type Lang = keyof typeof messages;
const of = (lang: Lang) => createTranslator({ locale: lang, messages: messages[lang], namespace: "CountyOf" });
const names = (lang: Lang) => createTranslator({ locale: lang, messages: messages[lang], namespace: "Counties" });
const t = (lang: Lang) => createTranslator({ locale: lang, messages: messages[lang] });

describe("a county after \"County\"", () => {
  it("is the genitive in Irish and the name in English", () => {
    expect(countyOf(of("ga-IE"), "Kilkenny")).toBe("Chill Chainnigh");
    expect(countyOf(of("ga-IE"), "Roscommon")).toBe("Ros Comáin");
    expect(countyOf(of("ga-IE"), "Atlantis")).toBe("Atlantis");
    for (const { name } of COUNTIES) expect(countyOf(of("en-IE"), name)).toBe(name);
  });

  it("reads \"Contae Chill Chainnigh\" and \"i gContae Ros Comáin\" on Irish pages", () => {
    const ga = t("ga-IE");
    const kilkenny = countyOf(of("ga-IE"), "Kilkenny");
    const roscommon = countyOf(of("ga-IE"), "Roscommon");
    expect(ga("Event.where", { shop: "Nore Valley Orchard Shop", town: "Thomastown", county: kilkenny })).toBe("Nore Valley Orchard Shop, Thomastown, Contae Chill Chainnigh");
    expect(ga("Event.meta.title", { event: "Apple Day", shop: "Nore Valley Orchard Shop", county: kilkenny })).toBe("Apple Day ag Nore Valley Orchard Shop (Contae Chill Chainnigh)");
    expect(ga("Event.townCounty", { town: "Thomastown", county: kilkenny })).toBe("Thomastown, Contae Chill Chainnigh");
    expect(ga("County.countIn", { count: 2, n: "2", county: roscommon })).toBe("2 shiopa feirme i gContae Ros Comáin");
    expect(ga("County.crumb", { county: roscommon })).toBe("Contae Ros Comáin");
    expect(ga("County.title", { county: roscommon })).toBe("Siopaí Feirme i gContae Ros Comáin");
    expect(ga("County.meta.embedTitle", { county: roscommon })).toBe("Siopaí feirme i gContae Ros Comáin");
    expect(ga("Shop.closed.others", { county: roscommon })).toBe("Siopaí feirme eile i gContae Ros Comáin");
    expect(ga("Shop.closed.all", { county: roscommon })).toBe("Gach siopa feirme i gContae Ros Comáin");
    expect(ga.rich("Shop.closed.body", { name: "Ballinagard Farm Butchery", town: "Roscommon", county: roscommon, help: (c) => c })).toMatch(
      /^Dúradh linn go bhfuil Ballinagard Farm Butchery i Roscommon \(Contae Ros Comáin\) dúnta go buan/,
    );
    expect(ga("Search.showing", { count: 3, n: "3", where: "county", county: countyOf(of("ga-IE"), "Cork"), when: "any" })).toBe("3 shiopa feirme á dtaispeáint i gContae Chorcaí");
  });

  it("leaves English as it was", () => {
    const en = t("en-IE");
    const kilkenny = countyOf(of("en-IE"), "Kilkenny");
    expect(en("Event.where", { shop: "Nore Valley Orchard Shop", town: "Thomastown", county: kilkenny })).toBe("Nore Valley Orchard Shop, Thomastown, Co. Kilkenny");
    expect(en("County.countIn", { count: 2, n: "2", county: "Roscommon" })).toBe("2 farm shops in County Roscommon");
    expect(en("County.meta.title", { county: countyOf(of("en-IE"), "Roscommon"), region: "Connacht" })).toBe("Farm Shops in County Roscommon | Local Produce in Roscommon, Connacht");
  });

  it("no Irish message keeps the interim \"Contae: {county}\" or a lowercase \"contae: {county}\"", () => {
    const interim = JSON.stringify(ga).match(/[Cc]ontae: \{county\}/g);
    expect(interim).toBeNull();
  });
});

describe("counties in the alphabetical order of the page's language", () => {
  const chips = COUNTIES.map((c) => ({ value: c.name, count: 1 }));
  const shown = (lang: Lang) => Object.fromEntries(COUNTIES.map((c) => [c.name, countyName(c.name, names(lang))]));

  it("sorts the search's county chips as the selects are sorted: Irish order on Irish pages", () => {
    const irish = byCountyName(chips, shown("ga-IE"), "ga-IE").map((c) => shown("ga-IE")[c.value]);
    expect(irish.slice(0, 3)).toEqual(["An Cabhán", "An Clár", "An Dún"]);
    expect(irish.indexOf("Ard Mhacha")).toBeGreaterThan(irish.indexOf("Aontroim"));
    expect(irish).toEqual(countyOptions((k: CountyKey) => names("ga-IE")(k), "ga-IE").map((o) => o.label));
  });

  it("keeps the English order in English, and does not change what it was given", () => {
    const english = byCountyName(chips, shown("en-IE"), "en-IE");
    expect(english.map((c) => c.value)).toEqual(COUNTIES.map((c) => c.name));
    expect(chips[0]?.value).toBe("Antrim");
  });
});
